import type { CollectionConfig } from 'payload'
import { admins } from '@/access'
import { collectionLabels } from '@/labels/collections'
import { fieldLabels } from '@/labels/fields'

/**
 * Remembers which seed items were created once, so the seed never recreates what an editor
 * deleted nor overwrites what an editor changed.
 */
export const SeedRecords: CollectionConfig = {
  slug: 'seed-records',
  labels: collectionLabels['seed-records'],
  admin: { hidden: true },
  access: { read: admins, create: () => false, update: () => false, delete: admins },
  fields: [{ name: 'key', type: 'text', label: fieldLabels.key, required: true, unique: true, index: true }],
}
