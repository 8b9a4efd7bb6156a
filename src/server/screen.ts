import type { IncomingMessage } from 'node:http'
import type { RefusalKind } from '@/lib/errors/static-page'

/**
 * Cheap refusals made before a request reaches the app, from the request line and headers alone:
 * nothing is parsed, stored or rendered for them. Each says what was refused, for the log.
 */
export type Refusal = { status: 400 | 411 | 413; kind: RefusalKind; reason: string }

export const bodyLimits = {
  /** GraphQL documents are small; a larger body is not a query. */
  graphql: 64 * 1024,
  /** Staff uploads (media) through Payload's REST API. */
  api: 32 * 1024 * 1024,
  /**
   * Form posts to pages (server actions). A CV may be 5 MB; up to this size the form itself answers
   * "too large" with every typed value kept; beyond it the body is refused unread.
   */
  page: 16 * 1024 * 1024,
} as const

const withBody = new Set(['POST', 'PUT', 'PATCH'])

export function screenRequest(request: IncomingMessage): Refusal | null {
  const url = request.url ?? '/'
  if (!decodable(url)) return { status: 400, kind: 'badRequest', reason: 'address is not valid UTF-8 percent-encoding' }
  if (!withBody.has(request.method ?? 'GET')) return null

  const declared = request.headers['content-length']
  if (declared === undefined) {
    // A body without a declared length could only be counted while it streams into the app; browsers
    // and API clients always declare it.
    if (request.headers['transfer-encoding']) return { status: 411, kind: 'lengthRequired', reason: 'body without Content-Length' }
    return null
  }
  const length = Number(declared)
  const limit = bodyLimitFor(pathOf(url))
  if (!Number.isSafeInteger(length) || length < 0) return { status: 400, kind: 'badRequest', reason: 'malformed Content-Length' }
  if (length > limit) return { status: 413, kind: 'tooLarge', reason: `body of ${length} bytes over the limit of ${limit}` }
  return null
}

export function bodyLimitFor(path: string): number {
  if (path === '/api/graphql') return bodyLimits.graphql
  if (path.startsWith('/api/')) return bodyLimits.api
  return bodyLimits.page
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
