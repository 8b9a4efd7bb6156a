import type { CollectionSlug, Payload } from 'payload'

export type Schedule = {
  id: number | string
  /** When it runs, as stored (UTC). */
  when: string
  type: 'publish' | 'unpublish'
  collection?: CollectionSlug
  documentId?: number | string
  global?: string
}

/**
 * Publications and unpublications waiting in the queue (Payload's `schedulePublish` jobs, queued
 * from the publish menu), soonest first: at most `limit`.
 */
export async function upcomingSchedules(payload: Payload, { now = new Date(), limit }: { now?: Date; limit: number }): Promise<Schedule[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }, { waitUntil: { greater_than: now.toISOString() } }] },
    sort: 'waitUntil',
    limit,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((job) => {
    const input = (job.input ?? {}) as { type?: 'publish' | 'unpublish'; doc?: { relationTo?: CollectionSlug; value?: number | string }; global?: string }
    return { id: job.id, when: job.waitUntil ?? '', type: input.type ?? 'publish', collection: input.doc?.relationTo, documentId: input.doc?.value, global: input.global }
  })
}
