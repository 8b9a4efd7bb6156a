import type { Endpoint, Payload } from 'payload'
import { env } from '@/env'
import { isDatabaseUnreachable } from '@/lib/database'
import { internalKey, isInternalKey } from '@/lib/internal-key'
import { describeError } from '@/lib/log-safe'
import { DependencyUnavailable, dependency } from '@/lib/dependencies.mjs'
import { shuttingDown } from '@/lib/lifecycle'
import { claimNextJob, releaseStaleJobs } from '@/lib/job-queue'
import { type Loop, startLoop } from '@/lib/loop'

/**
 * Scheduled publishing and unpublishing (Payload's `schedulePublish` jobs, queued from the admin's
 * publish menu) and job postings closed after their closing date
 * (docs/decisions/019-editing-workflow.md).
 *
 * The work runs inside a request to this server's own endpoint rather than straight from the
 * background loop: a publish must expire the pages' cache tags, and Next.js expires tags only
 * within a request. Every process calls its own endpoint; the atomic claims (lib/job-queue.ts) let
 * any number of them share the queue.
 */
const SCHEDULE_QUEUE = 'default'

const scheduleTiming = {
  /** How often each process looks for due publications. */
  intervalMs: Number(process.env.SCHEDULE_INTERVAL_MS ?? 15_000),
  /** A publication taken this long ago without finishing was left by a process that died. */
  staleMs: 120_000,
}

/** Runs what is due: scheduled (un)publications, then postings past their closing date. */
export async function runDueSchedules(payload: Payload, now = new Date()): Promise<{ published: number; closed: number }> {
  await releaseStaleJobs(payload, SCHEDULE_QUEUE, scheduleTiming.staleMs, now)
  let published = 0
  for (;;) {
    const id = await claimNextJob(payload, SCHEDULE_QUEUE, null, now)
    if (id === null) break
    await payload.jobs.runByID({ id, overrideAccess: true, silent: true })
    published += 1
  }
  return { published, closed: await closeExpiredPostings(payload, now) }
}

/**
 * Closes open postings whose closing date (a day, `validThrough`) has passed in Saudi Arabia
 * (UTC+3, no daylight saving time).
 */
async function closeExpiredPostings(payload: Payload, now = new Date()): Promise<number> {
  const riyadhToday = new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10)
  const startOfToday = new Date(`${riyadhToday}T00:00:00+03:00`)
  const { docs } = await payload.find({
    collection: 'jobs',
    where: { and: [{ status: { equals: 'open' } }, { _status: { equals: 'published' } }, { validThrough: { less_than: startOfToday.toISOString() } }] },
    pagination: false,
    depth: 0,
    select: { slug: true },
  })
  for (const doc of docs) await payload.update({ collection: 'jobs', id: doc.id, data: { status: 'closed' }, depth: 0 })
  return docs.length
}

const keyHeader = 'x-schedule-key'
const keyPurpose = 'run-schedules'
const scheduleKey = () => internalKey(env.PAYLOAD_SECRET ?? '', keyPurpose)
const validKey = (given: string | null) => isInternalKey(env.PAYLOAD_SECRET ?? '', keyPurpose, given)

/** `POST /api/schedules/run`, for this server's own loop only (a key derived from the secret). */
export const scheduleEndpoint: Endpoint = {
  path: '/schedules/run',
  method: 'post',
  handler: async (req) => {
    if (!validKey(req.headers.get(keyHeader))) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    try {
      return Response.json(await dependency('database').call(() => runDueSchedules(req.payload)))
    } catch (error) {
      // The database away: nothing can be published now; the next run tries again.
      if (error instanceof DependencyUnavailable || isDatabaseUnreachable(error)) return Response.json({ skipped: 'database unavailable' }, { status: 503 })
      throw error
    }
  },
}

/** Where the loop reaches its own server: loopback on its port unless INTERNAL_URL says otherwise. */
const internalUrl = () => process.env.INTERNAL_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`

/**
 * Calls the endpoint every `intervalMs` from start-up, not once the server is stopping (it no longer
 * takes requests). While the database is away the endpoint answers 503 at once (its breaker) and the
 * run is skipped quietly. The server logs these requests only when they fail (src/server/index.ts).
 */
export function startScheduleLoop(payload: Payload): Loop {
  return startLoop(
    async () => {
      if (shuttingDown()) return
      const response = await fetch(`${internalUrl()}/api/schedules/run`, {
        method: 'POST',
        headers: { [keyHeader]: scheduleKey() },
        signal: AbortSignal.timeout(scheduleTiming.staleMs),
      })
      if (response.status === 503) return
      if (!response.ok) throw new Error(`answered ${response.status}`)
    },
    scheduleTiming.intervalMs,
    (error) => {
      // The first calls can come before the server listens, the last after it stopped listening.
      if (process.uptime() > 60 && !shuttingDown()) payload.logger.error({ err: describeError(error) }, 'Scheduled publishing run failed; the next run tries again')
    },
  )
}
