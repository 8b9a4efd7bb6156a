import 'server-only'
import { type Locale, localeCodes } from '@/i18n/locales'
import { getTranslationIndex } from '@/data/content/translations'
import { documentPath, documentRouteOf, documentRoutes, fixedRoutes, type RoutedCollection } from '@/lib/routes'

/** A public page of the site: its path without language prefix and the translations it has. */
export type SitePage = { path: string; translations: Locale[]; lastModified: string | null }

/** The latest change among documents (ISO dates compare as text). */
const newest = (docs: { updatedAt: string | null }[]): string | null =>
  docs.reduce<string | null>((latest, doc) => (doc.updatedAt && (!latest || doc.updatedAt > latest) ? doc.updatedAt : latest), null)

/** Every public page with its existing translations: the sitemap's source. */
export async function sitePages(): Promise<SitePage[]> {
  const index = await getTranslationIndex()
  return [
    ...fixedRoutes.map((route) => ({
      path: route.path,
      translations: [...localeCodes],
      lastModified: ('global' in route ? index.globals[route.global] : newest(index.collections[route.lists])) ?? null,
    })),
    ...documentRoutes.flatMap(({ collection }) =>
      index.collections[collection].map((doc) => ({
        path: documentPath(collection, doc.slug),
        translations: doc.locales,
        lastModified: doc.updatedAt,
      })),
    ),
  ]
}

/**
 * The translations that exist of the page at a path: the one answer that the page's alternates,
 * its canonical link and the sitemap all use. Paths that are not documents exist in every language.
 */
export async function translationsOf(path: string): Promise<Locale[]> {
  const document = documentRouteOf(path)
  if (document) {
    const doc = (await getTranslationIndex()).collections[document.route.collection].find((d) => d.slug === document.slug)
    if (doc) return doc.locales
  }
  return [...localeCodes]
}

/** Slugs of a collection's documents that exist in a language (the feed lists only those). */
export async function translatedSlugs(collection: RoutedCollection, locale: Locale): Promise<Set<string>> {
  const docs = (await getTranslationIndex()).collections[collection]
  return new Set(docs.filter((d) => d.locales.includes(locale)).map((d) => d.slug))
}
