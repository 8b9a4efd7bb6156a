import type { CollectionConfig } from 'payload'
import { anyMinute } from './dates'
import { editors, hiddenUnless, publishedOrEditors } from '@/access'
import { layoutBlocks } from '@/blocks'
import { seoField } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { editedByField } from '@/fields/edited-by'
import { scheduledColumn } from '@/fields/scheduled'
import { recordTranslationStatus, translationStatusFields } from '@/fields/translation-status'
import { revalidateCollection } from './hooks/revalidate'
import { redirectOldSlug } from './hooks/slug-redirects'
import { previewIn } from './preview'
import { selectOptions } from '@/fields/select'
import { collectionLabels, groupLabels } from '@/labels/collections'
import { descriptions, fieldLabels } from '@/labels/fields'
import { optionLabels } from '@/labels/options'
import { imageField } from '@/fields/image'
import { ownTitleIn } from './own-title'

const hooks = revalidateCollection('solutions')

/** The 7 technologies and 4 industries at /solutions/{slug}, each built from sections. */
export const Solutions: CollectionConfig = {
  slug: 'solutions',
  labels: collectionLabels.solutions,
  admin: {
    ...previewIn('solutions'),
    hidden: hiddenUnless('editor'), components: ownTitleIn('solutions'), useAsTitle: 'title', group: groupLabels.content, defaultColumns: ['title', 'kind', 'order', '_status', 'scheduled', 'missingTranslations', 'outdatedTranslations'] },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  versions: { drafts: { schedulePublish: anyMinute }, maxPerDoc: 25 },
  defaultSort: 'order',
  hooks: { beforeChange: [recordTranslationStatus], afterChange: [hooks.afterChange, redirectOldSlug('solutions')], afterDelete: [hooks.afterDelete] },
  fields: [
    { name: 'title', type: 'text', label: fieldLabels.title, localized: true, required: true },
    slugField(),
    ...translationStatusFields,
    scheduledColumn,
    editedByField,
    {
      name: 'kind',
      type: 'select',
      label: fieldLabels.kind,
      required: true,
      options: selectOptions(optionLabels.solutionKinds),
      admin: { position: 'sidebar' },
    },
    { name: 'order', type: 'number', label: fieldLabels.order, required: true, defaultValue: 100, admin: { position: 'sidebar', description: descriptions.order } },
    { name: 'icon', type: 'select', label: fieldLabels.icon, options: selectOptions(optionLabels.contentIcons), admin: { position: 'sidebar' } },
    { name: 'summary', type: 'textarea', label: fieldLabels.summary, localized: true, required: true, maxLength: 240 },
    imageField('image', fieldLabels.image),
    { name: 'sections', type: 'blocks', label: fieldLabels.sections, blocks: layoutBlocks, required: true, minRows: 1 },
    seoField(),
  ],
}
