import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'
import { localeCodes, localizePath } from '@/i18n/locales'
import { documentPath, type RoutedCollection } from '@/lib/routes'

type Versioned = { id: number | string; slug?: string | null; _status?: 'draft' | 'published' | null }

/**
 * When a document is published under a new slug, its old address in every language redirects to
 * the new one; redirects that led to the old address now lead to the new one (no chains), and one
 * from the new address (a slug changed back) is removed. A collection without drafts (people, case
 * studies) publishes every save: its previous slug is the one it had before this save.
 */
export function redirectOldSlug(collection: RoutedCollection): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, operation, req }) => {
    const current = doc as Versioned
    if (!current.slug) return doc
    if (current._status === undefined) {
      const before = (previousDoc as Versioned | undefined)?.slug
      if (operation === 'update' && before && before !== current.slug) await moveAddress(req, collection, before, current.slug)
      return doc
    }
    if (current._status !== 'published') return doc
    const previous = await previousPublishedSlug(req.payload, collection, current.id, req)
    if (previous && previous !== current.slug) await moveAddress(req, collection, previous, current.slug)
    return doc
  }
}

/** The slug of the publication before this one: the second newest published version. */
async function previousPublishedSlug(payload: Payload, collection: RoutedCollection, id: number | string, req: PayloadRequest): Promise<string | null> {
  const { docs } = await payload.findVersions({
    collection,
    where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
    sort: '-updatedAt',
    limit: 2,
    depth: 0,
    req,
  })
  const version = docs[1]?.version as { slug?: string | null } | undefined
  return version?.slug ?? null
}

async function moveAddress(req: PayloadRequest, collection: RoutedCollection, oldSlug: string, newSlug: string) {
  const { payload } = req
  for (const locale of localeCodes) {
    const from = localizePath(documentPath(collection, oldSlug), locale)
    const to = localizePath(documentPath(collection, newSlug), locale)
    await payload.delete({ collection: 'redirects', where: { from: { equals: to } }, req })
    await payload.update({ collection: 'redirects', where: { to: { equals: from } }, data: { to }, req })
    const existing = await payload.find({ collection: 'redirects', where: { from: { equals: from } }, limit: 1, depth: 0, req })
    if (existing.docs[0]) await payload.update({ collection: 'redirects', id: existing.docs[0].id, data: { to }, req })
    else await payload.create({ collection: 'redirects', data: { from, to }, req })
  }
}
