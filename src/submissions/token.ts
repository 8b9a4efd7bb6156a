import 'server-only'
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { env } from '@/env'

const MAX_AGE_MS = 24 * 60 * 60 * 1000

const secret = () => env.FORM_SECRET ?? env.PAYLOAD_SECRET ?? 'development-only-form-secret'
const sign = (payload: string) => createHmac('sha256', secret()).update(payload).digest('base64url')

/**
 * A token issued when the form is rendered: when it was shown and an id for this form instance
 * (a repeated submission of the same instance is stored once). Signed, so it cannot be back-dated.
 */
export function issueFormToken(now = Date.now()): string {
  const payload = `${now}.${randomUUID()}`
  return `${payload}.${sign(payload)}`
}

/**
 * A genuine token tells whether the form was sent too fast for a person (FORM_MIN_FILL_MS, 3 s by
 * default); the caller decides what that means once it knows whether the fields are valid.
 */
export type TokenCheck = { ok: true; submissionId: string; tooFast: boolean } | { ok: false; reason: 'expired' | 'spam' }

export function checkFormToken(token: unknown, now = Date.now(), minFillMs = env.FORM_MIN_FILL_MS): TokenCheck {
  if (typeof token !== 'string') return { ok: false, reason: 'expired' }
  const [issued, id, signature] = token.split('.')
  if (!issued || !id || !signature) return { ok: false, reason: 'expired' }
  const expected = Buffer.from(sign(`${issued}.${id}`))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'spam' }
  const age = now - Number(issued)
  if (!Number.isFinite(age) || age > MAX_AGE_MS || age < 0) return { ok: false, reason: 'expired' }
  return { ok: true, submissionId: id, tooFast: age < minFillMs }
}
