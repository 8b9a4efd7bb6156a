import { IncomingMessage } from 'node:http'
import { withoutSuggestions } from '@/lib/graphql/limits'
import { carriesCredentials, screenAnonymousDocument } from '@/lib/graphql/anonymous-operations'
import { bodyLimits, pathOf } from './screen'

/**
 * The anonymous GraphQL screen, run by the production server before the app
 * (docs/decisions/013-graphql-endpoint.md): a document over the limits (400) or not one of the
 * site's own operations (403) is refused here for well under a millisecond, where the app's
 * routing alone would cost several. Anything else (staff with credentials, a site operation, a
 * request the endpoint refuses for another reason) goes on to the endpoint, which checks again.
 */
export type GraphqlRefusal = { status: 400 | 403 | 405; message: string }

/**
 * The request to hand on (its body already read, the same request replayed) or the refusal.
 * Only anonymous requests to the endpoint are read here; every other request is returned as it came.
 */
export async function screenAnonymousGraphql(request: IncomingMessage): Promise<IncomingMessage | GraphqlRefusal> {
  const url = request.url ?? '/'
  if (pathOf(url) !== '/api/graphql' || carriesCredentials(request.headers.authorization, request.headers.cookie)) return request
  let query: string | null = null
  let onward = request
  const method = request.method === 'GET' ? 'GET' : 'POST'
  if (method === 'GET') {
    query = new URLSearchParams(url.slice(pathOf(url).length + 1)).get('query')
  } else if (request.method === 'POST' && (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
    const body = await readBody(request, bodyLimits.graphql)
    if (body === null) return request
    onward = replayed(request, body)
    query = queryIn(body)
  }
  if (query === null) return onward
  const screen = screenAnonymousDocument(query, method)
  return screen.ok ? onward : { status: screen.status, message: withoutSuggestions(screen.message) }
}

function queryIn(body: Buffer): string | null {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'))
    const query = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as { query?: unknown }).query : undefined
    return typeof query === 'string' && query ? query : null
  } catch {
    return null
  }
}

/**
 * A request's whole body, when its declared length is at most `limit` bytes (the production server
 * has refused longer ones already); null when no length is declared or the body ends short.
 */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  const length = Number(request.headers['content-length'])
  if (!Number.isSafeInteger(length) || length <= 0 || length > limit) return Promise.resolve(null)
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) chunks.push(chunk)
    })
    request.once('end', () => resolve(size === length ? Buffer.concat(chunks) : null))
    request.once('error', () => resolve(null))
  })
}

/**
 * The same request with its body, which has been read, to be read again: a request whose stream was
 * read counts as used, and the app's `Request` refuses a used body.
 */
export function replayed(request: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(request.socket)
  copy.method = request.method
  copy.url = request.url
  copy.httpVersion = request.httpVersion
  copy.httpVersionMajor = request.httpVersionMajor
  copy.httpVersionMinor = request.httpVersionMinor
  copy.headers = request.headers
  copy.rawHeaders = request.rawHeaders
  copy.push(body)
  copy.push(null)
  copy.complete = true
  return copy
}
