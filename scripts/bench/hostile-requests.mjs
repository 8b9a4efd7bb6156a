// The stranger's requests of ADR 026, measured side by side in one run: (a) the server's CPU per
// single hostile request (the 40,000-part form post, a search, a made-up slug) and the CV check's
// time for a genuine and a crafted PDF; (b) a cached page's p99 and an uncached page's p95, straight
// at the app and through nginx, without an attack and under 50 hostile uncached requests a second
// from one client (random searches, made-up slugs, form bombs), and their ratios.
import http from 'node:http'
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { fetchRaw } from '../lib/http.mjs'
import { cpuMs } from './server.mjs'
import { round, summarize } from './stats.mjs'
import { measure, serverCode, sleep, withProxiedServer } from './topology.mjs'

const attacker = '198.51.100.77'

/** The consultation form's hidden action fields and `parts` empty `topics` parts, as one multipart body. */
async function formBomb(origin, parts) {
  const html = (await fetchRaw(`${origin}/contact`)).body.toString('utf8')
  const fields = [...html.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?/g)].map(([, name, value = '']) => [name, value.replace(/&quot;/g, '"').replace(/&amp;/g, '&')])
  const boundary = `----bench${randomUUID()}`
  const body = [...fields, ...Array.from({ length: parts }, () => ['topics', ''])].map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + `--${boundary}--\r\n`
  return { body: Buffer.from(body), type: `multipart/form-data; boundary=${boundary}` }
}

/** The hostile requests, in turn: a random search, a made-up slug, a form bomb to the careers page. */
function hostileRequest(origin, n, bomb) {
  const kinds = [
    () => ({ path: `/search?q=${randomUUID().slice(0, 8)}+data`, method: 'GET' }),
    () => ({ path: `/blog/made-up-${randomUUID()}`, method: 'GET' }),
    () => ({ path: '/careers', method: 'POST', headers: { 'content-type': bomb.type, 'content-length': bomb.body.length }, body: bomb.body }),
  ]
  return kinds[n % kinds.length]()
}

function send(origin, { path, method, headers = {}, body }, agent) {
  const started = performance.now()
  return new Promise((resolve) => {
    const request = http.request(`${origin}${path}`, { method, agent, headers: { 'x-forwarded-for': attacker, ...headers } }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }))
    })
    request.on('error', () => resolve({ status: 'error', ms: performance.now() - started }))
    request.end(body)
  })
}

/** `perSecond` hostile requests a second from one client until stopped. */
function attack(origin, perSecond, bomb) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const statuses = {}
  const pending = new Set()
  let running = true
  let sent = 0
  const started = performance.now()
  const loop = (async () => {
    while (running) {
      const due = started + (sent * 1000) / perSecond
      if (due > performance.now()) await sleep(due - performance.now())
      if (!running) break
      const request = send(origin, hostileRequest(origin, sent, bomb), agent).then((r) => {
        statuses[r.status] = (statuses[r.status] ?? 0) + 1
        pending.delete(request)
      })
      pending.add(request)
      sent += 1
    }
  })()
  return {
    async stop() {
      running = false
      await loop
      await Promise.all(pending)
      agent.destroy()
      return { sent, perSecond: round(sent / ((performance.now() - started) / 1000), 1), statuses }
    },
  }
}

/** The server's CPU per request and the latency, for `count` requests one after another. */
async function cpuPerRequest(server, origin, make, count) {
  const times = []
  const statuses = {}
  const before = cpuMs([server.pid])
  for (let i = 0; i < count; i++) {
    const result = await send(origin, make(i))
    times.push(result.ms)
    statuses[result.status] = (statuses[result.status] ?? 0) + 1
  }
  return { requests: count, cpuMsPerRequest: round((cpuMs([server.pid]) - before) / count, 1), latencyMsP50: round(summarize(times).p50, 1), statuses }
}

export async function hostileRequests(ctx) {
  // The deployment's settings: one trusted proxy (nginx), the default per-client limits.
  const env = { ...ctx.env, TRUSTED_PROXIES: '1', SEARCH_RATE_LIMIT: '', NOT_FOUND_RATE_LIMIT: '' }
  return withProxiedServer(ctx, { env, name: 'nginx-hostile' }, async ({ server, proxy }) => {
    const bomb = await formBomb(server.origin, 40_000)
    const out = { perRequest: {}, cvCheck: await serverCode(ctx, ['cv-check']), pages: {} }
    // Each from an address of its own, so that no limit answers for the request being measured.
    const fresh = (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 200)}` } })
    out.perRequest.formBomb = { parts: 40_000, bytes: bomb.body.length, ...(await cpuPerRequest(server, server.origin, () => fresh(hostileRequest(server.origin, 2, bomb)), 5)) }
    out.perRequest.search = await cpuPerRequest(server, server.origin, (i) => fresh({ path: `/search?q=data+${i}`, method: 'GET' }), 10)
    out.perRequest.madeUpSlug = await cpuPerRequest(server, server.origin, (i) => fresh({ path: `/blog/made-up-${i}-${randomUUID()}`, method: 'GET' }), 10)

    const pages = { cached: '/', uncached: '/contact' }
    for (const [route, origin] of [['app', server.origin], ['nginx', proxy.origin]]) {
      const run = async () => {
        const cached = await measure(ctx, { url: `${origin}${pages.cached}`, groups: { server: () => [server.pid] } })
        const uncached = await measure(ctx, { url: `${origin}${pages.uncached}`, connections: 2, groups: { server: () => [server.pid] } })
        return { cachedP99: cached.latencyMs.p99, uncachedP95: uncached.latencyMs.p95 ?? uncached.latencyMs.p99 }
      }
      const quiet = await run()
      const stream = attack(origin, 50, bomb)
      let hostile
      try {
        hostile = await run()
      } finally {
        out.pages[route] = { quiet, stream: await stream.stop() }
      }
      out.pages[route].hostile = hostile
      out.pages[route].ratio = {
        cachedP99: quiet.cachedP99 ? round(hostile.cachedP99 / quiet.cachedP99, 2) : null,
        uncachedP95: quiet.uncachedP95 ? round(hostile.uncachedP95 / quiet.uncachedP95, 2) : null,
      }
    }
    return out
  })
}
