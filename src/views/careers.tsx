import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { RichText } from '@/components/content/RichText'
import { PageHeader } from '@/components/content/PageHeader'
import { Section } from '@/components/content/Section'
import { Icon } from '@/components/Icon/Icon'
import { SiteLink } from '@/components/SiteLink'
import { PageJsonLd } from '@/components/seo/PageJsonLd'
import { defaultLocale } from '@/i18n/locales'
import { getShell } from '@/lib/content/site'
import { ApplicationSection } from '@/components/forms/ApplicationSection'
import { departments, employmentTypes, jobLocations, workplaces } from '@/collections/Jobs'
import { getCareersPage } from '@/lib/content/globals'
import { getJob, getJobSlugs, getOpenJobs, type Job, type JobSummary } from '@/lib/content/jobs'
import { fallbackAttrs } from '@/lib/fallback'
import { formatDate } from '@/lib/format'
import { pageUrl } from '@/lib/seo/metadata'
import { jobPosting } from '@/lib/seo/structured-data'
import { defineRoute } from './route'

/** GraphQL spells select values with underscores (full_time); the messages use the stored values. */
function stored<T extends readonly string[]>(values: T, value: string | null | undefined): T[number] {
  const v = (value ?? '').replace(/_/g, '-')
  return (values.includes(v) ? v : values[0]) as T[number]
}

export const careersRoute = defineRoute((locale) => ({
  async Page() {
    setRequestLocale(locale)
    const [page, jobs, t, tl] = await Promise.all([
      getCareersPage(locale),
      getOpenJobs(locale),
      getTranslations({ locale, namespace: 'Careers' }),
      getTranslations({ locale, namespace: 'Layout' }),
    ])
    if (!page) notFound()
    const byDepartment = departments
      .map((department) => ({ department, jobs: jobs.filter((j) => stored(departments, j.department) === department) }))
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
                  <ul className="mt-3 divide-y divide-line rounded-[var(--radius-card)] border border-line bg-white">
                    {group.jobs.map((job) => (
                      <li key={job.id}>
                        <JobRow job={job} labels={{
                          location: t(`locations.${stored(jobLocations, job.location)}`),
                          type: t(`employmentTypes.${stored(employmentTypes, job.employmentType)}`),
                          workplace: t(`workplaces.${stored(workplaces, job.workplace)}`),
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
    <SiteLink href={`/careers/${job.slug}`} className="group flex flex-col gap-2 p-5 hover:bg-sand-soft md:flex-row md:items-center md:justify-between md:px-7">
      <span>
        <span className="block text-lg font-semibold group-hover:text-teal">{job.title}</span>
        <span className="mt-1 block text-slate">{job.summary}</span>
      </span>
      <span className="flex shrink-0 flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-teal-soft px-3 py-1 font-medium text-teal">{labels.location}</span>
        <span className="rounded-full bg-sand px-3 py-1">{labels.type}</span>
        <span className="rounded-full bg-sand px-3 py-1">{labels.workplace}</span>
        <Icon name="chevron-forward" className="size-5 text-teal" />
      </span>
    </SiteLink>
  )
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The whole posting as HTML, as search engines want a job's description. */
function jobDescriptionHtml(job: Job, headings: { requirements: string; benefits: string }): string {
  const html = (data: unknown) => (data ? convertLexicalToHTML({ data: data as SerializedEditorState, disableContainer: true }) : '')
  return [
    job.summary ? `<p>${escapeHtml(job.summary)}</p>` : '',
    html(job.description),
    `<h2>${escapeHtml(headings.requirements)}</h2>`,
    html(job.requirements),
    job.benefits ? `<h2>${escapeHtml(headings.benefits)}</h2>${html(job.benefits)}` : '',
  ].join('')
}

export const jobRoute = defineRoute<{ slug: string }>((locale) => ({
  async Page({ params }) {
    setRequestLocale(locale)
    const { slug } = await params
    const result = await getJob(locale, slug)
    if (!result) notFound()
    const { doc: job, own } = result
    const [t, tl, { settings }] = await Promise.all([
      getTranslations({ locale, namespace: 'Careers' }),
      getTranslations({ locale, namespace: 'Layout' }),
      getShell(locale),
    ])
    const path = `/careers/${slug}`
    const title = job.title ?? ''
    const facts = [
      { label: t('department'), value: t(`departments.${stored(departments, job.department)}`) },
      { label: t('location'), value: t(`locations.${stored(jobLocations, job.location)}`) },
      { label: t('employmentType'), value: t(`employmentTypes.${stored(employmentTypes, job.employmentType)}`) },
      { label: t('workplace'), value: t(`workplaces.${stored(workplaces, job.workplace)}`) },
    ]
    const body = fallbackAttrs(locale, own.hasContent)
    const location = stored(jobLocations, job.location)
    return (
      <article>
        <PageJsonLd
          locale={locale}
          path={path}
          name={title}
          description={job.summary}
          contentLocale={own.title ? locale : defaultLocale}
          crumbs={[{ name: tl('home'), path: '/' }, { name: tl('career'), path: '/careers' }, { name: title, path }]}
          main={
            // A closed posting keeps its page but is no longer offered to job search.
            job.status === 'closed' || !job.postedAt
              ? undefined
              : jobPosting({
                  url: pageUrl(path, locale),
                  title,
                  descriptionHtml: jobDescriptionHtml(job, { requirements: t('requirements'), benefits: t('benefits') }),
                  datePosted: job.postedAt,
                  validThrough: job.validThrough,
                  employmentType: stored(employmentTypes, job.employmentType),
                  office: settings.offices?.find((office) => office?.slug === location) ?? null,
                  organization: settings,
                })
          }
        />
        <PageHeader
          eyebrow={t(`departments.${stored(departments, job.department)}`)}
          title={job.title}
          titleProps={fallbackAttrs(locale, own.title)}
          intro={<p {...fallbackAttrs(locale, own.summary)}>{job.summary}</p>}
        >
          <dl className="mt-8 grid max-w-3xl grid-cols-2 gap-4 md:grid-cols-4">
            {facts.map((f) => (
              <div key={f.label}>
                <dt className="text-sm text-slate">{f.label}</dt>
                <dd className="font-semibold">{f.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-sm text-slate">
            {t('postedOn', { date: formatDate(job.postedAt, locale) })}
            {job.validThrough ? ` · ${t('applyBy', { date: formatDate(job.validThrough, locale) })}` : ''}
          </p>
        </PageHeader>
        <div className="container-page grid gap-12 py-12 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-12">
            {job.status === 'closed' ? (
              <p role="status" className="rounded-xl bg-sand p-4 font-medium">
                {t('closed')}
              </p>
            ) : null}
            <section aria-labelledby="job-description">
              <h2 id="job-description" className="text-2xl font-bold">{t('description')}</h2>
              <RichText data={job.description} className="prose-content mt-4" {...body} />
            </section>
            <section aria-labelledby="job-requirements">
              <h2 id="job-requirements" className="text-2xl font-bold">{t('requirements')}</h2>
              <RichText data={job.requirements} className="prose-content mt-4" {...body} />
            </section>
            {job.benefits ? (
              <section aria-labelledby="job-benefits">
                <h2 id="job-benefits" className="text-2xl font-bold">{t('benefits')}</h2>
                <RichText data={job.benefits} className="prose-content mt-4" {...body} />
              </section>
            ) : null}
          </div>
          <aside aria-labelledby="apply-heading" id="apply" className="h-fit rounded-[var(--radius-card)] border border-line bg-white p-6 lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]">
            <h2 id="apply-heading" className="text-xl font-bold">{t('applyForThis')}</h2>
            {job.status === 'closed' ? (
              <p className="mt-3 text-slate">{t('closed')}</p>
            ) : (
              <a href="#application" className="btn btn-primary mt-5 w-full justify-center">
                {t('applyNow')}
              </a>
            )}
            <SiteLink href="/careers" className="link mt-6 inline-flex min-h-6 items-center text-sm">
              {t('backToCareers')}
            </SiteLink>
          </aside>
        </div>
        {job.status === 'closed' ? null : (
          <section id="application" aria-labelledby="application-heading" className="border-t border-line bg-sand-soft/60 py-12">
            <div className="container-page">
              <div className="max-w-3xl">
                <h2 id="application-heading" className="text-3xl font-bold">
                  {t('applyForThis')}
                </h2>
                <div className="mt-6">
                  <ApplicationSection locale={locale} job={{ slug, title: job.title ?? '' }} />
                </div>
              </div>
            </div>
          </section>
        )}
      </article>
    )
  },
  async describe({ params }) {
    const { slug } = await params
    const [result, t] = await Promise.all([getJob(locale, slug), getTranslations({ locale, namespace: 'Careers' })])
    if (!result) return null
    const { doc } = result
    return {
      path: `/careers/${slug}`,
      title: doc.title ?? '',
      seoTitle: doc.seo?.title,
      description: doc.seo?.description ?? doc.summary,
      images: [doc.seo?.image],
      eyebrow: `${t(`departments.${stored(departments, doc.department)}`)} · ${t(`locations.${stored(jobLocations, doc.location)}`)}`,
    }
  },
  async generateStaticParams() {
    return (await getJobSlugs()).map((slug) => ({ slug }))
  },
}))
