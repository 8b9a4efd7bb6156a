import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { PageHeader } from '@/components/content/PageHeader'
import { Section } from '@/components/content/Section'
import { PageJsonLd } from '@/components/seo/PageJsonLd'
import { defaultLocale } from '@/i18n/locales'
import { getSolutionsIndex } from '@/lib/content/globals'
import { getShell } from '@/lib/content/site'
import { getSolution, getSolutionSlugs } from '@/lib/content/solutions'
import { fallbackAttrs } from '@/lib/fallback'
import { redirectOrNotFound } from './missing'
import { defineRoute } from './route'
import { SolutionGrid } from '@/components/content/SolutionCard'

export const solutionsIndexRoute = defineRoute((locale) => ({
  async Page() {
    setRequestLocale(locale)
    const [index, { solutions }, t] = await Promise.all([
      getSolutionsIndex(locale),
      getShell(locale),
      getTranslations({ locale, namespace: 'Layout' }),
    ])
    if (!index) notFound()
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
        <PageHeader title={index.heading} intro={index.intro} />
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
      images: [index.seo?.image],
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
    const { doc, own } = result
    const t = await getTranslations({ locale, namespace: 'Layout' })
    const hasHero = doc.sections[0]?.__typename === 'HeroBlock'
    const path = `/solutions/${slug}`
    return (
      <article {...fallbackAttrs(locale, own?.title)}>
        <PageJsonLd
          locale={locale}
          path={path}
          name={doc.title ?? ''}
          description={doc.seo?.description ?? doc.summary}
          contentLocale={own?.title ? locale : defaultLocale}
          crumbs={[{ name: t('home'), path: '/' }, { name: t('solutions'), path: '/solutions' }, { name: doc.title ?? '', path }]}
        />
        {hasHero ? null : <PageHeader title={doc.title} intro={doc.summary} />}
        <RenderBlocks blocks={doc.sections} locale={locale} />
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
    return (await getSolutionSlugs()).map((slug) => ({ slug }))
  },
}))
