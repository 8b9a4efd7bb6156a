import type { Metadata } from 'next'
import { siteUrl } from '@/env'
import { getLocale, type Locale, localeCodes, localizePath, locales } from '@/i18n/locales'
import { existingLocales, type Paths, primaryLocale } from '@/lib/addresses'

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path === '/' ? '' : path}` || siteUrl
}

/**
 * hreflang → absolute URL of a page in each language (`paths`: its path without prefix in each),
 * listing only the translations that exist, plus `x-default`. The page's `<link rel="alternate">`
 * tags and the sitemap's `xhtml:link`s both come from here, so they always agree and are
 * reciprocal: every listed URL lists the same set.
 */
export function hreflangLinks(paths: Paths, translations: readonly Locale[]): Record<string, string> {
  const links: Record<string, string> = {}
  for (const code of existingLocales(translations)) links[getLocale(code).iso] = absoluteUrl(localizePath(paths[code], code))
  const primary = primaryLocale(translations)
  links['x-default'] = absoluteUrl(localizePath(paths[primary], primary))
  return links
}

/**
 * The canonical URL of a page in a language. A page shown in a language it has no translation for
 * (its text comes from the fallback) is a copy of an existing translation: its canonical is that one.
 */
export function canonicalUrl(paths: Paths, locale: Locale, translations: readonly Locale[]): string {
  const canonical = existingLocales(translations).includes(locale) ? locale : primaryLocale(translations)
  return absoluteUrl(localizePath(paths[canonical], canonical))
}

export function feedPath(locale: Locale): string {
  return localizePath('/blog/rss.xml', locale)
}

export function manifestPath(locale: Locale): string {
  return localizePath('/manifest.webmanifest', locale)
}

/** The generated share card of a page: `/og/en.png` for the English home page, `/og/ar/about.png`, … */
export function generatedShareImagePath(path: string, locale: Locale): string {
  return `/og/${locale}${path === '/' ? '' : path}.png`
}

/** Reads a generated share card's address back into a language and a site path. */
export function parseShareImagePath(segments: readonly string[]): { locale: Locale; path: string } | null {
  if (segments.length === 0) return null
  const last = segments[segments.length - 1]!
  if (!last.endsWith('.png')) return null
  const parts = [...segments.slice(0, -1), last.slice(0, -'.png'.length)]
  const locale = locales.find((l) => l.code === parts[0])?.code
  if (!locale || parts.slice(1).some((p) => p === '' || p === '.' || p === '..')) return null
  return { locale, path: parts.length === 1 ? '/' : `/${parts.slice(1).join('/')}` }
}

/** Canonical, hreflang alternates and the blog feed of this language (linked from every page's head). */
export function alternatesFor(
  paths: Paths,
  locale: Locale,
  { translations = localeCodes, feedTitle }: { translations?: readonly Locale[]; feedTitle?: string } = {},
): NonNullable<Metadata['alternates']> {
  const feed = absoluteUrl(feedPath(locale))
  return {
    canonical: canonicalUrl(paths, locale, translations),
    languages: hreflangLinks(paths, translations),
    types: { 'application/rss+xml': feedTitle ? [{ url: feed, title: feedTitle }] : feed },
  }
}
