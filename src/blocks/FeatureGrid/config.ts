import type { Block } from 'payload'
import { blockLabels } from '@/labels/blocks'
import { arrayLabels, fieldLabels } from '@/labels/fields'
import { rowLabel } from '@/fields/row-label'
import { selectOptions } from '@/fields/select'
import { optionLabels } from '@/labels/options'

export const FeatureGridBlock: Block = {
  slug: 'featureGrid',
  interfaceName: 'FeatureGridBlock',
  labels: blockLabels.featureGrid,
  admin: { components: { Label: rowLabel('heading') } },
  fields: [
    { name: 'heading', label: fieldLabels.heading, type: 'text', localized: true, required: true },
    { name: 'intro', label: fieldLabels.intro, type: 'textarea', localized: true },
    {
      name: 'items',
      type: 'array',
      label: arrayLabels.features.plural,
      labels: arrayLabels.features,
      admin: { components: { RowLabel: rowLabel('title') } },
      minRows: 1,
      maxRows: 12,
      fields: [
        { name: 'icon', label: fieldLabels.icon, type: 'select', options: selectOptions(optionLabels.contentIcons) },
        { name: 'title', label: fieldLabels.title, type: 'text', localized: true, required: true },
        { name: 'body', label: fieldLabels.body, type: 'textarea', localized: true },
      ],
    },
  ],
}
