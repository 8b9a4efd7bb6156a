import { sql } from '@payloadcms/db-postgres'
import type { Endpoint, Payload, Where } from 'payload'
import { env } from '@/env'
import { otherVisitsKey, type VisitCount, validVisitsKey, visitCounts, visitRowsPerDay, visitsKeyHeader } from '@/lib/visits'

/** Rows per statement. */
const chunk = 500

type Drizzle = { name: string; drizzle: { execute?: (query: unknown) => Promise<unknown>; run?: (query: unknown) => Promise<unknown> } }

/**
 * Adds counts to the visitor figures: one row per day, kind, page or site and language, created or
 * added to in one statement (`ON CONFLICT … DO UPDATE`), so that the sendings of several server
 * processes at once add up rather than overwrite each other.
 */
export async function addVisitCounts(payload: Payload, sent: VisitCount[]): Promise<void> {
  const db = payload.db as unknown as Drizzle
  const counts = await withinDailyRows(payload, sent)
  for (let start = 0; start < counts.length; start += chunk) {
    const rows = counts.slice(start, start + chunk).map((c) => sql`(${c.day}, ${c.kind}, ${c.key}, ${c.locale}, ${c.views})`)
    const statement = sql`INSERT INTO "page_views" ("day", "kind", "key", "locale", "views") VALUES ${sql.join(rows, sql`, `)}
      ON CONFLICT ("day", "kind", "key", "locale") DO UPDATE SET "views" = "page_views"."views" + excluded."views"`
    if (db.name === 'postgres') await db.drizzle.execute!(statement)
    else await db.drizzle.run!(statement)
  }
}

/**
 * The counts as the day's rows can take them: a page or site the day already has, or while the day
 * has fewer than `visitRowsPerDay` rows of its kind, keeps its own row; any other is counted in the
 * day's `otherVisitsKey` row. Two sendings at the same moment may each take the last room.
 */
async function withinDailyRows(payload: Payload, counts: VisitCount[]): Promise<VisitCount[]> {
  const groups = new Map<string, VisitCount[]>()
  for (const count of counts) {
    const id = `${count.day}|${count.kind}`
    const group = groups.get(id)
    if (group) group.push(count)
    else groups.set(id, [count])
  }
  // One count per row: PostgreSQL refuses a statement that would add to one row twice.
  const rows = new Map<string, VisitCount>()
  const add = (count: VisitCount) => {
    const id = `${count.day}|${count.kind}|${count.key}|${count.locale}`
    const row = rows.get(id)
    if (row) row.views += count.views
    else rows.set(id, { ...count })
  }
  for (const group of groups.values()) {
    const { day, kind } = group[0]!
    const ofDay: Where[] = [{ day: { equals: day } }, { kind: { equals: kind } }]
    const { totalDocs } = await payload.count({ collection: 'page-views', where: { and: ofDay }, overrideAccess: true })
    const held = new Set<string>()
    if (totalDocs > 0) {
      for (let start = 0; start < group.length; start += chunk) {
        const keys = [...new Set(group.slice(start, start + chunk).map((c) => c.key))]
        const { docs } = await payload.find({
          collection: 'page-views',
          where: { and: [...ofDay, { key: { in: keys } }] },
          select: { key: true, locale: true },
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
        for (const doc of docs) held.add(`${doc.key}|${doc.locale}`)
      }
    }
    let room = visitRowsPerDay - totalDocs
    for (const count of group) {
      const row = `${count.key}|${count.locale}`
      if (held.has(row) || count.key === otherVisitsKey) add(count)
      else if (room > 0) {
        room -= 1
        held.add(row)
        add(count)
      } else add({ ...count, key: otherVisitsKey })
    }
  }
  return [...rows.values()]
}

/** `POST /api/visits/record`, for this site's own production server only (a key derived from the secret). */
export const recordVisitsEndpoint: Endpoint = {
  path: '/visits/record',
  method: 'post',
  handler: async (req) => {
    if (!validVisitsKey(env.PAYLOAD_SECRET ?? '', req.headers.get(visitsKeyHeader))) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    if (Number(req.headers.get('content-length') ?? Infinity) > 2_000_000) return Response.json({ errors: [{ message: 'Too large' }] }, { status: 413 })
    const parsed = visitCounts.safeParse(await req.json?.().catch(() => null))
    if (!parsed.success) return Response.json({ errors: [{ message: 'Invalid counts' }] }, { status: 400 })
    await addVisitCounts(req.payload, parsed.data.counts as VisitCount[])
    return Response.json({ added: parsed.data.counts.length })
  },
}
