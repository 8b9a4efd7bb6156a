import type { CollectionConfig, PayloadRequest } from 'payload'
import { anyone, editors, hiddenUnless } from '@/access'
import { revalidateCollection } from './hooks/revalidate'
import { collectionLabels, groupLabels } from '@/labels/collections'
import { descriptions, errors, fieldLabels } from '@/labels/fields'
import { say } from '@/labels/label'

const hooks = revalidateCollection('redirects')

/** A site path with its language prefix (`/blog/x`, `/ar/blog/x`), without query or fragment. */
const sitePathPattern = /^\/(?!\/)[\p{L}\p{N}\-._~/%]*$/u

/**
 * Old addresses that lead to new ones with a permanent redirect (docs/decisions/019-editing-workflow.md).
 * Made by the site itself when a published document's slug changes (in each language), and by
 * editors for any other address. Visitors' requests read them from the content cache, not the database.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: collectionLabels.redirects,
  admin: { hidden: hiddenUnless('editor'), useAsTitle: 'from', group: groupLabels.content, defaultColumns: ['from', 'to', 'updatedAt'] },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  hooks: { afterChange: [hooks.afterChange], afterDelete: [hooks.afterDelete] },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: fieldLabels.from,
      admin: { description: descriptions.from },
      validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
        typeof value === 'string' && sitePathPattern.test(value) && value !== '/' ? true : say(errors.redirectFrom, req),
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      label: fieldLabels.to,
      admin: { description: descriptions.to },
      validate: (value: string | null | undefined, { req, siblingData }: { req: PayloadRequest; siblingData: { from?: string } }) => {
        if (typeof value !== 'string' || !(sitePathPattern.test(value) || /^https:\/\/[^\s]+$/.test(value))) return say(errors.redirectTo, req)
        return value === siblingData.from ? say(errors.redirectSame, req) : true
      },
    },
  ],
}
