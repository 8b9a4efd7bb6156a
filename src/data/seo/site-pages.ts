import 'server-only'
import { type Locale, localeCodes } from '@/i18n/locales'
import { getTranslationIndex, type TranslatedDoc } from '@/data/content/translations'
import { locate, type Paths, pathsOf, samePaths, slugIn } from '@/lib/addresses'
import { documentPath, documentRouteOf, documentRoutes, fixedRoutes, type RoutedCollection } from '@/lib/routes'

/** A public page of the site: its path without language prefix in each language, and the translations it has. */
export type SitePage = { paths: Paths; translations: Locale[]; lastModified: string | null }

/** The latest change among documents (ISO dates compare as text). */
const newest = (docs: { updatedAt: string | null }[]): string | null =>
  docs.reduce<string | null>((latest, doc) => (doc.updatedAt && (!latest || doc.updatedAt > latest) ? doc.updatedAt : latest), null)

/** Every public page with its existing translations: the sitemap's source. */
export async function sitePages(): Promise<SitePage[]> {
  const index = await getTranslationIndex()
  return [
    ...fixedRoutes.map((route) => ({
      paths: samePaths(route.path),
      translations: [...localeCodes],
      lastModified: ('global' in route ? index.globals[route.global] : newest(index.collections[route.lists])) ?? null,
    })),
    ...documentRoutes.flatMap(({ collection }) =>
      index.collections[collection].map((doc) => ({ paths: pathsOf(collection, doc), translations: doc.locales, lastModified: doc.updatedAt })),
    ),
  ]
}

/**
 * The published document a path names in a language (`path` without prefix), and whether the path
 * is its address there (`current`) or its address in another language (the page is elsewhere).
 */
export async function documentAt(path: string, locale: Locale): Promise<{ collection: RoutedCollection; doc: TranslatedDoc; current: boolean } | null> {
  const document = documentRouteOf(path)
  if (!document) return null
  const { collection } = document.route
  const found = locate((await getTranslationIndex()).collections[collection], locale, document.slug)
  return found ? { collection, ...found } : null
}

/**
 * The page at a path in each language and the translations that exist of it: the one answer that the
 * page's alternates, its canonical link and the sitemap all use. Paths that are not documents exist
 * in every language, at the same path.
 */
export async function alternatesOf(path: string, locale: Locale): Promise<{ paths: Paths; translations: Locale[] }> {
  const found = await documentAt(path, locale)
  if (found?.current) return { paths: pathsOf(found.collection, found.doc), translations: found.doc.locales }
  return { paths: samePaths(path), translations: [...localeCodes] }
}

/** The path in `locale` of the document that has `slug` in any language (the slug's own path if none has). */
export async function documentPathIn(collection: RoutedCollection, slug: string, locale: Locale): Promise<string> {
  const found = locate((await getTranslationIndex()).collections[collection], locale, slug)
  return found ? pathsOf(collection, found.doc)[locale] : documentPath(collection, slug)
}

/** The published documents of a collection: the slug of each one's page in a language. */
export async function documentSlugs(collection: RoutedCollection, locale: Locale): Promise<string[]> {
  return (await getTranslationIndex()).collections[collection].flatMap((doc) => slugIn(doc, locale) ?? [])
}

/** Slugs of a collection's documents that are written in a language (the feed lists only those). */
export async function translatedSlugs(collection: RoutedCollection, locale: Locale): Promise<Set<string>> {
  const docs = (await getTranslationIndex()).collections[collection]
  return new Set(docs.filter((d) => d.locales.includes(locale)).flatMap((d) => slugIn(d, locale) ?? []))
}
