import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A key one part of the site sends another on loopback (the schedule loop, the server's visit
 * counts): derived from the secret and the purpose, so only this site's own processes have it.
 */
export const internalKey = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest('base64url')

/** Whether `given` is that key, compared in constant time. */
export function isInternalKey(secret: string, purpose: string, given: string | null): boolean {
  const expected = Buffer.from(internalKey(secret, purpose))
  const actual = Buffer.from(given ?? '')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
