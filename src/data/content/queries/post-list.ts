import { graphql, type ResultOf } from '@/lib/graphql/graphql'
import { PostCardFields } from '../fragments'

/** A page of the blog list; used on the server and by the load-more button in the browser. */
export const PostListQuery = graphql(
  `
  query PostList($locale: LocaleInputType!, $page: Int!, $limit: Int!) {
    Posts(locale: $locale, fallbackLocale: en, sort: "-publishedAt", page: $page, limit: $limit) {
      docs { ...PostCardFields }
      page
      totalPages
      totalDocs
      hasNextPage
    }
  }
`,
  [PostCardFields],
)

export type PostCard = NonNullable<NonNullable<ResultOf<typeof PostListQuery>['Posts']>['docs'][number]>

/** Posts per page of the blog list (the spec leaves it open). */
export const POSTS_PER_PAGE = 6

export function toPostPage(result: ResultOf<typeof PostListQuery>['Posts'], page: number) {
  return {
    posts: (result?.docs ?? []).filter((p): p is PostCard => Boolean(p)),
    page: result?.page ?? page,
    totalPages: result?.totalPages ?? 0,
    totalDocs: result?.totalDocs ?? 0,
    hasNextPage: Boolean(result?.hasNextPage),
  }
}
export type PostPage = ReturnType<typeof toPostPage>
