import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { DeferredBlogList } from '@/components/blog/DeferredBlogList.client'
import { PageHeader } from '@/components/content/PageHeader'
import { CmsImage } from '@/components/media/CmsImage'
import { Section } from '@/components/content/Section'
import { clientIntl } from '@/components/layout/clientIntl'
import { PageJsonLd } from '@/components/seo/PageJsonLd'
import type { Locale } from '@/i18n/locales'
import { getBlogIndex } from '@/data/content/globals'
import { getPostList } from '@/data/content/posts'
import { defineRoute } from './route'

/**
 * The blog list. `/blog` is its first page; `/blog?page=N`, the load-more button's address without
 * JavaScript, is rewritten (next.config.ts) to `/blog-pages/N`, so that every page of the list is
 * prerendered and cached like the other pages instead of rendered per request.
 */
async function BlogListPage({ locale, page }: { locale: Locale; page: number }) {
  setRequestLocale(locale)
  const [index, list, t, tl] = await Promise.all([
    getBlogIndex(locale),
    getPostList(locale, page),
    getTranslations({ locale, namespace: 'Blog' }),
    getTranslations({ locale, namespace: 'Layout' }),
  ])
  if (page > 1 && list.posts.length === 0) notFound()
  const name = index?.heading ?? tl('blog')
  return (
    <>
      <PageJsonLd
        locale={locale}
        path="/blog"
        name={name}
        description={index?.seo?.description ?? index?.intro}
        crumbs={[{ name: tl('home'), path: '/' }, { name: tl('blog'), path: '/blog' }]}
      />
      <PageHeader
        title={index?.heading}
        intro={index?.intro}
        art={index?.image ? <CmsImage media={index.image} sizes="(min-width: 1024px) 34rem, 100vw" priority className="h-auto w-full" /> : null}
      />
      <Section>
        {list.posts.length === 0 ? (
          <p className="text-lg text-slate">{t('empty')}</p>
        ) : (
          <DeferredBlogList intl={clientIntl(locale, ['Blog'])} locale={locale} initial={list} />
        )}
      </Section>
    </>
  )
}

const describeBlog = (locale: Locale) => async () => {
  const [index, t] = await Promise.all([getBlogIndex(locale), getTranslations({ locale, namespace: 'Layout' })])
  if (!index) return null
  return {
    path: '/blog',
    title: index.heading ?? t('blog'),
    seoTitle: index.seo?.title,
    description: index.seo?.description ?? index.intro,
    images: [index.seo?.image, index.image],
    eyebrow: t('blog'),
  }
}

export const blogIndexRoute = defineRoute((locale) => ({
  Page: () => BlogListPage({ locale, page: 1 }),
  describe: describeBlog(locale),
}))

/** A page number as the address gives it: 1 to 1,000, written plainly; anything else is no page. */
function pageNumber(value: string): number | null {
  if (!/^[1-9]\d{0,3}$/.test(value)) return null
  const n = Number(value)
  return n <= 1_000 ? n : null
}

export const blogPageRoute = defineRoute<{ page: string }>((locale) => ({
  async Page({ params }) {
    const page = pageNumber((await params).page)
    if (page === null) notFound()
    return BlogListPage({ locale, page })
  },
  describe: describeBlog(locale),
  async generateStaticParams() {
    const { totalPages } = await getPostList(locale, 1)
    return Array.from({ length: Math.max(0, totalPages - 1) }, (_, i) => ({ page: String(i + 2) }))
  },
}))
