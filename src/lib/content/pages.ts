import 'server-only'
import { cacheTags } from '@/lib/cache-tags'
import { getGraphQLClient } from '@/lib/graphql/clients'
import { graphql, type ResultOf } from '@/lib/graphql/graphql'
import type { Locale } from '@/i18n/locales'
import { cached, forKnownSlugs } from './cache'
import { LayoutBlocks, ShareImageFields } from './fragments'

const PageQuery = graphql(
  `
  query Page($locale: LocaleInputType!, $slug: String!) {
    Pages(locale: $locale, fallbackLocale: en, where: { slug: { equals: $slug } }, limit: 1) {
      docs {
        id slug title summary updatedAt
        layout { ...LayoutBlocks }
        seo { title description image { ...ShareImageFields } }
      }
    }
    own: Pages(locale: $locale, fallbackLocale: none, where: { slug: { equals: $slug } }, limit: 1) {
      docs { title }
    }
  }
`,
  [LayoutBlocks, ShareImageFields],
)

export type GenericPage = NonNullable<NonNullable<ResultOf<typeof PageQuery>['Pages']>['docs'][number]>

const getPageCached = cached(
  'page',
  async (locale: Locale, slug: string) => {
    const data = await getGraphQLClient().request(PageQuery, { locale, slug })
    const doc = data.Pages?.docs[0]
    if (!doc) return null
    return { doc, own: { title: data.own?.docs[0]?.title ?? null } }
  },
  (_locale, slug) => [cacheTags.doc('pages', slug), cacheTags.collection('case-studies'), cacheTags.collection('media')],
)

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

export const getPage = forKnownSlugs(getPageSlugs, getPageCached)
