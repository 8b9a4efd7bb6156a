import { siteUrl } from '@/env'
import { getShell } from '@/data/content/site'
import { cachedShareCard } from '@/lib/seo/share-card/cache'
import { parseShareImagePath } from '@/lib/seo/urls'
import { decodedSegment } from '@/lib/site-path'
import { describePage } from '@/views/registry'

/**
 * The generated share card of a page without an image of its own: `/og/en/blog/{slug}.png`.
 * Only pages that exist have one; the card shows the page's title as its route describes it.
 */
export async function GET(request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const target = parseShareImagePath((await params).key.map(decodedSegment))
  const page = target ? await describePage(target.locale, target.path) : null
  if (!target || !page) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const { settings } = await getShell(target.locale)
  const { key, png, hit } = await cachedShareCard({
    locale: target.locale,
    title: page.title,
    eyebrow: page.eyebrow ?? null,
    siteName: settings.siteName ?? '',
    host: new URL(siteUrl).host,
  })
  const headers = {
    etag: `"${key}"`,
    // Shared caches may keep a card for a day; an edit changes its content and its ETag.
    'cache-control': 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800',
    'x-share-card': hit ? 'cached' : 'rendered',
  }
  if (request.headers.get('if-none-match') === headers.etag) return new Response(null, { status: 304, headers })
  return new Response(new Uint8Array(png), { headers: { ...headers, 'content-type': 'image/png', 'content-length': String(png.length) } })
}
