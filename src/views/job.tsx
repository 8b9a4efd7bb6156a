import { getTranslations, setRequestLocale } from 'next-intl/server'
import { opensWithHeading, RichText } from '@/components/content/RichText'
import { isolateLtr } from '@/components/content/Ltr'
import { PageHeader } from '@/components/content/PageHeader'
import { SiteLink } from '@/components/SiteLink'
import { PageJsonLd } from '@/components/seo/PageJsonLd'
import { ApplicationSection } from '@/components/forms/ApplicationSection'
import { documentSlugs } from '@/data/seo/site-pages'
import { getJob } from '@/data/content/jobs'
import { fallbackAttrs } from '@/lib/fallback'
import { formatDate } from '@/lib/format'
import { jobPostingOf } from '@/data/seo/main-entities'
import { redirectOrNotFound } from './missing'
import { defineRoute } from './route'

export const jobRoute = defineRoute<{ slug: string }>((locale) => ({
  async Page({ params }) {
    setRequestLocale(locale)
    const { slug } = await params
    const result = await getJob(locale, slug)
    if (!result) return redirectOrNotFound(locale, `/careers/${slug}`)
    const { doc: job, own, contentLocale } = result
    const path = `/careers/${slug}`
    const [t, tl, posting] = await Promise.all([
      getTranslations({ locale, namespace: 'Careers' }),
      getTranslations({ locale, namespace: 'Layout' }),
      jobPostingOf(path, job, contentLocale),
    ])
    const title = job.title ?? ''
    const facts = [
      { label: t('department'), value: t(`departments.${job.department}`) },
      { label: t('location'), value: t(`locations.${job.location}`) },
      { label: t('employmentType'), value: t(`employmentTypes.${job.employmentType}`) },
      { label: t('workplace'), value: t(`workplaces.${job.workplace}`) },
    ]
    const body = fallbackAttrs(locale, own.hasContent)
    return (
      <article>
        <PageJsonLd
          locale={locale}
          path={path}
          name={title}
          description={job.summary}
          contentLocale={contentLocale}
          crumbs={[{ name: tl('home'), path: '/' }, { name: tl('career'), path: '/careers' }, { name: title, path }]}
          main={posting}
        />
        <PageHeader
          eyebrow={t(`departments.${job.department}`)}
          title={job.title}
          titleProps={fallbackAttrs(locale, own.title)}
          intro={<p {...fallbackAttrs(locale, own.summary)}>{isolateLtr(job.summary)}</p>}
          art={
            <div className="bg-white p-6 md:p-8">
              <dl className="grid grid-cols-2 gap-x-6 gap-y-5">
                {facts.map((f) => (
                  <div key={f.label}>
                    <dt className="text-sm text-slate">{f.label}</dt>
                    <dd className="mt-0.5 font-semibold">{f.value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-6 border-t border-line pt-5 text-sm text-slate">
                {t('postedOn', { date: formatDate(job.postedAt, locale) })}
                {/* A closed posting has no deadline to meet: the page says it is closed instead. */}
                {job.validThrough && job.status !== 'closed' ? ` · ${t('applyBy', { date: formatDate(job.validThrough, locale) })}` : ''}
              </p>
            </div>
          }
        />
        <div className="container-page grid gap-12 py-12 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-12">
            {job.status === 'closed' ? (
              <p role="status" className="rounded-xl bg-sand p-4 font-medium">
                {t('closed')}
              </p>
            ) : null}
            <JobSection id="job-description" heading={t('description')} content={job.description} body={body} />
            <JobSection id="job-requirements" heading={t('requirements')} content={job.requirements} body={body} />
            {job.benefits ? <JobSection id="job-benefits" heading={t('benefits')} content={job.benefits} body={body} /> : null}
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
      eyebrow: `${t(`departments.${doc.department}`)} · ${t(`locations.${doc.location}`)}`,
    }
  },
  async generateStaticParams() {
    return (await documentSlugs('jobs', locale)).map((slug) => ({ slug }))
  },
}))

/**
 * A part of the posting under its heading; when the text opens with headings of its own ("About the
 * team", "Must have"), the section is named for assistive technology only, so that no heading stands
 * empty above another.
 */
function JobSection({ id, heading, content, body }: { id: string; heading: string; content: unknown; body: { lang?: string; dir?: 'ltr' | 'rtl' } }) {
  if (opensWithHeading(content)) {
    return (
      <section aria-label={heading}>
        <RichText data={content} className="prose-content" {...body} />
      </section>
    )
  }
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold">
        {heading}
      </h2>
      <RichText data={content} className="prose-content mt-4" {...body} />
    </section>
  )
}
