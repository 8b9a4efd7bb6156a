// One app instance against two behind nginx, for a page rendered on every request (`/contact`
// carries a fresh form token, so no cache can answer it): the deployment's topology as processes
// (PostgreSQL, redis-server, two production servers, nginx), with nginx listing one upstream and
// then both. CPU time is kept per group of processes, because on a small machine the instances,
// nginx and the load generator take turns on the same cores.
import { rmSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { freePort, startNginxProxy, startRedis } from '../lib/services.mjs'
import { fetchRaw } from '../lib/http.mjs'
import { sampleRss, startServer } from './server.mjs'
import { cannon } from './load.mjs'
import { percentile, round } from './stats.mjs'
import { acquirePostgres, measure, throwIfInterrupted } from './topology.mjs'

const page = '/contact'

export async function oneVersusTwo(ctx) {
  const postgres = await acquirePostgres(ctx)
  const redis = await startRedis({ port: await freePort() })
  const instances = []
  const spool = (name) => path.join(ctx.dataDir, 'pg', `spool-${name}`)
  try {
    const instanceEnv = (name) => ({
      ...postgres.env,
      REDIS_URL: redis.url,
      INSTANCES: '2',
      // Media and CVs on one folder both instances use (postgresEnv); the spool is each instance's own.
      SPOOL_DIR: spool(name),
      TRUSTED_PROXIES: '1',
    })
    for (const [i, name] of ['a', 'b'].entries()) {
      instances.push(await startServer({ env: instanceEnv(name), port: ctx.port + i, logFile: ctx.serverLog, command: 'production', probePath: '/api/health' }))
    }
    const out = {
      page,
      database: `PostgreSQL ${postgres.version}`,
      postgresReused: postgres.reused,
      nginxWorkers: 1,
      runs: [],
    }
    for (const count of [1, 2]) {
      const upstreams = instances.slice(0, count).map((s) => `127.0.0.1:${s.port}`)
      const proxy = await startNginxProxy({ dir: path.resolve(ctx.outDir, 'nginx-scale'), port: ctx.nginxPort, upstreams })
      try {
        const probe = await fetchRaw(proxy.origin + page)
        if (probe.status !== 200) throw new Error(`${page} answered ${probe.status} through nginx`)
        const samplers = instances.map((s) => sampleRss(s.pid))
        const groups = {
          ...Object.fromEntries(instances.map((s, i) => [`instance${i + 1}`, () => [s.pid]])),
          nginx: proxy.pids,
          postgres: { tree: () => postgres.cluster.daemon.child.pid },
          redis: () => [redis.child.pid],
        }
        const run = await measure(ctx, { url: proxy.origin + page, groups })
        const rss = samplers.map((s) => s.stop())
        throwIfInterrupted(ctx, ...instances)
        out.runs.push({
          upstreams: count,
          xCache: probe.headers['x-cache'] ?? null,
          cacheControl: probe.headers['cache-control'] ?? null,
          ...run,
          peakRssMiB: rss.map((r) => round(r.peakMiB, 0)),
        })
      } finally {
        await proxy.stop()
      }
    }
    out.ratio = out.runs[0].requestsPerSecond ? round(out.runs[1].requestsPerSecond / out.runs[0].requestsPerSecond, 3) : null
    return out
  } finally {
    for (const instance of instances) await instance.stop()
    await redis.stop()
    for (const name of ['a', 'b']) rmSync(spool(name), { recursive: true, force: true })
  }
}

/**
 * Redis hung (SIGSTOP: its connections stay open, nothing answers), as the on-call engineer found it:
 * two instances behind nginx on PostgreSQL and Redis. A page whose cache lives in Redis (`/about`,
 * asked of one instance directly, so that nginx's copy does not answer for it) under load, and
 * consultation requests through nginx one after another, first with Redis answering and then while
 * it is hung. Each form's time is the POST's, from sending it to its answer ("sent").
 */
export async function redisHung(ctx, { forms = 10 } = {}) {
  const { postConsultation } = await import('../../tests/scale/form-post.ts')
  const postgres = await acquirePostgres(ctx)
  const redis = await startRedis({ port: await freePort() })
  const instances = []
  const spool = (name) => path.join(ctx.dataDir, 'pg', `spool-hung-${name}`)
  try {
    const instanceEnv = (name) => ({ ...postgres.env, REDIS_URL: redis.url, INSTANCES: '2', SPOOL_DIR: spool(name), TRUSTED_PROXIES: '1', FORM_MIN_FILL_MS: '0', FORM_RATE_LIMIT: '100000' })
    for (const [i, name] of ['a', 'b'].entries()) {
      instances.push(await startServer({ env: instanceEnv(name), port: ctx.port + i, logFile: ctx.serverLog, command: 'production', probePath: '/api/health' }))
    }
    const proxy = await startNginxProxy({ dir: path.resolve(ctx.outDir, 'nginx-hung'), port: ctx.nginxPort, upstreams: instances.map((s) => `127.0.0.1:${s.port}`) })
    const page = `http://127.0.0.1:${instances[0].port}/about`
    const sendForms = async (label) => {
      const times = []
      let failed = 0
      for (let i = 0; i < forms; i++) {
        const started = performance.now()
        const result = await postConsultation(proxy.origin, `bench-${label}-${i}-${Date.now()}@example.com`, i % 2 ? 'ar' : 'en', 60_000)
        if (result.outcome === 'success') times.push(performance.now() - started)
        else failed += 1
      }
      return { sent: times.length, failed, ms: { p50: round(percentile(times, 50), 0), p95: round(percentile(times, 95), 0), max: round(percentile(times, 100), 0) } }
    }
    const out = { page: '/about (one instance directly)', forms, seconds: Math.min(ctx.loadSeconds, 15) }
    try {
      out.answering = { page: await cannon({ url: page, connections: 5, seconds: out.seconds }), forms: await sendForms('answering') }
      process.kill(redis.child.pid, 'SIGSTOP')
      const hungAt = performance.now()
      try {
        out.hung = { page: await cannon({ url: page, connections: 5, seconds: out.seconds }), forms: await sendForms('hung') }
      } finally {
        process.kill(redis.child.pid, 'SIGCONT')
      }
      out.hungSeconds = round((performance.now() - hungAt) / 1000, 1)
    } finally {
      await proxy.stop()
    }
    return out
  } finally {
    for (const instance of instances) await instance.stop()
    await redis.stop()
    for (const name of ['a', 'b']) rmSync(spool(name), { recursive: true, force: true })
  }
}
