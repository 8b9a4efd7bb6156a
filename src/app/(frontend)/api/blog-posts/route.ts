import { isLocale } from '@/i18n/locales'
import { getPostPage } from '@/data/content/posts'

/**
 * A page of the blog list as JSON, for the load-more button: `/api/blog-posts?locale=ar&page=2`.
 * Served from the content layer's cache (expired when an editor publishes), so a press of the
 * button costs no database read; pages past the last one answer an empty page from the same cache.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const locale = params.get('locale')
  const page = Number(params.get('page'))
  if (!isLocale(locale) || !Number.isSafeInteger(page) || page < 1) {
    return Response.json({ error: 'Expected ?locale=en|ar&page=N (N ≥ 1).' }, { status: 400, headers: { 'cache-control': 'no-store' } })
  }
  return Response.json(await getPostPage(locale, page), {
    headers: { 'cache-control': 'public, max-age=0, s-maxage=10, stale-while-revalidate=60' },
  })
}
