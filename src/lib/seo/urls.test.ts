import { describe, expect, it } from 'vitest'
import { siteUrl } from '@/env'
import { primaryLocale, samePaths } from '@/lib/addresses'
import { alternatesFor, canonicalUrl, generatedShareImagePath, hreflangLinks, parseShareImagePath } from './urls'

describe('hreflang alternates', () => {
  it('list both languages and x-default when both translations exist', () => {
    expect(hreflangLinks(samePaths('/about'), ['en', 'ar'])).toEqual({
      'en-US': `${siteUrl}/about`,
      'ar-SA': `${siteUrl}/ar/about`,
      'x-default': `${siteUrl}/about`,
    })
    expect(hreflangLinks(samePaths('/'), ['ar', 'en'])).toEqual({ 'en-US': siteUrl, 'ar-SA': `${siteUrl}/ar`, 'x-default': siteUrl })
  })

  it('claim no missing translation, and x-default goes to one that exists', () => {
    expect(hreflangLinks(samePaths('/blog/x'), ['en'])).toEqual({ 'en-US': `${siteUrl}/blog/x`, 'x-default': `${siteUrl}/blog/x` })
    expect(hreflangLinks(samePaths('/blog/x'), ['ar'])).toEqual({ 'ar-SA': `${siteUrl}/ar/blog/x`, 'x-default': `${siteUrl}/ar/blog/x` })
    expect(primaryLocale(['ar'])).toBe('ar')
  })

  it('give each language its own address when the page has one per language', () => {
    const paths = { en: '/blog/machine-learning', ar: '/blog/التعلم-الآلي' }
    expect(hreflangLinks(paths, ['en', 'ar'])).toEqual({
      'en-US': `${siteUrl}/blog/machine-learning`,
      'ar-SA': `${siteUrl}/ar/blog/التعلم-الآلي`,
      'x-default': `${siteUrl}/blog/machine-learning`,
    })
    expect(canonicalUrl(paths, 'ar', ['en', 'ar'])).toBe(`${siteUrl}/ar/blog/التعلم-الآلي`)
    expect(canonicalUrl(paths, 'en', ['ar'])).toBe(`${siteUrl}/ar/blog/التعلم-الآلي`)
  })

  it('are the same set from every translation (reciprocal)', () => {
    expect(alternatesFor(samePaths('/solutions/nlp'), 'en').languages).toEqual(alternatesFor(samePaths('/solutions/nlp'), 'ar').languages)
  })
})

describe('canonical URL', () => {
  it('is the page itself when its translation exists', () => {
    expect(canonicalUrl(samePaths('/about'), 'ar', ['en', 'ar'])).toBe(`${siteUrl}/ar/about`)
  })

  it('is the existing translation when the page shows the fallback', () => {
    expect(canonicalUrl(samePaths('/blog/x'), 'ar', ['en'])).toBe(`${siteUrl}/blog/x`)
    expect(canonicalUrl(samePaths('/blog/x'), 'en', ['ar'])).toBe(`${siteUrl}/ar/blog/x`)
  })
})

describe('generated share card paths', () => {
  it('round-trip', () => {
    for (const [path, locale] of [['/', 'en'], ['/', 'ar'], ['/blog/a-post', 'ar'], ['/about', 'en']] as const) {
      const segments = generatedShareImagePath(path, locale).split('/').slice(2)
      expect(parseShareImagePath(segments)).toEqual({ locale, path })
    }
    expect(generatedShareImagePath('/', 'en')).toBe('/og/en.png')
  })

  it('refuse other languages, extensions and dot segments', () => {
    expect(parseShareImagePath(['fr', 'about.png'])).toBeNull()
    expect(parseShareImagePath(['en', 'about.jpg'])).toBeNull()
    expect(parseShareImagePath(['en', '..', 'x.png'])).toBeNull()
    expect(parseShareImagePath([])).toBeNull()
  })
})
