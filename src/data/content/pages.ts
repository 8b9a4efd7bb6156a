import 'server-only'
import { cacheTags } from '@/lib/cache-tags'
import { getGraphQLClient } from '@/data/graphql/named-clients'
import { graphql } from '@/lib/graphql/graphql'
import type { Locale } from '@/i18n/locales'
import { cached, forKnownSlugs } from '../cache'
import { contentLocaleOf } from './content-locale'
import { type PreviewSession, previewable } from './preview'
import { LayoutBlocks, ShareImageFields } from './fragments'

const PageQuery = graphql(
  `
  query Page($locale: LocaleInputType!, $slug: String!, $draft: Boolean = false) {
    Pages(locale: $locale, fallbackLocale: en, draft: $draft, where: { slug: { equals: $slug } }, limit: 1) {
      docs {
        id slug title summary updatedAt
        layout { ...LayoutBlocks }
        seo { title description image { ...ShareImageFields } }
      }
    }
    own: Pages(locale: $locale, fallbackLocale: none, draft: $draft, where: { slug: { equals: $slug } }, limit: 1) {
      docs { title }
    }
  }
`,
  [LayoutBlocks, ShareImageFields],
)

/** A page in one language: published, or in preview the latest draft (read as the editor). */
async function readPage(locale: Locale, slug: string, session?: PreviewSession) {
  const data = await getGraphQLClient().request(PageQuery, { locale, slug, draft: Boolean(session) }, { headers: session?.headers })
  const doc = data.Pages?.docs[0]
  if (!doc) return null
  const title = data.own?.docs[0]?.title ?? null
  return { doc, own: { title }, contentLocale: contentLocaleOf(locale, title) }
}

const getPageCached = cached('page', (locale: Locale, slug: string) => readPage(locale, slug), (_locale, slug) => [cacheTags.doc('pages', slug), cacheTags.collection('case-studies'), cacheTags.collection('media')])

const SlugsQuery = graphql(`
  query PageSlugs {
    Pages(limit: 1000) { docs { slug } }
  }
`)

/** The slugs of published documents: one cache entry, expired when any of them changes. */
export const getPageSlugs = cached(
  'page-slugs',
  async (): Promise<string[]> => {
    const data = await getGraphQLClient().request(SlugsQuery, {})
    return (data.Pages?.docs ?? []).flatMap((d) => (d?.slug ? [d.slug] : []))
  },
  () => [cacheTags.collection('pages')],
)

export const getPage = previewable(forKnownSlugs(getPageSlugs, getPageCached), readPage)
