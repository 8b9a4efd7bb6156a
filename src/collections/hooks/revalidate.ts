import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'
import { revalidateTag } from 'next/cache'
import { cacheTags, type ContentCollection, type ContentGlobal } from '@/lib/cache-tags'

/** Seeds and tests that write outside a Next.js request set this context flag. */
export const DISABLE_REVALIDATE = 'disableRevalidate'

function expire(tags: string[], logger: { error: (msg: string) => void }) {
  for (const tag of tags) {
    try {
      // Expire at once so the next visit renders the published edit (not stale-while-revalidate).
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      logger.error(`Could not revalidate cache tag ${tag}: ${String(error)}`)
    }
  }
}

type Versioned = { id?: number | string; _status?: 'draft' | 'published' | null; updatedAt?: string | null }

/**
 * Whether a change can show on the site: a publish (or an edit saved as published), an unpublish, or
 * any change in a collection that keeps no drafts. A draft (an autosave too) is kept as a version
 * only and leaves the document visitors are served as it was, so it expires nothing, whether the
 * document was ever published or not (as Payload's website template intends). The hook is handed
 * the same kind of documents for a draft and for an unpublish (`previousDoc` is the latest version,
 * often a draft), so a change saved as draft asks `wroteTheDocument` which of the two it was.
 */
export async function changeIsVisible(doc: Versioned, wroteTheDocument: () => Promise<boolean>): Promise<boolean> {
  if (doc._status === undefined || doc._status === 'published') return true
  return wroteTheDocument()
}

/**
 * Whether a save wrote what visitors are served: Payload stamps the document it writes and the
 * version it keeps with one time; a draft's version alone gets a new one, the stored document keeps
 * the time of its last write.
 */
async function wroteTheStored(doc: Versioned, readStored: () => Promise<{ updatedAt?: unknown } | null | undefined>): Promise<boolean> {
  if (!doc.updatedAt) return true
  const stored = await readStored()
  return typeof stored?.updatedAt === 'string' ? Date.parse(stored.updatedAt) === Date.parse(doc.updatedAt) : true
}

export function revalidateCollection(collection: ContentCollection): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: async ({ doc, req, context }) => {
      if (context[DISABLE_REVALIDATE]) return doc
      const { id } = doc as Versioned
      const wroteTheDocument = async () =>
        id === undefined ||
        wroteTheStored(doc as Versioned, () =>
          req.payload.findByID({ collection, id, draft: false, depth: 0, overrideAccess: true, disableErrors: true, select: { updatedAt: true }, req }),
        )
      if (!(await changeIsVisible(doc as Versioned, wroteTheDocument))) return doc
      // A document's reads are tagged with its id: a new slug in any language changes no tag.
      expire([cacheTags.collection(collection), ...(id === undefined ? [] : [cacheTags.doc(collection, id)])], req.payload.logger)
      return doc
    },
    afterDelete: ({ doc, req, context }) => {
      if (context[DISABLE_REVALIDATE]) return doc
      const { id } = doc as Versioned
      expire([cacheTags.collection(collection), ...(id === undefined ? [] : [cacheTags.doc(collection, id)])], req.payload.logger)
      return doc
    },
  }
}

/**
 * A global's tag expires when a change can show: a publish, an unpublish, or any save of a global
 * without drafts. A draft is kept as a version only (the global visitors read is as it was).
 */
export function revalidateGlobal(global: ContentGlobal): GlobalAfterChangeHook {
  return async ({ doc, req, context }) => {
    if (context[DISABLE_REVALIDATE]) return doc
    const wroteTheGlobal = () =>
      wroteTheStored(doc as Versioned, () => req.payload.findGlobal({ slug: global, draft: false, depth: 0, overrideAccess: true, select: { updatedAt: true } as never, req }))
    if (await changeIsVisible(doc as Versioned, wroteTheGlobal)) expire([cacheTags.global(global)], req.payload.logger)
    return doc
  }
}
