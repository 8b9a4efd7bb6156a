import type { Block } from 'payload'
import { blockLabels } from '@/labels/blocks'
import { fieldLabels } from '@/labels/fields'
import { rowLabel } from '@/fields/row-label'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: blockLabels.richText,
  admin: { components: { Label: rowLabel('heading') } },
  fields: [
    { name: 'heading', label: fieldLabels.heading, type: 'text', localized: true },
    { name: 'body', label: fieldLabels.body, type: 'richText', localized: true, required: true },
  ],
}
