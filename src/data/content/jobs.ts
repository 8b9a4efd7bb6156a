import 'server-only'
import { cacheTags } from '@/lib/cache-tags'
import { getGraphQLClient } from '@/data/graphql/named-clients'
import { graphql, type ResultOf } from '@/lib/graphql/graphql'
import type { Locale } from '@/i18n/locales'
import { type Department, departments, type EmploymentType, employmentTypes, type JobLocation, jobLocations, optionValue, type Workplace, workplaces } from '@/lib/job-options'
import { cached } from '../cache'
import { documentReader } from './documents'
import { contentLocaleOf } from './content-locale'
import type { PreviewSession } from './preview'
import { ShareImageFields } from './fragments'
import { untranslatedAttrs } from '@/lib/fallback'

const OpenJobsQuery = graphql(`
  query OpenJobs($locale: LocaleInputType!) {
    Jobs(locale: $locale, fallbackLocale: en, where: { status: { equals: open } }, sort: "-postedAt", limit: 100) {
      docs { id slug title summary department location employmentType workplace postedAt validThrough missingTranslations }
    }
  }
`)

type JobOptions = { department: Department; location: JobLocation; employmentType: EmploymentType; workplace: Workplace }

/** GraphQL's enum values (`full_time`) as the stored option values the views and messages use. */
function withOptions<T extends { department?: string | null; location?: string | null; employmentType?: string | null; workplace?: string | null }>(job: T): Omit<T, keyof JobOptions> & JobOptions {
  return {
    ...job,
    department: optionValue(departments, job.department),
    location: optionValue(jobLocations, job.location),
    employmentType: optionValue(employmentTypes, job.employmentType),
    workplace: optionValue(workplaces, job.workplace),
  }
}

type OpenJobsDoc = NonNullable<NonNullable<ResultOf<typeof OpenJobsQuery>['Jobs']>['docs'][number]>
/** An open job in the list; `shownIn` marks its text when shown in the default language. */
export type JobSummary = Omit<OpenJobsDoc, keyof JobOptions> & JobOptions & { shownIn: ReturnType<typeof untranslatedAttrs> }

/** Open positions only: a closed job keeps its page but leaves the list. */
export const getOpenJobs = cached(
  'open-jobs',
  async (locale: Locale) => {
    const data = await getGraphQLClient().request(OpenJobsQuery, { locale })
    return (data.Jobs?.docs ?? []).filter((j): j is OpenJobsDoc => Boolean(j)).map((j) => ({ ...withOptions(j), shownIn: untranslatedAttrs(j.missingTranslations, locale) }))
  },
  () => [cacheTags.collection('jobs')],
)

const JobQuery = graphql(
  `
  query Job($locale: LocaleInputType!, $id: Int!, $draft: Boolean = false) {
    Jobs(locale: $locale, fallbackLocale: en, draft: $draft, where: { id: { equals: $id } }, limit: 1) {
      docs {
        id slug title summary status department location employmentType workplace postedAt validThrough
        description(depth: 1)
        requirements(depth: 1)
        benefits(depth: 1)
        seo { title description image { ...ShareImageFields } }
      }
    }
    own: Jobs(locale: $locale, fallbackLocale: none, draft: $draft, where: { id: { equals: $id } }, limit: 1) {
      docs { title summary description(depth: 0) }
    }
  }
`,
  [ShareImageFields],
)

type JobDoc = NonNullable<NonNullable<ResultOf<typeof JobQuery>['Jobs']>['docs'][number]>
export type Job = Omit<JobDoc, keyof JobOptions> & JobOptions

/** A job in one language: published, or in preview the latest draft (read as the editor). */
async function readJob(locale: Locale, id: number, session?: PreviewSession) {
  const data = await getGraphQLClient().request(JobQuery, { locale, id, draft: Boolean(session) }, { headers: session?.headers })
  const doc = data.Jobs?.docs[0]
  if (!doc) return null
  const own = data.own?.docs[0]
  return {
    doc: withOptions(doc),
    own: { title: own?.title ?? null, summary: own?.summary ?? null, hasContent: Boolean(own?.description) },
    contentLocale: contentLocaleOf(locale, own?.title),
  }
}

const getJobCached = cached('job', (locale: Locale, id: number) => readJob(locale, id), (_locale, id) => [cacheTags.doc('jobs', id), cacheTags.collection('jobs')])

export const getJob = documentReader('jobs', getJobCached, readJob)
