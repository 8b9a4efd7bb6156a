// The phases that measure what strangers' requests cost (ADR 026): hostile GraphQL, form bombs,
// searches and made-up slugs, the disk written for made-up addresses, and whether a failed
// sign-in's timing tells a known e-mail from an unknown one; and the server code's own costs
// (the script policy's hashing, the CV check).
import { randomBytes, randomUUID } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { cpuMs } from '../lib/services.mjs'
import { cannon, count, latency, median, paced, postJson, round, send, sleep } from './load.mjs'

/** A distinct client address per call, from the range set aside for benchmarks (198.18.0.0/15). */
let sent = 0
const nextAddress = () => `198.${18 + ((++sent >> 16) & 1)}.${(sent >> 8) & 255}.${sent & 255}`

/** `count` requests one after another (after `warmup` discarded): the server's CPU time per request, the statuses, the median latency. */
async function cpuPerRequest(server, request, { requests = 10, warmup = 3 } = {}) {
  for (let i = 0; i < warmup; i++) await request(-1 - i)
  let statuses = {}
  const times = []
  const before = cpuMs([server.pid])
  for (let i = 0; i < requests; i++) {
    const result = await request(i)
    statuses = count(statuses, result.errors ? `${result.status} with errors` : result.status)
    times.push(result.ms)
  }
  return { requests, cpuMsPerRequest: round((cpuMs([server.pid]) - before) / requests, 2), statuses, latencyMsP50: round(median(times), 2) }
}

/** A GraphQL POST from a new address each time; `errors` when the answer holds any. */
async function graphql(origin, body, headers = {}) {
  const result = await postJson(`${origin}/api/graphql`, body, { 'x-forwarded-for': nextAddress(), ...headers })
  return { ...result, errors: result.body.toString().includes('"errors":[') }
}

/** The consultation form's hidden action fields and `parts` empty `topics` parts, as one multipart body. */
async function formBomb(origin, parts) {
  const html = (await send(`${origin}/contact`)).body.toString('utf8')
  const fields = [...html.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?/g)].map(([, name, value = '']) => [name, value.replace(/&quot;/g, '"').replace(/&amp;/g, '&')])
  const boundary = `----bench${randomUUID()}`
  const all = [...fields, ...Array.from({ length: parts }, () => ['topics', ''])]
  const body = Buffer.from(all.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + `--${boundary}--\r\n`)
  return { path: '/careers', method: 'POST', body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length } }
}

export const hostilePhases = {
  /**
   * (a) The server's CPU per anonymous GraphQL request: each of the site's operations (with the
   * benchmark pages' slugs, and with a made-up slug each time, never a kept answer), the two bombs
   * of tests/e2e/security.spec.ts, the alias bomb with a forged session. (b) A cached page's p99
   * alone and under 20 such requests a second (the bombs and the costliest operations).
   */
  async 'hostile-graphql'(ctx) {
    const { operations } = await ctx.serverCode(['operations'])
    const slugOf = (type) => ctx.pages.find((p) => p.type.id === type && p.locale === 'en').path.split('/').pop()
    const slugs = { Job: slugOf('job'), Page: slugOf('cms-page'), Post: slugOf('post'), Related: slugOf('post'), Solution: slugOf('solution') }
    const body = (operation, slug = slugs[operation.name] ?? slugOf('post')) => {
      const values = { locale: 'en', slug, page: 1, limit: 6, categories: [] }
      return { query: operation.query, operationName: operation.name, variables: Object.fromEntries(operation.variables.map((v) => [v.name, values[v.name] ?? null])) }
    }
    const aliasBomb = { query: `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: SiteSetting { email }`).join(' ')} }` }
    const fragments = Array.from({ length: 20 }, (_, i) => `fragment F${i + 1} on Query { ...F${i} ...F${i} }`)
    const fragmentBomb = { query: `query { ...F20 }\nfragment F0 on Query { __typename }\n${fragments.join('\n')}` }
    return ctx.withServer({ env: { ...ctx.env, TRUSTED_PROXIES: '1' } }, async (server) => {
      const perRequest = []
      const run = async (kind, name, make, options) => perRequest.push({ kind, name, make, ...(await cpuPerRequest(server, (n) => graphql(server.origin, make(n), options?.headers), options)) })
      for (const operation of operations) await run('site operation', operation.name, () => body(operation))
      for (const operation of operations.filter((o) => o.variables.some((v) => v.name === 'slug'))) {
        await run('made-up slug', `${operation.name} (made-up slug)`, (n) => body(operation, `made-up-${n}-${randomUUID()}`))
      }
      await run('refused attack', '500 aliases', () => aliasBomb, { requests: 50 })
      await run('refused attack', 'fragment doubling, 20 levels', () => fragmentBomb, { requests: 50 })
      await run('refused attack', '500 aliases, forged session', () => aliasBomb, { requests: 50, headers: { authorization: 'JWT forged.token.value', cookie: 'payload-token=forged' } })
      // The stream: both bombs and the costliest site operation of each kind that the endpoint runs.
      const costliest = (kind) => perRequest.filter((r) => r.kind === kind && r.statuses[200] === r.requests).sort((a, b) => b.cpuMsPerRequest - a.cpuMsPerRequest)[0]
      const mix = [...perRequest.filter((r) => r.kind === 'refused attack').slice(0, 2), costliest('site operation'), costliest('made-up slug')].filter(Boolean)
      const quiet = await ctx.measure({ url: `${server.origin}/`, groups: { server: () => [server.pid] } })
      const stream = paced(20, (n) => graphql(server.origin, mix[n % mix.length].make(n)))
      const hostile = await ctx.measure({ url: `${server.origin}/`, groups: { server: () => [server.pid] } }).finally(() => stream.stop())
      const underLoad = { mix: mix.map((r) => r.name), quiet, hostile, stream: await stream.stop(), p99Ratio: round(hostile.latencyMs.p99 / quiet.latencyMs.p99, 2) }
      return { perRequest: perRequest.map(({ make, ...r }) => r), underLoad }
    })
  },

  /**
   * (a) The server's CPU per hostile request: a 40,000-part form post, a search, a made-up slug.
   * (b) A cached page's p99 and an uncached page's p95, at the app and through nginx, alone and
   * under 50 hostile requests a second from one client, with the deployment's per-client limits.
   */
  async 'hostile-requests'(ctx) {
    const env = { ...ctx.env, TRUSTED_PROXIES: '1', SEARCH_RATE_LIMIT: '', NOT_FOUND_RATE_LIMIT: '' }
    return ctx.withProxy({ env }, async ({ server, proxy }) => {
      const bomb = await formBomb(server.origin, 40_000)
      const kinds = { search: () => ({ path: `/search?q=${randomUUID().slice(0, 8)}+data` }), madeUpSlug: () => ({ path: `/blog/made-up-${randomUUID()}` }), formBomb: () => bomb }
      const request = (origin, kind, from = nextAddress()) => {
        const { path: p, ...options } = kinds[kind]()
        return send(origin + p, { ...options, headers: { ...options.headers, 'x-forwarded-for': from } })
      }
      const perRequest = {}
      for (const kind of Object.keys(kinds)) perRequest[kind] = await cpuPerRequest(server, () => request(server.origin, kind), { requests: kind === 'formBomb' ? 5 : 10, warmup: 0 })
      const pages = {}
      for (const [route, origin] of [['app', server.origin], ['nginx', proxy.origin]]) {
        const run = async () => ({
          cachedP99: (await ctx.measure({ url: `${origin}/`, groups: { server: () => [server.pid] } })).latencyMs.p99,
          uncachedP95: (await ctx.measure({ url: `${origin}/contact`, connections: 2, groups: { server: () => [server.pid] } })).latencyMs.p95,
        })
        const quiet = await run()
        const attack = paced(50, (n) => request(origin, Object.keys(kinds)[n % 3], '198.51.100.77'))
        const hostile = await run().finally(() => attack.stop())
        pages[route] = { quiet, hostile, stream: await attack.stop(), ratio: { cachedP99: round(hostile.cachedP99 / quiet.cachedP99, 2), uncachedP95: round(hostile.uncachedP95 / quiet.uncachedP95, 2) } }
      }
      return { perRequest, pages }
    })
  },

  /**
   * The server code's own costs, each in a process of its own (scripts/bench/server-code.mts): the
   * script policy's hashing of the home page's inline scripts, set against the production server's
   * CPU per response for that page under load, and the CV check's time for a genuine and crafted PDFs.
   */
  async 'server-code'(ctx) {
    const cspHash = await ctx.withServer({}, async (server) => {
      const page = await send(`${server.origin}/`)
      const file = path.resolve(ctx.outDir, 'home.html')
      writeFileSync(file, page.body)
      const load = await ctx.measure({ url: `${server.origin}/`, groups: { server: () => [server.pid] } })
      const timing = await ctx.serverCode(['csp-hash', file, '3000'])
      return { htmlBytes: page.body.length, serverMsPerResponse: load.msPerResponse.server, timing, shareOfServerCpu: round(timing.hashOnly.cpuMicrosecondsPerPage / (load.msPerResponse.server * 1000), 4) }
    })
    return { cspHash, cvCheck: await ctx.serverCode(['cv-check']) }
  },

  /** Requests for made-up addresses (slugs, share cards, list pages) must write nothing: the build directory's growth. */
  async 'disk-growth'(ctx) {
    const made = () => `bench-${randomBytes(6).toString('hex')}`
    const page = () => 1000 + Math.floor(Math.random() * 1e6)
    const addresses = [...['blog', 'solutions', 'pages', 'careers'].flatMap((base) => [() => `/${base}/${made()}`, () => `/ar/${base}/${made()}`]), () => `/og/en/blog/${made()}.png`, () => `/og/ar/blog/${made()}.png`, () => `/blog?page=${page()}`, () => `/api/blog-posts?locale=en&page=${page()}`]
    // The larger of the bytes written and the bytes allocated on disk (whole blocks).
    const size = () => [['--apparent-size', '-B1'], ['-B1']].map((flags) => Number(execFileSync('du', ['-s', ...flags, ctx.distDir], { encoding: 'utf8' }).split('\t')[0]))
    return ctx.withServer({}, async (server) => {
      for (const p of ctx.pages) await send(server.origin + p.path)
      await sleep(2000)
      const before = size()
      const run = await cannon({ url: server.origin, connections: 50, amount: ctx.madeUpRequests, requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: addresses[Math.floor(Math.random() * addresses.length)]() }) }] })
      // Writes that follow a response (a cache entry stored after it was sent) get time to land.
      await sleep(3000)
      const after = size()
      return { requests: ctx.madeUpRequests, run, growthBytes: Math.max(after[0] - before[0], after[1] - before[1]) }
    })
  },

  /**
   * Failed sign-ins for the existing account and for unknown e-mails, alternating, each from an
   * address of its own (so that no limit answers and the account is never locked): their medians.
   */
  async 'login-timing'(ctx, attempts = 30) {
    return ctx.withServer({ env: { ...ctx.env, TRUSTED_PROXIES: '1' } }, async (server) => {
      const attempt = (email) => postJson(`${server.origin}/api/users/login`, { email, password: `not-the-password-${randomBytes(6).toString('hex')}` }, { 'x-forwarded-for': nextAddress() })
      const samples = { known: [], unknown: [] }
      let statuses = {}
      for (let i = -2; i < attempts; i++) {
        for (const [kind, email] of [['known', ctx.env.ADMIN_EMAIL], ['unknown', `bench-${randomBytes(5).toString('hex')}@example.com`]]) {
          const result = await attempt(email)
          // The first attempts load the sign-in code and warm the hash; they are not counted.
          if (i < 0) continue
          samples[kind].push(result.ms)
          statuses = count(statuses, result.status)
        }
      }
      const known = latency(samples.known, 1)
      const unknown = latency(samples.unknown, 1)
      return { attempts, statuses, knownMs: known, unknownMs: unknown, medianDifference: round(Math.max(known.p50, unknown.p50) / Math.min(known.p50, unknown.p50) - 1, 3) }
    })
  },
}
