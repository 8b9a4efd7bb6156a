import 'server-only'
import { createHash } from 'node:crypto'
import { cacheTags, type ContentCollection } from '@/lib/cache-tags'
import { getGraphQLClient } from '@/data/graphql/named-clients'
import { graphql, type ResultOf } from '@/lib/graphql/graphql'
import type { Locale } from '@/i18n/locales'
import { documentPath, routeOfCollection } from '@/lib/routes'
import { type SearchDocument, type SearchType, SiteSearchIndex } from '@/lib/search/engine'
import { passage, richTextPlain, textsIn } from '@/lib/search/plain-text'
import { cached } from '../cache'

/** The text fields of the layout blocks; images, links and settings say nothing a visitor searches for. */
const BlockText = graphql(`
  fragment BlockText on Page_Layout {
    __typename
    ... on HeroBlock { eyebrow heading body }
    ... on FeatureGridBlock { heading intro items { title body } }
    ... on StepsBlock { heading intro items { title body } }
    ... on CallToActionBlock { heading body }
    ... on RichTextBlock { heading richBody: body(depth: 0) }
    ... on FaqBlock { heading items { question answer } }
  }
`)

/**
 * Every published document a visitor can open, in one language (drafts never: the site reads as a
 * visitor). Untranslated fields come in the default language, as on the pages (ADR 020). Jobs: the
 * open ones, as the careers page lists them. The SEO description is searched too: editors write there
 * the words people look for ("NLP" for natural language processing).
 */
const SearchDocumentsQuery = graphql(
  `
  query SearchDocuments($locale: LocaleInputType!) {
    Pages(locale: $locale, fallbackLocale: en, pagination: false) {
      docs { slug title summary missingTranslations seo { description } layout { ...BlockText } }
    }
    Solutions(locale: $locale, fallbackLocale: en, pagination: false, sort: "order") {
      docs { slug title summary missingTranslations seo { description } sections { ...BlockText } }
    }
    CaseStudies(locale: $locale, fallbackLocale: en, pagination: false, sort: "createdAt") {
      docs { slug title client sector problem approach result missingTranslations }
    }
    Posts(locale: $locale, fallbackLocale: en, pagination: false, sort: "-publishedAt") {
      docs { slug title excerpt missingTranslations seo { description } content(depth: 0) }
    }
    Jobs(locale: $locale, fallbackLocale: en, pagination: false, where: { status: { equals: open } }, sort: "-postedAt") {
      docs { slug title summary missingTranslations seo { description } description(depth: 0) requirements(depth: 0) benefits(depth: 0) }
    }
  }
`,
  [BlockText],
)

/** What the search reads: a change to any of these collections expires its documents. */
const searchedCollections: ContentCollection[] = ['pages', 'solutions', 'case-studies', 'posts', 'jobs']

/**
 * Where a case study's result leads: its own page when the route manifest has one, else its card
 * on the solutions page (the case-study cards block gives each card this anchor).
 */
function caseStudyHref(slug: string): string {
  const route = routeOfCollection('case-studies')
  return route ? `${route.base}/${slug}` : `/solutions#case-study-${slug}`
}

type Data = ResultOf<typeof SearchDocumentsQuery>
type Base = {
  slug?: string | null
  title?: string | null
  missingTranslations?: readonly (string | null)[] | null
  seo?: { description?: string | null } | null
}

/** The SEO description after the body: searched, and shown only when nothing else matched. */
const withSeo = (row: Base, { summary, body }: Pick<SearchDocument, 'summary' | 'body'>) => ({ summary, body: passage(body, row.seo?.description) })

/** One collection's rows as search documents; a row without slug or title has no page to lead to. */
function documentsOf<Row extends Base>(
  locale: Locale,
  type: SearchDocument['type'],
  href: (slug: string) => string,
  rows: readonly (Row | null)[] | undefined,
  text: (row: Row) => Pick<SearchDocument, 'summary' | 'body'>,
): SearchDocument[] {
  return (rows ?? []).flatMap((row) =>
    row?.slug && row.title ? [{ type, slug: row.slug, href: href(row.slug), title: row.title, fallback: Boolean(row.missingTranslations?.includes(locale)), ...withSeo(row, text(row)) }] : [],
  )
}

/**
 * The query's answer as the search's documents.
 * @public The benchmark imports it (by a path knip cannot follow) to time the index on them.
 */
export function toSearchDocuments(data: Data, locale: Locale): SearchDocument[] {
  return [
    ...documentsOf(locale, 'page', (slug) => documentPath('pages', slug), data.Pages?.docs, (row) => ({ summary: row.summary ?? '', body: passage(...textsIn(row.layout)) })),
    ...documentsOf(locale, 'solution', (slug) => documentPath('solutions', slug), data.Solutions?.docs, (row) => ({ summary: row.summary ?? '', body: passage(...textsIn(row.sections)) })),
    ...documentsOf(locale, 'case-study', caseStudyHref, data.CaseStudies?.docs, (row) => ({ summary: row.problem ?? '', body: passage(row.client, row.sector, row.approach, row.result) })),
    ...documentsOf(locale, 'post', (slug) => documentPath('posts', slug), data.Posts?.docs, (row) => ({ summary: row.excerpt ?? '', body: richTextPlain(row.content) })),
    ...documentsOf(locale, 'job', (slug) => documentPath('jobs', slug), data.Jobs?.docs, (row) => ({
      summary: row.summary ?? '',
      body: passage(richTextPlain(row.description), richTextPlain(row.requirements), richTextPlain(row.benefits)),
    })),
  ]
}

/**
 * One language's searchable documents, cached under the tags of the collections they come from,
 * with a digest of their content so that a process knows when its index is out of date.
 */
const getSearchDocuments = cached(
  'search-documents',
  async (locale: Locale) => {
    const docs = toSearchDocuments(await getGraphQLClient().request(SearchDocumentsQuery, { locale }), locale)
    return { digest: createHash('sha256').update(JSON.stringify(docs)).digest('base64url'), docs }
  },
  () => searchedCollections.map(cacheTags.collection),
)

/** Each language's index in this process, with the digest of the documents it was built from. */
const indexes = new Map<Locale, { digest: string; index: SiteSearchIndex }>()

/**
 * The index of a language's published documents, built again in this process when what the cache
 * holds has changed (an editor published, unpublished or deleted something: the Payload hooks
 * expire the collection's tag, ADR 004).
 */
async function getSearchIndex(locale: Locale): Promise<SiteSearchIndex> {
  const { digest, docs } = await getSearchDocuments(locale)
  const known = indexes.get(locale)
  if (known?.digest === digest) return known.index
  const index = new SiteSearchIndex(docs)
  indexes.set(locale, { digest, index })
  return index
}

/** The published documents of a language that hold every word of the query, best first (of one type if given). */
export async function searchSite(locale: Locale, query: string, type?: SearchType) {
  return (await getSearchIndex(locale)).search(query, type)
}
