import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

/**
 * How long a shared cache (nginx in front, a CDN) may keep a page. Next.js marks a prerendered page
 * `s-maxage=31536000` (a year), because it expires its own cache on demand; a cache in front hears
 * nothing of that. The server rewrites it to a short lifetime, a short stale-while-revalidate and a
 * long stale-if-error (docs/decisions/027-operations.md): a copy is fresh for `seconds`, served
 * while it is refreshed in the background for `staleSeconds` more, and past both it is fetched
 * before it is served, so that the first visitor of a quiet page never gets a copy older than their
 * sum (10 s) once an editor has published; while no instance answers, the cache serves its copy for a
 * day. Files whose names carry their content's hash (`immutable`) keep their year; error answers (a
 * page that does not exist) are not kept at all (ADR 026).
 */
const sharedCache = {
  seconds: Number(process.env.SHARED_CACHE_SECONDS ?? 5),
  staleSeconds: Number(process.env.SHARED_CACHE_STALE_SECONDS ?? 5),
  errorSeconds: Number(process.env.SHARED_CACHE_ERROR_SECONDS ?? 86_400),
}

/** What an error answer says instead: a missing page is not kept (a made-up address per request would fill the cache). */
const notShared = 'private, no-cache, no-store, max-age=0, must-revalidate'

export function sharedCacheControl(value: string, status = 200): string {
  if (status >= 400 && /\bs-maxage=/i.test(value) && !/\bimmutable\b/i.test(value)) return notShared
  if (!/\bs-maxage=/i.test(value) || /\bimmutable\b/i.test(value) || /\b(private|no-store)\b/i.test(value)) return value
  return `public, max-age=0, s-maxage=${sharedCache.seconds}, stale-while-revalidate=${sharedCache.staleSeconds}, stale-if-error=${sharedCache.errorSeconds}`
}

/** Applies `sharedCacheControl` to a response about to send its head (with `writeHead`'s arguments). */
export function limitSharedCaching(response: ServerResponse, headArgs: unknown[]) {
  const status = typeof headArgs[0] === 'number' ? headArgs[0] : response.statusCode
  const given = headArgs.find((a): a is OutgoingHttpHeaders => typeof a === 'object' && a !== null && !Array.isArray(a))
  const name = given && Object.keys(given).find((n) => n.toLowerCase() === 'cache-control')
  if (given && name) {
    given[name] = sharedCacheControl(String(given[name]), status)
    return
  }
  const current = response.getHeader('cache-control')
  if (current !== undefined) response.setHeader('cache-control', sharedCacheControl(String(current), status))
}
