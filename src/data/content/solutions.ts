import 'server-only'
import { cacheTags } from '@/lib/cache-tags'
import { getGraphQLClient } from '@/data/graphql/named-clients'
import { graphql, type ResultOf } from '@/lib/graphql/graphql'
import type { Locale } from '@/i18n/locales'
import { cached } from '../cache'
import { documentReader } from './documents'
import { contentLocaleOf } from './content-locale'
import type { PreviewSession } from './preview'
import { LayoutBlocks, MediaFields, ShareImageFields } from './fragments'

const SolutionQuery = graphql(
  `
  query Solution($locale: LocaleInputType!, $id: Int!, $draft: Boolean = false) {
    Solutions(locale: $locale, fallbackLocale: en, draft: $draft, where: { id: { equals: $id } }, limit: 1) {
      docs {
        id slug title summary kind icon
        image { ...MediaFields ...ShareImageFields }
        sections { ...LayoutBlocks }
        seo { title description image { ...ShareImageFields } }
      }
    }
    own: Solutions(locale: $locale, fallbackLocale: none, draft: $draft, where: { id: { equals: $id } }, limit: 1) {
      docs { title summary }
    }
  }
`,
  [LayoutBlocks, MediaFields, ShareImageFields],
)

type Solution = NonNullable<NonNullable<ResultOf<typeof SolutionQuery>['Solutions']>['docs'][number]>

/** A solution in one language: published, or in preview the latest draft (read as the editor). */
async function readSolution(locale: Locale, id: number, session?: PreviewSession) {
  const data = await getGraphQLClient().request(SolutionQuery, { locale, id, draft: Boolean(session) }, { headers: session?.headers })
  const doc = data.Solutions?.docs[0]
  if (!doc) return null
  const own = data.own?.docs[0] ?? null
  return { doc, own, contentLocale: contentLocaleOf(locale, own?.title) }
}

const getSolutionCached = cached('solution', (locale: Locale, id: number) => readSolution(locale, id), (_locale, id) => [cacheTags.doc('solutions', id), cacheTags.collection('case-studies'), cacheTags.collection('media')])

export const getSolution = documentReader('solutions', getSolutionCached, readSolution)
