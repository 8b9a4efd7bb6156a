import { type NextRequest, NextResponse } from 'next/server'
import { sameOrigin } from '@/forms/origin'
import { getLocale, splitLocalePath } from '@/i18n/locales'
import { messages } from '@/i18n/messages'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Refuses form submissions sent from another site with a localized page (403), before Next.js's own
 * check answers them with a bare "Internal Server Error". Runs only for the pages that hold a form,
 * and only for requests that carry an Origin header (form posts), so page views never pass here.
 */
export function proxy(request: NextRequest) {
  if (request.method !== 'POST' || sameOrigin(request.headers)) return NextResponse.next()
  const { locale } = splitLocalePath(request.nextUrl.pathname)
  const entry = getLocale(locale)
  const t = messages[locale]
  const html = `<!doctype html>
<html lang="${entry.iso}" dir="${entry.dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(t.ErrorPage.title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1.5rem; line-height: 1.6">
<main><h1>${escape(t.ErrorPage.title)}</h1><p data-testid="form-error">${escape(t.Forms.refused.origin)}</p>
<p><a href="${escape(request.nextUrl.pathname)}">${escape(t.ErrorPage.retry)}</a></p></main>
</body>
</html>`
  return new NextResponse(html, { status: 403, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}

export const config = {
  matcher: [
    { source: '/contact', has: [{ type: 'header', key: 'origin' }] },
    { source: '/ar/contact', has: [{ type: 'header', key: 'origin' }] },
    { source: '/careers/:slug*', has: [{ type: 'header', key: 'origin' }] },
    { source: '/ar/careers/:slug*', has: [{ type: 'header', key: 'origin' }] },
  ],
}
