import { restoringVersion } from '../hooks/activity'
import { type CollectionConfig, type Endpoint, type PayloadRequest, restoreVersionOperation, restoreVersionOperationGlobal } from 'payload'

// Restoring a version makes it the latest draft (issue of history): the editor reviews it, previews
// it and publishes it, or not. Payload's own endpoint publishes the restored version at once unless
// asked for a draft (its Restore button's "restore as draft" choice); these take its place at the
// same address for the documents and globals with drafts.

const restored = (req: PayloadRequest, doc: unknown) => Response.json({ doc, message: req.t('version:restoredSuccessfully') })

/** `POST /api/{collection}/versions/:id`: the version restored as a draft. */
function restoreCollectionVersionAsDraft(collection: CollectionConfig): Endpoint {
  return {
    path: '/versions/:id',
    method: 'post',
    handler: async (req) => {
      req.context[restoringVersion] = true
      const doc = await restoreVersionOperation({ id: String(req.routeParams?.id), collection: req.payload.collections[collection.slug as 'posts'], depth: 0, draft: true, req })
      return restored(req, doc)
    },
  }
}

/** `POST /api/globals/{slug}/versions/:id`: the version restored as a draft. */
export function restoreGlobalVersionAsDraft(slug: string): Endpoint {
  return {
    path: '/versions/:id',
    method: 'post',
    handler: async (req) => {
      req.context[restoringVersion] = true
      const globalConfig = req.payload.config.globals.find((global) => global.slug === slug)!
      const doc = await restoreVersionOperationGlobal({ id: String(req.routeParams?.id), globalConfig, depth: 0, draft: true, req })
      return restored(req, doc)
    },
  }
}

/** The collection, when it keeps drafts, with its versions restored as drafts. */
export function withDraftRestore(collection: CollectionConfig): CollectionConfig {
  const drafts = typeof collection.versions === 'object' && Boolean(collection.versions.drafts)
  if (!drafts) return collection
  return { ...collection, endpoints: [...(collection.endpoints || []), restoreCollectionVersionAsDraft(collection)] }
}
