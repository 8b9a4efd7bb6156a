import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { PageHeader } from '@/components/content/PageHeader'
import { getPage, getPageSlugs } from '@/lib/content/pages'
import { fallbackAttrs } from '@/lib/fallback'
import { pageMetadata } from '@/lib/seo/metadata'
import { defineRoute } from './route'

/** Generic pages at /pages/{slug}: a title, then the editor's blocks. */
export const genericPageRoute = defineRoute<{ slug: string }>((locale) => ({
  async Page({ params }) {
    setRequestLocale(locale)
    const { slug } = await params
    const result = await getPage(locale, slug)
    if (!result) notFound()
    const { doc, own } = result
    const startsWithHero = doc.layout[0]?.__typename === 'HeroBlock'
    return (
      <article {...fallbackAttrs(locale, own.title)}>
        {startsWithHero ? null : <PageHeader title={doc.title} intro={doc.summary} />}
        <RenderBlocks blocks={doc.layout} locale={locale} headingIsPageTitle={startsWithHero} />
      </article>
    )
  },
  async generateMetadata({ params }) {
    const { slug } = await params
    const result = await getPage(locale, slug)
    if (!result) return {}
    const { doc } = result
    return pageMetadata({
      locale,
      path: `/pages/${slug}`,
      title: doc.seo?.title ?? doc.title ?? '',
      description: doc.seo?.description ?? doc.summary,
      image: doc.seo?.image?.url,
    })
  },
  async generateStaticParams() {
    return (await getPageSlugs()).map((slug) => ({ slug }))
  },
}))
