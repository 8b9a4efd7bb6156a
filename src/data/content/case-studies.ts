import 'server-only'
import { cacheTags } from '@/lib/cache-tags'
import { getGraphQLClient } from '@/data/graphql/named-clients'
import { graphql, type ResultOf } from '@/lib/graphql/graphql'
import type { Locale } from '@/i18n/locales'
import { untranslatedAttrs } from '@/lib/fallback'
import { cached } from '../cache'
import { documentReader } from './documents'
import { CaseStudyTeaserFields, MediaFields, ShareImageFields } from './fragments'

const CaseStudiesQuery = graphql(
  `
  query CaseStudies($locale: LocaleInputType!) {
    CaseStudies(locale: $locale, fallbackLocale: en, limit: 24, sort: "createdAt") {
      docs { ...CaseStudyTeaserFields solutions { slug } }
    }
  }
`,
  [CaseStudyTeaserFields],
)

/** A case study in a list; `shownIn` marks its text when shown in the default language. */
export type CaseStudyTeaser = ResultOf<typeof CaseStudyTeaserFields> & { shownIn?: ReturnType<typeof untranslatedAttrs> }

/** Case studies as teasers in a language: each one not written in it yet marked as shown in the default language. */
export function asTeasers<Study extends ResultOf<typeof CaseStudyTeaserFields>>(studies: Study[], locale: Locale): (Study & CaseStudyTeaser)[] {
  return studies.map((study) => ({ ...study, shownIn: untranslatedAttrs(study.missingTranslations, locale) }))
}

/** Every case study as a teaser, with the solutions it used (a solution page shows its own). */
export const getCaseStudies = cached(
  'case-studies',
  async (locale: Locale) => {
    const data = await getGraphQLClient().request(CaseStudiesQuery, { locale })
    return asTeasers((data.CaseStudies?.docs ?? []).filter((d) => d !== null), locale)
  },
  () => [cacheTags.collection('case-studies'), cacheTags.collection('media')],
)

const CaseStudyQuery = graphql(
  `
  query CaseStudy($locale: LocaleInputType!, $id: Int!) {
    CaseStudies(locale: $locale, fallbackLocale: en, where: { id: { equals: $id } }, limit: 1) {
      docs {
        id slug title client sector problem approach result
        metric { value label }
        image { ...MediaFields ...ShareImageFields }
        solutions { slug title kind }
      }
    }
    own: CaseStudies(locale: $locale, fallbackLocale: none, where: { id: { equals: $id } }, limit: 1) {
      docs { title problem }
    }
  }
`,
  [MediaFields, ShareImageFields],
)

type CaseStudy = NonNullable<NonNullable<ResultOf<typeof CaseStudyQuery>['CaseStudies']>['docs'][number]>

const getCaseStudyCached = cached(
  'case-study',
  async (locale: Locale, id: number) => {
    const data = await getGraphQLClient().request(CaseStudyQuery, { locale, id })
    const doc = data.CaseStudies?.docs[0]
    if (!doc) return null
    const own = data.own?.docs[0]
    return { doc, own: { title: own?.title ?? null, hasContent: Boolean(own?.problem) } }
  },
  (_locale, id) => [cacheTags.doc('case-studies', id), cacheTags.collection('solutions'), cacheTags.collection('media')],
)

/** A case study in one language (its text in the default language where it has none of its own). */
export const getCaseStudy = documentReader('case-studies', getCaseStudyCached)
