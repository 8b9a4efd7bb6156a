import type { CollectionConfig } from 'payload'
import { anyone, editors, hiddenUnless } from '@/access'
import { slugField } from '@/fields/slug'
import { editedByField } from '@/fields/edited-by'
import { missingTranslationsField, recordMissingTranslations } from '@/fields/translation-status'
import { revalidateCollection } from './hooks/revalidate'

const hooks = revalidateCollection('case-studies')

export const CaseStudies: CollectionConfig = {
  slug: 'case-studies',
  labels: { singular: 'Case study', plural: 'Case studies' },
  admin: {
    hidden: hiddenUnless('editor'), useAsTitle: 'title', group: 'Content' },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  hooks: { beforeChange: [recordMissingTranslations], afterChange: [hooks.afterChange], afterDelete: [hooks.afterDelete] },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    missingTranslationsField,
    editedByField,
    { name: 'client', type: 'text', localized: true, required: true },
    { name: 'sector', type: 'text', localized: true, required: true },
    { name: 'problem', type: 'textarea', localized: true, required: true },
    { name: 'approach', type: 'textarea', localized: true, required: true },
    { name: 'result', type: 'textarea', localized: true, required: true },
    {
      name: 'metric',
      type: 'group',
      fields: [
        { name: 'value', type: 'text', localized: true },
        { name: 'label', type: 'text', localized: true },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'solutions', type: 'relationship', relationTo: 'solutions', hasMany: true },
  ],
}
