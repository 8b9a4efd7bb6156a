import type { Block } from 'payload'
import { linkField } from '@/fields/link'
import { blockLabels } from '@/labels/blocks'
import { fieldLabels } from '@/labels/fields'
import { rowLabel } from '@/fields/row-label'
import { imageField } from '@/fields/image'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: blockLabels.hero,
  admin: { components: { Label: rowLabel('heading') } },
  fields: [
    { name: 'eyebrow', label: fieldLabels.eyebrow, type: 'text', localized: true },
    { name: 'heading', label: fieldLabels.heading, type: 'text', localized: true, required: true },
    { name: 'body', label: fieldLabels.body, type: 'textarea', localized: true },
    imageField('image', fieldLabels.image),
    linkField('primaryCta'),
    linkField('secondaryCta'),
  ],
}
