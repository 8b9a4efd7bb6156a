import type { CollectionConfig } from 'payload'
import { anyone, editors, hiddenUnless } from '@/access'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from './hooks/revalidate'
import { collectionLabels, groupLabels } from '@/labels/collections'
import { fieldLabels } from '@/labels/fields'
import { ownTitleIn } from './own-title'

const hooks = revalidateCollection('categories')

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: collectionLabels.categories,
  admin: {
    hidden: hiddenUnless('editor'), components: ownTitleIn('categories'), useAsTitle: 'title', group: groupLabels.blog },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  hooks: { afterChange: [hooks.afterChange], afterDelete: [hooks.afterDelete] },
  fields: [{ name: 'title', type: 'text', label: fieldLabels.title, localized: true, required: true }, slugField('title', { localized: false })],
}
