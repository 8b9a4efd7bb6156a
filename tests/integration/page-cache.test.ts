import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startRedis } from '../../scripts/lib/services.mjs'

// A render that read the content before an editor's publish and stored its entry after the publish
// expired the tags (docs/decisions/056-entries-dated-by-their-render.md): the entry is not served as
// fresh, on the shared cache (a real redis-server, two instances' handlers) or on one instance's
// file system cache; a render that began after the publish is stored and served.

type Handler = {
  get: (key: string, meta: { implicitTags: string[] }) => Promise<{ value: unknown; lastModified: number } | null>
  set: (key: string, entry: object, ctx?: object) => Promise<void>
  revalidateTag: (tag: string) => Promise<void>
}
type FileCache = {
  get: (key: string, ctx: object) => Promise<{ value: { data: { body: string } } } | null>
  set: (key: string, data: object, ctx: object) => Promise<void>
  revalidateTag: (tags: string[], durations?: { expire?: number }) => Promise<void>
}

const dir = mkdtempSync(path.join(tmpdir(), 'lab-page-cache-'))
let redis: { url?: string; stop: () => Promise<void> }
const clients: { close: () => Promise<unknown> }[] = []
let cacheHandler: typeof import('../../src/server/cache-handler.mjs')

/** A content read as Next's `unstable_cache` stores it, tagged with the post it read. */
const read = (body: string, tags: string[]) => ({
  value: { kind: 'FETCH', data: { headers: {}, body: JSON.stringify(body), status: 200, url: '' }, revalidate: 31_536_000 },
  tags,
  lifespan: null,
})

beforeAll(async () => {
  redis = await startRedis({ port: await freePort() })
  delete process.env.REDIS_URL
  cacheHandler = await import('../../src/server/cache-handler.mjs')
})

afterAll(async () => {
  for (const client of clients) await client.close().catch(() => undefined)
  await redis?.stop()
  rmSync(dir, { recursive: true, force: true })
})

/** One instance's handler of the shared cache, with its own connection and the clock given. */
async function instance(now: () => number): Promise<Handler> {
  const client = createClient({ url: redis.url })
  client.on('error', () => undefined)
  await client.connect()
  clients.push(client)
  return cacheHandler.sharedCacheHandler(client as never, { now }) as unknown as Handler
}

describe('the shared cache (two instances on one Redis)', () => {
  const meta = { implicitTags: [] }

  it('serves no entry whose render began before a publish on another instance; the next render is stored and served', async () => {
    let time = 1_800_000_000_000
    const clock = () => time
    const [a, b] = [await instance(clock), await instance(clock)]
    const key = `post-${Math.random()}`
    const tags = ['doc:posts:7', 'collection:posts']

    // Instance a misses and renders; b publishes the post while a's render is under way.
    expect(await a.get(key, meta)).toBeNull()
    time += 1_000
    await b.revalidateTag('doc:posts:7')
    time += 1_000
    await a.set(key, { ...read('old title', tags), lastModified: time })
    expect(await a.get(key, meta), 'the render straddled the publish').toBeNull()
    expect(await b.get(key, meta)).toBeNull()

    // That miss's render began after the publish: its entry is served, on both instances.
    time += 1_000
    await a.set(key, { ...read('new title', tags), lastModified: time })
    for (const handler of [a, b]) expect((await handler.get(key, meta))?.value).toMatchObject({ data: { body: '"new title"' } })
  })

  it('keeps an entry whose render straddled a publish of something else', async () => {
    let time = 1_800_000_100_000
    const handler = await instance(() => time)
    const key = `post-${Math.random()}`
    expect(await handler.get(key, meta)).toBeNull()
    time += 1_000
    await handler.revalidateTag('doc:posts:8')
    time += 1_000
    await handler.set(key, { ...read('title', ['doc:posts:9', 'collection:solutions']), lastModified: time })
    expect((await handler.get(key, meta))?.value).toMatchObject({ data: { body: '"title"' } })
  })
})

describe("one instance's file system cache", () => {
  let cache: FileCache
  const ctx = (tags: string[]) => ({ kind: 'FETCH', tags, softTags: [], fetchCache: true, revalidate: 31_536_000 })
  const entry = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body: JSON.stringify(body), status: 200, url: '' }, revalidate: 31_536_000 })

  beforeAll(async () => {
    const { nodeFs } = await import('next/dist/server/lib/node-fs-methods.js')
    const FileCache = cacheHandler.default as unknown as new (ctx: object) => FileCache
    cache = new FileCache({ fs: nodeFs, serverDistDir: path.join(dir, 'server'), dev: false, flushToDisk: true, revalidatedTags: [], maxMemoryCacheSize: 1024 * 1024 })
  })

  it('stores no entry whose render began before a publish; stores the next one', async () => {
    const key = `post-${Math.random()}`
    const tags = ['doc:posts:11', 'collection:posts']
    expect(await cache.get(key, ctx(tags))).toBeNull()
    await cache.revalidateTag(['doc:posts:11'], { expire: 0 })
    // A miss in the same millisecond as the publish may have read before it: the clock is let turn.
    const published = Date.now()
    while (Date.now() <= published) await Promise.resolve()
    await cache.set(key, entry('old title'), ctx(tags))
    // That miss's render began after the publish.
    expect(await cache.get(key, ctx(tags)), 'the render straddled the publish').toBeNull()
    await cache.set(key, entry('new title'), ctx(tags))
    expect((await cache.get(key, ctx(tags)))?.value.data.body).toBe('"new title"')
  })
})
