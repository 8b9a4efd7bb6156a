import { beforeEach, describe, expect, it, vi } from 'vitest'

const expired: string[] = []
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => void expired.push(tag) }))

const { changeIsVisible, revalidateCollection, revalidateGlobal } = await import('./revalidate')

const logger = { error: vi.fn() }
const now = '2026-11-24T10:00:00.000Z'
const earlier = '2026-11-20T08:00:00.000Z'
/** The document visitors are served, as stored after the change. */
let stored: { updatedAt: string } | null = null
const findByID = vi.fn(async () => stored)
const run = (doc: object, previousDoc?: object) =>
  revalidateCollection('posts').afterChange({ doc: { id: 7, updatedAt: now, ...doc }, previousDoc, req: { payload: { logger, findByID } }, context: {} } as never)

describe('expiring the cache on a change', () => {
  beforeEach(() => {
    expired.splice(0)
    findByID.mockClear()
  })

  it('a draft of a post never published expires nothing', async () => {
    stored = { updatedAt: earlier }
    await run({ slug: 'new-idea', _status: 'draft' }, { slug: 'new-idea', _status: 'draft' })
    await run({ slug: 'new-idea', _status: 'draft' })
    expect(expired).toEqual([])
  })

  it('a draft saved over a published post (an autosave) expires nothing: the published post is as it was', async () => {
    stored = { updatedAt: earlier }
    await run({ slug: 'live', _status: 'draft' }, { slug: 'live', _status: 'published' })
    expect(expired).toEqual([])
    expect(findByID).toHaveBeenCalledWith(expect.objectContaining({ collection: 'posts', id: 7, draft: false }))
  })

  it('a publish expires the collection and the post, without reading the stored post', async () => {
    await run({ slug: 'live', _status: 'published' }, { slug: 'live', _status: 'draft' })
    expect(expired.sort()).toEqual(['collection:posts', 'doc:posts:7'].sort())
    expect(findByID).not.toHaveBeenCalled()
  })

  it('an unpublish, which writes the post visitors are served, expires the collection and the post', async () => {
    stored = { updatedAt: now }
    await run({ slug: 'live', _status: 'draft' }, { slug: 'live', _status: 'draft' })
    expect(expired.sort()).toEqual(['collection:posts', 'doc:posts:7'].sort())
  })

  it('a renamed published post expires the post by its id, whatever its slug in each language', async () => {
    await run({ slug: 'new-name', _status: 'published' }, { slug: 'old-name', _status: 'published' })
    expect(expired.sort()).toEqual(['collection:posts', 'doc:posts:7'].sort())
  })

  it('a collection without drafts expires on every change', async () => {
    const wroteTheDocument = vi.fn(async () => false)
    expect(await changeIsVisible({ id: 3 }, wroteTheDocument)).toBe(true)
    expect(wroteTheDocument).not.toHaveBeenCalled()
  })

  it('a deletion expires the collection and the document', () => {
    revalidateCollection('posts').afterDelete({ doc: { id: 7, slug: 'gone' }, req: { payload: { logger } }, context: {} } as never)
    expect(expired.sort()).toEqual(['collection:posts', 'doc:posts:7'].sort())
  })
})

describe('expiring a page global on a change', () => {
  let storedGlobal: { updatedAt: string } = { updatedAt: earlier }
  const findGlobal = vi.fn(async () => storedGlobal)
  const save = (doc: object) =>
    revalidateGlobal('contact')({ doc: { updatedAt: now, ...doc }, req: { payload: { logger, findGlobal } }, context: {} } as never)

  beforeEach(() => {
    expired.splice(0)
    findGlobal.mockClear()
  })

  it('a draft expires nothing; a publish and an unpublish expire the global', async () => {
    storedGlobal = { updatedAt: earlier }
    await save({ _status: 'draft' })
    expect(expired).toEqual([])
    expect(findGlobal).toHaveBeenCalledWith(expect.objectContaining({ slug: 'contact', draft: false }))
    await save({ _status: 'published' })
    expect(expired).toEqual(['global:contact'])
    storedGlobal = { updatedAt: now }
    await save({ _status: 'draft' })
    expect(expired).toEqual(['global:contact', 'global:contact'])
  })

  it('a global without drafts (the site settings) expires on every save', async () => {
    await revalidateGlobal('site-settings')({ doc: { updatedAt: now }, req: { payload: { logger, findGlobal } }, context: {} } as never)
    expect(expired).toEqual(['global:site-settings'])
    expect(findGlobal).not.toHaveBeenCalled()
  })
})
