import type { Block } from 'payload'

export const SolutionCardsBlock: Block = {
  slug: 'solutionCards',
  interfaceName: 'SolutionCardsBlock',
  fields: [
    { name: 'heading', type: 'text', localized: true, required: true },
    { name: 'intro', type: 'textarea', localized: true },
    {
      name: 'kind',
      type: 'select',
      defaultValue: 'all',
      required: true,
      options: [
        { label: 'All', value: 'all' },
        { label: 'Technologies', value: 'technology' },
        { label: 'Industries', value: 'industry' },
      ],
    },
  ],
}
