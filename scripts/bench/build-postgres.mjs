// Build time on PostgreSQL: `next build` prerenders every page from the database, so the database
// adapter's speed shows in the build. Runs before the SQLite build, into the same build directory,
// so that the SQLite build is the one the rest of the benchmark serves.
import { rmSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { buildSite } from '../lib/build.mjs'
import { round } from './stats.mjs'
import { loadAverage } from './system.mjs'
import { acquirePostgres } from './topology.mjs'

export async function buildOnPostgres(ctx) {
  // The cluster stays up afterwards: the two-instance phase runs on it.
  const { env, prepareSeconds, version } = await acquirePostgres(ctx)
  rmSync(ctx.distDir, { recursive: true, force: true })
  const loadBefore = loadAverage()
  const started = performance.now()
  await buildSite(env)
  // The SQLite build that follows replaces what this one leaves in the build directory.
  return { database: `PostgreSQL ${version}`, wallSeconds: round((performance.now() - started) / 1000, 1), prepareSeconds, loadBefore, loadAfter: loadAverage() }
}
