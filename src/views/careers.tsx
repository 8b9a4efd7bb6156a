import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { isolateLtr } from '@/components/content/Ltr'
import { Section } from '@/components/content/Section'
import { SiteLink } from '@/components/SiteLink'
import { PageJsonLd } from '@/components/seo/PageJsonLd'
import { ApplicationSection } from '@/components/forms/ApplicationSection'
import { departments } from '@/lib/job-options'
import { getCareersPage } from '@/data/content/globals'
import { getOpenJobs, type JobSummary } from '@/data/content/jobs'
import { defineRoute, missingContent } from './route'

export const careersRoute = defineRoute((locale) => ({
  async Page() {
    setRequestLocale(locale)
    const [page, jobs, t, tl] = await Promise.all([
      getCareersPage(locale),
      getOpenJobs(locale),
      getTranslations({ locale, namespace: 'Careers' }),
      getTranslations({ locale, namespace: 'Layout' }),
    ])
    if (!page) throw missingContent('Careers', locale)
    const byDepartment = departments
      .map((department) => ({ department, jobs: jobs.filter((j) => j.department === department) }))
      .filter((group) => group.jobs.length > 0)

    return (
      <>
        <PageJsonLd
          locale={locale}
          path="/careers"
          name={tl('career')}
          description={page.seo?.description ?? page.positionsIntro}
          crumbs={[{ name: tl('home'), path: '/' }, { name: tl('career'), path: '/careers' }]}
        />
        <RenderBlocks blocks={page.layout} locale={locale} />
        <Section id="open-positions" heading={page.positionsHeading} intro={page.positionsIntro}>
          {byDepartment.length === 0 ? (
            <p className="text-lg text-slate">{page.noPositions}</p>
          ) : (
            <div className="space-y-10" data-testid="open-positions">
              {byDepartment.map((group) => (
                <section key={group.department} aria-labelledby={`dept-${group.department}`}>
                  <h3 id={`dept-${group.department}`} className="eyebrow">
                    {t(`departments.${group.department}`)}
                  </h3>
                  <ul className="job-list">
                    {group.jobs.map((job) => (
                      <li key={job.id}>
                        <JobRow job={job} labels={{
                          location: t(`locations.${job.location}`),
                          type: t(`employmentTypes.${job.employmentType}`),
                          workplace: t(`workplaces.${job.workplace}`),
                        }} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )}
        </Section>
        <Section id="apply" heading={page.applyHeading} intro={page.applyIntro}>
          <div className="max-w-3xl">
            <ApplicationSection locale={locale} />
          </div>
        </Section>
      </>
    )
  },
  async describe() {
    const [page, t] = await Promise.all([getCareersPage(locale), getTranslations({ locale, namespace: 'Layout' })])
    if (!page) return null
    return {
      path: '/careers',
      title: t('career'),
      seoTitle: page.seo?.title,
      description: page.seo?.description ?? page.positionsIntro,
      images: [page.seo?.image],
    }
  },
}))

function JobRow({ job, labels }: { job: JobSummary; labels: { location: string; type: string; workplace: string } }) {
  return (
    <SiteLink href={`/careers/${job.slug}`} className="job-row">
      <span {...job.shownIn}>
        <span className="job-row-title">{isolateLtr(job.title)}</span>
        <span className="job-row-summary">{isolateLtr(job.summary)}</span>
      </span>
      <span className="job-row-tags">
        <span className="tag tag-place">{labels.location}</span>
        <span className="tag">{labels.type}</span>
        <span className="tag">{labels.workplace}</span>
      </span>
    </SiteLink>
  )
}
