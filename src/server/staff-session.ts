import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { readCookie } from '@/lib/graphql/token'

/**
 * Whether a request's cookies hold a staff session this site signed and that has not expired,
 * checked from the token alone (no database): Payload signs its `payload-token` cookie as a JWT
 * with HMAC-SHA256 under the first 32 hex digits of the SHA-256 of PAYLOAD_SECRET
 * (`payload.secret`, payload/dist/index.js; `jwtSign`, payload/dist/auth/jwt.js). A forged or
 * expired cookie is no session here; Payload still checks every real one itself (revoked sessions,
 * a removed user). The secret is read at each call: Next.js loads .env as the app starts.
 */
export function staffSessions(secret: () => string | undefined) {
  let keyOf: { secret: string; key: Buffer } | null = null
  const key = (value: string) => {
    if (keyOf?.secret !== value) keyOf = { secret: value, key: Buffer.from(createHash('sha256').update(value).digest('hex').slice(0, 32)) }
    return keyOf.key
  }
  return function hasStaffSession(cookie: string | undefined, now = Date.now()): boolean {
    const value = secret()
    const token = readCookie(cookie, 'payload-token')
    if (!value || !token || token.length > 4096) return false
    const [header, claims, signature, extra] = token.split('.')
    if (!header || !claims || !signature || extra !== undefined) return false
    // Compared as written, not decoded: base64url decoding skips characters it does not know.
    const expected = Buffer.from(createHmac('sha256', key(value)).update(`${header}.${claims}`).digest('base64url'))
    const given = Buffer.from(signature)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
    try {
      const { exp } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { exp?: unknown }
      return typeof exp === 'number' && exp * 1000 > now
    } catch {
      return false
    }
  }
}
