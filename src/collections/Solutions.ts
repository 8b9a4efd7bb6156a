import type { CollectionConfig } from 'payload'
import { editors, hiddenUnless, publishedOrEditors } from '@/access'
import { contentIcons } from '@/lib/icons'
import { layoutBlocks } from '@/blocks'
import { seoField } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { editedByField } from '@/fields/edited-by'
import { missingTranslationsField, recordMissingTranslations } from '@/fields/translation-status'
import { revalidateCollection } from './hooks/revalidate'
import { redirectOldSlug } from './hooks/slug-redirects'
import { previewIn } from './preview'

const hooks = revalidateCollection('solutions')

/** The 7 technologies and 4 industries at /solutions/{slug}, each built from sections. */
export const Solutions: CollectionConfig = {
  slug: 'solutions',
  admin: {
    ...previewIn('solutions'),
    hidden: hiddenUnless('editor'), useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'kind', 'order', '_status', 'missingTranslations'] },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
  defaultSort: 'order',
  hooks: { beforeChange: [recordMissingTranslations], afterChange: [hooks.afterChange, redirectOldSlug('solutions')], afterDelete: [hooks.afterDelete] },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    missingTranslationsField,
    editedByField,
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { label: 'Technology', value: 'technology' },
        { label: 'Industry', value: 'industry' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'order', type: 'number', required: true, defaultValue: 100, admin: { position: 'sidebar' } },
    { name: 'icon', type: 'select', options: contentIcons.map((i) => ({ label: i, value: i })), admin: { position: 'sidebar' } },
    { name: 'summary', type: 'textarea', localized: true, required: true, maxLength: 240 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'sections', type: 'blocks', blocks: layoutBlocks, required: true, minRows: 1 },
    seoField(),
  ],
}
