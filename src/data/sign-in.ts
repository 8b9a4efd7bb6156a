import 'server-only'
import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { ar } from '@payloadcms/translations/languages/ar'
import { en } from '@payloadcms/translations/languages/en'
import { after } from 'next/server'
import { clientKey } from '@/lib/security/client-key'
import { type Counter, consume, hasPointsLeft, resetCounter } from '@/lib/security/counters'
import { sitePayload } from './payload'

/**
 * The admin's sign-in endpoints in front of Payload's (docs/decisions/014-staff-accounts.md):
 * - Failed sign-ins are counted per client address (100 a day) and per account and address
 *   (10 in a row, reset by a success): a stranger can neither guess a password nor lock the real
 *   user out, who signs in from another address. Payload's own account lock is off for that reason.
 * - An unknown e-mail costs the same password hashing as a known one, and gets the same answer.
 * - A password-reset request is answered at once, the same for every address, and carried out
 *   afterwards, at most a few times an hour per address and per account.
 */
const hour = 60 * 60
const counters = {
  failuresByClient: { name: 'sign-in-failures-client', points: 100, duration: 24 * hour },
  failuresByAccount: { name: 'sign-in-failures-account', points: 10, duration: hour },
  resetRequestsByClient: { name: 'password-reset-client', points: 10, duration: hour },
  resetRequestsByAccount: { name: 'password-reset-account', points: 3, duration: hour },
  resetsByClient: { name: 'password-reset-use-client', points: 20, duration: hour },
} satisfies Record<string, Counter>

/** Payload's current password hash (pbkdf2-sha256-v1: 600,000 rounds, 32 bytes); sign-in.test.ts checks it still is. */
export const payloadPasswordHash = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const
const hash = promisify(pbkdf2)

type Next = (request: Request) => Promise<Response>

const tooMany = () =>
  Response.json(
    { errors: [{ message: 'Too many attempts from this address. Please wait and try again later.' }] },
    { status: 429, headers: { 'retry-after': String(hour), 'cache-control': 'no-store' } },
  )

/**
 * The fields a sign-in request carries, read as Payload reads them: a JSON body, or (as the admin's
 * own forms send it) a multipart body whose `_payload` field holds the JSON. The body is read once;
 * `again` hands Payload the same bytes.
 */
export async function readCredentials(request: Request): Promise<{ body: ArrayBuffer; data: Record<string, unknown> }> {
  const body = await request.arrayBuffer()
  // The boundary is case-sensitive: only the media type is compared without case.
  const type = request.headers.get('content-type') ?? ''
  const mediaType = type.split(';', 1)[0]!.trim().toLowerCase()
  let json: unknown = null
  try {
    if (mediaType === 'application/json') {
      json = JSON.parse(new TextDecoder().decode(body))
    } else if (mediaType === 'multipart/form-data') {
      const field = (await new Response(body, { headers: { 'content-type': type } }).formData()).get('_payload')
      json = typeof field === 'string' ? JSON.parse(field) : null
    }
  } catch {
    json = null
  }
  return { body, data: json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {} }
}

const again = (request: Request, body: ArrayBuffer) => new Request(request.url, { method: request.method, headers: request.headers, body })
const emailOf = (data: Record<string, unknown>) => (typeof data.email === 'string' ? data.email.trim().toLowerCase() : '')

export async function login(request: Request, next: Next): Promise<Response> {
  const { body, data } = await readCredentials(request)
  const client = clientKey(request.headers)
  const email = emailOf(data)
  const pair = `${email}|${client}`
  if (client && (!(await hasPointsLeft(counters.failuresByClient, client)) || !(await hasPointsLeft(counters.failuresByAccount, pair)))) {
    return tooMany()
  }
  const payload = await sitePayload()
  const known = email ? (await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs > 0 : false
  // Payload answers an unknown e-mail before hashing anything; hash a password here instead.
  if (!known && typeof data.password === 'string') await hash(data.password, randomBytes(32), payloadPasswordHash.iterations, payloadPasswordHash.keyLength, payloadPasswordHash.digest)
  const response = await next(again(request, body))
  if (client && response.status === 401) {
    await consume(counters.failuresByClient, client)
    await consume(counters.failuresByAccount, pair)
  } else if (client && response.ok) {
    await resetCounter(counters.failuresByAccount, pair)
  }
  return response
}

export async function forgotPassword(request: Request, next: Next): Promise<Response> {
  const { body, data } = await readCredentials(request)
  const client = clientKey(request.headers)
  if (client && !(await consume(counters.resetRequestsByClient, client))) return tooMany()
  const email = emailOf(data)
  // Over the account's limit, the answer is the same; only no e-mail goes out.
  if (email && (await consume(counters.resetRequestsByAccount, email))) {
    const forwarded = again(request, body)
    after(() => next(forwarded).then(() => undefined, (error: unknown) => console.error('Sending a password reset failed', error)))
  }
  const language = /(?:^|;\s*)payload-lng=ar(?:;|$)/.test(request.headers.get('cookie') ?? '') ? ar : en
  return Response.json({ message: language.translations.general.success }, { headers: { 'cache-control': 'no-store' } })
}

export async function resetPassword(request: Request, next: Next): Promise<Response> {
  const client = clientKey(request.headers)
  if (client && !(await consume(counters.resetsByClient, client))) return tooMany()
  return next(request)
}
