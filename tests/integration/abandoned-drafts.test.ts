import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayload } from '../support/payload-instance'

// "Create new" then leaving (issue of the week's work): the empty draft the admin's autosave made
// goes in the hourly sweep a day later; anything written in a draft, or a publication once, keeps it.
let payload: Payload
let stop: () => Promise<void>
let removeAbandonedDrafts: typeof import('@/jobs/abandoned-drafts').removeAbandonedDrafts
const context = { disableRevalidate: true }

beforeAll(async () => {
  ;({ payload, stop } = await startPayload('abandoned-drafts'))
  ;({ removeAbandonedDrafts } = await import('@/jobs/abandoned-drafts'))
})

afterAll(async () => {
  await stop?.()
})

const richText = (text: string) => ({
  root: { type: 'root', format: '', indent: 0, version: 1, direction: null, children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: null, children: text ? [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }] : [] }] },
})

/** What the admin does on "Create new" in a collection with autosave: an empty draft at once. */
const createNew = (collection: 'posts' | 'pages', locale: 'en' | 'ar' = 'en') => payload.create({ collection, data: {} as never, draft: true, locale, context })

const exists = async (collection: 'posts' | 'pages', id: number) => (await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true })).totalDocs === 1

describe('drafts abandoned empty', () => {
  it('are removed a day later, and only those', async () => {
    const emptyPost = await createNew('posts')
    const emptyPage = await createNew('pages', 'ar')
    // Written in after "Create new" (autosave writes the draft version only), in either language.
    const titled = await createNew('posts')
    await payload.update({ collection: 'posts', id: titled.id, data: { title: 'مسودة بعنوان' }, locale: 'ar', draft: true, autosave: true, context })
    const bodyOnly = await createNew('posts')
    await payload.update({ collection: 'posts', id: bodyOnly.id, data: { content: richText('A first paragraph, no title yet.') } as never, draft: true, autosave: true, context })
    const emptyParagraph = await createNew('posts')
    await payload.update({ collection: 'posts', id: emptyParagraph.id, data: { content: richText('') } as never, draft: true, autosave: true, context })

    // Today: nothing is a day old yet.
    expect(await removeAbandonedDrafts(payload)).toBe(0)
    expect(await exists('posts', emptyPost.id)).toBe(true)

    const tomorrow = new Date(Date.now() + 25 * 3_600_000)
    expect(await removeAbandonedDrafts(payload, tomorrow)).toBe(3)
    expect(await exists('posts', emptyPost.id)).toBe(false)
    expect(await exists('pages', emptyPage.id)).toBe(false)
    expect(await exists('posts', emptyParagraph.id)).toBe(false)
    expect(await exists('posts', titled.id)).toBe(true)
    expect(await exists('posts', bodyOnly.id)).toBe(true)
  })

  it('keeps a draft that was once published, even emptied', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"><rect width="4" height="2"/></svg>')
    const cover = await payload.create({ collection: 'media', locale: 'en', data: { alt: 'A bar' }, file: { data: svg, mimetype: 'image/svg+xml', name: `bar-${randomUUID()}.svg`, size: svg.length }, context })
    const author = await payload.create({ collection: 'authors', locale: 'en', data: { name: 'Applied Research' } as never, context })
    const post = await payload.create({
      collection: 'posts',
      locale: 'en',
      data: { title: 'Once published', slug: `once-${randomUUID().slice(0, 8)}`, excerpt: 'Out.', cover: cover.id, author: author.id, content: richText('Body.'), publishedAt: '2026-11-20', _status: 'published' } as never,
      context,
    })
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' }, context })
    await payload.update({ collection: 'posts', id: post.id, data: { title: '', excerpt: '', content: richText('') } as never, draft: true, autosave: true, context })
    expect(await removeAbandonedDrafts(payload, new Date(Date.now() + 25 * 3_600_000))).toBe(0)
    expect(await exists('posts', post.id)).toBe(true)
  })
})
