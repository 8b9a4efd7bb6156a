import type { Block } from 'payload'
import { blockLabels } from '@/labels/blocks'
import { fieldLabels } from '@/labels/fields'
import { rowLabel } from '@/fields/row-label'
import { selectOptions } from '@/fields/select'
import { optionLabels } from '@/labels/options'

export const SolutionCardsBlock: Block = {
  slug: 'solutionCards',
  interfaceName: 'SolutionCardsBlock',
  labels: blockLabels.solutionCards,
  admin: { components: { Label: rowLabel('heading') } },
  fields: [
    { name: 'heading', label: fieldLabels.heading, type: 'text', localized: true, required: true },
    { name: 'intro', label: fieldLabels.intro, type: 'textarea', localized: true },
    {
      name: 'kind',
      type: 'select',
      label: fieldLabels.show,
      defaultValue: 'all',
      required: true,
      options: selectOptions(optionLabels.solutionCardKinds),
    },
  ],
}
