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

type WithSlug = { slug?: string | null }
type Versioned = WithSlug & { _status?: 'draft' | 'published' | null }

/**
 * Whether a change can show on the site: the document is published now (a publish, an edit of a
 * published document) or was before (an unpublish, or a new draft of a published document), or its
 * collection keeps no drafts. Saving a draft of a document never published changes nothing visitors
 * see, so it expires nothing (as Payload's website template does).
 */
export function changeIsVisible(doc: Versioned, previousDoc: Versioned | undefined): boolean {
  if (doc._status === undefined) return true
  return doc._status === 'published' || previousDoc?._status === 'published'
}

export function revalidateCollection(collection: ContentCollection): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: ({ doc, previousDoc, req, context }) => {
      if (context[DISABLE_REVALIDATE] || !changeIsVisible(doc as Versioned, previousDoc as Versioned | undefined)) return doc
      const slugs = new Set([(doc as WithSlug).slug, (previousDoc as WithSlug | undefined)?.slug])
      const tags = [cacheTags.collection(collection)]
      for (const slug of slugs) if (slug) tags.push(cacheTags.doc(collection, slug))
      expire(tags, req.payload.logger)
      return doc
    },
    afterDelete: ({ doc, req, context }) => {
      if (context[DISABLE_REVALIDATE]) return doc
      const slug = (doc as WithSlug).slug
      expire(
        [cacheTags.collection(collection), ...(slug ? [cacheTags.doc(collection, slug)] : [])],
        req.payload.logger,
      )
      return doc
    },
  }
}

export function revalidateGlobal(global: ContentGlobal): GlobalAfterChangeHook {
  return ({ doc, req, context }) => {
    if (!context[DISABLE_REVALIDATE]) expire([cacheTags.global(global)], req.payload.logger)
    return doc
  }
}
