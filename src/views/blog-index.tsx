import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { BlogList } from '@/components/blog/BlogList.client'
import { PageHeader } from '@/components/content/PageHeader'
import { Section } from '@/components/content/Section'
import { ClientMessages } from '@/components/layout/ClientMessages'
import { PageJsonLd } from '@/components/seo/PageJsonLd'
import { getBlogIndex } from '@/lib/content/globals'
import { getPostList } from '@/lib/content/posts'
import { defineRoute } from './route'

function pageNumber(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1
  const n = Number(Array.isArray(value) ? value[0] : value)
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : null
}

export const blogIndexRoute = defineRoute((locale) => ({
  async Page({ searchParams }) {
    setRequestLocale(locale)
    const page = pageNumber((await searchParams).page)
    if (page === null) notFound()
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
        <PageHeader title={index?.heading} intro={index?.intro} />
        <Section>
          {list.posts.length === 0 ? (
            <p className="text-lg text-slate">{t('empty')}</p>
          ) : (
            <ClientMessages locale={locale} namespaces={['Blog']}>
              <BlogList locale={locale} initial={list} />
            </ClientMessages>
          )}
        </Section>
      </>
    )
  },
  async describe() {
    const [index, t] = await Promise.all([getBlogIndex(locale), getTranslations({ locale, namespace: 'Layout' })])
    if (!index) return null
    return {
      path: '/blog',
      title: index.heading ?? t('blog'),
      seoTitle: index.seo?.title,
      description: index.seo?.description ?? index.intro,
      images: [index.seo?.image],
      eyebrow: t('blog'),
    }
  },
}))
