import type { CollectionConfig } from 'payload'
import { anyone, editors, hiddenUnless } from '@/access'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from './hooks/revalidate'

const hooks = revalidateCollection('categories')

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: {
    hidden: hiddenUnless('editor'), useAsTitle: 'title', group: 'Blog' },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  hooks: { afterChange: [hooks.afterChange], afterDelete: [hooks.afterDelete] },
  fields: [{ name: 'title', type: 'text', localized: true, required: true }, slugField()],
}
