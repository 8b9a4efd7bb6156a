import 'server-only'
import { cacheTags } from '@/lib/cache-tags'
import { getGraphQLClient } from '@/data/graphql/named-clients'
import { graphql, type ResultOf } from '@/lib/graphql/graphql'
import { type Locale, locales } from '@/i18n/locales'
import { documentRoutes, type GlobalRoute, globalRoutes, type RoutedCollection } from '@/lib/routes'
import type { Addressed } from '@/lib/addresses'
import { cached } from '../cache'

/**
 * Which translations of each published document exist, and its slug in each language: a
 * translation exists where the document has its own title in that language (`fallbackLocale:
 * none`). A saved translation always has one, since the title is required in every language an
 * editor saves. The site's one map of documents to addresses (lib/addresses.ts).
 */
const TranslationsQuery = graphql(`
  query Translations($locale: LocaleInputType!) {
    Posts(locale: $locale, fallbackLocale: none, pagination: false, sort: "-publishedAt") { docs { id slug title updatedAt } }
    Jobs(locale: $locale, fallbackLocale: none, pagination: false, sort: "-postedAt") { docs { id slug title updatedAt } }
    Pages(locale: $locale, fallbackLocale: none, pagination: false) { docs { id slug title updatedAt } }
    Solutions(locale: $locale, fallbackLocale: none, pagination: false, sort: "order") { docs { id slug title updatedAt } }
    CaseStudies(locale: $locale, fallbackLocale: none, pagination: false, sort: "createdAt") { docs { id slug title updatedAt } }
    Authors(locale: $locale, fallbackLocale: none, pagination: false) { docs { id slug title: name updatedAt } }
    Home { updatedAt }
    About { updatedAt }
    Career { updatedAt }
    Contact { updatedAt }
    SolutionsIndex { updatedAt }
    BlogIndex { updatedAt }
  }
`)

/** The collections whose documents are pages (lib/routes.ts), each with its translations. */
const translatedCollections: readonly RoutedCollection[] = documentRoutes.map((route) => route.collection)
export type TranslatedCollection = RoutedCollection

export type TranslatedDoc = Addressed & { locales: Locale[]; updatedAt: string | null }

export type TranslationIndex = {
  collections: Record<TranslatedCollection, TranslatedDoc[]>
  /** Last change of the globals that hold a page of their own (lib/routes.ts), by global slug. */
  globals: Record<PageGlobal, string | null>
}

type PageGlobal = GlobalRoute['global']
type TranslationsData = ResultOf<typeof TranslationsQuery>

/** Each page's global in the query's answer (the type asks for every fixed route's global). */
const pageGlobalIn: Record<PageGlobal, (data: TranslationsData | undefined) => { updatedAt?: unknown } | null | undefined> = {
  home: (data) => data?.Home,
  about: (data) => data?.About,
  careers: (data) => data?.Career,
  contact: (data) => data?.Contact,
  'solutions-index': (data) => data?.SolutionsIndex,
  'blog-index': (data) => data?.BlogIndex,
}

type Row = { id: number; slug?: string | null; title?: string | null; updatedAt?: unknown } | null

export const getTranslationIndex = cached(
  'translation-index',
  async (): Promise<TranslationIndex> => {
    const client = getGraphQLClient()
    const results = await Promise.all(locales.map(async ({ code }) => ({ code, data: await client.request(TranslationsQuery, { locale: code }) })))
    const collections = Object.fromEntries(translatedCollections.map((c) => [c, [] as TranslatedDoc[]])) as TranslationIndex['collections']
    const rowsOf = (data: (typeof results)[number]['data']): Record<TranslatedCollection, readonly Row[]> => ({
      posts: data.Posts?.docs ?? [],
      jobs: data.Jobs?.docs ?? [],
      pages: data.Pages?.docs ?? [],
      solutions: data.Solutions?.docs ?? [],
      'case-studies': data.CaseStudies?.docs ?? [],
      authors: data.Authors?.docs ?? [],
    })
    for (const collection of translatedCollections) {
      const byId = new Map<number, TranslatedDoc>()
      for (const { code, data } of results) {
        for (const row of rowsOf(data)[collection]) {
          if (!row) continue
          const doc = byId.get(row.id) ?? { id: row.id, slugs: {}, locales: [], updatedAt: typeof row.updatedAt === 'string' ? row.updatedAt : null }
          if (row.slug) doc.slugs[code] = row.slug
          if (row.title) doc.locales.push(code)
          byId.set(row.id, doc)
        }
      }
      collections[collection] = [...byId.values()].filter((d) => d.locales.length > 0 && Object.keys(d.slugs).length > 0)
    }
    const first = results[0]?.data
    const at = (value: unknown) => (typeof value === 'string' ? value : null)
    return {
      collections,
      globals: Object.fromEntries(globalRoutes.map(({ global }) => [global, at(pageGlobalIn[global](first)?.updatedAt)])) as TranslationIndex['globals'],
    }
  },
  () => [
    ...translatedCollections.map((c) => cacheTags.collection(c)),
    ...globalRoutes.map((route) => cacheTags.global(route.global)),
  ],
)
