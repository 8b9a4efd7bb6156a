import { type NextRequest, NextResponse } from 'next/server'
import { sameOrigin } from '@/lib/security/origin'
import { splitLocalePath } from '@/i18n/locales'
import { refusalPage } from '@/lib/errors/static-page'

/**
 * Refuses form submissions sent from another site with a localized page (403), before Next.js's own
 * check answers them with a bare "Internal Server Error". Runs only for the pages that hold a form,
 * and only for requests that carry an Origin header (form posts), so page views never pass here.
 */
export function proxy(request: NextRequest) {
  if (request.method !== 'POST' || sameOrigin(request.headers)) return NextResponse.next()
  const { pathname } = request.nextUrl
  const { locale } = splitLocalePath(pathname)
  return new NextResponse(refusalPage(locale, 'origin', pathname), {
    status: 403,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}

export const config = {
  matcher: [
    { source: '/contact', has: [{ type: 'header', key: 'origin' }] },
    { source: '/ar/contact', has: [{ type: 'header', key: 'origin' }] },
    { source: '/careers/:slug*', has: [{ type: 'header', key: 'origin' }] },
    { source: '/ar/careers/:slug*', has: [{ type: 'header', key: 'origin' }] },
  ],
}
