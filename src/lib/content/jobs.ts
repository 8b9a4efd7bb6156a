import 'server-only'
import { cacheTags } from '@/lib/cache-tags'
import { getGraphQLClient } from '@/lib/graphql/clients'
import { graphql, type ResultOf } from '@/lib/graphql/graphql'
import type { Locale } from '@/i18n/locales'
import { cached, forKnownSlugs } from './cache'
import { ShareImageFields } from './fragments'

const OpenJobsQuery = graphql(`
  query OpenJobs($locale: LocaleInputType!) {
    Jobs(locale: $locale, fallbackLocale: en, where: { status: { equals: open } }, sort: "-postedAt", limit: 100) {
      docs { id slug title summary department location employmentType workplace postedAt validThrough }
    }
  }
`)

export type JobSummary = NonNullable<NonNullable<ResultOf<typeof OpenJobsQuery>['Jobs']>['docs'][number]>

/** Open positions only: a closed job keeps its page but leaves the list. */
export const getOpenJobs = cached(
  'open-jobs',
  async (locale: Locale) => {
    const data = await getGraphQLClient().request(OpenJobsQuery, { locale })
    return (data.Jobs?.docs ?? []).filter((j): j is JobSummary => Boolean(j))
  },
  () => [cacheTags.collection('jobs')],
)

const JobQuery = graphql(
  `
  query Job($locale: LocaleInputType!, $slug: String!) {
    Jobs(locale: $locale, fallbackLocale: en, where: { slug: { equals: $slug } }, limit: 1) {
      docs {
        id slug title summary status department location employmentType workplace postedAt validThrough
        description(depth: 1)
        requirements(depth: 1)
        benefits(depth: 1)
        seo { title description image { ...ShareImageFields } }
      }
    }
    own: Jobs(locale: $locale, fallbackLocale: none, where: { slug: { equals: $slug } }, limit: 1) {
      docs { title summary description(depth: 0) }
    }
  }
`,
  [ShareImageFields],
)

export type Job = NonNullable<NonNullable<ResultOf<typeof JobQuery>['Jobs']>['docs'][number]>

const getJobCached = cached(
  'job',
  async (locale: Locale, slug: string) => {
    const data = await getGraphQLClient().request(JobQuery, { locale, slug })
    const doc = data.Jobs?.docs[0]
    if (!doc) return null
    const own = data.own?.docs[0]
    return { doc, own: { title: own?.title ?? null, summary: own?.summary ?? null, hasContent: Boolean(own?.description) } }
  },
  (_locale, slug) => [cacheTags.doc('jobs', slug), cacheTags.collection('jobs')],
)

const SlugsQuery = graphql(`
  query JobSlugs {
    Jobs(limit: 1000) { docs { slug } }
  }
`)

/** The slugs of published documents: one cache entry, expired when any of them changes. */
export const getJobSlugs = cached(
  'job-slugs',
  async (): Promise<string[]> => {
    const data = await getGraphQLClient().request(SlugsQuery, {})
    return (data.Jobs?.docs ?? []).flatMap((d) => (d?.slug ? [d.slug] : []))
  },
  () => [cacheTags.collection('jobs')],
)

export const getJob = forKnownSlugs(getJobSlugs, getJobCached)
