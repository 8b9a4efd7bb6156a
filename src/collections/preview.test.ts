import { describe, expect, it } from 'vitest'
import { previewIn, previewOfGlobal } from './preview'

type Preview = (doc: Record<string, unknown>, options: { locale: string }) => string | null
type LiveUrl = (args: { data: Record<string, unknown>; locale?: { code: string } }) => string | null

describe('the admin’s Preview and Live Preview addresses', () => {
  it('open a document’s page through the preview route, in the content language being edited', () => {
    const post = previewIn('posts')
    expect((post.preview as Preview)({ slug: 'a-post' }, { locale: 'ar' })).toBe(`/api/preview?path=${encodeURIComponent('/ar/blog/a-post')}`)
    expect((post.livePreview?.url as LiveUrl)({ data: { slug: 'a-post' }, locale: { code: 'en' } })).toBe(`/api/preview?path=${encodeURIComponent('/blog/a-post')}`)
    // A document without a slug yet has no page to show.
    expect((post.preview as Preview)({}, { locale: 'en' })).toBeNull()
  })

  it('open a page global’s page from the route manifest; a global without a page offers none', () => {
    const home = previewOfGlobal('home')
    expect((home.preview as Preview)({}, { locale: 'ar' })).toBe(`/api/preview?path=${encodeURIComponent('/ar')}`)
    const contact = previewOfGlobal('contact')
    expect((contact.livePreview?.url as LiveUrl)({ data: {}, locale: { code: 'en' } })).toBe(`/api/preview?path=${encodeURIComponent('/contact')}`)
    expect(previewOfGlobal('site-settings')).toEqual({})
  })
})
