import 'server-only'
import { cacheTags } from '@/lib/cache-tags'
import { getGraphQLClient } from '@/data/graphql/named-clients'
import { graphql } from '@/lib/graphql/graphql'
import type { Locale } from '@/i18n/locales'
import { cached } from '../cache'
import { documentReader } from './documents'
import { contentLocaleOf } from './content-locale'
import type { PreviewSession } from './preview'
import { LayoutBlocks, ShareImageFields } from './fragments'

const PageQuery = graphql(
  `
  query Page($locale: LocaleInputType!, $id: Int!, $draft: Boolean = false) {
    Pages(locale: $locale, fallbackLocale: en, draft: $draft, where: { id: { equals: $id } }, limit: 1) {
      docs {
        id slug title summary updatedAt
        layout { ...LayoutBlocks }
        seo { title description image { ...ShareImageFields } }
      }
    }
    own: Pages(locale: $locale, fallbackLocale: none, draft: $draft, where: { id: { equals: $id } }, limit: 1) {
      docs { title }
    }
  }
`,
  [LayoutBlocks, ShareImageFields],
)

/** A page in one language: published, or in preview the latest draft (read as the editor). */
async function readPage(locale: Locale, id: number, session?: PreviewSession) {
  const data = await getGraphQLClient().request(PageQuery, { locale, id, draft: Boolean(session) }, { headers: session?.headers })
  const doc = data.Pages?.docs[0]
  if (!doc) return null
  const title = data.own?.docs[0]?.title ?? null
  return { doc, own: { title }, contentLocale: contentLocaleOf(locale, title) }
}

const getPageCached = cached('page', (locale: Locale, id: number) => readPage(locale, id), (_locale, id) => [cacheTags.doc('pages', id), cacheTags.collection('case-studies'), cacheTags.collection('media')])

export const getPage = documentReader('pages', getPageCached, readPage)
