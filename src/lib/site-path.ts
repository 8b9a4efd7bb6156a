/**
 * The one check for every redirect and link the server builds from a request: the path of this site
 * that `value` leads to, normalised as a browser would read it, or null when it would lead anywhere
 * else. A browser reads `//host`, `/\host` and, once dot segments are resolved, `/.//host`,
 * `/..//host` and `/%2e//host` as another host; so the value is resolved first and the result,
 * not the input, must be a path that starts with exactly one slash.
 */
export function sitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null
  const base = 'http://site.invalid'
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return null
  }
  if (url.origin !== base || url.username || url.password) return null
  const path = `${url.pathname}${url.search}`
  // Browsers do not decode an encoded slash (`%2F`) in a path: only a literal second slash leaves.
  if (path.startsWith('//')) return null
  return path
}

/** A site path for `value`, or the fallback (the home page by default) when it leads elsewhere. */
export function sitePathOr(value: string | null | undefined, fallback = '/'): string {
  return sitePath(value) ?? fallback
}

/**
 * A path segment as the site names things: Next hands a route's segment over as the address carried
 * it, so an Arabic slug arrives percent-encoded (`%D8%A7…`). A segment that is not valid encoding is
 * left as it is (no page has such a name: it answers 404).
 */
export function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
