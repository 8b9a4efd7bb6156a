import { draftMode } from 'next/headers'
import { hasRole } from '@/access'
import { sitePayload } from '@/data/payload'
import { sitePath } from '@/lib/site-path'

export const dynamic = 'force-dynamic'

const plain = (status: number, text: string) => new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

/**
 * `/api/preview?path=/ar/blog/slug`: the admin's Preview and Live Preview open pages through this
 * route. For signed-in staff who edit content it turns on Next's draft mode (a cookie for this
 * browser only) and leads to the page, which then shows the latest drafts; anyone else is refused.
 */
export async function GET(request: Request) {
  const path = sitePath(new URL(request.url).searchParams.get('path'))
  if (!path) return plain(400, 'Expected ?path= with a path of this site.')
  const payload = await sitePayload()
  const { user } = await payload.auth({ headers: request.headers })
  if (!hasRole(user as { roles?: string[] } | null, 'editor')) return plain(403, 'Sign in to the admin as an editor to preview drafts.')
  ;(await draftMode()).enable()
  return new Response(null, { status: 307, headers: { location: path, 'cache-control': 'no-store' } })
}
