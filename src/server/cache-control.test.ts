import type { ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { limitSharedCaching, sharedCacheControl } from './cache-control'

// A shared cache in front may keep a page for seconds, never for the year Next.js announces.
describe('shared cache lifetime', () => {
  it('turns the year of a prerendered page into 5 s, 5 s more while it is refreshed, and a day while the app fails', () => {
    const shared = 'public, max-age=0, s-maxage=5, stale-while-revalidate=5, stale-if-error=86400'
    expect(sharedCacheControl('s-maxage=31536000')).toBe(shared)
    expect(sharedCacheControl('s-maxage=60, stale-while-revalidate=31535940')).toBe(shared)
  })

  it('leaves hashed files, private answers and answers without a shared lifetime alone', () => {
    expect(sharedCacheControl('public, max-age=31536000, immutable')).toBe('public, max-age=31536000, immutable')
    expect(sharedCacheControl('private, no-cache, no-store, max-age=0, must-revalidate')).toBe('private, no-cache, no-store, max-age=0, must-revalidate')
    expect(sharedCacheControl('no-store')).toBe('no-store')
  })

  it('keeps no error answer: a made-up address must not fill a cache', () => {
    expect(sharedCacheControl('s-maxage=31536000', 404)).toBe('private, no-cache, no-store, max-age=0, must-revalidate')
    expect(sharedCacheControl('public, s-maxage=5, stale-while-revalidate=30', 410)).toContain('no-store')
    expect(sharedCacheControl('public, max-age=31536000, immutable', 404)).toContain('immutable')
  })

  it('rewrites the header whether it was set before writeHead or passed to it', () => {
    const headers = new Map<string, string>([['cache-control', 's-maxage=31536000']])
    const response = { getHeader: (n: string) => headers.get(n), setHeader: (n: string, v: string) => headers.set(n, v) } as unknown as ServerResponse
    limitSharedCaching(response, [200])
    expect(headers.get('cache-control')).toContain('s-maxage=5')
    const given = { 'Cache-Control': 's-maxage=31536000' }
    limitSharedCaching(response, [200, given])
    expect(given['Cache-Control']).toContain('s-maxage=5')
  })
})
