import { describe, expect, it } from 'vitest'
import { locate, pathsOf, primaryLocale, samePaths, slugIn } from './addresses'

const both = { id: 1, slugs: { en: 'machine-learning', ar: 'التعلم-الآلي' }, locales: ['en', 'ar'] as const }
const englishOnly = { id: 2, slugs: { en: 'edge-ai' }, locales: ['en'] as const }
const arabicOnly = { id: 3, slugs: { ar: 'رؤية-2030' }, locales: ['ar'] as const }
const shared = { id: 4, slugs: { en: 'data-residency', ar: 'data-residency' }, locales: ['en', 'ar'] as const }
const docs = [both, englishOnly, arabicOnly, shared]

describe('a URL per language', () => {
  it('is the slug of the language, else of the primary language where the page shows the fallback', () => {
    expect(slugIn(both, 'ar')).toBe('التعلم-الآلي')
    expect(slugIn(englishOnly, 'ar')).toBe('edge-ai')
    expect(slugIn(arabicOnly, 'en')).toBe('رؤية-2030')
    expect(primaryLocale(arabicOnly.locales)).toBe('ar')
    expect(pathsOf('posts', both)).toEqual({ en: '/blog/machine-learning', ar: '/blog/التعلم-الآلي' })
    expect(pathsOf('pages', englishOnly)).toEqual({ en: '/edge-ai', ar: '/edge-ai' })
    expect(samePaths('/about')).toEqual({ en: '/about', ar: '/about' })
  })

  it('finds the page a slug names in a language, and another language’s slug as not the page’s address there', () => {
    expect(locate(docs, 'ar', 'التعلم-الآلي')).toEqual({ doc: both, current: true })
    expect(locate(docs, 'en', 'التعلم-الآلي')).toEqual({ doc: both, current: false })
    expect(locate(docs, 'ar', 'machine-learning')).toEqual({ doc: both, current: false })
    expect(locate(docs, 'ar', 'edge-ai')).toEqual({ doc: englishOnly, current: true })
    expect(locate(docs, 'ar', 'data-residency')).toEqual({ doc: shared, current: true })
    expect(locate(docs, 'en', 'no-such-post')).toBeNull()
  })
})
