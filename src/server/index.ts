/*
 * The production server: Next.js's request handler behind a thin Node HTTP front that owns what
 * must not be trusted to the client or left to chance (docs/decisions/012-production-server.md):
 * the client's address from the TRUSTED_PROXIES setting, a request id, cheap refusals before the
 * app reads anything, JSON request logs, a liveness answer and a graceful shutdown.
 * The build compiles it to one module in the build folder (scripts/lib/build.mjs): `npm start` and
 * `npm run serve` run that, never this TypeScript through a loader.
 */
import { randomUUID } from 'node:crypto'
import { createServer, IncomingMessage, type ServerResponse } from 'node:http'
import compression from 'compression'
import next from 'next'
import { locales, localizePath, splitLocalePath } from '@/i18n/locales'
import { refusalPage } from '@/lib/errors/static-page'
import { formBodyBounds } from '@/forms/options'
import { formOnPage } from '@/forms/pages'
import { clientAddress, fromTrustedProxy, parseTrust } from './client-address'
import { admitSearch, countNotFound, isSearch, pastNotFoundLimit, searchTurn } from './expensive'
import { screenFormBody } from './form-body'
import { screenAnonymousGraphql } from './graphql-gate'
import { internalHeaders } from '@/lib/internal-headers'
import { drainable } from './drain'
import { markShuttingDown, runShutdownHooks } from '@/lib/lifecycle'
import { log } from './log'
import { routeConsoleAndWarnings } from '@/lib/logger.mjs'
import { secureResponse, sendPagesWhole } from './respond'
import { brotliStatic } from './static-brotli'
import { pathOf, type Refusal, screenRequest } from './screen'
import { staffSessions } from './staff-session'
import { countVisits } from './visits'
import { warmUp } from './warm-up'

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOSTNAME ?? '0.0.0.0'
const trust = parseTrust(process.env.TRUSTED_PROXIES)
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000)
const requestIdPattern = /^[\w.-]{1,64}$/
/** How much of a refused body is read and thrown away before the connection is dropped. */
const discardLimit = 64 * 1024 * 1024
const https = (process.env.SITE_URL ?? '').startsWith('https://')
// Responses are compressed here (next.config.ts turns Next's own compression off, so that the
// security headers can be computed from a page's bytes first); behind a proxy that compresses and
// caches, APP_COMPRESSION=off leaves it to the proxy.
const compress = process.env.APP_COMPRESSION === 'off' ? null : compression({ threshold: 1024 })
const staticScripts = compress ? brotliStatic(process.env.NEXT_DIST_DIR || '.next') : null

// Page views, counted without cookies and sent to the app every minute (ADR 049), with those nginx
// served from its cache when it tells this server of them (ADR 051). The secret is read when
// sending: Next.js loads .env into the environment as the app starts.
const visits = countVisits({
  baseUrl: process.env.INTERNAL_URL ?? `http://127.0.0.1:${port}`,
  secret: () => process.env.PAYLOAD_SECRET,
  nginx: process.env.VISITS_LOG_LISTEN ? { listen: process.env.VISITS_LOG_LISTEN, key: process.env.VISITS_LOG_KEY ?? '' } : undefined,
})

// Whether a request is signed in as staff, from its session cookie's signature alone: the admin's
// server functions take large bodies only then (./screen.ts).
const hasStaffSession = staffSessions(() => process.env.PAYLOAD_SECRET)

// Next.js, Payload's own prints, libraries: everything in this process logs as JSON lines.
routeConsoleAndWarnings(log)

/**
 * Pages in flight, by when they arrived. An instance whose oldest page has waited longer than
 * HEALTH_STUCK_MS (30 s) cannot serve pages, whatever the cause: /api/health then says so, and the
 * container runtime or service manager restarts it.
 */
const stuckAfterMs = Number(process.env.HEALTH_STUCK_MS ?? 30_000)
const pagesInFlight = new Map<ServerResponse, number>()
const stuck = () => {
  const now = Date.now()
  for (const since of pagesInFlight.values()) if (now - since > stuckAfterMs) return true
  return false
}

/** The server's own scheduler calls (src/jobs/schedules.ts), every few seconds: logged only when they fail. */
const quietPaths = new Set(['/api/schedules/run'])

const app = next({ dev: false, dir: process.cwd(), hostname, port })
const handle = app.getRequestHandler()
let closing = false

const loopback = new Set(['127.0.0.1', '::1'])

function prepareHeaders(request: IncomingMessage): { id: string; address: string } {
  const headers = request.headers
  const trusted = fromTrustedProxy(request, trust)
  const address = clientAddress(request, trust)
  const given = headers['x-request-id']
  const id = trusted && typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID()
  // Headers a client could write to pass for someone else are replaced or dropped.
  delete headers[internalHeaders.clientAddress]
  delete headers[internalHeaders.operator]
  if (loopback.has(address)) headers[internalHeaders.operator] = '1'
  if (!trusted) {
    for (const name of ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded']) delete headers[name]
  }
  headers[internalHeaders.clientAddress] = address
  headers[internalHeaders.requestId] = id
  return { id, address }
}

function refuse(request: IncomingMessage, response: ServerResponse, refusal: Refusal) {
  const path = pathOf(request.url ?? '/')
  response.statusCode = refusal.status
  response.setHeader('cache-control', 'no-store')
  for (const [name, value] of Object.entries(refusal.headers ?? {})) response.setHeader(name, value)
  if (path.startsWith('/api/')) {
    response.setHeader('content-type', 'application/json; charset=utf-8')
    response.end(JSON.stringify({ errors: [{ message: refusal.reason }] }))
  } else {
    const { locale } = splitLocalePath(safeDecode(path))
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.end(refusalPage(locale, refusal.kind, request.method === 'GET' ? undefined : path))
  }
  // A body is read and thrown away, so that the client, still sending, gets to read the answer;
  // past a bound, the connection is dropped instead.
  let discarded = 0
  request.on('data', (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > discardLimit) request.socket.destroy()
  })
  request.resume()
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

function serve(request: IncomingMessage, response: ServerResponse) {
  const started = process.hrtime.bigint()
  const { id, address } = prepareHeaders(request)
  response.setHeader('x-request-id', id)
  if (closing) response.setHeader('connection', 'close')
  if (compress) {
    sendPagesWhole(response)
    compress(request as never, response as never, () => undefined)
  }
  // Next's draft-mode cookie, set by /api/preview for signed-in editors (Live Preview frames the page in
  // the admin). A forged one changes only the headers its own browser gets.
  const preview = /(?:^|;\s*)__prerender_bypass=/.test(request.headers.cookie ?? '')
  secureResponse(request, response, pathOf(request.url ?? '/'), { https, preview })
  drain.track(request, response)
  if (request.method === 'GET' && !/^\/(api|_next)\//.test(request.url ?? '/')) {
    pagesInFlight.set(response, Date.now())
    response.once('close', () => pagesInFlight.delete(response))
  }
  response.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    const path = pathOf(request.url ?? '/')
    // 503: the scheduler's run skipped while the database is away (src/jobs/schedules.ts), not a failure.
    const level = quietPaths.has(path) && (response.statusCode < 500 || response.statusCode === 503) ? 'debug' : 'info'
    log[level]({ reqId: id, method: request.method, path, status: response.statusCode, ms: Math.round(ms * 10) / 10 }, 'request')
    visits.observe(request, response)
  })

  // A server shutting down is not ready, whatever its dependencies say (the route: /api/ready).
  if (closing && request.url === '/api/ready') {
    response.statusCode = 503
    response.setHeader('content-type', 'application/json')
    response.setHeader('cache-control', 'no-store')
    response.end(JSON.stringify({ ready: false, detail: 'shutting down' }))
    return
  }
  if (request.url === '/api/health') {
    const status = closing ? 'shutting-down' : stuck() ? 'stuck' : 'ok'
    response.statusCode = status === 'ok' ? 200 : 503
    response.setHeader('content-type', 'application/json')
    response.setHeader('cache-control', 'no-store')
    response.end(JSON.stringify({ status }))
    return
  }
  const refusal = screenRequest(request, () => hasStaffSession(request.headers.cookie))
  if (refusal) return refuseLogged(refusal)
  const path = pathOf(request.url ?? '/')
  const failed = (error: unknown) => log.error({ reqId: id, err: error }, 'request failed')
  if (staticScripts?.(request, response, path, failed)) return
  const toApp = (onward: IncomingMessage) =>
    handle(onward, response).catch((error: unknown) => {
      log.error({ reqId: id, err: error }, 'request failed')
      if (!response.headersSent) response.statusCode = 500
      response.end()
    })
  if (path === '/api/graphql') return void screenGraphql(request, response, id, toApp)
  if (!path.startsWith('/api/') && !path.startsWith('/_next/static/')) {
    response.on('finish', () => {
      if (response.statusCode === 404) countNotFound(address)
    })
  }
  gate(request, path, address, response).then(
    (outcome) => (outcome instanceof IncomingMessage ? toApp(outcome) : refuseLogged(outcome)),
    (error: unknown) => {
      failed(error)
      toApp(request)
    },
  )

  function refuseLogged(refused: Refusal) {
    log.warn({ reqId: id, method: request.method, path: pathOf(request.url ?? '/'), status: refused.status, reason: refused.reason }, 'refused')
    refuse(request, response, refused)
  }
}

const server = createServer(serve)

/**
 * The checks a request passes before the app reads its body or renders anything, after the
 * synchronous screen (screen.ts): a client past its limit of missing pages is refused its pages for
 * the rest of the window; a search takes a turn within the client's limit and the process's; a form
 * post is read and its parts counted against its form's bound (docs/decisions/026-hostile-requests.md).
 */
async function gate(request: IncomingMessage, path: string, address: string, response: ServerResponse): Promise<IncomingMessage | Refusal> {
  if (path.startsWith('/api/') || path.startsWith('/_next/static/') || path === '/admin' || path.startsWith('/admin/')) return request
  // A search's leaving is listened for before anything is awaited: its client may leave at any moment.
  // A HEAD is rendered as a GET is (only the body is left out): it is a search too.
  const leaving = (request.method === 'GET' || request.method === 'HEAD') && isSearch(request.url ?? '/') ? closed(response) : null
  const blocked = await pastNotFoundLimit(address)
  if (blocked) return blocked
  if (leaving) return (await admitSearch(address)) ?? (await searchTurn(leaving)) ?? request
  const form = request.method === 'POST' ? formOnPage(path) : null
  return form ? screenFormBody(request, formBodyBounds[form].parts) : request
}

/** Aborted once the response closes: answered, or its client gone. */
function closed(response: ServerResponse): AbortSignal {
  const leaving = new AbortController()
  response.once('close', () => leaving.abort())
  return leaving.signal
}

function screenGraphql(request: IncomingMessage, response: ServerResponse, id: string, toApp: (onward: IncomingMessage) => unknown) {
  screenAnonymousGraphql(request).then(
    (screened) => {
      if (screened instanceof IncomingMessage) return toApp(screened)
      log.warn({ reqId: id, method: request.method, path: '/api/graphql', status: screened.status, reason: screened.message }, 'refused')
      response.statusCode = screened.status
      response.setHeader('content-type', 'application/json; charset=utf-8')
      response.setHeader('cache-control', 'no-store')
      if (screened.status === 405) response.setHeader('allow', 'POST')
      response.end(JSON.stringify({ errors: [{ message: screened.message }] }))
    },
    () => toApp(request),
  )
}

const drain = drainable(server)

async function shutdown(signal: string) {
  if (closing) return
  closing = true
  markShuttingDown()
  log.info({ signal }, 'shutting down: no new connections, finishing requests in flight')
  await visits.stop()
  await drain.close({
    timeoutMs: shutdownTimeoutMs,
    onTimeout: (open) => log.warn({ open }, 'connections still open at the shutdown deadline; closing them'),
  })
  await runShutdownHooks((message, error) => log.error({ err: error }, message))
  await app.close().catch((error: unknown) => log.error({ err: error }, 'closing the app failed'))
  log.info('stopped')
  log.flush()
  process.exit(0)
}

process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

// Longer than a load balancer's idle timeout (nginx, cloud LBs: 60 s), so the app never closes a
// kept-alive connection that the balancer is about to reuse.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000

server.on('error', (error) => {
  log.fatal({ err: error }, 'the server cannot listen')
  log.flush()
  process.exit(1)
})

await app.prepare()
// The home pages are rendered once before visitors are let in: the first render of a process is
// seconds of work that must not be a visitor's (warm-up.ts, docs/decisions/037-warm-start-whole-pages.md).
const warmUpMs = Number(process.env.WARM_UP_MS ?? 60_000)
const warmed = await warmUp(serve, locales.map(({ code }) => localizePath('/', code)), { deadlineMs: warmUpMs, pauseMs: 1_000, requestTimeoutMs: 30_000 })
if (Object.values(warmed).every((status) => status === 200)) log.info({ pages: warmed }, 'warmed up')
else log.warn({ pages: warmed }, 'the home pages did not render before the warm-up deadline; listening anyway')
server.listen(port, hostname, () => {
  log.info({ port, hostname, trustedProxies: process.env.TRUSTED_PROXIES || 'none' }, 'listening')
})
