import { describe, expect, it, vi } from 'vitest'

const calls: { keyParts: string[]; tags: string[] }[] = []
vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => Promise<unknown>, keyParts: string[], options: { tags: string[]; revalidate?: number | false }) => {
    calls.push({ keyParts, tags: options.tags })
    // Kept until a tag expires: no time limit.
    expect(options.revalidate).toBeUndefined()
    return fn
  },
}))

describe('content reads in the cache', () => {
  it('tag each entry from its arguments, keyed by the read, the arguments and the version of the code', async () => {
    vi.stubEnv('CONTENT_CACHE_VERSION', 'build-a')
    vi.resetModules()
    const { cached } = await import('./cache')
    const read = cached('job-test', async (locale: string, slug: string) => `${locale}:${slug}`, (_locale, slug) => [`doc:jobs:${slug}`, 'collection:jobs'])
    expect(await read('ar', 'ml-engineer')).toBe('ar:ml-engineer')
    expect(calls.at(-1)).toEqual({ keyParts: ['job-test', 'build-a', '["ar","ml-engineer"]'], tags: ['doc:jobs:ml-engineer', 'collection:jobs'] })
    vi.unstubAllEnvs()
  })

  it("never read another build's entries: the version is part of every key", async () => {
    for (const build of ['build-a', 'build-b']) {
      vi.stubEnv('CONTENT_CACHE_VERSION', build)
      vi.resetModules()
      const { cached } = await import('./cache')
      await cached('job', async (slug: string) => slug, () => [])('x')
    }
    vi.unstubAllEnvs()
    expect(calls.slice(-2).map((c) => c.keyParts)).toEqual([
      ['job', 'build-a', '["x"]'],
      ['job', 'build-b', '["x"]'],
    ])
  })

  it('refuse two reads of one name, which would share their entries', async () => {
    const { cached } = await import('./cache')
    cached('shared-name', async () => 1, () => [])
    expect(() => cached('shared-name', async () => 2, () => [])).toThrow(/shared-name/)
  })
})
