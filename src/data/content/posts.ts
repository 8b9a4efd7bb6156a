import 'server-only'
import { cacheTags } from '@/lib/cache-tags'
import { getGraphQLClient } from '@/data/graphql/named-clients'
import { graphql, type ResultOf } from '@/lib/graphql/graphql'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { readingMinutes } from '@/lib/format'
import { cached } from '../cache'
import { documentReader } from './documents'
import { contentLocaleOf } from './content-locale'
import type { PreviewSession } from './preview'
import { MediaFields, PostCardFields, ShareImageFields } from './fragments'
import { POSTS_PER_PAGE, PostListQuery, type PostCard, toPostPage } from './queries/post-list'

export type { PostCard }

export const getPostList = cached(
  'post-list',
  async (locale: Locale, page: number, limit: number = POSTS_PER_PAGE) => {
    const data = await getGraphQLClient().request(PostListQuery, { locale, page, limit })
    return toPostPage(data.Posts, page)
  },
  () => [cacheTags.collection('posts'), cacheTags.collection('media'), cacheTags.collection('authors'), cacheTags.collection('categories')],
)

/**
 * A page of the blog list, for any page number a visitor asks for: a page past the last one is
 * answered empty from the first page's entry, so made-up page numbers add no cache entries.
 */
export async function getPostPage(locale: Locale, page: number) {
  const first = await getPostList(locale, 1)
  if (page === 1) return first
  if (page > first.totalPages) return { ...first, posts: [], page, hasNextPage: false }
  return getPostList(locale, page)
}

const PostQuery = graphql(
  `
  query Post($locale: LocaleInputType!, $id: Int!, $draft: Boolean = false) {
    Posts(locale: $locale, fallbackLocale: en, draft: $draft, where: { id: { equals: $id } }, limit: 1) {
      docs {
        ...PostCardFields
        updatedAt
        cover { ...ShareImageFields }
        content(depth: 1)
        author { slug name role kind }
        relatedPosts { ...PostCardFields }
        seo { title description image { ...ShareImageFields } }
      }
    }
    own: Posts(locale: $locale, fallbackLocale: none, draft: $draft, where: { id: { equals: $id } }, limit: 1) {
      docs { title excerpt content(depth: 0) }
    }
  }
`,
  [PostCardFields, MediaFields, ShareImageFields],
)

export type Post = NonNullable<NonNullable<ResultOf<typeof PostQuery>['Posts']>['docs'][number]>

/** A post in one language: published, or in preview the latest draft (read as the editor). */
async function readPost(locale: Locale, id: number, session?: PreviewSession) {
  const data = await getGraphQLClient().request(PostQuery, { locale, id, draft: Boolean(session) }, { headers: session?.headers })
  const doc = data.Posts?.docs[0]
  if (!doc) return null
  const own = data.own?.docs[0]
  return {
    doc,
    own: { title: own?.title ?? null, excerpt: own?.excerpt ?? null, hasContent: Boolean(own?.content) },
    contentLocale: contentLocaleOf(locale, own?.title),
    readingMinutes: readingMinutes(doc.content, own?.content ? locale : defaultLocale),
  }
}

const getPostCached = cached(
  'post',
  (locale: Locale, id: number) => readPost(locale, id),
  (_locale, id) => [cacheTags.doc('posts', id), cacheTags.collection('posts'), cacheTags.collection('media'), cacheTags.collection('authors')],
)

const RelatedQuery = graphql(
  `
  query Related($locale: LocaleInputType!, $id: Int!, $categories: [JSON]) {
    sameCategory: Posts(
      locale: $locale, fallbackLocale: en, sort: "-publishedAt", limit: 3,
      where: { AND: [{ id: { not_equals: $id } }, { categories: { in: $categories } }] }
    ) { docs { ...PostCardFields } }
    latest: Posts(locale: $locale, fallbackLocale: en, sort: "-publishedAt", limit: 4, where: { id: { not_equals: $id } }) {
      docs { ...PostCardFields }
    }
  }
`,
  [PostCardFields],
)

/**
 * At most three related posts, never the post itself: the editor's picks first, then posts of the
 * same category, then the newest others.
 */
export const getRelatedPosts = cached(
  'related-posts',
  async (locale: Locale, post: Pick<Post, 'id' | 'categories' | 'relatedPosts'>) => {
    const categories = (post.categories ?? []).flatMap((c) => (c?.id ? [c.id] : []))
    const data = await getGraphQLClient().request(RelatedQuery, { locale, id: post.id, categories })
    const picked: PostCard[] = []
    const seen = new Set([post.id])
    for (const candidate of [
      ...(post.relatedPosts ?? []),
      ...(data.sameCategory?.docs ?? []),
      ...(data.latest?.docs ?? []),
    ]) {
      if (!candidate?.slug || seen.has(candidate.id)) continue
      seen.add(candidate.id)
      picked.push(candidate)
      if (picked.length === 3) break
    }
    return picked
  },
  () => [cacheTags.collection('posts'), cacheTags.collection('media')],
)

/** A post in one language at its address there (lib/addresses.ts), published or in preview its latest draft. */
export const getPost = documentReader('posts', getPostCached, readPost)
