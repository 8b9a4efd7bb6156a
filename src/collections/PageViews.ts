import type { CollectionConfig } from 'payload'
import { editors, hiddenUnless } from '@/access'
import { selectOptions } from '@/fields/select'
import { collectionDescriptions, collectionLabels, groupLabels } from '@/labels/collections'
import { fieldLabels } from '@/labels/fields'
import { optionLabels } from '@/labels/options'

/**
 * Visitor figures (ADR 049): page views per day, page and language, and per linking site, added up
 * from what the production server counts (src/server/visits.ts) by `POST /api/visits/record`.
 * Aggregates only: nothing here is about a person. Written only by the site; editors read them.
 */
export const PageViews: CollectionConfig = {
  slug: 'page-views',
  labels: collectionLabels['page-views'],
  admin: {
    hidden: hiddenUnless('editor'),
    group: groupLabels.admin,
    useAsTitle: 'key',
    description: collectionDescriptions['page-views'],
    defaultColumns: ['day', 'kind', 'key', 'locale', 'views'],
  },
  defaultSort: '-day',
  access: { read: editors, create: () => false, update: () => false, delete: () => false },
  // One row per day, kind, page (or site) and language: the server's sendings add to it.
  indexes: [{ fields: ['day', 'kind', 'key', 'locale'], unique: true }],
  fields: [
    { name: 'day', type: 'text', label: fieldLabels.visitDay, required: true, index: true, admin: { readOnly: true } },
    { name: 'kind', type: 'select', label: fieldLabels.visitKind, required: true, options: selectOptions(optionLabels.visitKinds), admin: { readOnly: true } },
    { name: 'key', type: 'text', label: fieldLabels.visitKey, required: true, admin: { readOnly: true } },
    { name: 'locale', type: 'select', label: fieldLabels.activityLanguage, required: true, options: selectOptions(optionLabels.locales), admin: { readOnly: true } },
    { name: 'views', type: 'number', label: fieldLabels.visitViews, required: true, admin: { readOnly: true } },
  ],
}
