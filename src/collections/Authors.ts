import type { CollectionConfig } from 'payload'
import { anyone, editors, hiddenUnless } from '@/access'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from './hooks/revalidate'
import { collectionLabels, groupLabels } from '@/labels/collections'
import { fieldLabels } from '@/labels/fields'
import { ownTitleIn } from './own-title'

const hooks = revalidateCollection('authors')

/** Bylines for blog posts: the lab's teams. */
export const Authors: CollectionConfig = {
  slug: 'authors',
  labels: collectionLabels.authors,
  admin: {
    hidden: hiddenUnless('editor'), components: ownTitleIn('authors', 'name'), useAsTitle: 'name', group: groupLabels.blog },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  hooks: { afterChange: [hooks.afterChange], afterDelete: [hooks.afterDelete] },
  fields: [
    { name: 'name', type: 'text', label: fieldLabels.name, localized: true, required: true },
    slugField('name'),
    { name: 'role', type: 'text', label: fieldLabels.role, localized: true },
    { name: 'bio', type: 'textarea', label: fieldLabels.bio, localized: true },
  ],
}
