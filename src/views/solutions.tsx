import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { PageHeader } from '@/components/content/PageHeader'
import { Section } from '@/components/content/Section'
import { SolutionCard } from '@/components/content/SolutionCard'
import { getSolutionsIndex } from '@/lib/content/globals'
import { getShell } from '@/lib/content/site'
import { getSolution, getSolutionSlugs } from '@/lib/content/solutions'
import { fallbackAttrs } from '@/lib/fallback'
import { pageMetadata } from '@/lib/seo/metadata'
import { defineRoute } from './route'

export const solutionsIndexRoute = defineRoute((locale) => ({
  async Page() {
    setRequestLocale(locale)
    const [index, { solutions }] = await Promise.all([getSolutionsIndex(locale), getShell(locale)])
    if (!index) notFound()
    const groups = [
      { id: 'technologies', heading: index.technologiesHeading, intro: index.technologiesIntro, items: solutions.filter((s) => s.kind === 'technology') },
      { id: 'industries', heading: index.industriesHeading, intro: index.industriesIntro, items: solutions.filter((s) => s.kind === 'industry') },
    ]
    return (
      <>
        <PageHeader title={index.heading} intro={index.intro} />
        {groups.map((group) => (
          <Section key={group.id} id={group.id} heading={group.heading} intro={group.intro}>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {group.items.map((s) => (
                <li key={s.slug}>
                  <SolutionCard solution={s} />
                </li>
              ))}
            </ul>
          </Section>
        ))}
        <RenderBlocks blocks={index.layout} locale={locale} headingIsPageTitle={false} />
      </>
    )
  },
  async generateMetadata() {
    const index = await getSolutionsIndex(locale)
    const t = await getTranslations({ locale, namespace: 'Layout' })
    return pageMetadata({
      locale,
      path: '/solutions',
      title: index?.seo?.title ?? index?.heading ?? t('solutions'),
      description: index?.seo?.description ?? index?.intro,
      image: index?.seo?.image?.url,
    })
  },
}))

export const solutionRoute = defineRoute<{ slug: string }>((locale) => ({
  async Page({ params }) {
    setRequestLocale(locale)
    const { slug } = await params
    const result = await getSolution(locale, slug)
    if (!result) notFound()
    const { doc, own } = result
    const hasHero = doc.sections[0]?.__typename === 'HeroBlock'
    return (
      <article {...fallbackAttrs(locale, own?.title)}>
        {hasHero ? null : <PageHeader title={doc.title} intro={doc.summary} />}
        <RenderBlocks blocks={doc.sections} locale={locale} />
      </article>
    )
  },
  async generateMetadata({ params }) {
    const { slug } = await params
    const result = await getSolution(locale, slug)
    if (!result) return {}
    const { doc } = result
    return pageMetadata({
      locale,
      path: `/solutions/${slug}`,
      title: doc.seo?.title ?? doc.title ?? '',
      description: doc.seo?.description ?? doc.summary,
      image: doc.seo?.image?.url ?? doc.image?.url,
    })
  },
  async generateStaticParams() {
    return (await getSolutionSlugs()).map((slug) => ({ slug }))
  },
}))
