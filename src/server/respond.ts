import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { splitLocalePath } from '@/i18n/locales'
import { refusalPage } from '@/lib/errors/static-page'
import { limitSharedCaching } from './cache-control'
import { log } from './log'
import { nextFixedScriptHashes, reactRuntimePieces, type ScriptTrust, siteScriptHashes } from './inline-scripts'
import { baseHeaders, documentPolicy, type HeaderOptions, inlineScriptHashes, resourcePolicy } from './security-headers'

/** The headers object among `writeHead`'s arguments, if any. */
const headersIn = (args: unknown[]) => args.find((a): a is OutgoingHttpHeaders => typeof a === 'object' && a !== null && !Array.isArray(a))
/** A chunk given to `write` or `end` as bytes. */
const toBuffer = (chunk: unknown, encoding?: unknown) =>
  Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding) : Buffer.from(chunk as Uint8Array)

/**
 * Makes an HTML page leave in one write, headers and the whole (compressed) body together. Installed
 * under the compression, which otherwise sends the head and the gzip header at once and the body as
 * zlib produces it: an instance that dies in between (a crash, the OOM killer) left a visitor with a
 * page cut short that nginx could no longer send to another instance. Held whole, a page either has
 * left complete, with its length, or nothing of it has, and nginx asks another instance
 * (docs/decisions/037-warm-start-whole-pages.md). Anything else (scripts, images, the React stream of
 * a navigation) streams through.
 */
export function sendPagesWhole(response: ServerResponse) {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
  const write = response.write.bind(response) as (...args: unknown[]) => boolean
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse
  const chunks: Buffer[] = []
  let whole: boolean | undefined
  let head: [number, string?] | undefined
  // A HEAD answer has no body to hold, and keeps the length the app gives it.
  const holds = (headers?: OutgoingHttpHeaders) =>
    (whole ??= response.req?.method !== 'HEAD' && String(headers?.['content-type'] ?? headers?.['Content-Type'] ?? response.getHeader('content-type') ?? '').startsWith('text/html'))
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding))
  }
  // The head is kept too (Node would otherwise fix it at once, chunked): it leaves with the body,
  // with the body's length.
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = headersIn(rest)
    if (!holds(headers)) return writeHead(status, ...rest)
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined && name.toLowerCase() !== 'content-length') response.setHeader(name, value)
    // The status as given here: Next may set another on the response while the body is compressed
    // (seen: a 500 after the 400 of a refused form post), which the head must not take.
    head = typeof rest[0] === 'string' ? [status, rest[0]] : [status]
    return response
  }) as ServerResponse['writeHead']
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!holds()) return write(chunk, ...rest)
    keep(chunk, rest[0])
    ;(rest.find((r) => typeof r === 'function') as (() => void) | undefined)?.()
    return true
  }) as ServerResponse['write']
  response.end = ((...args: unknown[]) => {
    if (!holds()) return end(...args)
    keep(args[0], args[1])
    const callback = args.find((a) => typeof a === 'function')
    const body = Buffer.concat(chunks)
    if (!response.headersSent) {
      if (body.length > 0) response.setHeader('content-length', body.length)
      writeHead(...(head ?? [response.statusCode]))
    }
    return body.length > 0 ? end(body, callback) : end(callback)
  }) as ServerResponse['end']
}

/** Whose inline scripts a page may run (inline-scripts.ts): read once, at the first page. */
let trust: ScriptTrust | undefined
const scriptTrust = () => (trust ??= { siteHashes: new Set([...siteScriptHashes(process.env.NEXT_DIST_DIR || '.next'), ...nextFixedScriptHashes()]), reactRuntime: reactRuntimePieces() })

/**
 * Adds the security headers to a response the app is about to write. An HTML document is held
 * until it is complete, so that its Content-Security-Policy can list the hashes of exactly the
 * inline scripts it carries; anything else streams through with the resource policy. Compression
 * (outside this) applies to what leaves here.
 *
 * A form post to a page that ends in a server error is a request Next.js could not decode (tampered
 * server-action fields): the site's own actions answer every failure of theirs with a message. It
 * gets the localized "bad request" page with status 400 instead, and the log says so.
 */
export function secureResponse(request: IncomingMessage, response: ServerResponse, path: string, options: HeaderOptions) {
  for (const [name, value] of Object.entries(baseHeaders(path, options))) response.setHeader(name, value)

  const original = {
    writeHead: response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse,
    write: response.write.bind(response) as (...args: unknown[]) => boolean,
    end: response.end.bind(response) as (...args: unknown[]) => ServerResponse,
    flushHeaders: response.flushHeaders.bind(response),
  }
  let mode: 'html' | 'other' | 'refused' | undefined
  let head: unknown[] | undefined
  const chunks: Buffer[] = []

  const formPost = request.method === 'POST' && !path.startsWith('/api/') && !path.startsWith('/admin')
  const decide = (headers?: OutgoingHttpHeaders, status = response.statusCode) => {
    if (mode) return mode
    if (formPost && status === 500) return (mode = 'refused')
    const type = String(headers?.['content-type'] ?? headers?.['Content-Type'] ?? response.getHeader('content-type') ?? '')
    mode = type.startsWith('text/html') && request.method !== 'HEAD' ? 'html' : 'other'
    if (mode === 'other' && !response.hasHeader('content-security-policy')) response.setHeader('content-security-policy', resourcePolicy)
    return mode
  }

  response.writeHead = ((...args: unknown[]) => {
    if (decide(headersIn(args), typeof args[0] === 'number' ? args[0] : undefined) === 'other') {
      limitSharedCaching(response, args)
      return original.writeHead(...args)
    }
    head = args
    return response
  }) as ServerResponse['writeHead']

  response.flushHeaders = () => {
    if (decide() !== 'other') return
    limitSharedCaching(response, [])
    original.flushHeaders()
  }

  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (decide() === 'other') return original.write(chunk, ...rest)
    if (mode === 'refused') return true
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, rest[0]))
    const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined
    callback?.()
    return true
  }) as ServerResponse['write']

  response.end = ((...args: unknown[]) => {
    if (decide() === 'other') return original.end(...args)
    const [chunk, encoding] = args
    if (mode === 'refused') return refuse()
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding))
    const body = Buffer.concat(chunks)
    const scripts = inlineScriptHashes(body.toString('utf8'), scriptTrust())
    if (scripts.untrusted > 0) log.warn({ reqId: request.headers['x-request-id'], path, scripts: scripts.untrusted }, 'inline scripts neither the framework nor the build wrote: left out of the page\'s script policy')
    response.setHeader('content-security-policy', documentPolicy(scripts.hashes, options))
    response.removeHeader('content-length')
    // Node writes the head through `writeHead` when the body ends: hand the response back first.
    Object.assign(response, original)
    const headArgs = head ?? [response.statusCode]
    const headers = headersIn(headArgs)
    if (headers) for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name]
    // Next (16.4) adds a redirect's Location twice when it first renders it on a prerendered route.
    const location = response.getHeader('location')
    if (Array.isArray(location)) response.setHeader('location', location[0]!)
    limitSharedCaching(response, headArgs)
    original.writeHead(...headArgs)
    const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined
    return original.end(body, callback)
  }) as ServerResponse['end']

  function refuse() {
    Object.assign(response, original)
    log.warn({ reqId: request.headers['x-request-id'], method: 'POST', path, status: 400 }, 'refused: a form post the app could not decode (tampered server-action fields)')
    const html = refusalPage(splitLocalePath(path).locale, 'badRequest', path)
    for (const name of response.getHeaderNames()) if (!name.startsWith('x-') && !(name in baseHeaders(path, options))) response.removeHeader(name)
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.setHeader('cache-control', 'no-store')
    response.setHeader('content-security-policy', documentPolicy([], options))
    original.writeHead(400)
    return original.end(html)
  }
}
