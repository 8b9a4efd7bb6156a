import type { Block } from 'payload'
import { blockLabels } from '@/labels/blocks'
import { arrayLabels, fieldLabels } from '@/labels/fields'
import { rowLabel } from '@/fields/row-label'

export const StepsBlock: Block = {
  slug: 'steps',
  interfaceName: 'StepsBlock',
  labels: blockLabels.steps,
  admin: { components: { Label: rowLabel('heading') } },
  fields: [
    { name: 'heading', label: fieldLabels.heading, type: 'text', localized: true, required: true },
    { name: 'intro', label: fieldLabels.intro, type: 'textarea', localized: true },
    {
      name: 'items',
      type: 'array',
      label: arrayLabels.steps.plural,
      labels: arrayLabels.steps,
      admin: { components: { RowLabel: rowLabel('title') } },
      minRows: 1,
      maxRows: 10,
      fields: [
        { name: 'title', label: fieldLabels.title, type: 'text', localized: true, required: true },
        { name: 'body', label: fieldLabels.body, type: 'textarea', localized: true },
      ],
    },
  ],
}
