import type { Block } from 'payload'
import { rowLabel } from '@/fields/row-label'
import { blockLabels } from '@/labels/blocks'
import { descriptions, fieldLabels } from '@/labels/fields'

/** People and teams of the lab, chosen and ordered by the editor: each card leads to their page. */
export const PeopleBlock: Block = {
  slug: 'people',
  interfaceName: 'PeopleBlock',
  labels: blockLabels.people,
  admin: { components: { Label: rowLabel('heading') } },
  fields: [
    { name: 'heading', label: fieldLabels.heading, type: 'text', localized: true, required: true },
    { name: 'intro', label: fieldLabels.intro, type: 'textarea', localized: true },
    {
      name: 'people',
      label: fieldLabels.people,
      type: 'relationship',
      relationTo: 'authors',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 24,
      admin: { description: descriptions.people },
    },
  ],
}
