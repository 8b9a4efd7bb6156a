import type { CollectionConfig } from 'payload'
import { editors, hiddenUnless, publishedOrEditors } from '@/access'
import { seoField } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { editedByField } from '@/fields/edited-by'
import { missingTranslationsField, recordMissingTranslations } from '@/fields/translation-status'
import { dateOnFirstPublish } from './hooks/published-at'
import { revalidateCollection } from './hooks/revalidate'
import { redirectOldSlug } from './hooks/slug-redirects'
import { previewIn } from './preview'

const hooks = revalidateCollection('posts')

export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: {
    ...previewIn('posts'),
    hidden: hiddenUnless('editor'),
    useAsTitle: 'title',
    group: 'Blog',
    defaultColumns: ['title', 'slug', 'publishedAt', '_status', 'missingTranslations'],
  },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  versions: { drafts: { autosave: true, schedulePublish: true }, maxPerDoc: 25 },
  defaultSort: '-publishedAt',
  hooks: { beforeChange: [recordMissingTranslations], beforeValidate: [dateOnFirstPublish('publishedAt')], afterChange: [hooks.afterChange, redirectOldSlug('posts')], afterDelete: [hooks.afterDelete] },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    missingTranslationsField,
    editedByField,
    { name: 'excerpt', type: 'textarea', localized: true, required: true, maxLength: 400 },
    { name: 'cover', type: 'upload', relationTo: 'media', required: true },
    { name: 'author', type: 'relationship', relationTo: 'authors', required: true, admin: { position: 'sidebar' } },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    { name: 'content', type: 'richText', localized: true, required: true },
    {
      name: 'relatedPosts',
      type: 'relationship',
      relationTo: 'posts',
      hasMany: true,
      maxRows: 3,
      admin: { description: 'Optional. Empty: posts of the same category are shown.' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    seoField(),
  ],
}
