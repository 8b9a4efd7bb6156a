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

/** A cookie's value from a Cookie header; one that is not valid percent-encoding comes as it was sent. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== name) continue
    const value = rest.join('=')
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
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
