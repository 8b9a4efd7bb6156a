import type { Block } from 'payload'
import { blockLabels } from '@/labels/blocks'
import { arrayLabels, fieldLabels } from '@/labels/fields'
import { rowLabel } from '@/fields/row-label'

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: blockLabels.faq,
  admin: { components: { Label: rowLabel('heading') } },
  fields: [
    { name: 'heading', label: fieldLabels.heading, type: 'text', localized: true, required: true },
    {
      name: 'items',
      type: 'array',
      label: arrayLabels.questions.plural,
      labels: arrayLabels.questions,
      admin: { components: { RowLabel: rowLabel('question') } },
      minRows: 1,
      fields: [
        { name: 'question', label: fieldLabels.question, type: 'text', localized: true, required: true },
        { name: 'answer', label: fieldLabels.answer, type: 'textarea', localized: true, required: true },
      ],
    },
  ],
}
