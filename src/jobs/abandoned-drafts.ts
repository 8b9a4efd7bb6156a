import type { CollectionSlug, Payload, SanitizedCollectionConfig } from 'payload'
import { DISABLE_REVALIDATE } from '@/collections/hooks/revalidate'

/** A draft nobody has written in for this long, never published, is taken as abandoned. */
const abandonedAfterMs = 24 * 3_600_000
/** At most this many per collection and run. */
const batch = 100

const withAutosave = (collection: SanitizedCollectionConfig) => Boolean(collection.versions && collection.versions.drafts && collection.versions.drafts.autosave)

/** The fields that hold what an editor writes: the title, and every text, rich text and block list at the top. */
const writtenFields = (collection: SanitizedCollectionConfig) =>
  collection.fields.filter((field) => 'name' in field && (field.name === collection.admin.useAsTitle || ['textarea', 'richText', 'blocks'].includes(field.type))).map((field) => (field as { name: string }).name)

/** Empty in every language: nothing, blank text, no rows, or a rich text without a word. */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') {
    const root = (value as { root?: unknown }).root
    if (root !== undefined) return !JSON.stringify(root).match(/"text":"[^"]*\S/)
    return Object.values(value).every(isEmpty)
  }
  return false
}

/**
 * "Create new" in a collection with autosave (posts, pages) creates the document at once, so that
 * autosave has something to save to; an editor who then leaves without writing anything leaves an
 * untitled draft in the list. The hourly sweep deletes such drafts: never published, created more
 * than a day ago, and their latest version still without a title, text or sections in any language.
 * Anything written in it keeps it. Returns how many went.
 */
export async function removeAbandonedDrafts(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - abandonedAfterMs).toISOString()
  let removed = 0
  for (const collection of payload.config.collections.filter(withAutosave)) {
    const slug = collection.slug as CollectionSlug
    const fields = writtenFields(collection)
    const { docs } = await payload.find({
      collection: slug,
      where: { and: [{ _status: { equals: 'draft' } }, { createdAt: { less_than: cutoff } }] },
      limit: batch,
      depth: 0,
      select: {},
      overrideAccess: true,
    })
    const abandoned: (number | string)[] = []
    for (const { id } of docs) {
      const [latest] = (await payload.findVersions({ collection: slug, where: { parent: { equals: id } }, sort: '-updatedAt', limit: 1, locale: 'all', depth: 0, overrideAccess: true })).docs
      const version = (latest?.version ?? {}) as Record<string, unknown>
      // Published once: it has a history worth keeping, whatever its latest draft holds.
      const everPublished = (await payload.countVersions({ collection: slug, where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] }, overrideAccess: true })).totalDocs > 0
      if (!everPublished && fields.every((name) => isEmpty(version[name]))) abandoned.push(id)
    }
    if (abandoned.length === 0) continue
    // Never published, so no page shows it: nothing to revalidate (and no request to do it in).
    const result = await payload.delete({ collection: slug, where: { id: { in: abandoned } }, overrideAccess: true, context: { [DISABLE_REVALIDATE]: true } })
    removed += result.docs.length
  }
  if (removed > 0) payload.logger.info(`Removed ${removed} abandoned empty draft(s)`)
  return removed
}
