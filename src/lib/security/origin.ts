/**
 * A form may only be sent from a page of this site: the Origin header, when the browser sends one,
 * names this host (as the reverse proxy reports it). Used by the proxy and by the server actions.
 */
export function sameOrigin(headers: Headers): boolean {
  const origin = headers.get('origin')
  if (!origin) return true // Same-origin form posts from older browsers may omit Origin; Next checks too.
  const host = headers.get('x-forwarded-host') ?? headers.get('host')
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}
