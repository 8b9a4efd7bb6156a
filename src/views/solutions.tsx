import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { CaseStudyGrid } from '@/components/content/CaseStudyTeaser'
import { PageHeader } from '@/components/content/PageHeader'
import { CmsImage } from '@/components/media/CmsImage'
import { Section } from '@/components/content/Section'
import { SolutionGrid } from '@/components/content/SolutionCard'
import { PageJsonLd } from '@/components/seo/PageJsonLd'
import { documentSlugs } from '@/data/seo/site-pages'
import { getCaseStudies } from '@/data/content/case-studies'
import { getSolutionsIndex } from '@/data/content/globals'
import { getShell } from '@/data/content/site'
import { getSolution } from '@/data/content/solutions'
import { fallbackAttrs } from '@/lib/fallback'
import { redirectOrNotFound } from './missing'
import { defineRoute, missingContent } from './route'

export const solutionsIndexRoute = defineRoute((locale) => ({
  async Page() {
    setRequestLocale(locale)
    const [index, { solutions }, t] = await Promise.all([
      getSolutionsIndex(locale),
      getShell(locale),
      getTranslations({ locale, namespace: 'Layout' }),
    ])
    if (!index) throw missingContent('Solutions', locale)
    const groups = [
      { id: 'technologies', heading: index.technologiesHeading, intro: index.technologiesIntro, items: solutions.filter((s) => s.kind === 'technology') },
      { id: 'industries', heading: index.industriesHeading, intro: index.industriesIntro, items: solutions.filter((s) => s.kind === 'industry') },
    ]
    return (
      <>
        <PageJsonLd
          locale={locale}
          path="/solutions"
          name={index.heading ?? t('solutions')}
          description={index.seo?.description ?? index.intro}
          crumbs={[{ name: t('home'), path: '/' }, { name: t('solutions'), path: '/solutions' }]}
        />
        <PageHeader
          title={index.heading}
          intro={index.intro}
          art={index.image ? <CmsImage media={index.image} sizes="(min-width: 1024px) 34rem, 100vw" priority className="h-auto w-full" /> : null}
        />
        {groups.map((group) => (
          <Section key={group.id} id={group.id} heading={group.heading} intro={group.intro}>
            <SolutionGrid solutions={group.items} />
          </Section>
        ))}
        <RenderBlocks blocks={index.layout} locale={locale} headingIsPageTitle={false} />
      </>
    )
  },
  async describe() {
    const [index, t] = await Promise.all([getSolutionsIndex(locale), getTranslations({ locale, namespace: 'Layout' })])
    if (!index) return null
    return {
      path: '/solutions',
      title: index.heading ?? t('solutions'),
      seoTitle: index.seo?.title,
      description: index.seo?.description ?? index.intro,
      images: [index.seo?.image, index.image],
      eyebrow: t('solutions'),
    }
  },
}))

export const solutionRoute = defineRoute<{ slug: string }>((locale) => ({
  async Page({ params }) {
    setRequestLocale(locale)
    const { slug } = await params
    const result = await getSolution(locale, slug)
    if (!result) return redirectOrNotFound(locale, `/solutions/${slug}`)
    const { doc, own, contentLocale } = result
    const [t, tc, studies] = await Promise.all([
      getTranslations({ locale, namespace: 'Layout' }),
      getTranslations({ locale, namespace: 'CaseStudy' }),
      getCaseStudies(locale),
    ])
    const hasHero = doc.sections[0]?.__typename === 'HeroBlock'
    const path = `/solutions/${slug}`
    // A page without case studies of its own shows those that used this solution, before its
    // closing call to action.
    const sections = doc.sections.filter((block) => block !== null)
    const related = sections.some((block) => block.__typename === 'CaseStudyCardsBlock')
      ? []
      : studies.filter((study) => study.solutions?.some((s) => s?.slug === slug))
    const closing = related.length > 0 && sections.at(-1)?.__typename === 'CallToActionBlock' ? sections.slice(-1) : []
    return (
      <article {...fallbackAttrs(locale, own?.title)}>
        <PageJsonLd
          locale={locale}
          path={path}
          name={doc.title ?? ''}
          description={doc.seo?.description ?? doc.summary}
          contentLocale={contentLocale}
          crumbs={[{ name: t('home'), path: '/' }, { name: t('solutions'), path: '/solutions' }, { name: doc.title ?? '', path }]}
        />
        {hasHero ? null : <PageHeader title={doc.title} intro={doc.summary} />}
        <RenderBlocks blocks={sections.slice(0, sections.length - closing.length)} locale={locale} />
        {related.length > 0 ? (
          <Section heading={tc('related')} band>
            <CaseStudyGrid studies={related} />
          </Section>
        ) : null}
        <RenderBlocks blocks={closing} locale={locale} headingIsPageTitle={false} />
      </article>
    )
  },
  async describe({ params }) {
    const { slug } = await params
    const [result, t] = await Promise.all([getSolution(locale, slug), getTranslations({ locale, namespace: 'Layout' })])
    if (!result) return null
    const { doc } = result
    return {
      path: `/solutions/${slug}`,
      title: doc.title ?? '',
      seoTitle: doc.seo?.title,
      description: doc.seo?.description ?? doc.summary,
      images: [doc.seo?.image, doc.image],
      eyebrow: t(doc.kind === 'industry' ? 'industries' : 'technologies'),
    }
  },
  async generateStaticParams() {
    return (await documentSlugs('solutions', locale)).map((slug) => ({ slug }))
  },
}))
