import type { CollectionConfig } from 'payload'
import { anyone, editors, hiddenUnless } from '@/access'
import { revalidateCollection } from './hooks/revalidate'

const hooks = revalidateCollection('redirects')

/** A site path with its language prefix (`/blog/x`, `/ar/blog/x`), without query or fragment. */
export const sitePathPattern = /^\/(?!\/)[\p{L}\p{N}\-._~/%]*$/u

/**
 * Old addresses that lead to new ones with a permanent redirect (docs/decisions/019-editing-workflow.md).
 * Made by the site itself when a published document's slug changes (in each language), and by
 * editors for any other address. Visitors' requests read them from the content cache, not the database.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: { en: 'Redirect', ar: 'إعادة توجيه' }, plural: { en: 'Redirects', ar: 'إعادات التوجيه' } },
  admin: { hidden: hiddenUnless('editor'), useAsTitle: 'from', group: 'Content', defaultColumns: ['from', 'to', 'updatedAt'] },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  hooks: { afterChange: [hooks.afterChange], afterDelete: [hooks.afterDelete] },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Old address', ar: 'العنوان القديم' },
      admin: { description: { en: 'A path on this site, e.g. /blog/old-title or /ar/blog/old-title.', ar: 'مسار في هذا الموقع، مثل ‎/blog/old-title‎ أو ‎/ar/blog/old-title‎.' } },
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && sitePathPattern.test(value) && value !== '/' ? true : 'Use a path on this site that starts with /, e.g. /blog/old-title.',
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      label: { en: 'New address', ar: 'العنوان الجديد' },
      admin: { description: { en: 'A path on this site or a full https:// address.', ar: 'مسار في هذا الموقع أو عنوان كامل يبدأ بـ https://' } },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: { from?: string } }) => {
        if (typeof value !== 'string' || !(sitePathPattern.test(value) || /^https:\/\/[^\s]+$/.test(value))) return 'Use a path such as /blog/new-title or an https:// address.'
        return value === siblingData.from ? 'The new address must differ from the old one.' : true
      },
    },
  ],
}
