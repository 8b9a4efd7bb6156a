import { localizePath } from '@/i18n/locales'
import { sitePathOr } from '@/lib/site-path'

/** English has no prefix: /en/... redirects permanently to the same path without it. */
function redirect(request: Request): Response {
  const url = new URL(request.url)
  const rest = url.pathname.replace(/^\/en(?=\/|$)/, '') || '/'
  // `/en//evil.example` must not become `//evil.example`: the home page instead.
  return new Response(null, { status: 308, headers: { Location: sitePathOr(`${localizePath(rest, 'en')}${url.search}`) } })
}

export const GET = redirect
export const HEAD = redirect
