import { expect, test } from '@playwright/test'
import { freePort, startRedis } from '../../scripts/lib/services.mjs'
import { sharedUseCacheHandler } from '../../src/server/use-cache-handler.mjs'

// The content reads' `'use cache'` handler on Redis (src/server/use-cache-handler.mjs), as two
// instances share it: what one caches serves the other, and a tag one expires is expired for both.

const entry = (text: string, tags: string[]) => ({
  value: new Blob([text]).stream(),
  tags,
  stale: 300,
  timestamp: Date.now(),
  expire: 31_536_000,
  revalidate: 2_592_000,
})
const read = async (found: { value: ReadableStream<Uint8Array> } | undefined) => (found ? new Response(found.value).text() : undefined)

test('two instances share entries and tag expiries through Redis', async () => {
  const redis = await startRedis({ port: await freePort() })
  const [a, b] = [sharedUseCacheHandler({ url: redis.url }), sharedUseCacheHandler({ url: redis.url })]
  try {
    await a.set('post:en:x', Promise.resolve(entry('the post', ['doc:posts:x', 'collection:posts'])))
    await a.set('shell:en', Promise.resolve(entry('the shell', ['global:site-settings'])))
    await b.refreshTags()
    expect(await read(await b.get('post:en:x', []))).toBe('the post')

    // An editor publishes through instance A: B's next request no longer serves the entry.
    await a.updateTags(['doc:posts:x'], { expire: 0 })
    await b.refreshTags()
    expect(await b.get('post:en:x', [])).toBeUndefined()
    expect(await b.getExpiration(['doc:posts:x'])).toBeGreaterThan(0)
    expect(await read(await b.get('shell:en', []))).toBe('the shell')

    // Made again after the expiry, the entry serves both instances again.
    await b.set('post:en:x', Promise.resolve(entry('the edited post', ['doc:posts:x', 'collection:posts'])))
    await a.refreshTags()
    expect(await read(await a.get('post:en:x', []))).toBe('the edited post')
  } finally {
    await a.close()
    await b.close()
    await redis.stop()
  }
})

test('without Redis an instance reads nothing and stores nothing, and keeps answering', async () => {
  const handler = sharedUseCacheHandler({ url: `redis://127.0.0.1:${await freePort()}` })
  try {
    await handler.set('shell:en', Promise.resolve(entry('the shell', ['global:site-settings'])))
    await handler.refreshTags()
    expect(await handler.get('shell:en', [])).toBeUndefined()
    await handler.updateTags(['global:site-settings'])
    expect(await handler.getExpiration(['global:site-settings'])).toBeGreaterThan(0)
  } finally {
    await handler.close()
  }
})
