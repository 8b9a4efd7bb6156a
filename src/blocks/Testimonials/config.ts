import type { Block } from 'payload'
import { imageField } from '@/fields/image'
import { rowLabel } from '@/fields/row-label'
import { blockLabels } from '@/labels/blocks'
import { arrayLabels, descriptions, fieldLabels } from '@/labels/fields'

/**
 * What clients say, in their words, with who said it: a role and an organisation at least (a name
 * only with the person's consent), and the organisation's mark if it agreed to show it. Nothing is
 * seeded: quotes are the lab's clients' to give, not ours to write.
 */
export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: blockLabels.testimonials,
  admin: { components: { Label: rowLabel('heading') } },
  fields: [
    { name: 'heading', label: fieldLabels.heading, type: 'text', localized: true, required: true },
    {
      name: 'items',
      type: 'array',
      label: arrayLabels.testimonials.plural,
      labels: arrayLabels.testimonials,
      admin: { description: descriptions.testimonials, components: { RowLabel: rowLabel('organization', 'role') } },
      minRows: 1,
      maxRows: 6,
      fields: [
        { name: 'quote', label: fieldLabels.quote, type: 'textarea', localized: true, required: true, maxLength: 600 },
        { name: 'name', label: fieldLabels.personName, type: 'text', localized: true },
        { name: 'role', label: fieldLabels.role, type: 'text', localized: true, required: true },
        { name: 'organization', label: fieldLabels.organization, type: 'text', localized: true, required: true },
        imageField('logo', fieldLabels.logo),
      ],
    },
  ],
}
