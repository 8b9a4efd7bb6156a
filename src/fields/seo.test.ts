import type { CollectionConfig, GlobalConfig, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { absoluteUrl } from '@/lib/seo/urls'
import { previewUrl } from './seo'

const req = {} as PayloadRequest
const collection = (slug: string) => ({ collectionConfig: { slug } as CollectionConfig, req })

describe('the search preview’s address', () => {
  it('is the page’s own address in the content language being edited', () => {
    expect(previewUrl({ ...collection('posts'), doc: { slug: 'arabic-rag' }, locale: 'ar' })).toBe(absoluteUrl('/ar/blog/arabic-rag'))
    expect(previewUrl({ ...collection('jobs'), doc: { slug: 'ml-engineer' }, locale: 'en' })).toBe(absoluteUrl('/careers/ml-engineer'))
    expect(previewUrl({ globalConfig: { slug: 'about' } as GlobalConfig, doc: {}, locale: 'ar', req })).toBe(absoluteUrl('/ar/about'))
  })

  it('is empty for a new document without a slug, and for what has no page', () => {
    expect(previewUrl({ ...collection('posts'), doc: { slug: '' }, locale: 'en' })).toBe('')
    expect(previewUrl({ ...collection('consultation-requests'), doc: { slug: 'x' }, locale: 'en' })).toBe('')
    expect(previewUrl({ globalConfig: { slug: 'site-settings' } as GlobalConfig, doc: {}, locale: 'en', req })).toBe('')
  })
})
