import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { BlogList } from '@/components/blog/BlogList.client'
import { PostCardView } from '@/components/blog/PostCard'
import { RichText } from '@/components/content/RichText'
import { PageHeader } from '@/components/content/PageHeader'
import { Section } from '@/components/content/Section'
import { Icon } from '@/components/Icon/Icon'
import { CmsImage } from '@/components/media/CmsImage'
import { SiteLink } from '@/components/SiteLink'
import { getBlogIndex } from '@/lib/content/globals'
import { getPost, getPostList, getPostSlugs, getRelatedPosts } from '@/lib/content/posts'
import { fallbackAttrs } from '@/lib/fallback'
import { formatDate, readingMinutes } from '@/lib/format'
import { pageMetadata } from '@/lib/seo/metadata'
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
    const [index, list, t] = await Promise.all([
      getBlogIndex(locale),
      getPostList(locale, page),
      getTranslations({ locale, namespace: 'Blog' }),
    ])
    if (page > 1 && list.posts.length === 0) notFound()
    return (
      <>
        <PageHeader title={index?.heading} intro={index?.intro} />
        <Section>
          {list.posts.length === 0 ? (
            <p className="text-lg text-slate">{t('empty')}</p>
          ) : (
            <BlogList locale={locale} initial={list} />
          )}
        </Section>
      </>
    )
  },
  async generateMetadata() {
    const index = await getBlogIndex(locale)
    const t = await getTranslations({ locale, namespace: 'Layout' })
    return pageMetadata({
      locale,
      path: '/blog',
      title: index?.seo?.title ?? index?.heading ?? t('blog'),
      description: index?.seo?.description ?? index?.intro,
      image: index?.seo?.image?.url,
    })
  },
}))

export const blogPostRoute = defineRoute<{ slug: string }>((locale) => ({
  async Page({ params }) {
    setRequestLocale(locale)
    const { slug } = await params
    const result = await getPost(locale, slug)
    if (!result) notFound()
    const { doc: post, own } = result
    const [related, t] = await Promise.all([
      getRelatedPosts(locale, { slug: post.slug, categories: post.categories, relatedPosts: post.relatedPosts }),
      getTranslations({ locale, namespace: 'Blog' }),
    ])
    const minutes = readingMinutes(post.content, own.hasContent ? locale : 'en')
    return (
      <article>
        <header className="bg-gradient-to-b from-sand-soft to-paper">
          <div className="container-page max-w-4xl py-12 md:py-16">
            <SiteLink href="/blog" className="link inline-flex min-h-6 items-center gap-1 text-sm">
              <Icon name="arrow-forward" className="size-4 rotate-180" />
              {t('backToBlog')}
            </SiteLink>
            {post.categories?.[0]?.title ? <p className="eyebrow mt-6">{post.categories[0].title}</p> : null}
            <h1 {...fallbackAttrs(locale, own.title)} className="mt-3 text-4xl leading-tight font-bold tracking-tight text-balance md:text-5xl">
              {post.title}
            </h1>
            <p {...fallbackAttrs(locale, own.excerpt)} className="mt-5 text-lg text-slate">
              {post.excerpt}
            </p>
            <p className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate">
              {post.author?.name ? <span>{t('by', { author: post.author.name })}</span> : null}
              <span>
                <time dateTime={post.publishedAt ?? undefined}>{formatDate(post.publishedAt, locale)}</time>
              </span>
              <span>{t('readingTime', { minutes })}</span>
            </p>
          </div>
        </header>
        <div className="container-page max-w-4xl">
          <CmsImage media={post.cover} sizes="(min-width: 896px) 56rem, 100vw" priority className="h-auto w-full rounded-[1.5rem]" />
          <RichText data={post.content} className="prose-content mt-12" {...fallbackAttrs(locale, own.hasContent)} />
        </div>
        {related.length > 0 ? (
          <Section heading={t('related')}>
            <ul className="grid gap-6 md:grid-cols-3" data-testid="related-posts">
              {related.map((p) => (
                <li key={p.id}>
                  <PostCardView post={p} locale={locale} />
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </article>
    )
  },
  async generateMetadata({ params }) {
    const { slug } = await params
    const result = await getPost(locale, slug)
    if (!result) return {}
    const { doc } = result
    return pageMetadata({
      locale,
      path: `/blog/${slug}`,
      title: doc.seo?.title ?? doc.title ?? '',
      description: doc.seo?.description ?? doc.excerpt,
      image: doc.seo?.image?.url ?? doc.cover?.url,
    })
  },
  async generateStaticParams() {
    return (await getPostSlugs()).map((slug) => ({ slug }))
  },
}))
