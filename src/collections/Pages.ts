import type { CollectionConfig } from 'payload'
import { anyMinute } from './dates'
import { editors, hiddenUnless, publishedOrEditors } from '@/access'
import { layoutBlocks } from '@/blocks'
import { seoField } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { reservedSegments } from '@/lib/routes'
import { editedByField } from '@/fields/edited-by'
import { scheduledColumn } from '@/fields/scheduled'
import { recordTranslationStatus, translationStatusFields } from '@/fields/translation-status'
import { revalidateCollection } from './hooks/revalidate'
import { redirectOldSlug } from './hooks/slug-redirects'
import { previewIn } from './preview'
import { collectionLabels, groupLabels } from '@/labels/collections'
import { arrayLabels, fieldLabels } from '@/labels/fields'
import { ownTitleIn } from './own-title'

const hooks = revalidateCollection('pages')

/** The editors' own pages at the top level (/{slug}), composed from blocks (terms of service, privacy policy, …). */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: collectionLabels.pages,
  admin: {
    ...previewIn('pages'),
    hidden: hiddenUnless('editor'), components: ownTitleIn('pages'), useAsTitle: 'title', group: groupLabels.content, defaultColumns: ['title', 'slug', '_status', 'scheduled', 'missingTranslations', 'outdatedTranslations'] },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  versions: { drafts: { autosave: true, schedulePublish: anyMinute }, maxPerDoc: 25 },
  hooks: { beforeChange: [recordTranslationStatus], afterChange: [hooks.afterChange, redirectOldSlug('pages')], afterDelete: [hooks.afterDelete] },
  fields: [
    { name: 'title', type: 'text', label: fieldLabels.title, localized: true, required: true },
    // At the top level: a slug may not take an address of the site's own (ADR 052).
    slugField('title', { reserved: reservedSegments }),
    ...translationStatusFields,
    scheduledColumn,
    editedByField,
    { name: 'summary', type: 'textarea', label: fieldLabels.summary, localized: true },
    { name: 'layout', type: 'blocks', label: fieldLabels.layout, labels: arrayLabels.layout, blocks: layoutBlocks, required: true, minRows: 1 },
    seoField(),
  ],
}
