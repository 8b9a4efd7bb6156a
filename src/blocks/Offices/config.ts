import type { Block } from 'payload'

export const OfficesBlock: Block = {
  slug: 'offices',
  interfaceName: 'OfficesBlock',
  fields: [
    { name: 'heading', type: 'text', localized: true, required: true },
    { name: 'intro', type: 'textarea', localized: true },
  ],
}
