import type { CollectionConfig } from 'payload'
import { editors, hiddenUnless, publishedOrEditors } from '@/access'
import { layoutBlocks } from '@/blocks'
import { seoField } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { editedByField } from '@/fields/edited-by'
import { missingTranslationsField, recordMissingTranslations } from '@/fields/translation-status'
import { revalidateCollection } from './hooks/revalidate'
import { redirectOldSlug } from './hooks/slug-redirects'
import { previewIn } from './preview'

const hooks = revalidateCollection('pages')

/** Generic pages at /pages/{slug}, composed from blocks (terms of service, privacy policy, …). */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    ...previewIn('pages'),
    hidden: hiddenUnless('editor'), useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'slug', '_status', 'missingTranslations'] },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  versions: { drafts: { autosave: true, schedulePublish: true }, maxPerDoc: 25 },
  hooks: { beforeChange: [recordMissingTranslations], afterChange: [hooks.afterChange, redirectOldSlug('pages')], afterDelete: [hooks.afterDelete] },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    missingTranslationsField,
    editedByField,
    { name: 'summary', type: 'textarea', localized: true },
    { name: 'layout', type: 'blocks', blocks: layoutBlocks, required: true, minRows: 1 },
    seoField(),
  ],
}
