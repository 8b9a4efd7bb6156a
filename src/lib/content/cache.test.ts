import { describe, expect, it, vi } from 'vitest'

const keys: string[][] = []
vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => Promise<unknown>, keyParts: string[]) => {
    keys.push(keyParts)
    return fn
  },
}))

describe('content cache keys', () => {
  it("carry the version of the code that shaped the entry, so a new build never reads an older build's entries", async () => {
    vi.stubEnv('CONTENT_CACHE_VERSION', 'build-a')
    vi.resetModules()
    const a = await import('./cache')
    await a.cached('job', async (slug: string) => slug, () => [])('x')
    vi.stubEnv('CONTENT_CACHE_VERSION', 'build-b')
    vi.resetModules()
    const b = await import('./cache')
    await b.cached('job', async (slug: string) => slug, () => [])('x')
    vi.unstubAllEnvs()
    expect(keys).toEqual([
      ['job', 'build-a', '["x"]'],
      ['job', 'build-b', '["x"]'],
    ])
  })
})
