// Next.js's cache handler for pages and data (next.config.ts `cacheHandler`). Loaded by Next.js
// itself at run time, outside its bundles, hence plain JavaScript.
//
// - One instance (no REDIS_URL): Next's own file system cache, each entry written before this
//   process started rendered afresh once (tag expiries do not outlive a process); kept in the build
//   folder, or in PAGE_CACHE_DIR when set: servers that share one build but not one database (the
//   tests' extra servers) must not answer with each other's pages.
// - Several instances (REDIS_URL): the shared cache on Valkey/Redis, through
//   @fortedigital/nextjs-cache-handler's `redis-strings` handler, so that a tag expired by one
//   instance (an editor's publish) is expired for all (docs/decisions/017-deployment.md); while Redis
//   is away or hung, a bounded copy in this process's memory answers instead (below).
//
// Either way a "not found" page is never stored: a slug-shaped address that matches no document
// (`/blog/anything`) renders the 404 page on each request instead of adding an entry per made-up
// address, so the cache grows with the content, never with what visitors type. And either way an
// entry is dated from when its render began, not when it was stored, so that a render that read
// the content before a publish and ended after it is not kept as fresh (render-starts.mjs).
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { areTagsExpired } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import path from 'node:path'
import { createClient } from 'redis'
import { dependencySettings, redisCommand } from '../lib/dependencies.mjs'
import { renderStarts } from './render-starts.mjs'
import { tagExpiries } from './tag-expiries.mjs'

const Base = FileSystemCache.default ?? FileSystemCache
const building = process.env.NEXT_PHASE === 'phase-production-build'
const shared = Boolean(process.env.REDIS_URL) && !building
const isNotFoundPage = (value) => value?.kind === 'APP_PAGE' && value.status === 404
/** The tags Next stores an entry under: a page's in its cache-tags header, a data read's in the write's context. */
const tagsOf = (value, ctx) => (typeof value?.headers?.['x-next-cache-tags'] === 'string' ? value.headers['x-next-cache-tags'].split(',') : (ctx?.tags ?? []))

/** When this process started: entries written before it may predate expiries it never heard of. */
const startedAt = Date.now()

/** Where this process keeps its pages and data: Next's file system cache reads `serverDistDir/app` and `serverDistDir/../cache`. */
const pageCacheDir = building ? undefined : process.env.PAGE_CACHE_DIR

class BoundedFileSystemCache extends Base {
  #starts = renderStarts()

  constructor(ctx) {
    super(pageCacheDir ? { ...ctx, serverDistDir: path.join(pageCacheDir, 'server') } : ctx)
  }

  // Next keeps tag expiries in memory only: a page stored on disk before a restart (prerendered by
  // the build, or rendered by the previous process) may predate an edit published since, whose
  // expiry the previous process alone knew. Such an entry is rendered afresh on its first request
  // after a start; from then on the cache holds this process's own entries.
  async get(key, ...rest) {
    const data = await super.get(key, ...rest)
    const usable = building || !data || typeof data.lastModified !== 'number' || data.lastModified >= startedAt ? data : null
    if (!usable) this.#starts.missed(key)
    return usable
  }

  // Next's file system cache dates an entry when it stores it, and this process's tag expiries are
  // checked against that date: an entry whose render began before an expiry of one of its tags is
  // not stored (checked and stored in one turn of the event loop: no expiry can come in between).
  async set(key, data, ctx) {
    const renderedFrom = this.#starts.datedFrom(key, Date.now())
    if (isNotFoundPage(data)) return
    if (!building && areTagsExpired(tagsOf(data, ctx), renderedFrom)) return
    return super.set(key, data, ctx)
  }
}

/**
 * The shared cache's Redis handler (`@fortedigital/nextjs-cache-handler`'s `redis-strings`), with
 * the 404 pages left out, an entry dated from when its render began, and every tag's expiry time
 * kept where the handler compares entries' dates at each read (it keeps only Next's own path tags'
 * there), so that an entry whose render straddled a publish made on any instance reads as stale.
 * An expiry Redis does not take is kept and tried again (tag-expiries.mjs).
 * @param {import('redis').RedisClientType} client
 * @param {{ now?: () => number }} [options]
 */
export function sharedCacheHandler(client, { now = Date.now } = {}) {
  const keyPrefix = 'thaqib:next:'
  // The handler's own time limit on each command is a backstop only (a timer that fires after a busy
  // spell would fail a command whose answer is waiting): the breaker's, which reads such answers
  // first, applies (src/lib/dependencies.mjs).
  const redis = createRedisHandler({ client, keyPrefix, timeoutMs: 10 * dependencySettings.redis.timeoutMs })
  /** A call to Redis through the process's breaker: at once while Redis is known to be away or hung. */
  const guarded = (run) => redisCommand(client, run)
  const starts = renderStarts({ now })
  const expiries = tagExpiries((tag) =>
    guarded(async () => {
      // The handler's own name for the hash it reads expiry times from (REVALIDATED_TAGS_KEY).
      await client.hSet(`${keyPrefix}__revalidated_tags__`, tag, now())
      await redis.revalidateTag(tag)
    }),
  )
  return {
    name: 'redis-strings-without-404',
    get: async (key, meta) => {
      const entry = await guarded(() => redis.get(key, meta)).catch((error) => {
        starts.missed(key)
        throw error
      })
      const usable = expiries.outdated(entry, meta?.implicitTags) ? null : entry
      if (!usable) starts.missed(key)
      return usable
    },
    set: (key, entry, ctx) => {
      const lastModified = starts.datedFrom(key, entry.lastModified)
      return isNotFoundPage(entry?.value) ? Promise.resolve() : guarded(() => redis.set(key, { ...entry, lastModified }, ctx))
    },
    revalidateTag: (tag) => expiries.expire(tag),
    delete: (key) => guarded(() => redis.delete(key)),
  }
}

if (shared) {
  CacheHandler.onCreation(() => {
    // One connection per process, however many times Next creates the handler.
    const key = Symbol.for('thaqib.nextCacheConfig')
    globalThis[key] ??= (() => {
      const client = createClient({
        url: process.env.REDIS_URL,
        pingInterval: 10_000,
        // Commands fail while the connection is down rather than queue for it.
        disableOfflineQueue: true,
        socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
      })
      // Not awaited: an instance that starts while Redis is away renders its pages without the
      // shared cache (each call below fails at once) and uses it once the connection is made.
      client.on('error', () => undefined)
      client.connect().catch(() => undefined)
      const handler = sharedCacheHandler(client)
      // While Redis is away or hung, this process's own copies: every entry written to Redis is kept
      // here too (bounded: 64 MB), and read only when Redis fails, not when Redis has no entry (an
      // entry another instance expired stays expired). So pages are answered from memory rather than
      // all rendered again at once from the database; they may lag another instance's publish until
      // Redis answers again.
      const lru = createLruHandler({ maxItemsNumber: 2_000, maxItemSizeBytes: 64 * 1024 * 1024 })
      const local = { ...lru, name: 'local-lru-without-404', set: (key, entry, ctx) => (isNotFoundPage(entry?.value) ? Promise.resolve() : lru.set(key, entry, ctx)) }
      return Promise.resolve({ handlers: [handler, local] })
    })()
    return globalThis[key]
  })
}

export default shared ? CacheHandler : BoundedFileSystemCache
