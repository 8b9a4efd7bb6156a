import type { Block } from 'payload'
import { blockLabels } from '@/labels/blocks'
import { fieldLabels } from '@/labels/fields'
import { rowLabel } from '@/fields/row-label'

export const OfficesBlock: Block = {
  slug: 'offices',
  interfaceName: 'OfficesBlock',
  labels: blockLabels.offices,
  admin: { components: { Label: rowLabel('heading') } },
  fields: [
    { name: 'heading', label: fieldLabels.heading, type: 'text', localized: true, required: true },
    { name: 'intro', label: fieldLabels.intro, type: 'textarea', localized: true },
  ],
}
