import 'server-only'
import { headers } from 'next/headers'
import type { Payload } from 'payload'
import { clientIp, sameOrigin, withinRateLimit } from './guard'
import { checkFormToken } from './token'

export type RefusalReason = 'spam' | 'tooFast' | 'rateLimited' | 'origin' | 'expired' | 'server' | 'closed'

/**
 * The checks every public form passes before its content is looked at, in order: the request comes
 * from this site, the honeypot is empty, the signed start-time token is genuine and old enough, and
 * the client is within the form's rate limit. The token's id identifies the form instance.
 */
export async function screenSubmission(form: string, formData: FormData): Promise<{ ok: true; submissionId: string } | { ok: false; reason: RefusalReason }> {
  const requestHeaders = await headers()
  if (!sameOrigin(requestHeaders)) return { ok: false, reason: 'origin' }
  if (String(formData.get('website') ?? '') !== '') return { ok: false, reason: 'spam' }
  const token = checkFormToken(formData.get('token'))
  if (!token.ok) return { ok: false, reason: token.reason }
  if (!(await withinRateLimit(form, clientIp(requestHeaders)))) return { ok: false, reason: 'rateLimited' }
  return { ok: true, submissionId: token.submissionId }
}

/** Whether this form instance (its token's id) was already stored: a double click or a replay. */
export async function alreadyStored(payload: Payload, collection: 'consultation-requests' | 'job-applications', submissionId: string): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection, where: { submissionId: { equals: submissionId } } })
  return totalDocs > 0
}

export { fieldErrorsOf } from './field-errors'
