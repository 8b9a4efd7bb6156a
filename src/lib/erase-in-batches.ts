import type { CollectionSlug, Payload, Where } from 'payload'

/**
 * Deletes at most `limit` documents of a collection that match `where`, by their ids (another
 * process erasing the same ones at once makes no error): a long backlog goes in steps, one per
 * run of a sweep. Returns how many went.
 */
export async function eraseInBatches(payload: Payload, collection: CollectionSlug, where: Where, limit: number): Promise<number> {
  const { docs } = await payload.find({ collection, where, limit, depth: 0, select: {}, overrideAccess: true })
  if (docs.length === 0) return 0
  const result = await payload.delete({ collection, where: { id: { in: docs.map((doc) => doc.id) } }, overrideAccess: true })
  return result.docs.length
}
