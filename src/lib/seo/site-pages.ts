import 'server-only'
import { type Locale, localeCodes } from '@/i18n/locales'
import { getTranslationIndex, type TranslatedCollection, type TranslationIndex } from '@/lib/content/translations'

/** A public page of the site: its path without language prefix and the translations it has. */
export type SitePage = { path: string; translations: Locale[]; lastModified: string | null }

/** The pages that are not documents of a collection: they exist in every language. */
const fixedPages: { path: string; global: keyof TranslationIndex['globals'] }[] = [
  { path: '/', global: 'home' },
  { path: '/about', global: 'about' },
  { path: '/solutions', global: 'solutions-index' },
  { path: '/careers', global: 'careers' },
  { path: '/blog', global: 'blog-index' },
  { path: '/contact', global: 'contact' },
]

/** Where each collection's documents live: `/blog/{slug}`, … */
export const collectionPaths: Record<TranslatedCollection, string> = {
  posts: '/blog',
  jobs: '/careers',
  solutions: '/solutions',
  pages: '/pages',
}

export function documentPath(collection: TranslatedCollection, slug: string): string {
  return `${collectionPaths[collection]}/${slug}`
}

/** Every public page with its existing translations: the sitemap's source. */
export async function sitePages(): Promise<SitePage[]> {
  const index = await getTranslationIndex()
  return [
    ...fixedPages.map(({ path, global }) => ({ path, translations: [...localeCodes], lastModified: index.globals[global] })),
    ...(Object.keys(collectionPaths) as TranslatedCollection[]).flatMap((collection) =>
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
  const match = /^\/([^/]+)\/([^/]+)$/.exec(path)
  if (match) {
    const collection = (Object.keys(collectionPaths) as TranslatedCollection[]).find((c) => collectionPaths[c] === `/${match[1]}`)
    if (collection) {
      const doc = (await getTranslationIndex()).collections[collection].find((d) => d.slug === match[2])
      if (doc) return doc.locales
    }
  }
  return [...localeCodes]
}

/** Slugs of a collection's documents that exist in a language (the feed lists only those). */
export async function translatedSlugs(collection: TranslatedCollection, locale: Locale): Promise<Set<string>> {
  const docs = (await getTranslationIndex()).collections[collection]
  return new Set(docs.filter((d) => d.locales.includes(locale)).map((d) => d.slug))
}
