import { getTranslations, setRequestLocale } from 'next-intl/server'
import { CallToActionBand } from '@/components/content/CallToActionBand'
import { CaseStudyGrid } from '@/components/content/CaseStudyTeaser'
import { isolateLtr } from '@/components/content/Ltr'
import { PageHeader } from '@/components/content/PageHeader'
import { Section } from '@/components/content/Section'
import { CmsImage } from '@/components/media/CmsImage'
import { SiteLink } from '@/components/SiteLink'
import { PageJsonLd } from '@/components/seo/PageJsonLd'
import { defaultLocale } from '@/i18n/locales'
import { documentSlugs } from '@/data/seo/site-pages'
import { getCaseStudies, getCaseStudy } from '@/data/content/case-studies'
import { mostRelated } from '@/lib/related'
import { fallbackAttrs } from '@/lib/fallback'
import { documentPath } from '@/lib/routes'
import { redirectOrNotFound } from './missing'
import { defineRoute } from './route'

/** The case studies: each teaser leads to its page. */
export const caseStudiesRoute = defineRoute((locale) => ({
  async Page() {
    setRequestLocale(locale)
    const [studies, t, tl] = await Promise.all([
      getCaseStudies(locale),
      getTranslations({ locale, namespace: 'CaseStudy' }),
      getTranslations({ locale, namespace: 'Layout' }),
    ])
    return (
      <>
        <PageJsonLd
          locale={locale}
          path="/case-studies"
          name={t('indexTitle')}
          description={t('indexIntro')}
          crumbs={[{ name: tl('home'), path: '/' }, { name: tl('caseStudies'), path: '/case-studies' }]}
        />
        <PageHeader title={t('indexTitle')} intro={t('indexIntro')} compact />
        <Section>
          <CaseStudyGrid studies={studies} headingLevel="h2" pictured />
        </Section>
        <CallToActionBand heading={t('ctaHeading')} body={t('ctaBody')} link={{ href: '/contact', label: tl('requestConsultation') }} />
      </>
    )
  },
  async describe() {
    const [t, tl] = await Promise.all([getTranslations({ locale, namespace: 'CaseStudy' }), getTranslations({ locale, namespace: 'Layout' })])
    return { path: '/case-studies', title: t('indexTitle'), description: t('indexIntro'), eyebrow: tl('solutions') }
  },
}))

/** The first sentence of a text: a case study's result, said in a search result or a share card. */
function firstSentence(text: string | null | undefined): string | undefined {
  return text?.match(/^.+?[.!?؟](?=\s|$)/s)?.[0] ?? text ?? undefined
}

/** One case study: the problem, the approach and the result, with its headline number and solutions. */
export const caseStudyRoute = defineRoute<{ slug: string }>((locale) => ({
  async Page({ params }) {
    setRequestLocale(locale)
    const { slug } = await params
    const path = documentPath('case-studies', slug)
    const result = await getCaseStudy(locale, slug)
    if (!result) return redirectOrNotFound(locale, path)
    const { doc, own } = result
    const [all, t, tl] = await Promise.all([
      getCaseStudies(locale),
      getTranslations({ locale, namespace: 'CaseStudy' }),
      getTranslations({ locale, namespace: 'Layout' }),
    ])
    const solutions = (doc.solutions ?? []).filter((s) => s?.slug)
    const others = mostRelated(all, solutions.map((s) => s?.slug ?? ''), doc.id, 3)
    const text = fallbackAttrs(locale, own.hasContent)
    const parts = [
      { id: 'problem', heading: t('problem'), body: doc.problem },
      { id: 'approach', heading: t('approach'), body: doc.approach },
      { id: 'result', heading: t('result'), body: doc.result },
    ]
    return (
      <article>
        <PageJsonLd
          locale={locale}
          path={path}
          name={doc.title ?? ''}
          description={firstSentence(doc.result)}
          contentLocale={own.title ? locale : defaultLocale}
          crumbs={[{ name: tl('home'), path: '/' }, { name: tl('caseStudies'), path: '/case-studies' }, { name: doc.title ?? '', path }]}
        />
        <PageHeader
          eyebrow={
            <SiteLink href="/case-studies" className="inline-flex min-h-6 items-center hover:underline">
              {t('caseStudy')}
            </SiteLink>
          }
          title={doc.title}
          titleProps={fallbackAttrs(locale, own.title)}
          intro={<p {...text}>{isolateLtr(doc.client)}</p>}
          art={<CmsImage media={doc.image} sizes="(min-width: 1024px) 34rem, 100vw" priority className="h-auto w-full" />}
        >
          {doc.metric?.value ? (
            <p className="mt-8 flex flex-wrap items-baseline gap-x-4 gap-y-1 border-t border-line pt-6" {...text}>
              <span className="figure text-5xl font-semibold tracking-tight md:text-6xl">{isolateLtr(doc.metric.value)}</span>
              <span className="text-lg text-slate">{isolateLtr(doc.metric.label)}</span>
            </p>
          ) : null}
        </PageHeader>
        <div className="container-page grid gap-10 py-14 md:py-20 lg:grid-cols-[15rem_minmax(0,44rem)] lg:gap-16">
          <aside aria-labelledby="at-a-glance" className="h-fit border-t-2 border-ink pt-5 lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]">
            <h2 id="at-a-glance" className="text-sm font-semibold">
              {t('atAGlance')}
            </h2>
            <dl className="mt-4 space-y-4 text-[0.95rem]">
              <div>
                <dt className="text-slate">{t('client')}</dt>
                <dd {...text}>{isolateLtr(doc.client)}</dd>
              </div>
              <div>
                <dt className="text-slate">{t('sector')}</dt>
                <dd {...text}>{isolateLtr(doc.sector)}</dd>
              </div>
              {solutions.length > 0 ? (
                <div>
                  <dt className="text-slate">{t('solutions')}</dt>
                  {solutions.map((solution) => (
                    <dd key={solution?.slug}>
                      <SiteLink href={documentPath('solutions', solution?.slug ?? '')} className="link inline-flex min-h-6 items-center">
                        {isolateLtr(solution?.title)}
                      </SiteLink>
                    </dd>
                  ))}
                </div>
              ) : null}
            </dl>
          </aside>
          <div className="space-y-12" {...text}>
            {parts.map((part) => (
              <section key={part.id} aria-labelledby={`case-${part.id}`}>
                <h2 id={`case-${part.id}`} className="text-2xl font-bold tracking-tight md:text-3xl">
                  {part.heading}
                </h2>
                <p className="mt-4 text-lg leading-relaxed">{isolateLtr(part.body)}</p>
              </section>
            ))}
          </div>
        </div>
        {others.length > 0 ? (
          <Section heading={t('more')} band>
            <CaseStudyGrid studies={others} />
          </Section>
        ) : null}
        <CallToActionBand heading={t('ctaHeading')} body={t('ctaBody')} link={{ href: '/contact', label: tl('requestConsultation') }} />
      </article>
    )
  },
  async describe({ params }) {
    const { slug } = await params
    const [result, t] = await Promise.all([getCaseStudy(locale, slug), getTranslations({ locale, namespace: 'CaseStudy' })])
    if (!result) return null
    const { doc } = result
    return {
      path: documentPath('case-studies', slug),
      title: doc.title ?? '',
      description: firstSentence(doc.result),
      images: [doc.image],
      eyebrow: t('caseStudy'),
    }
  },
  async generateStaticParams() {
    return (await documentSlugs('case-studies', locale)).map((slug) => ({ slug }))
  },
}))
