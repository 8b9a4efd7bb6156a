import { defaultLocale, type Locale, localeCodes } from '@/i18n/locales'
import { documentPath, type RoutedCollection } from './routes'

/**
 * A URL per language (docs/decisions/055-a-url-per-language.md): a document has a slug in each
 * language it was given one in, and a page in every language. The page in a language without a slug
 * of its own (nor a translation: its text comes from the fallback) is at its primary language's slug.
 */
export type Addressed = {
  id: number
  /** The document's own slug in each language that has one. */
  slugs: Partial<Record<Locale, string>>
  /** The languages the document is written in (it has its own title there). */
  locales: readonly Locale[]
}

/** The translations that exist, in registry order; never empty (a page shows at least one). */
export function existingLocales(translations: readonly Locale[]): Locale[] {
  const list = localeCodes.filter((code) => translations.includes(code))
  return list.length > 0 ? list : [defaultLocale]
}

/** The language that `x-default` and a fallback page point to: the default language if the page has it, else its first. */
export function primaryLocale(translations: readonly Locale[]): Locale {
  const list = existingLocales(translations)
  return list.includes(defaultLocale) ? defaultLocale : list[0]!
}

/** The slug of a document's page in a language: its own there, else its primary language's, else any. */
export function slugIn(doc: Pick<Addressed, 'slugs' | 'locales'>, locale: Locale): string | null {
  return doc.slugs[locale] ?? doc.slugs[primaryLocale(doc.locales)] ?? Object.values(doc.slugs)[0] ?? null
}

/** The path without language prefix of a page in each language. */
export type Paths = Record<Locale, string>

/** A fixed page's paths: the same in every language. */
export function samePaths(path: string): Paths {
  return Object.fromEntries(localeCodes.map((code) => [code, path])) as Paths
}

/** The paths of a document's page in every language. */
export function pathsOf(collection: RoutedCollection, doc: Pick<Addressed, 'slugs' | 'locales'>): Paths {
  return Object.fromEntries(localeCodes.map((code) => [code, documentPath(collection, slugIn(doc, code) ?? '')])) as Paths
}

/**
 * The document a slug names in a language: `current` when it is the page's address in that language,
 * else the slug is the document's in another language (a visitor who changed the prefix by hand, a
 * link from before the translation had its own slug), and the page is elsewhere: `slugIn(doc, locale)`.
 */
export function locate<Doc extends Addressed>(docs: readonly Doc[], locale: Locale, slug: string): { doc: Doc; current: boolean } | null {
  const current = docs.find((doc) => slugIn(doc, locale) === slug)
  if (current) return { doc: current, current: true }
  const other = docs.find((doc) => Object.values(doc.slugs).includes(slug))
  return other ? { doc: other, current: false } : null
}
