import 'server-only'
import { cacheTags } from '@/lib/cache-tags'
import { getGraphQLClient } from '@/data/graphql/named-clients'
import { graphql, type ResultOf } from '@/lib/graphql/graphql'
import type { Locale } from '@/i18n/locales'
import { cached, forKnownSlugs } from '../cache'
import { contentLocaleOf } from './content-locale'
import { type PreviewSession, previewable } from './preview'
import { LayoutBlocks, MediaFields, ShareImageFields } from './fragments'

const SolutionQuery = graphql(
  `
  query Solution($locale: LocaleInputType!, $slug: String!, $draft: Boolean = false) {
    Solutions(locale: $locale, fallbackLocale: en, draft: $draft, where: { slug: { equals: $slug } }, limit: 1) {
      docs {
        id slug title summary kind icon
        image { ...MediaFields ...ShareImageFields }
        sections { ...LayoutBlocks }
        seo { title description image { ...ShareImageFields } }
      }
    }
    own: Solutions(locale: $locale, fallbackLocale: none, draft: $draft, where: { slug: { equals: $slug } }, limit: 1) {
      docs { title summary }
    }
  }
`,
  [LayoutBlocks, MediaFields, ShareImageFields],
)

type Solution = NonNullable<NonNullable<ResultOf<typeof SolutionQuery>['Solutions']>['docs'][number]>

/** A solution in one language: published, or in preview the latest draft (read as the editor). */
async function readSolution(locale: Locale, slug: string, session?: PreviewSession) {
  const data = await getGraphQLClient().request(SolutionQuery, { locale, slug, draft: Boolean(session) }, { headers: session?.headers })
  const doc = data.Solutions?.docs[0]
  if (!doc) return null
  const own = data.own?.docs[0] ?? null
  return { doc, own, contentLocale: contentLocaleOf(locale, own?.title) }
}

const getSolutionCached = cached('solution', (locale: Locale, slug: string) => readSolution(locale, slug), (_locale, slug) => [cacheTags.doc('solutions', slug), cacheTags.collection('case-studies'), cacheTags.collection('media')])

const SlugsQuery = graphql(`
  query SolutionSlugs {
    Solutions(limit: 100) { docs { slug } }
  }
`)

/** The slugs of published documents: one cache entry, expired when any of them changes. */
export const getSolutionSlugs = cached(
  'solution-slugs',
  async (): Promise<string[]> => {
    const data = await getGraphQLClient().request(SlugsQuery, {})
    return (data.Solutions?.docs ?? []).flatMap((d) => (d?.slug ? [d.slug] : []))
  },
  () => [cacheTags.collection('solutions')],
)

export const getSolution = previewable(forKnownSlugs(getSolutionSlugs, getSolutionCached), readSolution)
