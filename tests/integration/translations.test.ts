import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayload } from '../support/payload-instance'

// Translations kept in step (docs/decisions/038-translations-in-step.md) on a real Payload.

let payload: Payload
let stop: () => Promise<void>
const context = { disableRevalidate: true }

beforeAll(async () => {
  ;({ payload, stop } = await startPayload('translations'))
})

afterAll(async () => {
  await stop?.()
})

/** A Lexical document of one paragraph per text. */
const richText = (...paragraphs: string[]) => ({
  root: { type: 'root', format: '', indent: 0, version: 1, direction: null, children: paragraphs.map((text) => ({ type: 'paragraph', format: '', indent: 0, version: 1, direction: null, children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }] })) },
})

async function postDefaults() {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#0b7"/></svg>')
  const cover = await payload.create({ collection: 'media', locale: 'en', data: { alt: 'A green bar' }, file: { data: svg, mimetype: 'image/svg+xml', name: `cover-${Date.now()}.svg`, size: svg.length }, context })
  const author = await payload.create({ collection: 'authors', locale: 'en', data: { name: 'Applied Research' } as never, context })
  return { cover: cover.id, author: author.id }
}

describe('translations kept in step', () => {
  it('marks a translation outdated when its source text changes, until the translator marks it up to date', async () => {
    const defaults = await postDefaults()
    const post = await payload.create({
      collection: 'posts',
      locale: 'en',
      data: { title: 'Source first', slug: `source-first-${Date.now()}`, excerpt: 'Written in English.', ...defaults, content: richText('The English body.'), publishedAt: '2026-11-20', _status: 'published' } as never,
      context,
    })
    expect(post.missingTranslations).toEqual(['ar'])
    expect(post.outdatedTranslations).toEqual([]) // missing is not outdated
    const arabic = { title: 'المصدر أولًا', excerpt: 'مكتوبة بالإنجليزية.', content: richText('النص العربي.') }
    const translated = await payload.update({ collection: 'posts', id: post.id, locale: 'ar', data: arabic as never, context })
    expect([translated.missingTranslations, translated.outdatedTranslations]).toEqual([[], []])
    // Restyling the English body (the same words, another format) is not a change to translate.
    const restyled = await payload.update({ collection: 'posts', id: post.id, locale: 'en', data: { content: { root: { ...richText('The English body.').root, format: 'center' } } } as never, context })
    expect(restyled.outdatedTranslations).toEqual([])
    // A change that is not to the text (the date) or to the translation itself leaves it up to date.
    const redated = await payload.update({ collection: 'posts', id: post.id, locale: 'en', data: { publishedAt: '2026-11-21' }, context })
    expect(redated.outdatedTranslations).toEqual([])
    const changed = await payload.update({ collection: 'posts', id: post.id, locale: 'en', data: { excerpt: 'Written in English, then revised.' }, context })
    expect(changed.outdatedTranslations).toEqual(['ar'])
    expect(changed.missingTranslations).toEqual([])
    const listed = await payload.find({ collection: 'posts', where: { outdatedTranslations: { in: ['ar'] } }, depth: 0, limit: 100 })
    expect(listed.docs.map((doc) => doc.id)).toContain(post.id)
    // Editing the Arabic is not enough: marking it up to date is explicit, and only the Arabic edit view can.
    const touched = await payload.update({ collection: 'posts', id: post.id, locale: 'ar', data: { excerpt: 'مكتوبة بالإنجليزية ثم نُقّحت.' }, context })
    expect(touched.outdatedTranslations).toEqual(['ar'])
    const fromSource = await payload.update({ collection: 'posts', id: post.id, locale: 'en', data: { markTranslated: true } as never, context })
    expect(fromSource.outdatedTranslations).toEqual(['ar'])
    const marked = await payload.update({ collection: 'posts', id: post.id, locale: 'ar', data: { markTranslated: true } as never, context })
    expect(marked.outdatedTranslations).toEqual([])
    const stored = await payload.findByID({ collection: 'posts', id: post.id, depth: 0, showHiddenFields: true })
    expect(stored.translationBaseline).toMatchObject({ source: 'en', of: { ar: { excerpt: 'Written in English, then revised.', title: 'Source first' } } })
    expect(stored).not.toHaveProperty('markTranslated')
    // The source is the language the post was written in first: a change to the Arabic marks nothing.
    const arabicEdit = await payload.update({ collection: 'posts', id: post.id, locale: 'ar', data: { title: 'المصدر أولًا دائمًا' }, context })
    expect(arabicEdit.outdatedTranslations).toEqual([])
    // Visitors never read what a translation was made from.
    const anonymous = await payload.findByID({ collection: 'posts', id: post.id, depth: 0, overrideAccess: false })
    expect(anonymous).not.toHaveProperty('translationBaseline')
    await payload.delete({ collection: 'posts', id: post.id, context })
  })

})
