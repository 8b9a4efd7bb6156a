import type { CollectionConfig, GlobalConfig, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { absoluteUrl } from '@/lib/seo/urls'
import { previewUrl } from './seo'

const req = {} as PayloadRequest
/** What the plugin's endpoint passes beside the target (the document's state in the edit view). */
const info = { hasPublishedDoc: false, title: '', versionCount: 0 }
const collection = (slug: string) => ({ ...info, collectionConfig: { slug } as CollectionConfig, req })

describe('the search preview’s address', () => {
  it('is the page’s own address in the content language being edited', () => {
    expect(previewUrl({ ...collection('posts'), doc: { slug: 'arabic-rag' }, locale: 'ar' })).toBe(absoluteUrl('/ar/blog/arabic-rag'))
    expect(previewUrl({ ...collection('jobs'), doc: { slug: 'ml-engineer' }, locale: 'en' })).toBe(absoluteUrl('/careers/ml-engineer'))
    expect(previewUrl({ ...info, globalConfig: { slug: 'about' } as GlobalConfig, doc: {}, locale: 'ar', req })).toBe(absoluteUrl('/ar/about'))
    // As the plugin's endpoint calls it for fields it did not add: the slugs only.
    expect(previewUrl({ ...info, collectionSlug: 'case-studies', doc: { slug: 'bed-forecasting' }, locale: 'en', req })).toBe(absoluteUrl('/case-studies/bed-forecasting'))
    expect(previewUrl({ ...info, globalSlug: 'contact', doc: {}, locale: 'ar', req })).toBe(absoluteUrl('/ar/contact'))
  })

  it('is empty for a new document without a slug, and for what has no page', () => {
    expect(previewUrl({ ...collection('posts'), doc: { slug: '' }, locale: 'en' })).toBe('')
    expect(previewUrl({ ...collection('consultation-requests'), doc: { slug: 'x' }, locale: 'en' })).toBe('')
    expect(previewUrl({ ...info, globalConfig: { slug: 'site-settings' } as GlobalConfig, doc: {}, locale: 'en', req })).toBe('')
  })
})
