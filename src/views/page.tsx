import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { PageHeader } from '@/components/content/PageHeader'
import { PageJsonLd } from '@/components/seo/PageJsonLd'
import { documentSlugs } from '@/data/seo/site-pages'
import { getPage } from '@/data/content/pages'
import { fallbackAttrs } from '@/lib/fallback'
import { dateAttribute, formatDate } from '@/lib/format'
import { documentPath } from '@/lib/routes'
import { redirectOrNotFound } from './missing'
import { defineRoute } from './route'

/** The editors' own pages at /{slug} (the terms, the privacy policy): a title with the date of the last change, then the editor's blocks. */
export const genericPageRoute = defineRoute<{ slug: string }>((locale) => ({
  async Page({ params }) {
    setRequestLocale(locale)
    const { slug } = await params
    const result = await getPage(locale, slug)
    if (!result) return redirectOrNotFound(locale, documentPath('pages', slug))
    const { doc, own, contentLocale } = result
    const [t, tl] = await Promise.all([getTranslations({ locale, namespace: 'Page' }), getTranslations({ locale, namespace: 'Layout' })])
    const startsWithHero = doc.layout[0]?.__typename === 'HeroBlock'
    const path = documentPath('pages', slug)
    return (
      <article {...fallbackAttrs(locale, own.title)}>
        <PageJsonLd
          locale={locale}
          path={path}
          name={doc.title ?? ''}
          description={doc.seo?.description ?? doc.summary}
          contentLocale={contentLocale}
          crumbs={[{ name: tl('home'), path: '/' }, { name: doc.title ?? '', path }]}
        />
        {startsWithHero ? null : (
          <PageHeader title={doc.title} intro={doc.summary} compact>
            {doc.updatedAt ? (
              <p className="mt-4 text-sm text-slate">
                {t('lastUpdated')} <time dateTime={dateAttribute(doc.updatedAt)}>{formatDate(doc.updatedAt, locale)}</time>
              </p>
            ) : null}
          </PageHeader>
        )}
        <RenderBlocks blocks={doc.layout} locale={locale} headingIsPageTitle={startsWithHero} />
      </article>
    )
  },
  async describe({ params }) {
    const { slug } = await params
    const result = await getPage(locale, slug)
    if (!result) return null
    const { doc } = result
    return {
      path: documentPath('pages', slug),
      title: doc.title ?? '',
      seoTitle: doc.seo?.title,
      description: doc.seo?.description ?? doc.summary,
      images: [doc.seo?.image],
    }
  },
  async generateStaticParams() {
    return (await documentSlugs('pages', locale)).map((slug) => ({ slug }))
  },
}))
