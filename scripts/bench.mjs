// `npm run bench`: builds the production app on a fresh seeded database (after timing a build on
// PostgreSQL), starts it, measures it (Lighthouse, first-load JavaScript, throughput against nginx,
// the blog index, load-more, memory, build and start-up times), then the deployment's shape (nginx's
// cache in front, an edit seen through it, one instance against two), hostile GraphQL, the script
// policy's hashing, disk growth from made-up addresses, sign-in timing and the site's container image
// (its size and cold start, on Podman), and writes bench/report.md with the raw numbers in
// bench/results.json. Temporary files go to bench/out/. It uses its own build and data directories
// and ports, so it never disturbs a developer's `.next` or the test build.
// `--only=<phases>` runs some phases (names in `phaseNames` below), with `--reuse-build` on an
// earlier run's build and database; such a partial run writes its report and results to bench/out/,
// leaving the committed ones alone unless `--into-report` (later phases only) merges them into the
// committed report. `--load-seconds=N` shortens the later phases' load runs and
// `--made-up-requests=N` the disk-growth phase, for working on the benchmark itself.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { ensureInstalled } from './lib/run.mjs'

await ensureInstalled()
const { prepareDatabase } = await import('./lib/prepare.mjs')
const { buildSite, compileServer } = await import('./lib/build.mjs')
const { ensureSystemPackages, loadAverage, machineInfo } = await import('./bench/system.mjs')
const { benchPages } = await import('./bench/pages.mjs')
const { rssMiB, sampleRss, startServer } = await import('./bench/server.mjs')
const { measureFirstLoadJs } = await import('./bench/first-load-js.mjs')
const { lighthousePage } = await import('./bench/lighthouse.mjs')
const { cannon, replay, startNginx, ttfbUnderLoad } = await import('./bench/load.mjs')
const { fetchRaw } = await import('./lib/http.mjs')
const { median, round } = await import('./bench/stats.mjs')
const { writeReport } = await import('./bench/report.mjs')
const { attributeChunks } = await import('./bench/chunks.mjs')
const { releasePostgres } = await import('./bench/topology.mjs')
const { selfSignedCertificate, startNginxProxy } = await import('./lib/services.mjs')
const { buildOnPostgres } = await import('./bench/build-postgres.mjs')
const { blogIndexThroughput } = await import('./bench/blog-index.mjs')
const { throughNginxCache } = await import('./bench/nginx-cache.mjs')
const { editThroughNginx, quietPageVisitor } = await import('./bench/edit-visible.mjs')
const { oneVersusTwo, redisHung } = await import('./bench/scale-out.mjs')
const { hostileGraphql } = await import('./bench/hostile-graphql.mjs')
const { hostileRequests } = await import('./bench/hostile-requests.mjs')
const { cspHashingCost } = await import('./bench/csp-cost.mjs')
const { diskGrowth } = await import('./bench/disk-growth.mjs')
const { loginTiming } = await import('./bench/login-timing.mjs')
const { searchLatency } = await import('./bench/search.mjs')
const { htmlComposition, measureHtml, measureSitemapHtml } = await import('./bench/html-size.mjs')
const { frameworkFloor } = await import('./bench/budget.mjs')
const { imagePhase } = await import('./bench/image.mjs')

const argv = process.argv.slice(2)
const option = (name, fallback) => {
  const match = argv.find((a) => a.startsWith(`--${name}=`))
  return match ? match.slice(name.length + 3) : fallback
}
// For working on the benchmark itself: reuse the last build and database (build time is not measured).
const reuseBuild = argv.includes('--reuse-build')
const lighthouseRuns = Number(option('lighthouse-runs', '3'))
// The measured length of each autocannon run in the later phases (after a warm-up of up to 3 s).
const loadSeconds = Number(option('load-seconds', '10'))
const warmupSeconds = Math.min(3, loadSeconds)
// Made-up addresses asked for in the disk-growth phase (each renders a 404 page: about 30 ms of CPU).
const madeUpRequests = Number(option('made-up-requests', '10000'))
// In the order they run. Without --reuse-build, the fresh database and the SQLite build always run:
// every other phase serves that build.
const phaseNames = [
  'build-postgres',
  'startup',
  'warm-up',
  'throughput',
  'blog-index',
  'html-size',
  'first-load-js',
  'load-more',
  'lighthouse',
  'nginx-cache',
  'edit-through-nginx',
  'quiet-page',
  'scale-out',
  'redis-hung',
  'hostile-graphql',
  'hostile-requests',
  'csp-hash',
  'disk-growth',
  'search',
  'login-timing',
  'image',
]
const only = option('only', null)?.split(',').map((name) => name.trim()).filter(Boolean) ?? null
const unknownPhases = (only ?? []).filter((name) => !phaseNames.includes(name))
if (unknownPhases.length) {
  console.error(`Unknown phase ${unknownPhases.join(', ')}; the phases are: ${phaseNames.join(', ')}.`)
  process.exit(2)
}
// The load-more request is captured while first-load JavaScript is measured.
const selected = (name) => !only || only.includes(name) || (name === 'first-load-js' && only.includes('load-more'))
const port = Number(process.env.BENCH_PORT ?? 3400)
const nginxPort = Number(process.env.BENCH_NGINX_PORT ?? 3490)
const distDir = '.next-bench'
const dataDir = '.bench-data'
const outDir = 'bench/out'
const siteOrigin = `http://localhost:${port}`

const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  DATABASE_URL: `file:./${dataDir}/site.db`,
  MEDIA_DIR: `${dataDir}/media`,
  PRIVATE_UPLOADS_DIR: `${dataDir}/private-uploads`,
  SPOOL_DIR: `${dataDir}/spool`,
  PAYLOAD_SECRET: 'bench-secret-not-for-production-0123456789',
  SITE_URL: siteOrigin,
  ADMIN_EMAIL: 'editor@thaqiblab.sa',
  ADMIN_PASSWORD: 'bench-editor-password',
  GRAPHQL_HOST: 'embedded',
  // The load of every phase comes from this one machine: the per-client limits of searches and
  // missing pages would measure themselves. The hostile phase puts the defaults back.
  SEARCH_RATE_LIMIT: '1000000',
  NOT_FOUND_RATE_LIMIT: '1000000',
}

const benchStarted = performance.now()
const phases = {}
async function phase(name, fn) {
  console.log(`\n── ${name} ──`)
  const started = performance.now()
  try {
    return await fn()
  } finally {
    phases[name] = round((performance.now() - started) / 1000, 1)
  }
}

/**
 * A phase that must not stop the others: its error is recorded in the results instead (and its
 * processes are stopped by the phase itself).
 */
async function guarded(name, fn) {
  try {
    return await phase(name, fn)
  } catch (error) {
    console.error(`${name} failed: ${error?.stack ?? error}`)
    return { error: String(error?.message ?? error) }
  }
}

mkdirSync(outDir, { recursive: true })
const tools = ensureSystemPackages()
const results = {
  version: 2,
  startedAt: new Date().toISOString(),
  machine: machineInfo(tools),
  load: { start: loadAverage() },
  settings: { lighthouseRuns, loadSeconds, warmupSeconds, madeUpRequests, only, reuseBuild, port, nginxPort, distDir, dataDir, siteOrigin },
  pages: benchPages().map(({ key, type, locale, path: p, content }) => ({ key, type: type.id, label: type.label, locale, path: p, content })),
}
const serverLog = path.join(outDir, 'server.log')
// What the phases share: settings, the services a phase leaves up for a later one (PostgreSQL).
const ctx = { env, tools, port, nginxPort, distDir, dataDir, outDir, serverLog, loadSeconds, warmupSeconds, madeUpRequests, results, services: { postgres: null } }

/**
 * The server phases on one `next start` process, as the benchmark has measured the site from the
 * start: Next's own rate against nginx with the same bytes.
 */
async function onNextStart() {
  const server = await startServer({ env, port, logFile: serverLog })
  let nginx = null
  try {
    const pages = benchPages()
    results.memory = { afterStartMiB: round(rssMiB(server.pid), 0) }

    if (selected('warm-up')) results.responses = await phase('Warm-up: every page once', async () => {
      const responses = {}
      for (const entry of pages) {
        const response = await fetchRaw(server.origin + entry.path, { headers: { 'accept-encoding': 'gzip' } })
        if (response.status !== entry.expectStatus) throw new Error(`${entry.path} answered ${response.status}, expected ${entry.expectStatus}`)
        const again = await fetchRaw(server.origin + entry.path, { headers: { 'accept-encoding': 'gzip' } })
        responses[entry.key] = {
          status: again.status,
          htmlBytesCompressed: again.body.length,
          contentEncoding: again.headers['content-encoding'] ?? 'identity',
          cache: again.headers['x-nextjs-cache'] ?? null,
          prerender: again.headers['x-nextjs-prerender'] ?? null,
          cacheControl: again.headers['cache-control'] ?? null,
          criticalCH: again.headers['critical-ch'] ?? null,
          vary: again.headers.vary ?? null,
        }
      }
      return responses
    })

    if (selected('throughput')) results.throughput = await phase('Throughput: Next vs nginx (autocannon)', async () => {
      const page = await fetchRaw(`${server.origin}/`)
      if (page.status !== 200) throw new Error(`/ answered ${page.status}`)
      nginx = await startNginx({ nginx: tools.nginx, dir: path.resolve(outDir, 'nginx'), port: nginxPort, html: page.body })
      const memory = { beforeMiB: round(rssMiB(server.pid), 0) }
      const sampler = sampleRss(server.pid)
      const runs = []
      for (const connections of [10, 50]) {
        // Warm-ups are discarded: they let both servers reach their steady state (JIT, connections).
        await cannon({ url: `${server.origin}/`, connections, seconds: 3 })
        const next = await cannon({ url: `${server.origin}/`, connections, seconds: 10, pids: () => [server.pid] })
        await cannon({ url: `${nginx.origin}/`, connections, seconds: 3 })
        const ceiling = await cannon({ url: `${nginx.origin}/`, connections, seconds: 10, pids: nginx.pids })
        runs.push({ connections, next, nginx: ceiling, ratio: round(next.requestsPerSecond / ceiling.requestsPerSecond, 3) })
      }
      // Context for the ratio: a smaller cached page, and the home page asked for as browsers ask for it
      // (next.config.ts leaves compression to the production server, so the report reads from the
      // bytes whether anything was compressed; nginx is not asked to compress, so no ceiling here).
      const about = await fetchRaw(`${server.origin}/about`)
      await cannon({ url: `${server.origin}/about`, connections: 10, seconds: 3 })
      const context = [
        { label: `/about (${about.body.length} bytes of HTML)`, ...(await cannon({ url: `${server.origin}/about`, connections: 10, seconds: 10, pids: () => [server.pid] })) },
        { label: '/ with Accept-Encoding: gzip', ...(await cannon({ url: `${server.origin}/`, connections: 10, seconds: 10, headers: { 'accept-encoding': 'gzip' }, pids: () => [server.pid] })) },
      ]
      const ttfb = {
        next: await ttfbUnderLoad({ url: `${server.origin}/`, connections: 10, seconds: 10 }),
        nginx: await ttfbUnderLoad({ url: `${nginx.origin}/`, connections: 10, seconds: 10 }),
      }
      const peak = sampler.stop()
      memory.peakUnderLoadMiB = round(peak.peakMiB, 0)
      memory.samples = peak.samples
      await new Promise((resolve) => setTimeout(resolve, 5000))
      memory.fiveSecondsAfterMiB = round(rssMiB(server.pid), 0)
      await nginx.stop()
      nginx = null
      results.memory = { ...results.memory, ...memory }
      return {
        page: '/',
        htmlBytes: page.body.length,
        htmlComposition: htmlComposition(page.body.toString('utf8')),
        nextHeaders: { cache: page.headers['x-nextjs-cache'] ?? null, prerender: page.headers['x-nextjs-prerender'] ?? null, cacheControl: page.headers['cache-control'] ?? null },
        runs,
        context,
        ttfb,
      }
    })

    // The blog index and a post on the same server, while it is warm from the throughput phase.
    if (selected('blog-index')) results.blogIndex = await guarded('Blog index against a post (autocannon)', () => blogIndexThroughput(ctx, server))

  } finally {
    await nginx?.stop()
    await server.stop()
  }
}

/**
 * The page phases on the production server (src/server, as `npm start` and the deployment run it):
 * the HTML, scripts and headers visitors get, compressed (next.config.ts leaves compression to it).
 */
async function onProductionServer() {
  const server = await startServer({ env, port, logFile: serverLog, command: 'production', probePath: '/api/health' })
  try {
    const pages = benchPages()
    if (selected('html-size')) {
      results.html = await phase('HTML of each page type (uncompressed)', () => measureHtml({ origin: server.origin, pages }))
      results.htmlSitemap = await phase('HTML of every page in the sitemap (uncompressed)', () => measureSitemapHtml({ origin: server.origin }))
    }

    if (selected('first-load-js')) {
      const js = await phase('First-load JavaScript (Chromium, cache disabled)', () => measureFirstLoadJs({ origin: siteOrigin, pages }))
      results.firstLoadJs = js.results
      results.chunks = attributeChunks({ firstLoadJs: js.results, distDir })
      results.frameworkFloor = frameworkFloor({ distDir, firstLoadJs: js.results })

      if (selected('load-more')) results.loadMore = await phase('Blog load-more (the browser client request, replayed)', async () => {
        const out = {}
        for (const [locale, request] of Object.entries(js.loadMoreRequests)) {
          out[locale] = { request, ...(await replay({ origin: server.origin, request, count: 200 })) }
        }
        return out
      })
    }

    // Lighthouse loads the pages as visitors get them: over HTTPS and HTTP/2 from nginx with the
    // deployment's configuration (its cache included) in front of the production server. Lighthouse
    // simulates a slow network from what it saw, and over HTTP/1.1 it would spread the page's
    // requests over six connections of their own, which no visitor's browser does with the site.
    if (selected('lighthouse') && lighthouseRuns > 0) results.lighthouse = await phase(`Lighthouse (mobile, ${lighthouseRuns} runs per page)`, async () => {
      const front = await startNginxProxy({
        dir: path.resolve(outDir, 'nginx-https'),
        port: nginxPort,
        upstreams: [`127.0.0.1:${port}`],
        tls: selfSignedCertificate(path.resolve(outDir, 'tls')),
      })
      // By name, as the site's own links are (SITE_URL), so that Lighthouse's SEO audits see one host.
      const frontOrigin = `https://localhost:${nginxPort}`
      const out = {}
      try {
        for (const entry of pages) {
          const started = performance.now()
          out[entry.key] = await lighthousePage({
            url: frontOrigin + entry.path,
            key: entry.key,
            runs: lighthouseRuns,
            outDir: path.join(outDir, 'lighthouse'),
            ignoreStatusCode: entry.expectStatus !== 200,
            acceptAnyCertificate: true,
          })
          const s = out[entry.key].scores
          console.log(`${entry.path}: ${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo} (${round((performance.now() - started) / 1000, 0)} s)`)
        }
      } finally {
        await front.stop()
      }
      results.lighthouseFront = { origin: frontOrigin, protocol: 'HTTP/2 over TLS', nginx: 'deploy/nginx/thaqib.conf.template' }
      return out
    })
    results.memory = { ...results.memory, afterAllMiB: round(rssMiB(server.pid), 0) }
  } finally {
    await server.stop()
  }
}

// The later phases: each starts what it needs (production servers, nginx, PostgreSQL, redis-server)
// and stops it, and a failure is recorded without stopping the rest. Sign-in timing comes last: its
// failed sign-ins are counted by the app (per address, so they lock nothing).
const laterPhases = [
  ['nginx-cache', 'nginxCache', 'Through nginx: cached pages against the same bytes as files', throughNginxCache],
  ['edit-through-nginx', 'editThroughNginx', 'An edit seen through nginx', editThroughNginx],
  ['quiet-page', 'quietPage', "A quiet page's one visitor after a publish, through nginx", quietPageVisitor],
  ['scale-out', 'scaleOut', 'One instance against two behind nginx (/contact, PostgreSQL, Redis)', oneVersusTwo],
  ['redis-hung', 'redisHung', 'Redis hung: a page and the forms while it does not answer', redisHung],
  ['hostile-graphql', 'hostileGraphql', 'Hostile GraphQL: CPU per request, a cached page under attack', hostileGraphql],
  ['hostile-requests', 'hostileRequests', 'Hostile requests: form bombs, searches and made-up slugs from one client (ADR 026)', hostileRequests],
  ['csp-hash', 'cspHash', 'Script-policy hashing cost', cspHashingCost],
  ['disk-growth', 'diskGrowth', `Disk growth from ${madeUpRequests.toLocaleString('en-US')} made-up addresses`, diskGrowth],
  ['search', 'search', 'Site search: time to answer a query (en, ar)', searchLatency],
  ['login-timing', 'loginTiming', 'Failed sign-ins: known against unknown e-mails', loginTiming],
  ['image', 'image', 'The site as a container image: size and cold start (Podman)', imagePhase],
]

try {
  if (!reuseBuild) {
    await phase('Fresh database: migrations and seed', async () => {
      rmSync(dataDir, { recursive: true, force: true })
      await prepareDatabase(env)
    })
    // Before the SQLite build, into the same directory: the SQLite build is the one that is served.
    if (selected('build-postgres')) results.buildPostgres = await guarded('Production build on PostgreSQL (next build)', () => buildOnPostgres(ctx))
    results.build = await phase('Production build (next build)', async () => {
      rmSync(distDir, { recursive: true, force: true })
      const loadBefore = loadAverage()
      const started = performance.now()
      await buildSite(env)
      return { wallSeconds: round((performance.now() - started) / 1000, 1), loadBefore, loadAfter: loadAverage() }
    })
  } else {
    if (!existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`--reuse-build: there is no build in ${distDir}; run once without it.`)
    // The production server as the source has it now (a build's own copy may be older).
    await compileServer(distDir)
    results.build = { wallSeconds: null, note: 'not measured (--reuse-build)' }
    if (selected('build-postgres')) results.buildPostgres = { skipped: 'not measured (--reuse-build): the PostgreSQL build would replace the build that the other phases serve' }
  }

  rmSync(serverLog, { force: true })

  if (selected('startup')) results.startup = await phase('Start to first byte', async () => {
    const samples = []
    for (let i = 0; i < 3; i++) {
      const server = await startServer({ env, port, logFile: serverLog })
      samples.push({ ms: round(server.startToFirstByteMs, 0), status: server.firstStatus, rssMiB: round(rssMiB(server.pid), 0) })
      await server.stop()
    }
    return { probe: '/', samples, medianMs: round(median(samples.map((s) => s.ms)), 0) }
  })

  if (['warm-up', 'throughput', 'blog-index'].some(selected)) await onNextStart()
  if (['html-size', 'first-load-js', 'load-more', 'lighthouse'].some(selected)) await onProductionServer()

  for (const [name, key, label, fn] of laterPhases) {
    if (selected(name)) results[key] = await guarded(label, () => fn(ctx))
  }
} finally {
  await releasePostgres(ctx)
  // What was measured so far, to look at when a phase fails.
  writeFileSync(path.join(outDir, 'partial-results.json'), `${JSON.stringify(results, null, 2)}\n`)
}

results.load.end = loadAverage()
results.phasesSeconds = phases
results.totalSeconds = round((performance.now() - benchStarted) / 1000, 0)
const reportDir = only ? outDir : 'bench'
writeFileSync(path.join(reportDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`)
writeReport(results, path.join(reportDir, 'report.md'))
console.log(`\nWrote ${reportDir}/report.md and ${reportDir}/results.json in ${results.totalSeconds} s.`)

// `--into-report` with `--only` of later phases: their new results replace those of the committed
// report, which then says which phases were measured again, when and at which commit.
if (only && argv.includes('--into-report')) {
  const committed = JSON.parse(readFileSync('bench/results.json', 'utf8'))
  const measured = laterPhases.filter(([name, key]) => only.includes(name) && results[key])
  if (measured.length !== only.length) throw new Error(`--into-report takes only these phases: ${laterPhases.map(([name]) => name).join(', ')}`)
  for (const [, key] of measured) committed[key] = results[key]
  committed.remeasured = [
    ...(committed.remeasured ?? []),
    { phases: measured.map(([name]) => name), startedAt: results.startedAt, gitCommit: results.machine.gitCommit, dirty: results.machine.dirty, reuseBuild: results.settings.reuseBuild, load: results.load },
  ]
  writeFileSync('bench/results.json', `${JSON.stringify(committed, null, 2)}\n`)
  writeReport(committed, 'bench/report.md')
  console.log(`Merged ${measured.map(([name]) => name).join(', ')} into bench/report.md and bench/results.json.`)
}
