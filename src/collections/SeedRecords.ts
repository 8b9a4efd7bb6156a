import type { CollectionConfig } from 'payload'
import { authenticated } from '@/access'

/**
 * Remembers which seed items were created once, so the seed never recreates what an editor
 * deleted nor overwrites what an editor changed.
 */
export const SeedRecords: CollectionConfig = {
  slug: 'seed-records',
  admin: { hidden: true },
  access: { read: authenticated, create: () => false, update: () => false, delete: authenticated },
  fields: [{ name: 'key', type: 'text', required: true, unique: true, index: true }],
}
