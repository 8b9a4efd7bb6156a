// GraphQL as a stranger would use it: (a) the server's CPU time per anonymous request, for each of
// the site's own operations (the only ones anonymous clients may run) and for the two bombs that
// tests/e2e/security.spec.ts sends (refused before they run); (b) the latency of a cached page while
// a stream of such requests arrives, each from another address so that the per-address limit never
// refuses them (the production server with TRUSTED_PROXIES=1 believes nginx's X-Forwarded-For).
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { benchPages } from './pages.mjs'
import { fetchRaw } from '../lib/http.mjs'
import { cpuMs } from './server.mjs'
import { median, round, summarize } from './stats.mjs'
import { addressSequence, measure, serverCode, sleep, withProductionServer } from './topology.mjs'

// The attack bodies of tests/e2e/security.spec.ts.
const aliasBomb = `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: SiteSetting { email }`).join(' ')} }`
function fragmentBomb(levels) {
  const fragments = ['fragment F0 on Query { __typename }']
  for (let i = 1; i <= levels; i++) fragments.push(`fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`)
  return `query { ...F${levels} }\n${fragments.join('\n')}`
}

/** Values for a site operation's variables, with the slugs of the pages the benchmark visits. */
function variablesFor(operation) {
  const slugOf = (type) => benchPages().find((p) => p.type.id === type && p.locale === 'en').path.split('/').pop()
  const slugs = { Job: slugOf('job'), Page: slugOf('cms-page'), Post: slugOf('post'), Related: slugOf('post'), Solution: slugOf('solution') }
  const values = { locale: 'en', slug: slugs[operation.name] ?? slugOf('post'), page: 1, limit: 6, categories: [] }
  return Object.fromEntries(operation.variables.map((v) => [v.name, values[v.name] ?? null]))
}

function graphqlRequest(origin, body, address, agent, extraHeaders = {}) {
  const text = JSON.stringify(body)
  const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'x-forwarded-for': address, ...extraHeaders }
  const started = performance.now()
  return new Promise((resolve) => {
    const request = http.request(`${origin}/api/graphql`, { method: 'POST', headers, agent: agent ?? false }, (response) => {
      const chunks = []
      response.on('data', (c) => chunks.push(c))
      response.on('end', () => {
        const answer = Buffer.concat(chunks).toString('utf8')
        const errors = answer.startsWith('{"errors"') || answer.includes('"errors":[')
        resolve({ status: response.statusCode, ms: performance.now() - started, errors, message: errors ? /"message":"((?:[^"\\]|\\.)*)"/.exec(answer)?.[1] ?? answer.slice(0, 200) : null })
      })
    })
    request.on('error', () => resolve({ status: 'error', ms: performance.now() - started, errors: true }))
    request.end(text)
  })
}

/**
 * `count` requests one after another (after a few discarded), and the server's CPU time per request.
 * `body` is a request body, or a function of the request's number for bodies that differ each time.
 */
async function cpuPerRequest(server, body, { count, nextAddress, headers = {} }) {
  let sent = 0
  const send = () => graphqlRequest(server.origin, typeof body === 'function' ? body(sent++) : body, nextAddress(), undefined, headers)
  // The first request of an operation is answered by Payload; later ones may be kept answers (ADR
  // 013). Its CPU time is one sample at the kernel's 10 ms resolution, so only indicative.
  const firstBefore = cpuMs([server.pid])
  await send()
  const firstRequestCpuMs = cpuMs([server.pid]) - firstBefore
  for (let i = 0; i < 2; i++) await send()
  const statuses = {}
  const times = []
  let withErrors = 0
  let firstError = null
  const before = cpuMs([server.pid])
  for (let i = 0; i < count; i++) {
    const result = await send()
    statuses[result.status] = (statuses[result.status] ?? 0) + 1
    times.push(result.ms)
    if (result.errors) withErrors += 1
    firstError ??= result.message
  }
  const cpu = cpuMs([server.pid]) - before
  return { requests: count, cpuMsPerRequest: round(cpu / count, 2), firstRequestCpuMs, statuses, withErrors, firstError, latencyMsMedian: round(median(times), 2) }
}

/** Sends `perSecond` requests a second, in turn from `bodies`, each from a new address, until stopped. */
function pacedRequests(origin, { perSecond, bodies, nextAddress }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const statuses = {}
  const times = []
  const inFlight = new Set()
  let running = true
  let sent = 0
  const started = performance.now()
  const loop = (async () => {
    while (running) {
      const due = started + (sent * 1000) / perSecond
      if (due > performance.now()) await sleep(due - performance.now())
      if (!running) break
      const body = bodies[sent % bodies.length]
      const pending = graphqlRequest(origin, typeof body === 'function' ? body(sent) : body, nextAddress(), agent).then((result) => {
        statuses[result.status] = (statuses[result.status] ?? 0) + 1
        times.push(result.ms)
        inFlight.delete(pending)
      })
      inFlight.add(pending)
      sent += 1
    }
  })()
  return {
    async stop() {
      running = false
      await loop
      const seconds = (performance.now() - started) / 1000
      await Promise.all(inFlight)
      agent.destroy()
      const latency = summarize(times)
      return { sent, perSecondAchieved: round(sent / seconds, 1), statuses, latencyMs: { p50: round(latency.p50, 1), p99: round(latency.p99, 1) } }
    },
  }
}

export async function hostileGraphql(ctx) {
  const { operations } = await serverCode(ctx, ['operations'])
  const env = { ...ctx.env, TRUSTED_PROXIES: '1' }
  const nextAddress = addressSequence()
  return withProductionServer(ctx, { env }, async (server) => {
    const out = { perRequest: [], underLoad: null }
    for (const operation of operations) {
      const body = { query: operation.query, variables: variablesFor(operation), operationName: operation.name }
      out.perRequest.push({ kind: 'site operation', name: operation.name, ...(await cpuPerRequest(server, body, { count: 10, nextAddress })) })
    }
    // Made-up variables are never kept answers: every such request runs through Payload.
    for (const operation of operations.filter((o) => o.variables.some((v) => v.name === 'slug'))) {
      const body = (n) => ({ query: operation.query, variables: { ...variablesFor(operation), slug: `made-up-${n}-${Date.now()}` }, operationName: operation.name })
      out.perRequest.push({ kind: 'site operation, made-up slug', name: `${operation.name} (made-up slug)`, ...(await cpuPerRequest(server, body, { count: 10, nextAddress })) })
    }
    const bombs = [
      { name: '500 aliases', body: { query: aliasBomb } },
      { name: 'fragment doubling, 20 levels', body: { query: fragmentBomb(20) } },
    ]
    for (const bomb of bombs) out.perRequest.push({ kind: 'refused attack', name: bomb.name, ...(await cpuPerRequest(server, bomb.body, { count: 50, nextAddress })) })
    // A forged session passes the production server's front screen, which only looks for credentials;
    // the endpoint finds it invalid and screens the document as anonymous.
    const forged = { authorization: 'JWT forged.token.value', cookie: 'payload-token=forged' }
    out.perRequest.push({ kind: 'refused attack', name: '500 aliases, forged session', ...(await cpuPerRequest(server, bombs[0].body, { count: 50, nextAddress, headers: forged })) })

    // The hostile stream: both bombs and the costliest operation anonymous clients may run (of those
    // the endpoint runs: a refused one costs little).
    const runs = out.perRequest.filter((r) => r.kind === 'site operation' && r.statuses[200] === r.requests)
    if (!runs.length) {
      out.underLoad = { error: 'no site operation answered 200, so there was no stream to send' }
      return out
    }
    const costliest = runs.reduce((a, r) => (r.cpuMsPerRequest > a.cpuMsPerRequest ? r : a))
    const costliestOperation = operations.find((o) => o.name === costliest.name)
    const mix = [bombs[0].body, bombs[1].body, { query: costliestOperation.query, variables: variablesFor(costliestOperation), operationName: costliestOperation.name }]
    const mixNames = [bombs[0].name, bombs[1].name, costliest.name]
    // And the costliest operation that is never a kept answer (made-up slugs), a new slug each time.
    const madeUp = out.perRequest.filter((r) => r.kind === 'site operation, made-up slug' && r.statuses[200] === r.requests)
    if (madeUp.length) {
      const worst = madeUp.reduce((a, r) => (r.cpuMsPerRequest > a.cpuMsPerRequest ? r : a))
      const operation = operations.find((o) => worst.name.startsWith(`${o.name} `))
      mix.push((n) => ({ query: operation.query, variables: { ...variablesFor(operation), slug: `made-up-stream-${n}-${Date.now()}` }, operationName: operation.name }))
      mixNames.push(worst.name)
    }
    const perSecond = 20
    const home = await fetchRaw(`${server.origin}/`)
    if (home.status !== 200) throw new Error(`/ answered ${home.status}`)
    const quiet = await measure(ctx, { url: `${server.origin}/`, groups: { server: () => [server.pid] } })
    const stream = pacedRequests(server.origin, { perSecond, bodies: mix, nextAddress })
    let hostile
    try {
      hostile = await measure(ctx, { url: `${server.origin}/`, groups: { server: () => [server.pid] } })
    } finally {
      out.underLoad = { page: '/', perSecond, mix: mixNames, quiet, hostile, stream: await stream.stop() }
    }
    // No ratio when either run completed no request in its time.
    out.underLoad.p99Ratio = hostile.latencyMs.p99 != null && quiet.latencyMs.p99 ? round(hostile.latencyMs.p99 / quiet.latencyMs.p99, 2) : null
    return out
  })
}
