// The pieces the later phases assemble: the production server on the bench build, nginx with the
// deployment's configuration in front of it, a PostgreSQL cluster of the benchmark's own (shared by
// the PostgreSQL build and the two-instance phase), and CPU accounting per group of processes.
import { execFile } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { promisify } from 'node:util'
import { prepareDatabase } from '../lib/prepare.mjs'
import { childPids, freePort, startNginxProxy, startPostgresCluster } from '../lib/services.mjs'
import { cannon } from './load.mjs'
import { cpuMs, startServer } from './server.mjs'
import { round } from './stats.mjs'

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The settings of the app on PostgreSQL: media and CVs in a folder of their own, so that seeding a
 * second database never renames or replaces the SQLite database's files.
 */
export function postgresEnv(ctx, url) {
  return {
    ...ctx.env,
    DATABASE_URL: url,
    MEDIA_DIR: `${ctx.dataDir}/pg/media`,
    PRIVATE_UPLOADS_DIR: `${ctx.dataDir}/pg/private-uploads`,
  }
}

/**
 * The benchmark's PostgreSQL cluster, migrated and seeded: the one already running (the build phase
 * leaves it up for the two-instance phase), or a new one under the system's temporary folder on a
 * free port. `releasePostgres` removes it.
 */
export async function acquirePostgres(ctx) {
  if (ctx.services.postgres) return { ...ctx.services.postgres, reused: true }
  const dir = path.join(os.tmpdir(), `thaqib-bench-pg-${process.pid}`)
  const cluster = await startPostgresCluster({ dir, port: await freePort() })
  try {
    const env = postgresEnv(ctx, cluster.url)
    rmSync(path.join(ctx.dataDir, 'pg'), { recursive: true, force: true })
    const started = performance.now()
    await prepareDatabase(env)
    const prepareSeconds = round((performance.now() - started) / 1000, 1)
    const version = cluster.sql('SHOW server_version')
    ctx.services.postgres = { cluster, env, prepareSeconds, version }
    return { ...ctx.services.postgres, reused: false }
  } catch (error) {
    await cluster.destroy()
    throw error
  }
}

export async function releasePostgres(ctx) {
  const postgres = ctx.services.postgres
  ctx.services.postgres = null
  if (postgres) await postgres.cluster.destroy()
  rmSync(path.join(ctx.dataDir, 'pg'), { recursive: true, force: true })
}

/** The production server (src/server/index.ts) with `env`, for the length of `fn`. */
export async function withProductionServer(ctx, { env, port = ctx.port }, fn) {
  const server = await startServer({ env, port, logFile: ctx.serverLog, command: 'production', probePath: '/api/health' })
  try {
    const result = await fn(server)
    throwIfInterrupted(ctx, server)
    return result
  } catch (error) {
    // A server that went away explains the failure better than what failed because of it.
    throwIfInterrupted(ctx, server)
    throw error
  } finally {
    await server.stop()
  }
}

/** Measurements of a server that stopped on its own (or was stopped from elsewhere) are not kept. */
export function throwIfInterrupted(ctx, ...servers) {
  for (const server of servers) {
    const reason = server.interruption()
    if (reason) throw new Error(`The server on port ${server.port} ${reason} during the phase; its measurements are discarded (see ${ctx.serverLog}).`)
  }
}

/**
 * The deployment's shape on one machine: the production server with `env` and nginx with
 * deploy/nginx/thaqib.conf.template in front of it (its cache in a folder of `bench/out`).
 */
export async function withProxiedServer(ctx, { env, name }, fn) {
  return withProductionServer(ctx, { env }, async (server) => {
    const proxy = await startNginxProxy({ dir: path.resolve(ctx.outDir, name), port: ctx.nginxPort, upstreams: [`127.0.0.1:${server.port}`] })
    try {
      return await fn({ server, proxy })
    } finally {
      await proxy.stop()
    }
  })
}

/** A process and every process under it (PostgreSQL's server and its backends, for instance). */
export function processTree(pid) {
  const all = []
  const queue = [pid]
  while (queue.length) {
    const next = queue.shift()
    all.push(next)
    queue.push(...childPids(next))
  }
  return all
}

/** CPU time (ms) the whole machine has spent outside idle and I/O wait, from /proc/stat. */
function machineCpuMs() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number)
    // /proc/stat counts in USER_HZ (getconf CLK_TCK), which is 100 on Linux.
    return (user + nice + system + irq + softirq + steal) * 10
  } catch {
    return null
  }
}

/**
 * CPU time (ms) of a process tree, including its children that have ended and been waited for
 * (cutime and cstime), so that PostgreSQL backends that come and go are all counted.
 */
function treeCpuMs(rootPid) {
  let ticks = 0
  for (const pid of processTree(rootPid)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])
    } catch {
      // gone
    }
  }
  // Like /proc/stat, the per-process times count USER_HZ, 100 on Linux.
  return ticks * 10
}

/** A group's CPU time so far: a function gives live pids; `{ tree }` gives a process tree's root. */
const groupCpuMs = (group) => (typeof group === 'function' ? cpuMs(group()) : treeCpuMs(group.tree()))

/**
 * autocannon after a discarded warm-up, with the CPU time of each group of processes (`groups`:
 * name → () => pids, or { tree: () => root pid }), of the load generator (this process) and of the
 * whole machine, so that what else ran during the measurement shows.
 */
export async function measure(ctx, { url, connections = 10, headers, groups = {}, seconds = ctx.loadSeconds, warmupSeconds = ctx.warmupSeconds }) {
  if (warmupSeconds > 0) await cannon({ url, connections, seconds: warmupSeconds, headers })
  const before = Object.fromEntries(Object.entries(groups).map(([name, group]) => [name, groupCpuMs(group)]))
  const machineBefore = machineCpuMs()
  const ownBefore = process.cpuUsage()
  const run = await cannon({ url, connections, seconds, headers })
  const own = process.cpuUsage(ownBefore)
  const machine = machineCpuMs()
  const cpuSeconds = Object.fromEntries(Object.entries(groups).map(([name, group]) => [name, round((groupCpuMs(group) - before[name]) / 1000, 2)]))
  cpuSeconds.loadGenerator = round((own.user + own.system) / 1e6, 2)
  const measured = Object.values(cpuSeconds).reduce((a, b) => a + (b ?? 0), 0)
  cpuSeconds.machine = machine == null || machineBefore == null ? null : round((machine - machineBefore) / 1000, 2)
  // Everything else that ran on the machine meanwhile (the benchmark's other processes, other work).
  cpuSeconds.other = cpuSeconds.machine == null ? null : round(Math.max(0, cpuSeconds.machine - measured), 2)
  const msPerResponse = Object.fromEntries(
    Object.keys(groups).map((name) => [name, run.totalRequests ? round((cpuSeconds[name] * 1000) / run.totalRequests, 3) : null]),
  )
  return { ...run, cpuSeconds, msPerResponse }
}

/** A distinct client address per call, from the range set aside for benchmarks (198.18.0.0/15). */
export function addressSequence(start = 1) {
  let n = start
  return () => {
    n += 1
    return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`
  }
}

/**
 * Runs scripts/bench/server-code.mts (the server's own TypeScript, loaded as Next loads it for the
 * server: `react-server` condition) with `args`; its JSON answer.
 */
export async function serverCode(ctx, args) {
  const { stdout } = await promisify(execFile)(process.execPath, ['--conditions=react-server', '--import', 'tsx/esm', 'scripts/bench/server-code.mts', ...args], {
    env: { ...ctx.env, NODE_OPTIONS: '--no-deprecation' },
    maxBuffer: 16 * 1024 * 1024,
  })
  return JSON.parse(stdout.trim().split('\n').pop())
}
