import type { CollectionConfig } from 'payload'
import { anyone, editors, hiddenUnless } from '@/access'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from './hooks/revalidate'

const hooks = revalidateCollection('authors')

/** Bylines for blog posts: the lab's teams. */
export const Authors: CollectionConfig = {
  slug: 'authors',
  admin: {
    hidden: hiddenUnless('editor'), useAsTitle: 'name', group: 'Blog' },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  hooks: { afterChange: [hooks.afterChange], afterDelete: [hooks.afterDelete] },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    slugField('name'),
    { name: 'role', type: 'text', localized: true },
    { name: 'bio', type: 'textarea', localized: true },
  ],
}
