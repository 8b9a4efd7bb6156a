// `npm run bench`: measures the site in phases, each starting what it needs (servers, nginx,
// PostgreSQL, Redis, Chromium) on the benchmark's own build (.next-bench), database (.bench-data)
// and ports (3400 and 3490: BENCH_PORT, BENCH_NGINX_PORT). The phases' results replace the previous
// run's in .bench/results.json (Lighthouse's reports and logs in .bench/out, none of it committed);
// docs/performance.md is written from them: one table of measures and targets.
//   --only=<phase,…>       these phases (names below); the build is made afresh only when it is not
//                          current or `build` is among them (as in a full run)
//   --load-seconds=N       each load run's length in the later phases (default 10)
//   --lighthouse-runs=N    Lighthouse runs per page (default 3)
//   --cpu-slowdown=N       Lighthouse's CPU throttling (default its own, 4); to see a slower host,
//                          4 × this host's benchmark index ÷ that host's (e.g. 3,763 → 2,900: 5.2)
//   --pages=key,…          only these of the benchmark's pages (e.g. careers.en,careers.ar)
//                          (with either of these two, the results and docs/performance.md are kept)
//   --made-up-requests=N   the disk-growth phase's requests (default 10,000)
import { execFile, execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { promisify } from 'node:util'
import { ensureInstalled } from './lib/run.mjs'

await ensureInstalled()
const { buildSite, isCurrentBuild } = await import('./lib/build.mjs')
const { prepareDatabase } = await import('./lib/prepare.mjs')
const { findNginx, portAnswers, startApp, startNginxProxy } = await import('./lib/services.mjs')
const { chromiumPath } = await import('../tests/e2e/browser.mjs')
const { measure, round } = await import('./bench/load.mjs')
const { benchPages } = await import('./bench/pages.mjs')
const { sitePhases } = await import('./bench/site.mjs')
const { deploymentPhases, releasePostgres } = await import('./bench/deployment.mjs')
const { hostilePhases } = await import('./bench/hostile.mjs')
const { writeTable } = await import('./bench/table.mjs')

// In the order they run (the builds first, then the rest on the SQLite build); each one's result is
// kept under its name in camelCase.
const phases = { 'build-postgres': null, build: null, ...sitePhases, ...deploymentPhases, ...hostilePhases }
const keyOf = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase())
const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback
const only = option('only', null)?.split(',').filter(Boolean) ?? Object.keys(phases)
const unknown = only.filter((name) => !(name in phases))
if (unknown.length) {
  console.error(`Unknown phase ${unknown.join(', ')}; the phases are: ${Object.keys(phases).join(', ')}.`)
  process.exit(2)
}
if (!existsSync(chromiumPath) || !findNginx()) throw new Error('The benchmark needs Chromium and nginx: `apt-get install chromium nginx-light`.')

const port = Number(process.env.BENCH_PORT ?? 3400)
const nginxPort = Number(process.env.BENCH_NGINX_PORT ?? 3490)
const [distDir, dataDir, outDir] = ['.next-bench', '.bench-data', '.bench/out']
const resultsFile = '.bench/results.json'
const env = {
  ...process.env,
  ...{ NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, HOSTNAME: '127.0.0.1', SITE_URL: `http://localhost:${port}`, GRAPHQL_HOST: 'embedded' },
  ...{ DATABASE_URL: `file:./${dataDir}/site.db`, MEDIA_DIR: `${dataDir}/media`, PRIVATE_UPLOADS_DIR: `${dataDir}/private-uploads`, SPOOL_DIR: `${dataDir}/spool` },
  ...{ PAYLOAD_SECRET: 'bench-secret-not-for-production-0123456789', ADMIN_EMAIL: 'editor@thaqiblab.sa', ADMIN_PASSWORD: 'bench-editor-password' },
  // The load comes from this one machine: the per-client limits of searches and missing pages would
  // measure themselves. The hostile phases put the defaults back.
  ...{ SEARCH_RATE_LIMIT: '1000000', NOT_FOUND_RATE_LIMIT: '1000000' },
}
rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })

/** The pages asked for with --pages (all when none). */
const onlyPages = option('pages')?.split(',')
/** What the phases share: settings, the benchmark's pages, and how to start what they measure. */
const ctx = {
  env,
  port,
  nginxPort,
  distDir,
  dataDir,
  outDir,
  pages: benchPages().filter((page) => !onlyPages || onlyPages.includes(page.key)),
  loadSeconds: Number(option('load-seconds', 10)),
  lighthouseRuns: Number(option('lighthouse-runs', 3)),
  cpuSlowdown: option('cpu-slowdown') ? Number(option('cpu-slowdown')) : undefined,
  madeUpRequests: Number(option('made-up-requests', 10_000)),
  services: { postgres: null },
  app: () => ({ command: 'serve', timeoutMs: 120_000, logFile: path.join(outDir, 'server.log') }),
  measure: (options) => measure(ctx, options),
  /** Measurements of a server that stopped on its own (or was stopped from elsewhere) are not kept. */
  throwIfInterrupted(...servers) {
    for (const server of servers) if (server.interruption()) throw new Error(`The server on port ${server.port} ${server.interruption()} during the phase (see ${outDir}/server.log).`)
  },
  /** An app server (`command`: serve, or next for `next start`) on the benchmark's port with `env`, for the length of `fn`. */
  async withServer({ env = ctx.env, command = 'serve', probePath = command === 'serve' ? '/api/health' : '/' }, fn) {
    // Another server on the port would answer and be measured instead.
    if (await portAnswers(port)) throw new Error(`Something already listens on port ${port}: stop it, or choose another with BENCH_PORT.`)
    const server = await startApp({ ...ctx.app(), port, env, command, probePath })
    try {
      // A server that went away explains a failure better than what failed because of it.
      return await fn(server).finally(() => ctx.throwIfInterrupted(server))
    } finally {
      await server.stop()
    }
  },
  /** The production server with `env` behind nginx with the deployment's configuration. */
  withProxy: ({ env }, fn) =>
    ctx.withServer({ env }, async (server) => {
      const proxy = await startNginxProxy({ dir: path.resolve(outDir, 'nginx'), port: nginxPort, upstreams: [`127.0.0.1:${port}`] })
      return fn({ server, proxy }).finally(() => proxy.stop())
    }),
  /** scripts/bench/server-code.mts with `args` (the server's TypeScript, loaded as Next loads it): its JSON answer. */
  async serverCode(args) {
    const { stdout } = await promisify(execFile)(process.execPath, ['--conditions=react-server', '--import', 'tsx/esm', 'scripts/bench/server-code.mts', ...args], { env: { ...env, NODE_OPTIONS: '--no-deprecation' }, maxBuffer: 16 << 20 })
    return JSON.parse(stdout.trim().split('\n').pop())
  },
}

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim()
const startedAt = new Date().toISOString()
const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {}
const results = {
  ...previous,
  machine: { cpu: os.cpus()[0]?.model, cores: os.cpus().length, memoryGiB: round(os.totalmem() / 1024 ** 3, 1), node: process.version, commit: git('rev-parse', '--short', 'HEAD'), dirty: git('status', '--porcelain', '--untracked-files=no') !== '' },
  measuredAt: { ...previous.measuredAt },
}

/** Runs a phase and keeps its result, or its error: a failed phase does not stop the others. */
async function run(name, fn) {
  console.log(`\n── ${name} ──`)
  const started = performance.now()
  const key = keyOf(name)
  try {
    results[key] = await fn(ctx)
  } catch (error) {
    console.error(`${name} failed: ${error?.stack ?? error}`)
    results[key] = { error: String(error?.message ?? error) }
  }
  results.measuredAt[key] = startedAt
  console.log(`${name}: ${round((performance.now() - started) / 1000, 1)} s`)
}

try {
  // The build prerenders every page from the database: both are made afresh together.
  if (only.includes('build') || only.includes('build-postgres') || !isCurrentBuild(distDir) || !existsSync(path.join(dataDir, 'site.db'))) {
    rmSync(dataDir, { recursive: true, force: true })
    await prepareDatabase(env)
    // First, into the same directory: the SQLite build that follows is the one the phases serve.
    if (only.includes('build-postgres')) await run('build-postgres', phases['build-postgres'])
    await run('build', async () => {
      rmSync(distDir, { recursive: true, force: true })
      const started = performance.now()
      await buildSite(env)
      return { wallSeconds: round((performance.now() - started) / 1000, 1), loadAverage: os.loadavg()[0] }
    })
    if (results.build.error) throw new Error('The build failed; nothing to measure.')
  }
  for (const [name, fn] of Object.entries(phases).slice(2)) if (only.includes(name)) await run(name, fn)
} finally {
  await releasePostgres(ctx)
  // A run on some pages, or with another CPU throttling, is a look at those: it replaces no results.
  if (onlyPages || ctx.cpuSlowdown) {
    console.log(`\nA partial look: results in ${outDir}, not in ${resultsFile} or docs/performance.md.`)
  } else {
    writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`)
    writeTable(results, 'docs/performance.md')
    console.log(`\nWrote ${resultsFile} and docs/performance.md.`)
  }
}
