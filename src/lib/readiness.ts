import 'server-only'
import config from '@payload-config'
import { getPayload } from 'payload'
import { env } from '@/env'
import { spoolUsage } from '@/forms/server/spool'
import { pingDatabase } from './database'
import { redisClient } from './redis'
import { storageReachable } from './storage'

type Check = { ok: boolean; detail?: string }
export type Readiness = {
  ready: boolean
  database: Check
  cache: Check
  storage: Check
  spool: Check & { records: number; bytes: number; maxBytes: number }
}

const timeoutMs = 2_000

/** Whether this instance can serve everything: each dependency answers within two seconds. */
export async function readiness(): Promise<Readiness> {
  const [database, cache, storage, spool] = await Promise.all([
    check(async () => pingDatabase(await getPayload({ config }))),
    check(async () => {
      const client = redisClient()
      if (!client) return 'not configured (one instance: the cache is on this server)'
      await client.ping()
    }),
    check(() => storageReachable()),
    spoolUsage(),
  ])
  const spoolFull = spool.bytes >= env.SPOOL_MAX_BYTES
  return {
    ready: database.ok && cache.ok && storage.ok && !spoolFull,
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
