import type { Block } from 'payload'
import { linkField } from '@/fields/link'
import { blockLabels } from '@/labels/blocks'
import { fieldLabels } from '@/labels/fields'
import { rowLabel } from '@/fields/row-label'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: blockLabels.callToAction,
  admin: { components: { Label: rowLabel('heading') } },
  fields: [
    { name: 'heading', label: fieldLabels.heading, type: 'text', localized: true, required: true },
    { name: 'body', label: fieldLabels.body, type: 'textarea', localized: true },
    linkField('link', { required: true }),
  ],
}
