import type { Block } from 'payload'
import { blockLabels } from '@/labels/blocks'
import { arrayLabels, fieldLabels } from '@/labels/fields'
import { rowLabel } from '@/fields/row-label'

export const StatsBlock: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  labels: blockLabels.stats,
  admin: { components: { Label: rowLabel('heading') } },
  fields: [
    { name: 'heading', label: fieldLabels.heading, type: 'text', localized: true },
    {
      name: 'items',
      type: 'array',
      label: arrayLabels.figures.plural,
      labels: arrayLabels.figures,
      admin: { components: { RowLabel: rowLabel('value', 'label') } },
      minRows: 1,
      maxRows: 6,
      fields: [
        { name: 'value', label: fieldLabels.figure, type: 'text', localized: true, required: true },
        { name: 'label', label: fieldLabels.figureLabel, type: 'text', localized: true, required: true },
      ],
    },
  ],
}
