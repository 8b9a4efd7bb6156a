import type { IncomingMessage } from 'node:http'
import { formBodyBounds } from '@/forms/options'
import { formOnPage } from '@/forms/pages'
import { graphqlLimits } from '@/lib/graphql/limits'
import type { RefusalKind } from '@/lib/errors/static-page'

/**
 * Cheap refusals made before a request reaches the app, from the request line and headers alone:
 * nothing is parsed, stored or rendered for them. Each says what was refused, for the log.
 */
export type Refusal = { status: 400 | 405 | 411 | 413 | 429 | 503; kind: RefusalKind; reason: string; headers?: Record<string, string> }

export const bodyLimits = {
  graphql: graphqlLimits.bodyBytes,
  /** Staff uploads (media) through Payload's REST API. */
  api: 32 * 1024 * 1024,
  /** The admin's own server functions (Payload's form state), for a signed-in member of staff. */
  admin: 16 * 1024 * 1024,
  /**
   * The admin's server functions without a staff session: the sign-in, password and first-user
   * forms' state, a few kilobytes. Next reads a server function's body whole before the function
   * can find that nobody signed in (ADR 060).
   */
  adminSignedOut: 64 * 1024,
  /**
   * Form posts to the pages that hold a form: the most a genuine submission can be, from the form's
   * shape (forms/options.ts); a CV over 5 MB gets the localized "too large" page.
   */
  forms: { consultation: formBodyBounds.consultation.bytes, application: formBodyBounds.application.bytes },
} as const

const withBody = new Set(['POST', 'PUT', 'PATCH'])

/**
 * `staff`: whether the request carries a staff session this site signed (./staff-session.ts), asked
 * only of a body to the admin, the one place the answer changes.
 */
export function screenRequest(request: IncomingMessage, staff: () => boolean = () => false): Refusal | null {
  const url = request.url ?? '/'
  if (!decodable(url)) return { status: 400, kind: 'badRequest', reason: 'address is not valid UTF-8 percent-encoding' }
  const method = request.method ?? 'GET'
  const allowed = allowedMethods(pathOf(url))
  if (allowed && !allowed.includes(method)) {
    return { status: 405, kind: 'method', reason: `${method} on a page`, headers: { allow: allowed.join(', ') } }
  }
  if (!withBody.has(method)) return null

  const declared = request.headers['content-length']
  if (declared === undefined) {
    // A body without a declared length could only be counted while it streams into the app; browsers
    // and API clients always declare it.
    if (request.headers['transfer-encoding']) return { status: 411, kind: 'lengthRequired', reason: 'body without Content-Length' }
    return null
  }
  const length = Number(declared)
  const limit = bodyLimitFor(pathOf(url), staff)
  if (!Number.isSafeInteger(length) || length < 0) return { status: 400, kind: 'badRequest', reason: 'malformed Content-Length' }
  if (length > limit) return { status: 413, kind: 'tooLarge', reason: `body of ${length} bytes over the limit of ${limit}` }
  return null
}

function bodyLimitFor(path: string, staff: () => boolean): number {
  if (path === '/api/graphql') return bodyLimits.graphql
  if (path.startsWith('/api/')) return bodyLimits.api
  const form = formOnPage(path)
  if (form) return bodyLimits.forms[form]
  return staff() ? bodyLimits.admin : bodyLimits.adminSignedOut
}

/**
 * The methods a path answers, or null where the app decides (the API and the admin). Pages are
 * read with GET and HEAD; a page that holds a form also takes its POST. Anything else (PUT, PATCH,
 * DELETE, OPTIONS, a POST to a page without a form) is refused before the app renders anything.
 */
function allowedMethods(path: string): readonly string[] | null {
  if (path.startsWith('/api/') || path === '/admin' || path.startsWith('/admin/')) return null
  return formOnPage(path) ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD']
}

export function pathOf(url: string): string {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}

/** Every percent-escape in the path and the query decodes to valid UTF-8. */
function decodable(url: string): boolean {
  try {
    const [path = '', query = ''] = url.split('?', 2)
    decodeURIComponent(path)
    for (const part of query.split(/[&=]/)) decodeURIComponent(part.replace(/\+/g, ' '))
    return true
  } catch {
    return false
  }
}
