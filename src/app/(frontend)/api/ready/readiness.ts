import 'server-only'
import { sitePayload } from '@/data/payload'
import { env } from '@/env'
import { spoolUsage } from '@/submissions'
import { pingDatabase } from '@/lib/database'
import { degradedDependencies, dependency } from '@/lib/dependencies.mjs'
import { withRedis } from '@/lib/redis'
import { storageReachable } from '@/lib/storage'

type Check = { ok: boolean; detail?: string }
export type Readiness = {
  ready: boolean
  /** What this instance works without now: `cache` (pages rendered without the shared cache), `database`, `storage`, `smtp` (e-mails wait), `spool`. */
  degraded: string[]
  database: Check
  cache: Check
  storage: Check
  spool: Check & { records: number; bytes: number; maxBytes: number }
}

const timeoutMs = 2_000

let running: Promise<Readiness> | null = null

/**
 * Whether this instance can serve its pages and take the forms, and what it does without: ready
 * while the database and the storage answer and the spool has room. Without the shared cache the
 * instance still serves (its pages rendered without it), so Redis away or hung only degrades it.
 * One check at a time: whoever asks while one runs gets its answer, so that any number of calls
 * (the route is public) costs the database, Redis, the storage and the spool one probe at a time.
 */
export function readiness(): Promise<Readiness> {
  running ??= probeAll().finally(() => (running = null))
  return running
}

async function probeAll(): Promise<Readiness> {
  const [database, cache, storage, spool] = await Promise.all([
    check(async () => dependency('database').call(async () => pingDatabase(await sitePayload()))),
    check(async () => {
      const answer = await withRedis((redis) => redis.ping())
      if (answer === null) return 'not configured (one instance: the cache is on this server)'
    }),
    check(() => storageReachable()),
    spoolUsage(),
  ])
  const spoolFull = spool.bytes >= env.SPOOL_MAX_BYTES
  const failing = Object.entries({ database, cache, storage }).filter(([, c]) => !c.ok).map(([name]) => name)
  // Known away to the process's breakers (SMTP is not probed here: the e-mail queue's tries tell).
  const breakers = degradedDependencies().filter((name) => name === 'smtp')
  return {
    ready: database.ok && storage.ok && !spoolFull,
    degraded: [...failing, ...breakers, ...(spoolFull ? ['spool'] : [])],
    database,
    cache,
    storage,
    spool: { ok: !spoolFull, ...spool, maxBytes: env.SPOOL_MAX_BYTES },
  }
}

async function check(probe: () => Promise<string | void>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined
  try {
    const detail = await Promise.race([
      probe(),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs))),
    ])
    return detail ? { ok: true, detail } : { ok: true }
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) }
  } finally {
    clearTimeout(timer)
  }
}
