import { beforeEach, describe, expect, it, vi } from 'vitest'

const expired: string[] = []
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => void expired.push(tag) }))

const { changeIsVisible, revalidateCollection } = await import('./revalidate')

const logger = { error: vi.fn() }
const run = (doc: object, previousDoc?: object) =>
  revalidateCollection('posts').afterChange({ doc, previousDoc, req: { payload: { logger } }, context: {} } as never)

describe('expiring the cache on a change', () => {
  beforeEach(() => void expired.splice(0))

  it('a draft of a post never published expires nothing', () => {
    run({ slug: 'new-idea', _status: 'draft' }, { slug: 'new-idea', _status: 'draft' })
    run({ slug: 'new-idea', _status: 'draft' })
    expect(expired).toEqual([])
  })

  it('a publish, an unpublish and a new draft of a published post expire the collection and the post', () => {
    run({ slug: 'live', _status: 'published' }, { slug: 'live', _status: 'draft' })
    expect(expired.sort()).toEqual(['collection:posts', 'doc:posts:live'].sort())
    expired.splice(0)
    run({ slug: 'live', _status: 'draft' }, { slug: 'live', _status: 'published' })
    expect(expired).toHaveLength(2)
  })

  it('a renamed published post expires its old and its new address', () => {
    run({ slug: 'new-name', _status: 'published' }, { slug: 'old-name', _status: 'published' })
    expect(expired).toEqual(expect.arrayContaining(['doc:posts:old-name', 'doc:posts:new-name']))
  })

  it('a collection without drafts expires on every change', () => {
    expect(changeIsVisible({ slug: 'author' }, undefined)).toBe(true)
  })
})
