// `npm run bench`: builds the production app on a fresh seeded database, starts it, measures it
// (Lighthouse, first-load JavaScript, throughput against nginx, load-more, memory, build and start-up
// times) and writes bench/report.md with the raw numbers in bench/results.json. Temporary files go to
// bench/out/. It uses its own build and data directories and ports, so it never disturbs a
// developer's `.next` or the test build.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { ensureInstalled, run } from './lib/run.mjs'

await ensureInstalled()
const { localBin, prepareDatabase } = await import('./lib/prepare.mjs')
const { ensureSystemPackages, loadAverage, machineInfo } = await import('./bench/system.mjs')
const { benchPages } = await import('./bench/pages.mjs')
const { rssMiB, sampleRss, startServer } = await import('./bench/server.mjs')
const { measureFirstLoadJs } = await import('./bench/first-load-js.mjs')
const { lighthousePage } = await import('./bench/lighthouse.mjs')
const { cannon, fetchRaw, replay, startNginx, ttfbUnderLoad } = await import('./bench/load.mjs')
const { median, round } = await import('./bench/stats.mjs')
const { writeReport } = await import('./bench/report.mjs')
const { attributeChunks } = await import('./bench/chunks.mjs')

const argv = process.argv.slice(2)
const option = (name, fallback) => {
  const match = argv.find((a) => a.startsWith(`--${name}=`))
  return match ? match.slice(name.length + 3) : fallback
}
// For working on the benchmark itself: reuse the last build and database (build time is not measured).
const reuseBuild = argv.includes('--reuse-build')
const lighthouseRuns = Number(option('lighthouse-runs', '3'))
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
  PAYLOAD_SECRET: 'bench-secret-not-for-production-0123456789',
  SITE_URL: siteOrigin,
  ADMIN_EMAIL: 'editor@thaqiblab.sa',
  ADMIN_PASSWORD: 'bench-editor-password',
  GRAPHQL_HOST: 'embedded',
}

/** What a page's HTML is made of: the inline RSC payload (`self.__next_f`) repeats the rendered tree. */
function htmlComposition(html) {
  const bytesOf = (pattern) => [...html.matchAll(pattern)].reduce((total, m) => total + Buffer.byteLength(m[0]), 0)
  return {
    totalBytes: Buffer.byteLength(html),
    rscPayloadBytes: bytesOf(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g),
    inlineSvgBytes: bytesOf(/<svg[\s\S]*?<\/svg>/g),
    classAttributeBytes: bytesOf(/ class="[^"]*"/g),
  }
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

mkdirSync(outDir, { recursive: true })
const tools = ensureSystemPackages()
const results = {
  version: 1,
  startedAt: new Date().toISOString(),
  machine: machineInfo(tools),
  load: { start: loadAverage() },
  settings: { lighthouseRuns, port, nginxPort, distDir, dataDir, siteOrigin },
  pages: benchPages().map(({ key, type, locale, path: p, content }) => ({ key, type: type.id, label: type.label, locale, path: p, content })),
}

if (!reuseBuild) {
  await phase('Fresh database: migrations and seed', async () => {
    rmSync(dataDir, { recursive: true, force: true })
    await prepareDatabase(env)
  })
  results.build = await phase('Production build (next build)', async () => {
    rmSync(distDir, { recursive: true, force: true })
    const started = performance.now()
    await run(localBin('next'), ['build'], { env })
    return { wallSeconds: round((performance.now() - started) / 1000, 1), loadAfter: loadAverage() }
  })
} else {
  results.build = { wallSeconds: null, note: 'not measured (--reuse-build)' }
}

const serverLog = path.join(outDir, 'server.log')
rmSync(serverLog, { force: true })

results.startup = await phase('Start to first byte', async () => {
  const samples = []
  for (let i = 0; i < 3; i++) {
    const server = await startServer({ env, port, logFile: serverLog })
    samples.push({ ms: round(server.startToFirstByteMs, 0), status: server.firstStatus, rssMiB: round(rssMiB(server.pid), 0) })
    await server.stop()
  }
  return { probe: '/', samples, medianMs: round(median(samples.map((s) => s.ms)), 0) }
})

const server = await startServer({ env, port, logFile: serverLog })
let nginx = null
try {
  const pages = benchPages()
  results.memory = { afterStartMiB: round(rssMiB(server.pid), 0) }

  results.responses = await phase('Warm-up: every page once', async () => {
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

  results.throughput = await phase('Throughput: Next vs nginx (autocannon)', async () => {
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
    // Context for the ratio: a smaller cached page, and the home page compressed as browsers ask for it
    // (Next gzips every response anew; nginx is not asked to compress, so no ceiling for this one).
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

  const js = await phase('First-load JavaScript (Chromium, cache disabled)', () => measureFirstLoadJs({ origin: siteOrigin, pages }))
  results.firstLoadJs = js.results
  results.chunks = attributeChunks({ firstLoadJs: js.results, distDir })

  results.loadMore = await phase('Blog load-more (the browser client request, replayed)', async () => {
    const out = {}
    for (const [locale, request] of Object.entries(js.loadMoreRequests)) {
      out[locale] = { request, ...(await replay({ origin: server.origin, request, count: 200 })) }
    }
    return out
  })

  if (lighthouseRuns > 0) results.lighthouse = await phase(`Lighthouse (mobile, ${lighthouseRuns} runs per page)`, async () => {
    const out = {}
    for (const entry of pages) {
      const started = performance.now()
      out[entry.key] = await lighthousePage({
        url: siteOrigin + entry.path,
        key: entry.key,
        runs: lighthouseRuns,
        outDir: path.join(outDir, 'lighthouse'),
        ignoreStatusCode: entry.expectStatus !== 200,
      })
      const s = out[entry.key].scores
      console.log(`${entry.path}: ${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo} (${round((performance.now() - started) / 1000, 0)} s)`)
    }
    return out
  })
  results.memory.afterAllMiB = round(rssMiB(server.pid), 0)
} finally {
  await nginx?.stop()
  await server.stop()
  // What was measured so far, to look at when a later phase fails.
  writeFileSync(path.join(outDir, 'partial-results.json'), `${JSON.stringify(results, null, 2)}\n`)
}

results.load.end = loadAverage()
results.phasesSeconds = phases
results.totalSeconds = round((performance.now() - benchStarted) / 1000, 0)
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`)
writeReport(results, 'bench/report.md')
console.log(`\nWrote bench/report.md and bench/results.json in ${results.totalSeconds} s.`)
