import type { Block } from 'payload'
import { blockLabels } from '@/labels/blocks'
import { arrayLabels, fieldLabels } from '@/labels/fields'
import { rowLabel } from '@/fields/row-label'
import { imageField } from '@/fields/image'

export const LogoStripBlock: Block = {
  slug: 'logoStrip',
  interfaceName: 'LogoStripBlock',
  labels: blockLabels.logoStrip,
  admin: { components: { Label: rowLabel('heading') } },
  fields: [
    { name: 'heading', label: fieldLabels.heading, type: 'text', localized: true, required: true },
    {
      name: 'items',
      type: 'array',
      label: arrayLabels.logos.plural,
      labels: arrayLabels.logos,
      admin: { components: { RowLabel: rowLabel('name') } },
      minRows: 1,
      fields: [
        { name: 'name', label: fieldLabels.name, type: 'text', required: true },
        imageField('logo', fieldLabels.logo),
      ],
    },
  ],
}
