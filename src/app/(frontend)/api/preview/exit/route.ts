import { draftMode } from 'next/headers'
import { sitePathOr } from '@/lib/site-path'

export const dynamic = 'force-dynamic'

/** `/api/preview/exit?path=…`: leaves draft mode and shows the page as visitors see it. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  const path = sitePathOr(new URL(request.url).searchParams.get('path'))
  return new Response(null, { status: 307, headers: { location: path, 'cache-control': 'no-store' } })
}
