import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { errors } from '@/labels/fields'
import { startPayload } from '../support/payload-instance'

// A URL per language (ADR 055) on a real Payload: the migration that gives each language the slug a
// document had, then slugs made, kept and refused per language, and the redirects of a rename.
let payload: Payload
let stop: () => Promise<void>
const context = { disableRevalidate: true }
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<object>()), revalidateTag: () => undefined }))

const paragraph = (text: string) => ({
  root: { type: 'root', format: '', indent: 0, version: 1, direction: null, children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: null, textFormat: 0, children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }] }] },
})

beforeAll(async () => {
  const started = await startPayload('slugs', { before: '_slugs_per_language' })
  payload = started.payload
  stop = started.stop
  // A post and a person as the previous schema stored them: one slug for both languages.
  const raw = (statement: string) => payload.db.execute({ drizzle: payload.db.drizzle, raw: statement } as never)
  await raw(`INSERT INTO posts (id, slug) VALUES (901, 'old-shared-post')`)
  await raw(`INSERT INTO posts_locales (title, _locale, _parent_id) VALUES ('Old post', 'en', 901), ('منشور قديم', 'ar', 901)`)
  await raw(`INSERT INTO _posts_v (id, parent_id, version_slug) VALUES (901, 901, 'old-shared-post')`)
  await raw(`INSERT INTO _posts_v_locales (version_title, _locale, _parent_id) VALUES ('Old post', 'en', 901), ('منشور قديم', 'ar', 901)`)
  await raw(`INSERT INTO authors (id, slug) VALUES (901, 'old-team')`)
  await raw(`INSERT INTO authors_locales (name, _locale, _parent_id) VALUES ('Old team', 'en', 901)`)
  await started.migrateRest()
}, 120_000)

afterAll(async () => {
  await stop?.()
})

const slugOf = async (collection: 'posts' | 'authors' | 'pages', id: number, locale: 'en' | 'ar') =>
  ((await payload.findByID({ collection, id, locale, fallbackLocale: false, depth: 0, draft: true })) as { slug?: string | null }).slug ?? null

describe('slugs per language', () => {
  it('the migration gives every language a document had the slug it had, in the document and its versions', async () => {
    expect(await slugOf('posts', 901, 'en')).toBe('old-shared-post')
    expect(await slugOf('posts', 901, 'ar')).toBe('old-shared-post')
    const versions = await payload.findVersions({ collection: 'posts', where: { parent: { equals: 901 } }, locale: 'ar', fallbackLocale: false, depth: 0 })
    expect((versions.docs[0]?.version as { slug?: string }).slug).toBe('old-shared-post')
    // A language the document was not written in has no slug of its own.
    expect(await slugOf('authors', 901, 'en')).toBe('old-team')
    expect(await slugOf('authors', 901, 'ar')).toBeNull()
    await payload.delete({ collection: 'posts', id: 901, context })
    await payload.delete({ collection: 'authors', id: 901, context })
  })

  it('a translation’s slug is made from its own title in its own letters, kept once published, and unique within its language only', async () => {
    const layout = [{ blockType: 'richText', body: paragraph('Edge computing.') }]
    const page = await payload.create({ collection: 'pages', data: { title: 'Edge computing', layout, _status: 'published' } as never, locale: 'en', context })
    expect(page.slug).toBe('edge-computing')
    // Before its translation the Arabic has no slug of its own: its page is at the English one.
    expect(await slugOf('pages', page.id, 'ar')).toBeNull()
    const arabic = (doc: { layout?: unknown }) => (doc.layout as { id: string }[]).map((block) => ({ id: block.id, blockType: 'richText', body: paragraph('نص عربي.') }))
    await payload.update({ collection: 'pages', id: page.id, data: { title: 'الحوسبة الطرفية', layout: arabic(page), _status: 'published' } as never, locale: 'ar', context })
    expect(await slugOf('pages', page.id, 'ar')).toBe('الحوسبة-الطرفية')
    expect(await slugOf('pages', page.id, 'en')).toBe('edge-computing')
    // Published: a new title no longer moves the address.
    await payload.update({ collection: 'pages', id: page.id, data: { title: 'الحوسبة على الأطراف', _status: 'published' } as never, locale: 'ar', context })
    expect(await slugOf('pages', page.id, 'ar')).toBe('الحوسبة-الطرفية')
    // Not letters, digits and single hyphens: refused with the reason, in the editor's language.
    for (const slug of ['Edge Computing', 'حوسبة  طرفية', 'edge--computing']) {
      const refused = await payload.update({ collection: 'pages', id: page.id, data: { slug, _status: 'published' } as never, locale: 'ar', context }).then(
        () => null,
        (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors,
      )
      expect(refused).toEqual([expect.objectContaining({ path: 'slug', message: errors.slug.en })])
    }
    // Another page may take the English slug as its Arabic one, not as its English one.
    const other = await payload.create({ collection: 'pages', data: { title: 'Fog computing', layout, _status: 'published' } as never, locale: 'en', context })
    await expect(payload.update({ collection: 'pages', id: other.id, data: { slug: 'edge-computing', _status: 'published' } as never, locale: 'en', context })).rejects.toThrow()
    await payload.update({ collection: 'pages', id: other.id, data: { title: 'حوسبة الضباب', layout: arabic(other), slug: 'edge-computing', _status: 'published' } as never, locale: 'ar', context })
    expect(await slugOf('pages', other.id, 'ar')).toBe('edge-computing')
    for (const id of [page.id, other.id]) await payload.delete({ collection: 'pages', id, context })
    await payload.delete({ collection: 'redirects', where: { id: { exists: true } }, context })
  })

  it('renaming a document written in English only moves its page in both languages (the Arabic is at the English slug)', async () => {
    const layout = [{ blockType: 'richText', body: paragraph('English only.') }]
    const page = await payload.create({ collection: 'pages', data: { title: 'Only in English', layout, _status: 'published' } as never, locale: 'en', context })
    await payload.update({ collection: 'pages', id: page.id, data: { slug: 'english-only-renamed', _status: 'published' } as never, locale: 'en', context })
    const redirects = Object.fromEntries((await payload.find({ collection: 'redirects', pagination: false })).docs.map((r) => [r.from, r.to]))
    expect(redirects).toEqual({ '/only-in-english': '/english-only-renamed', '/ar/only-in-english': '/ar/english-only-renamed' })
    await payload.delete({ collection: 'redirects', where: { id: { exists: true } }, context })
    await payload.delete({ collection: 'pages', id: page.id, context })
  })
})
