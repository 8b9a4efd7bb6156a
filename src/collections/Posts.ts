import type { CollectionConfig } from 'payload'
import { anyMinute, dayOnly } from './dates'
import { editors, hiddenUnless, publishedOrEditors } from '@/access'
import { seoField } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { editedByField } from '@/fields/edited-by'
import { scheduledColumn } from '@/fields/scheduled'
import { recordTranslationStatus, translationStatusFields } from '@/fields/translation-status'
import { dateOnFirstPublish } from './hooks/published-at'
import { revalidateCollection } from './hooks/revalidate'
import { redirectOldSlug } from './hooks/slug-redirects'
import { previewIn } from './preview'
import { collectionLabels, groupLabels } from '@/labels/collections'
import { descriptions, fieldLabels } from '@/labels/fields'
import { imageField } from '@/fields/image'
import { ownTitleIn } from './own-title'

const hooks = revalidateCollection('posts')

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: collectionLabels.posts,
  admin: {
    ...previewIn('posts'),
    hidden: hiddenUnless('editor'), components: ownTitleIn('posts'),
    useAsTitle: 'title',
    group: groupLabels.blog,
    defaultColumns: ['title', 'slug', 'publishedAt', '_status', 'scheduled', 'missingTranslations', 'outdatedTranslations'],
  },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  versions: { drafts: { autosave: true, schedulePublish: anyMinute }, maxPerDoc: 25 },
  // Latest change first: a new draft has no publication date yet and would sort to the last page.
  defaultSort: '-updatedAt',
  hooks: { beforeChange: [recordTranslationStatus], beforeValidate: [dateOnFirstPublish('publishedAt')], afterChange: [hooks.afterChange, redirectOldSlug('posts')], afterDelete: [hooks.afterDelete] },
  fields: [
    { name: 'title', type: 'text', label: fieldLabels.title, localized: true, required: true },
    slugField(),
    ...translationStatusFields,
    scheduledColumn,
    editedByField,
    { name: 'excerpt', type: 'textarea', label: fieldLabels.excerpt, localized: true, required: true, maxLength: 400 },
    imageField('cover', fieldLabels.cover, { required: true }),
    { name: 'author', type: 'relationship', relationTo: 'authors', required: true, label: fieldLabels.author, admin: { position: 'sidebar' } },
    {
      name: 'categories',
      type: 'relationship',
      label: fieldLabels.categories,
      relationTo: 'categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      label: fieldLabels.publishedAt,
      required: true,
      index: true,
      admin: { position: 'sidebar', date: dayOnly },
    },
    { name: 'content', type: 'richText', label: fieldLabels.content, localized: true, required: true },
    {
      name: 'relatedPosts',
      type: 'relationship',
      label: fieldLabels.relatedPosts,
      relationTo: 'posts',
      hasMany: true,
      maxRows: 3,
      admin: { description: descriptions.relatedPosts },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    seoField(),
  ],
}
