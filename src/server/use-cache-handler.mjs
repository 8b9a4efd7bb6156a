// Next.js's handler for `'use cache'` entries (next.config.ts `cacheHandlers.default`), which the
// content layer's reads are cached in (src/data/cache.ts). Loaded by Next.js itself at run
// time, outside its bundles, hence plain JavaScript.
//
// - One instance (no REDIS_URL), and while building: Next's own in-memory handler.
// - Several instances (REDIS_URL): entries and tag expiries on Valkey/Redis, so that what one
//   instance cached serves the others and a tag one of them expires (an editor's publish) is
//   expired for all (docs/decisions/004-caching-and-dates.md, 017-deployment.md). Nothing
//   maintained implements Next 16's `cacheHandlers` interface on Redis in this repository's
//   dependencies, and the interface is five methods.
//
// While Valkey/Redis is unreachable or hung, reads miss (the content is read from the database) and
// writes are dropped, at once once the process's breaker for Redis is open (./dependencies.mjs);
// a tag expired meanwhile is kept in this process only.
import { createDefaultCacheHandler } from 'next/dist/server/lib/cache-handlers/default.js'
import { createClient } from 'redis'
import { redisCommand } from '../lib/dependencies.mjs'
import { createLogger } from '../lib/logger.mjs'

const building = process.env.NEXT_PHASE === 'phase-production-build'
const shared = Boolean(process.env.REDIS_URL) && !building
const log = createLogger({ component: 'use-cache' })

const now = () => Math.round(performance.timeOrigin + performance.now())

async function streamToBuffer(stream) {
  const chunks = []
  for await (const chunk of stream) chunks.push(chunk)
  return Buffer.concat(chunks)
}

const streamOf = (buffer) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(buffer))
      controller.close()
    },
  })

/**
 * A `cacheHandlers` handler on Valkey/Redis at `url`: entries under `prefix`, each tag's last
 * expiry in one hash beside them, read once per request.
 * @param {{ url: string | undefined, prefix?: string }} options
 * @returns {import('next/dist/server/lib/cache-handlers/types').CacheHandler & { close(): Promise<void> }}
 */
export function sharedUseCacheHandler({ url, prefix = 'thaqib:use-cache:' }) {
  const tagsKey = `${prefix}tags`
  const client = createClient({
    url,
    pingInterval: 10_000,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  })
  let lastLogged = 0
  const warn = (what, error) => {
    if (Date.now() - lastLogged < 60_000) return
    lastLogged = Date.now()
    log.warn({ err: error }, `The shared data cache (REDIS_URL) ${what}; content is read from the database meanwhile`)
  }
  client.on('error', () => undefined)
  client.connect().catch(() => undefined)
  /**
   * A command through the process's breaker for Redis: given up after its time limit, and refused
   * at once while the connection is down or Redis is known to be away or hung.
   */
  const command = (run) => redisCommand(client, run)

  /** The tags' last expiry and staleness, as this process last read them from Redis. */
  const tags = new Map()
  const pending = new Map()
  const expiredSince = (entryTags, timestamp) =>
    entryTags.some((tag) => {
      const expired = tags.get(tag)?.expired
      return typeof expired === 'number' && expired <= now() && expired > timestamp
    })
  const staleSince = (entryTags, timestamp) => entryTags.some((tag) => (tags.get(tag)?.stale ?? 0) > timestamp)

  return {
    // Soft tags (a page's paths) are checked through getExpiration, as Next's own handler does.
    async get(cacheKey, _softTags) {
      await pending.get(cacheKey)
      try {
        const stored = await command(() => client.get(prefix + cacheKey))
        if (!stored) return undefined
        const { value, ...entry } = JSON.parse(stored)
        // As Next's own handler in production: an entry past its revalidate time, or with a tag
        // expired since it was made, is a miss; a stale tag serves it once more and refreshes it.
        if (now() > entry.timestamp + entry.revalidate * 1000 || expiredSince(entry.tags, entry.timestamp)) return undefined
        return { ...entry, revalidate: staleSince(entry.tags, entry.timestamp) ? -1 : entry.revalidate, value: streamOf(Buffer.from(value, 'base64')) }
      } catch (error) {
        warn('did not answer', error)
        return undefined
      }
    },

    async set(cacheKey, pendingEntry) {
      let done
      pending.set(cacheKey, new Promise((resolve) => (done = resolve)))
      try {
        const { value, ...entry } = await pendingEntry
        const bytes = await streamToBuffer(value)
        // An `expire: 0` entry is regenerated on every read (as Next's own handler, not stored).
        if (entry.expire === 0) return
        await command(() => client.set(prefix + cacheKey, JSON.stringify({ ...entry, value: bytes.toString('base64') }), { PX: Math.min(entry.expire, 31_536_000) * 1000 }))
      } catch (error) {
        warn('did not store an entry', error)
      } finally {
        done()
        pending.delete(cacheKey)
      }
    },

    /** Once per request, before its first read: every instance's tag expiries. */
    async refreshTags() {
      try {
        const all = await command(() => client.hGetAll(tagsKey))
        for (const [tag, json] of Object.entries(all)) tags.set(tag, JSON.parse(json))
      } catch (error) {
        warn('did not answer', error)
      }
    },

    async getExpiration(entryTags) {
      return Math.max(0, ...entryTags.map((tag) => tags.get(tag)?.expired ?? 0))
    },

    /** Not part of Next's interface: lets a test end its connection. */
    async close() {
      client.destroy()
    },

    async updateTags(expiredTags, durations) {
      const at = now()
      const fields = {}
      for (const tag of expiredTags) {
        const update = durations ? { ...tags.get(tag), stale: at, ...(durations.expire === undefined ? {} : { expired: at + durations.expire * 1000 }) } : { ...tags.get(tag), expired: at }
        tags.set(tag, update)
        fields[tag] = JSON.stringify(update)
      }
      try {
        if (expiredTags.length) await command(() => client.hSet(tagsKey, fields))
      } catch (error) {
        warn('did not record an expired tag', error)
      }
    },
  }
}

// One handler per process, however many times Next loads this module.
const key = Symbol.for('thaqib.useCacheHandler')
globalThis[key] ??= shared ? sharedUseCacheHandler({ url: process.env.REDIS_URL }) : createDefaultCacheHandler(50 * 1024 * 1024)

export default globalThis[key]
