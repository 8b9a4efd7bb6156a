import 'server-only'
import { cacheTags } from '@/lib/cache-tags'
import { getGraphQLClient } from '@/lib/graphql/clients'
import { graphql } from '@/lib/graphql/graphql'
import type { Locale } from '@/i18n/locales'
import { cached } from './cache'
import { MediaFields } from './fragments'

const CaseStudiesQuery = graphql(
  `
  query CaseStudies($locale: LocaleInputType!) {
    CaseStudies(locale: $locale, fallbackLocale: en, limit: 24, sort: "createdAt") {
      docs { id slug title client sector problem approach result missingTranslations metric { value label } image { ...MediaFields } }
    }
  }
`,
  [MediaFields],
)

/** Every case study, for a case-study block that names none. */
export const getCaseStudies = cached(
  'case-studies',
  async (locale: Locale) => {
    const data = await getGraphQLClient().request(CaseStudiesQuery, { locale })
    return (data.CaseStudies?.docs ?? []).filter((d) => d !== null)
  },
  () => [cacheTags.collection('case-studies'), cacheTags.collection('media')],
)
