// `npm test`: unit and integration tests, then a production build on a fresh seeded SQLite
// database and the Playwright browser tests against it. Installs dependencies first if needed.
import { rmSync } from 'node:fs'
import { ensureInstalled, run } from './lib/run.mjs'

await ensureInstalled()
const { localBin, prepareDatabase } = await import('./lib/prepare.mjs')
const { buildSite, isCurrentBuild } = await import('./lib/build.mjs')

// Several working copies can test side by side: each may choose its own port, build directory
// and data directory. `--e2e-only` skips vitest; `--reuse-build` keeps an up-to-date build and its
// database; `--scale-only` runs only the scale-out test (with `--reuse-build`); `--containers-only`
// only the container images and topology; arguments after `--` go to Playwright.
const port = process.env.E2E_PORT ?? '3100'
const distDir = process.env.TEST_DIST_DIR ?? '.next-test'
const dataDir = process.env.TEST_DATA_DIR ?? '.test-data'
const argv = process.argv.slice(2)
const scaleOnly = argv.includes('--scale-only')
const containersOnly = argv.includes('--containers-only')
const e2eOnly = argv.includes('--e2e-only') || scaleOnly || containersOnly
// While working on the tests: keep the database and the build when the build is the current source's.
const reuseBuild = argv.includes('--reuse-build') && isCurrentBuild(distDir)
const playwrightArgs = argv.includes('--') ? argv.slice(argv.indexOf('--') + 1) : []
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  DATABASE_URL: `file:./${dataDir}/site.db`,
  MEDIA_DIR: `${dataDir}/media`,
  PRIVATE_UPLOADS_DIR: `${dataDir}/private-uploads`,
  SPOOL_DIR: `${dataDir}/spool`,
  PAYLOAD_SECRET: 'test-secret-not-for-production-0123456789',
  SITE_URL: `http://localhost:${port}`,
  ADMIN_EMAIL: 'editor@thaqiblab.sa',
  ADMIN_PASSWORD: 'test-editor-password',
  GRAPHQL_HOST: 'embedded',
  E2E_PORT: port,
  // The browser tests stand in for the reverse proxy in front of the site: each visitor's address
  // is the one X-Forwarded-For entry they send (tests/e2e/fixtures.ts).
  TRUSTED_PROXIES: '1',
  // The suite does not wait out the forms' minimum fill time; tests/e2e/security.spec.ts checks it
  // on a server of its own, and src/submissions/token.test.ts with the real value on a controlled clock.
  FORM_MIN_FILL_MS: '0',
  // Every browser test is a visitor from this machine unless it says otherwise: the per-client limits
  // of searches and missing pages are checked on a server of their own (tests/e2e/hostile.spec.ts).
  SEARCH_RATE_LIMIT: '100000',
  NOT_FOUND_RATE_LIMIT: '100000',
  // Scheduled publications are looked for every 2 s instead of 15 (tests/e2e/editing/admin.spec.ts).
  SCHEDULE_INTERVAL_MS: '2000',
  // Page views are sent to the database every second instead of every minute (tests/e2e/editing/visits.spec.ts).
  VISITS_FLUSH_MS: '1000',
  // CI builds once in a fresh clone: a cache for the next build would only be written, never read.
  ...(process.env.CI ? { BUILD_CACHE: 'off' } : {}),
}
const step = (name, prefix = '') => console.log(`\n${prefix}── ${name} ──`)

/** Runs lanes side by side; all finish before a failure is reported, so none has its report cut short. */
async function sideBySide(...lanes) {
  const failed = (await Promise.allSettled(lanes.map((lane) => lane()))).filter((r) => r.status === 'rejected')
  if (failed.length) throw failed[0].reason
}

/**
 * The checks that need no build (import floors, unused code, vitest), printed with a prefix: they run beside the
 * seed and the build, which keep only one of two cores busy for about half of their time (ADR 021).
 * The tests that can use PostgreSQL run on SQLite in the first vitest run and, when
 * TEST_POSTGRES_URL is set, on PostgreSQL in a second one beside it.
 */
async function checks() {
  if (e2eOnly) return
  const prefix = 'vitest │ '
  step('Import floors (dependency-cruiser, .dependency-cruiser.cjs)', prefix)
  await run(localBin('depcruise'), ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], { prefix })
  step('Unused files and exports (knip, knip.json)', prefix)
  await run(localBin('knip'), ['--no-progress'], { prefix })
  const { TEST_POSTGRES_URL: postgresUrl, ...withoutPostgres } = process.env
  // The PostgreSQL-only file runs in the PostgreSQL run alone, rather than be reported skipped in the other.
  const postgresOnly = 'tests/integration/backup-postgres.test.ts'
  const onSqlite = async () => {
    step('Unit and integration tests (vitest)', prefix)
    await run(localBin('vitest'), ['run', ...(postgresUrl ? ['--exclude', postgresOnly] : [])], { env: { ...withoutPostgres, NODE_ENV: 'test' }, prefix })
  }
  const onPostgres = async () => {
    if (!postgresUrl) {
      console.log(`${prefix}PostgreSQL integration tests not run here: set TEST_POSTGRES_URL to an empty database (.ci/run does).`)
      return
    }
    const pgPrefix = 'vitest-pg │ '
    step('Integration tests on PostgreSQL', pgPrefix)
    const files = ['tests/integration/payload.test.ts', 'tests/integration/concurrent-edits.test.ts', 'tests/integration/rate-limit.test.ts', 'tests/integration/personal-data.test.ts', 'tests/integration/activity.test.ts', 'tests/integration/abandoned-drafts.test.ts', 'tests/integration/visits.test.ts', 'tests/integration/slugs.test.ts', postgresOnly]
    await run(localBin('vitest'), ['run', ...files], { env: { ...process.env, NODE_ENV: 'test' }, prefix: pgPrefix })
  }
  await sideBySide(onSqlite, onPostgres)
}

/** A fresh seeded test database and a production build of the current source. */
async function build() {
  if (reuseBuild) return
  step('Fresh test database: migrations and seed')
  rmSync(dataDir, { recursive: true, force: true })
  // Content read from the old database and cached by an earlier build would be served again when
  // only the seed content changed (the cache's version follows the code): the data cache goes too.
  rmSync(`${distDir}/cache/fetch-cache`, { recursive: true, force: true })
  await prepareDatabase(env)

  step('Production build')
  // Records the source's fingerprint: `npm start` with this NEXT_DIST_DIR serves the build as it is.
  await buildSite(env)
}

if (!containersOnly) await sideBySide(checks, build)

async function browserTests() {
  if (scaleOnly || containersOnly) return
  step('Browser tests (Playwright, Chromium)')
  await run(localBin('playwright'), ['test', ...playwrightArgs], { env })
}

/**
 * Two instances behind nginx on PostgreSQL and Redis (Debian's packages, started by the test
 * itself), printed with a prefix. It spends most of its four minutes waiting (on stopped databases,
 * killed instances, retries), so it runs beside the browser tests (ADR 021). A run of chosen
 * browser tests (`--e2e-only -- tests/e2e/x.spec.ts`) leaves it out.
 */
async function scaleOut() {
  if (containersOnly || (!scaleOnly && playwrightArgs.length > 0)) return
  const prefix = scaleOnly ? '' : 'scale │ '
  step('Scale-out test (nginx, two instances, PostgreSQL, Redis; faults injected)', prefix)
  await run(localBin('playwright'), ['test', '--config', 'playwright.scale.config.ts', ...(scaleOnly ? playwrightArgs : [])], { env, prefix })
}

await sideBySide(browserTests, scaleOut)

/**
 * deploy/compose.yaml itself on Podman (tests/containers): first every image it needs, built here
 * from Debian's packages and the npm registry (`npm run images`; each reused while what it is built
 * from is unchanged), then the topology, checked as visitors and an editor see it, with faults.
 * Last, alone: building the site's image takes both cores for minutes.
 */
async function containers() {
  if (scaleOnly || (!containersOnly && playwrightArgs.length > 0)) return
  const started = Date.now()
  step('Container images (npm run images: Debian packages and the npm registry)')
  const { buildImages } = await import('./lib/images.mjs')
  const images = await buildImages()
  const built = Date.now()
  step('Container topology test (deploy/compose.yaml on Podman: nginx, two instances, PostgreSQL, Valkey; faults injected)')
  await run(localBin('playwright'), ['test', '--config', 'playwright.containers.config.ts', ...(containersOnly ? playwrightArgs : [])], { env: { ...env, ...images } })
  const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`
  console.log(`Container step: ${minutes(Date.now() - started)} (images ${minutes(built - started)}, topology ${minutes(Date.now() - built)})`)
}

await containers()
