import { describe, expect, it, vi } from 'vitest'

const tagged: string[][] = []
const lives: string[] = []
vi.mock('next/cache', () => ({
  cacheTag: (...tags: string[]) => void tagged.push(tags),
  cacheLife: (profile: string) => void lives.push(profile),
}))

const { cached } = await import('./cache')

describe('content reads in the cache', () => {
  it('tag each entry from its arguments and keep it until a tag expires', async () => {
    const read = cached('job-test', async (locale: string, slug: string) => `${locale}:${slug}`, (_locale, slug) => [`doc:jobs:${slug}`, 'collection:jobs'])
    expect(await read('ar', 'ml-engineer')).toBe('ar:ml-engineer')
    expect(tagged).toEqual([['doc:jobs:ml-engineer', 'collection:jobs']])
    expect(lives).toEqual(['max'])
  })

  it('refuse two reads of one name, which would share their entries', () => {
    cached('shared-name', async () => 1, () => [])
    expect(() => cached('shared-name', async () => 2, () => [])).toThrow(/shared-name/)
  })
})
