import type { CollectionConfig } from 'payload'
import { anyone, authenticated } from '@/access'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from './hooks/revalidate'

const hooks = revalidateCollection('categories')

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'title', group: 'Blog' },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: { afterChange: [hooks.afterChange], afterDelete: [hooks.afterDelete] },
  fields: [{ name: 'title', type: 'text', localized: true, required: true }, slugField()],
}
