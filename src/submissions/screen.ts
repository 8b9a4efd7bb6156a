import 'server-only'
import { headers } from 'next/headers'
import { clientKey } from '@/lib/security/client-key'
import { sameOrigin } from '@/lib/security/origin'
import { withinRateLimit } from './rate-limits'
import { checkFormToken } from './token'

export type RefusalReason = 'spam' | 'tooFast' | 'rateLimited' | 'origin' | 'expired' | 'server' | 'closed'

/**
 * The checks every public form passes before its content is looked at, in order: the request comes
 * from this site, the honeypot is empty, the signed start-time token is genuine, and the client is
 * within the form's rate limit. The token's id identifies the form instance. Whether it was sent
 * faster than a person could is only reported: the action refuses that after the field checks, so a
 * quick person sees what is missing and the fill-time refusal reaches only an otherwise valid form.
 */
export type Screened = { ok: true; submissionId: string; tooFast: boolean } | { ok: false; reason: RefusalReason }

export async function screenSubmission(form: string, formData: FormData): Promise<Screened> {
  const requestHeaders = await headers()
  if (!sameOrigin(requestHeaders)) return { ok: false, reason: 'origin' }
  if (String(formData.get('website') ?? '') !== '') return { ok: false, reason: 'spam' }
  const token = checkFormToken(formData.get('token'))
  if (!token.ok) return { ok: false, reason: token.reason }
  if (!(await withinRateLimit(form, clientKey(requestHeaders) ?? `instance:${token.submissionId}`))) return { ok: false, reason: 'rateLimited' }
  return { ok: true, submissionId: token.submissionId, tooFast: token.tooFast }
}
