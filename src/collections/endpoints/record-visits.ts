import { sql } from '@payloadcms/db-postgres'
import type { Endpoint, Payload } from 'payload'
import { env } from '@/env'
import { type VisitCount, validVisitsKey, visitCounts, visitsKeyHeader } from '@/lib/visits'

/** Rows per statement. */
const chunk = 500

type Drizzle = { name: string; drizzle: { execute?: (query: unknown) => Promise<unknown>; run?: (query: unknown) => Promise<unknown> } }

/**
 * Adds counts to the visitor figures: one row per day, kind, page or site and language, created or
 * added to in one statement (`ON CONFLICT … DO UPDATE`), so that the sendings of several server
 * processes at once add up rather than overwrite each other.
 */
export async function addVisitCounts(payload: Payload, counts: VisitCount[]): Promise<void> {
  const db = payload.db as unknown as Drizzle
  for (let start = 0; start < counts.length; start += chunk) {
    const rows = counts.slice(start, start + chunk).map((c) => sql`(${c.day}, ${c.kind}, ${c.key}, ${c.locale}, ${c.views})`)
    const statement = sql`INSERT INTO "page_views" ("day", "kind", "key", "locale", "views") VALUES ${sql.join(rows, sql`, `)}
      ON CONFLICT ("day", "kind", "key", "locale") DO UPDATE SET "views" = "page_views"."views" + excluded."views"`
    if (db.name === 'postgres') await db.drizzle.execute!(statement)
    else await db.drizzle.run!(statement)
  }
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
