import type { CollectionConfig } from 'payload'
import { anyone, editors, hiddenUnless } from '@/access'
import { slugField } from '@/fields/slug'
import { editedByField } from '@/fields/edited-by'
import { recordTranslationStatus, translationStatusFields } from '@/fields/translation-status'
import { revalidateCollection } from './hooks/revalidate'
import { redirectOldSlug } from './hooks/slug-redirects'
import { collectionLabels, groupLabels } from '@/labels/collections'
import { fieldLabels } from '@/labels/fields'
import { imageField } from '@/fields/image'
import { ownTitleIn } from './own-title'

const hooks = revalidateCollection('case-studies')

export const CaseStudies: CollectionConfig = {
  slug: 'case-studies',
  labels: collectionLabels['case-studies'],
  admin: {
    hidden: hiddenUnless('editor'), components: ownTitleIn('case-studies'), useAsTitle: 'title', group: groupLabels.content, defaultColumns: ['title', 'client', 'sector', 'missingTranslations', 'outdatedTranslations'] },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  hooks: { beforeChange: [recordTranslationStatus], afterChange: [hooks.afterChange, redirectOldSlug('case-studies')], afterDelete: [hooks.afterDelete] },
  fields: [
    { name: 'title', type: 'text', label: fieldLabels.title, localized: true, required: true },
    slugField(),
    ...translationStatusFields,
    editedByField,
    { name: 'client', type: 'text', label: fieldLabels.client, localized: true, required: true },
    { name: 'sector', type: 'text', label: fieldLabels.sector, localized: true, required: true },
    { name: 'problem', type: 'textarea', label: fieldLabels.problem, localized: true, required: true },
    { name: 'approach', type: 'textarea', label: fieldLabels.approach, localized: true, required: true },
    { name: 'result', type: 'textarea', label: fieldLabels.result, localized: true, required: true },
    {
      name: 'metric',
      type: 'group',
      label: fieldLabels.metric,
      fields: [
        { name: 'value', type: 'text', label: fieldLabels.metricValue, localized: true },
        { name: 'label', type: 'text', label: fieldLabels.metricLabel, localized: true },
      ],
    },
    imageField('image', fieldLabels.image),
    { name: 'solutions', type: 'relationship', relationTo: 'solutions', hasMany: true, label: fieldLabels.solutions },
  ],
}
