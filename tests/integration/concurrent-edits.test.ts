import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayload } from '../support/payload-instance'

// Two saves of one document at the same moment (docs/decisions/041-one-save-at-a-time.md) on a real Payload.

let payload: Payload
let stop: () => Promise<void>
const context = { disableRevalidate: true }

beforeAll(async () => {
  ;({ payload, stop } = await startPayload('concurrent'))
})

afterAll(async () => {
  await stop?.()
})

/** A Lexical document of one paragraph. */
const richText = (text: string) => ({
  root: { type: 'root', format: '', indent: 0, version: 1, direction: null, children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: null, children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }] }] },
})

describe('two editors save one document at once', () => {
  it('keeps both languages when the English and the Arabic of a published post are saved at the same moment', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#0b7"/></svg>')
    const cover = await payload.create({ collection: 'media', locale: 'en', data: { alt: 'A green bar' }, file: { data: svg, mimetype: 'image/svg+xml', name: `cover-${Date.now()}.svg`, size: svg.length }, context })
    const author = await payload.create({ collection: 'authors', locale: 'en', data: { name: 'Applied Research' } as never, context })
    const post = await payload.create({
      collection: 'posts',
      locale: 'en',
      data: { title: 'Route planning', slug: `race-${Date.now()}`, excerpt: 'In English.', cover: cover.id, author: author.id, content: richText('The English body.'), publishedAt: '2026-11-20', _status: 'published' } as never,
      context,
    })
    await payload.update({ collection: 'posts', id: post.id, locale: 'ar', data: { title: 'تخطيط المسارات', excerpt: 'بالعربية.', content: richText('النص العربي.'), _status: 'published' } as never, context })
    for (let round = 0; round < 5; round++) {
      await Promise.all([
        payload.update({ collection: 'posts', id: post.id, locale: 'en', data: { title: `Route planning ${round}`, _status: 'published' } as never, context }),
        payload.update({ collection: 'posts', id: post.id, locale: 'ar', data: { title: `تخطيط المسارات ${round}`, _status: 'published' } as never, context }),
      ])
      const titles = await Promise.all((['en', 'ar'] as const).map(async (locale) => (await payload.findByID({ collection: 'posts', id: post.id, locale, depth: 0 })).title))
      expect(titles).toEqual([`Route planning ${round}`, `تخطيط المسارات ${round}`])
    }
  })
})
