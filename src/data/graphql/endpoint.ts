import 'server-only'
import { getOperationAST, print } from 'graphql'
import { LRUCache } from 'lru-cache'
import { env } from '@/env'
import { allContentTags } from '@/lib/cache-tags'
import { cached } from '@/data/cache'
import { clientKey } from '@/lib/security/client-key'
import { consume } from '@/lib/security/counters'
import { sitePayload } from '../payload'
import { POST as payloadPost } from './handler'
import { operationFromQueryString } from '@/lib/graphql/http-get'
import { checkDocument, graphqlLimits, withoutSuggestions } from '@/lib/graphql/limits'
import { carriesCredentials, declaredVariables, getOnlyForQueries, screenAnonymousDocument } from '@/lib/graphql/anonymous-operations'

/**
 * The public GraphQL endpoint (`/api/graphql`, POST and GET), in front of Payload's handler
 * (docs/decisions/013-graphql-endpoint.md). Every request is checked cheaply before Payload sees
 * it: body size, one operation per request, the document limits (lib/graphql/limits.ts). Anonymous
 * clients may run only the site's own operations, with bounded variables and a per-client rate;
 * signed-in staff keep the whole API within the same limits. Errors never suggest field names.
 */
type Operation = { query: string; variables?: Record<string, unknown>; operationName?: string }

const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store', ...headers } })

export async function POST(request: Request): Promise<Response> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return refuse(415, 'Send GraphQL requests as application/json.')
  }
  const body = await readCapped(request, graphqlLimits.bodyBytes)
  if (body === null) return refuse(413, `The request body is larger than ${graphqlLimits.bodyBytes} bytes.`)
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return refuse(400, 'The request body is not JSON.')
  }
  if (Array.isArray(parsed)) return refuse(400, 'Batched requests are not supported; send one operation per request.')
  const operation = asOperation(parsed)
  if (!operation) return refuse(400, 'Expected {"query": string, "variables"?: object, "operationName"?: string}.')
  return run(request, operation, 'POST')
}

export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  if (url.search.length > graphqlLimits.bodyBytes) return refuse(414, 'The query string is too long.')
  const given = operationFromQueryString(url)
  if (given instanceof Response) return given
  const operation = asOperation(given)
  if (!operation) return refuse(400, 'Expected a query, and variables as a JSON object.')
  return run(request, operation, 'GET')
}

async function run(request: Request, operation: Operation, method: 'GET' | 'POST'): Promise<Response> {
  const anonymous = !(await signedIn(request))
  const check = anonymous ? screenAnonymousDocument(operation.query, method) : checkDocument(operation.query)
  if (!check.ok) return refuse(check.status, withoutSuggestions(check.message), check.status === 405 ? { allow: 'POST' } : {})
  const definition = getOperationAST(check.document, operation.operationName)
  if (!definition) return refuse(400, 'No single operation to run (set operationName).')
  if (method === 'GET' && definition.operation !== 'query') {
    return refuse(405, getOnlyForQueries(definition.operation), { allow: 'POST' })
  }

  if (anonymous) {
    if (!boundedVariables(operation.variables)) return refuse(400, 'A variable is out of the accepted range.')
    // Drafts are for signed-in editors (the site's reads pass `draft` in preview only): whatever
    // each collection's or global's read access would allow, a visitor never asks for them.
    if (operation.variables?.draft) return refuse(403, 'Drafts are shown to signed-in editors only.')
    const key = clientKey(request.headers)
    if (key && !(await consume({ name: 'graphql-anonymous', points: env.GRAPHQL_ANONYMOUS_PER_MINUTE, duration: 60 }, key))) {
      return refuse(429, 'Too many requests; try again in a minute.', { 'retry-after': '60' })
    }
    // The printed document, not the text sent, and the variables it declares: one entry per
    // operation and variables whatever the spacing or the variables it ignores.
    return anonymousAnswer(print(check.document), declaredVariables(definition, operation.variables))
  }
  return scrubbed(await payloadPost(forwardable(request, operation)))
}

/** The request as Payload's handler takes it: a POST with the operation as its JSON body. */
function forwardable(request: Request, operation: Operation): Request {
  const headers = new Headers(request.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  const url = new URL(request.url)
  return new Request(url.origin + url.pathname, { method: 'POST', headers, body: JSON.stringify(operation) })
}

/**
 * Anonymous answers, kept in memory (docs/decisions/013-graphql-endpoint.md). The site's operations
 * answer the same to every visitor until an editor publishes, and the costliest take up to about
 * 100 ms of CPU through Payload, so a stranger repeating one would cost the server that much each
 * time. Each instance keeps recent answers, bounded in count and size whatever clients send, and
 * each answer is valid for one content generation: a timestamp in Next's data cache under every
 * content tag, so a publish on any instance (the tags are shared through Valkey/Redis) starts a new
 * generation everywhere. Answers with errors are never kept.
 */
const answers = new LRUCache<string, { generation: number; body: string }>({
  max: 2_000,
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (entry) => Math.max(1, entry.body.length),
})

const contentGeneration = cached('content-generation', async () => Date.now(), allContentTags)

async function anonymousAnswer(query: string, variables: Record<string, unknown>): Promise<Response> {
  const key = `${query}\n${stableJson(variables)}`
  const generation = await contentGeneration()
  const kept = answers.get(key)
  const headers = { 'content-type': 'application/json', 'cache-control': 'no-store' }
  if (kept?.generation === generation) return new Response(kept.body, { status: 200, headers })

  // Not the visitor's request: the answer is everyone's, so nothing of theirs (cookies, host) goes in.
  const request = new Request('http://embedded.invalid/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  const response = await scrubbed(await payloadPost(request))
  const body = await response.text()
  if (response.status === 200 && !body.includes('"errors":')) answers.set(key, { generation, body })
  return new Response(body, { status: response.status, headers })
}

/** JSON with object keys in order, so that the same variables make the same key. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** Reads the body, giving up (null) as soon as it passes `limit` bytes, whatever Content-Length said. */
async function readCapped(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function asOperation(value: unknown): Operation | null {
  if (!value || typeof value !== 'object') return null
  const { query, variables, operationName } = value as Record<string, unknown>
  if (typeof query !== 'string' || !query) return null
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return null
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null
  return { query, variables: (variables ?? undefined) as Operation['variables'], operationName: operationName ?? undefined }
}

/** The site's operations take a locale, a slug, a page and a page size: nothing larger is needed. */
function boundedVariables(variables: Operation['variables']): boolean {
  for (const [name, value] of Object.entries(variables ?? {})) {
    if (typeof value === 'string' && value.length > 200) return false
    if (typeof value === 'number' && (name === 'limit' ? value > 100 : name === 'page' ? value > 1_000 : false)) return false
    if (value !== null && typeof value === 'object' && JSON.stringify(value).length > 1_000) return false
  }
  return true
}

/** Whether the request carries a valid staff session or API key; no credentials, no work. */
async function signedIn(request: Request): Promise<boolean> {
  if (!carriesCredentials(request.headers.get('authorization'), request.headers.get('cookie'))) return false
  const payload = await sitePayload()
  const { user } = await payload.auth({ headers: request.headers })
  return Boolean(user)
}

/** Payload's answer with graphql-js's "Did you mean …?" suggestions removed from every message. */
async function scrubbed(response: Response): Promise<Response> {
  const text = await response.text()
  const clean = text.includes('Did you mean') ? withoutSuggestions(text) : text
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(clean, { status: response.status, headers })
}
