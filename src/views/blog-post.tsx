import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PostGrid } from '@/components/blog/PostCard'
import { isolateLtr } from '@/components/content/Ltr'
import { RichText } from '@/components/content/RichText'
import { Section } from '@/components/content/Section'
import { Icon } from '@/components/Icon/Icon'
import { CmsImage } from '@/components/media/CmsImage'
import { SiteLink } from '@/components/SiteLink'
import { PageJsonLd } from '@/components/seo/PageJsonLd'
import { documentSlugs } from '@/data/seo/site-pages'
import { getPost, getRelatedPosts } from '@/data/content/posts'
import { fallbackAttrs } from '@/lib/fallback'
import { dateAttribute, formatDate } from '@/lib/format'
import { postPosting } from '@/data/seo/main-entities'
import { documentPath } from '@/lib/routes'
import { redirectOrNotFound } from './missing'
import { defineRoute } from './route'

export const blogPostRoute = defineRoute<{ slug: string }>((locale) => ({
  async Page({ params }) {
    setRequestLocale(locale)
    const { slug } = await params
    const result = await getPost(locale, slug)
    if (!result) return redirectOrNotFound(locale, `/blog/${slug}`)
    const { doc: post, own, contentLocale, readingMinutes: minutes } = result
    const path = `/blog/${slug}`
    const [related, t, tl, posting] = await Promise.all([
      getRelatedPosts(locale, { id: post.id, categories: post.categories, relatedPosts: post.relatedPosts }),
      getTranslations({ locale, namespace: 'Blog' }),
      getTranslations({ locale, namespace: 'Layout' }),
      postPosting(locale, path, post, contentLocale),
    ])
    const headline = post.title ?? ''
    const author = post.author?.slug && post.author.name ? { ...post.author, slug: post.author.slug, name: post.author.name } : null
    return (
      <article>
        <PageJsonLd
          locale={locale}
          path={path}
          name={headline}
          description={post.excerpt}
          contentLocale={contentLocale}
          crumbs={[{ name: tl('home'), path: '/' }, { name: tl('blog'), path: '/blog' }, { name: headline, path }]}
          main={posting}
        />
        <header className="bg-gradient-to-b from-sand-soft to-paper">
          <div className="container-page max-w-4xl post-head">
            <SiteLink href="/blog" className="link">
              <Icon name="arrow-forward" className="size-4 rotate-180" />
              {t('backToBlog')}
            </SiteLink>
            {post.categories?.[0]?.title ? <p className="eyebrow mt-6">{post.categories[0].title}</p> : null}
            <h1 {...fallbackAttrs(locale, own.title)} className="page-title">
              {isolateLtr(post.title)}
            </h1>
            <p {...fallbackAttrs(locale, own.excerpt)}>
              {isolateLtr(post.excerpt)}
            </p>
            <p>
              {author ? (
                <span>
                  {t.rich('by', {
                    author: author.name,
                    link: (name) => <SiteLink href={documentPath('authors', author.slug)}>{name}</SiteLink>,
                  })}
                </span>
              ) : null}
              <span>
                <time dateTime={dateAttribute(post.publishedAt)}>{formatDate(post.publishedAt, locale)}</time>
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
            <PostGrid posts={related} locale={locale} testId="related-posts" excerpts={false} />
          </Section>
        ) : null}
      </article>
    )
  },
  async describe({ params }) {
    const { slug } = await params
    const [result, t] = await Promise.all([getPost(locale, slug), getTranslations({ locale, namespace: 'Layout' })])
    if (!result) return null
    const { doc } = result
    return {
      path: `/blog/${slug}`,
      title: doc.title ?? '',
      seoTitle: doc.seo?.title,
      description: doc.seo?.description ?? doc.excerpt,
      images: [doc.seo?.image, doc.cover],
      eyebrow: t('blog'),
      article: { publishedTime: doc.publishedAt, modifiedTime: doc.updatedAt, section: doc.categories?.[0]?.title },
    }
  },
  async generateStaticParams() {
    return (await documentSlugs('posts', locale)).map((slug) => ({ slug }))
  },
}))
