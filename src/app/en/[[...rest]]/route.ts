import { localizePath } from '@/i18n/locales'

/** English has no prefix: /en/... redirects permanently to the same path without it. */
function redirect(request: Request): Response {
  const url = new URL(request.url)
  const rest = url.pathname.replace(/^\/en(?=\/|$)/, '') || '/'
  return new Response(null, { status: 308, headers: { Location: `${localizePath(rest, 'en')}${url.search}` } })
}

export const GET = redirect
export const HEAD = redirect
