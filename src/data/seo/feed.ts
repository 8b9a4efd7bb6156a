import 'server-only'
import { Feed } from 'feed'
import { getTranslations } from 'next-intl/server'
import { getLocale, type Locale, localizePath } from '@/i18n/locales'
import { getBlogIndex } from '@/data/content/globals'
import { getPostList } from '@/data/content/posts'
import { getShell } from '@/data/content/site'
import { translatedSlugs } from './site-pages'
import { absoluteUrl, feedPath } from '@/lib/seo/urls'

/** How many of the newest posts a feed lists. */
const FEED_SIZE = 20

/**
 * The blog's RSS 2.0 feed in one language: only posts that exist in that language (a post shown
 * from the fallback is not offered to that language's readers as new reading).
 */
export async function blogFeed(locale: Locale): Promise<Response> {
  const [{ settings }, index, list, translated, t, tl] = await Promise.all([
    getShell(locale),
    getBlogIndex(locale),
    // Enough posts to fill the feed after leaving out the ones without a translation.
    getPostList(locale, 1, 100),
    translatedSlugs('posts', locale),
    getTranslations({ locale, namespace: 'Seo' }),
    getTranslations({ locale, namespace: 'Layout' }),
  ])
  const siteName = settings.siteName ?? ''
  const posts = list.posts.filter((post) => post.slug && translated.has(post.slug)).slice(0, FEED_SIZE)
  const newest = posts[0]?.publishedAt
  const feed = new Feed({
    title: t('feedTitle', { site: siteName }),
    description: index?.intro ?? settings.description ?? '',
    id: absoluteUrl(localizePath('/blog', locale)),
    link: absoluteUrl(localizePath('/blog', locale)),
    language: getLocale(locale).iso,
    image: absoluteUrl('/brand/icon-512.png'),
    favicon: absoluteUrl('/icon.svg'),
    copyright: tl('copyright', { year: new Date(newest ?? Date.now()).getUTCFullYear(), name: siteName }),
    updated: newest ? new Date(newest) : undefined,
    generator: siteName,
    feedLinks: { rss: absoluteUrl(feedPath(locale)) },
  })
  for (const post of posts) {
    feed.addItem({
      title: post.title ?? '',
      link: absoluteUrl(localizePath(`/blog/${post.slug}`, locale)),
      description: post.excerpt ?? '',
      date: new Date(post.publishedAt ?? Date.now()),
      category: (post.categories ?? []).flatMap((c) => (c?.title ? [{ name: c.title }] : [])),
    })
  }
  return new Response(feed.rss2(), { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } })
}
