import { describe, expect, it, vi } from 'vitest'
import { previewIn, previewOfGlobal } from './preview'

type Preview = (doc: Record<string, unknown>, options: { locale: string; req?: unknown }) => string | null | Promise<string | null>
type LiveUrl = (args: { data: Record<string, unknown>; locale?: { code: string }; req?: unknown }) => string | null | Promise<string | null>

/** A request whose CMS holds the document's English slug (as the admin's request would read it). */
const requestWith = (slug: string | null) => {
  const req = { locale: 'ar', fallbackLocale: 'en', payload: { findByID: vi.fn(async (args: { locale: string }) => ((req.locale = args.locale), slug === null ? null : { slug })) } }
  return req
}

describe('the admin’s Preview and Live Preview addresses', () => {
  it('open a document’s page through the preview route, in the content language being edited', async () => {
    const post = previewIn('posts')
    expect(await (post.preview as Preview)({ slug: 'a-post' }, { locale: 'ar' })).toBe(`/api/preview?path=${encodeURIComponent('/ar/blog/a-post')}`)
    expect(await (post.livePreview?.url as LiveUrl)({ data: { slug: 'a-post' }, locale: { code: 'en' } })).toBe(`/api/preview?path=${encodeURIComponent('/blog/a-post')}`)
    // A document without a slug yet has no page to show.
    expect(await (post.preview as Preview)({}, { locale: 'en' })).toBeNull()
  })

  it('open a translation without a slug of its own at the default language’s slug, and leave the admin’s language as it was', async () => {
    const post = previewIn('posts')
    const req = requestWith('a-post')
    expect(await (post.livePreview?.url as LiveUrl)({ data: { id: 7, slug: '' }, locale: { code: 'ar' }, req })).toBe(`/api/preview?path=${encodeURIComponent('/ar/blog/a-post')}`)
    expect(req.payload.findByID).toHaveBeenCalledWith(expect.objectContaining({ collection: 'posts', id: 7, locale: 'en', draft: true }))
    expect(req.locale).toBe('ar')
    expect(await (post.preview as Preview)({ id: 7 }, { locale: 'ar', req: requestWith(null) })).toBeNull()
  })

  it('open a page global’s page from the route manifest; a global without a page offers none', async () => {
    const home = previewOfGlobal('home')
    expect(await (home.preview as Preview)({}, { locale: 'ar' })).toBe(`/api/preview?path=${encodeURIComponent('/ar')}`)
    const contact = previewOfGlobal('contact')
    expect(await (contact.livePreview?.url as LiveUrl)({ data: {}, locale: { code: 'en' } })).toBe(`/api/preview?path=${encodeURIComponent('/contact')}`)
    expect(previewOfGlobal('site-settings')).toEqual({})
  })
})
