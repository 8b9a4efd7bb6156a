/**
 * Where the GraphQL client finds its token (spec section 7), in this order: the client's
 * configuration, a cookie, then the browser's localStorage.
 */
export type TokenSources = {
  token?: string
  cookieName?: string
  storageKey?: string
  /** On the server: the incoming request's Cookie header, when a request should act as its visitor. */
  cookieHeader?: string
}

const defaultTokenName = 'payload-token'

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

export function findToken({ token, cookieName = defaultTokenName, storageKey = defaultTokenName, cookieHeader }: TokenSources): string | undefined {
  if (token) return token
  const browserCookies = typeof document === 'undefined' ? undefined : document.cookie
  const fromCookie = readCookie(cookieHeader ?? browserCookies, cookieName)
  if (fromCookie) return fromCookie
  if (typeof localStorage !== 'undefined') {
    try {
      return localStorage.getItem(storageKey) ?? undefined
    } catch {
      return undefined
    }
  }
  return undefined
}
