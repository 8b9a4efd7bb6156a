// The phases that measure the deployment's shape on one machine: the build on PostgreSQL, nginx's
// cache in front of the production server, an edit seen through it, one instance against two,
// Redis hung, and the site's container image (size, cold start).
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { localeCodes, localizePath } from '../../src/i18n/locales.ts'
import { buildSite } from '../lib/build.mjs'
import { ComposeProject } from '../lib/compose.mjs'
import { buildImages, imageSize } from '../lib/images.mjs'
import { podman } from '../lib/podman.mjs'
import { prepareDatabase } from '../lib/prepare.mjs'
import { freePort, processTree, startApp, startNginxFiles, startNginxProxy, startPostgresCluster, startRedis } from '../lib/services.mjs'
import { cannon, count, latency, median, paced, round, send, sleep } from './load.mjs'

const gzip = { 'accept-encoding': 'gzip' }
const deployed = { TRUSTED_PROXIES: '1' }
// React escapes these in text; a title is looked for as the page's HTML carries it.
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

/**
 * The benchmark's PostgreSQL cluster, migrated and seeded (media and CVs in a folder of their own):
 * the one already up (the build phase leaves it for the two-instance phases), or a new one.
 */
async function postgres(ctx) {
  if (ctx.services.postgres) return ctx.services.postgres
  const cluster = await startPostgresCluster({ dir: path.join(os.tmpdir(), `thaqib-bench-pg-${process.pid}`), port: await freePort() })
  ctx.services.postgres = { cluster, env: { ...ctx.env, DATABASE_URL: cluster.url, MEDIA_DIR: `${ctx.dataDir}/pg/media`, PRIVATE_UPLOADS_DIR: `${ctx.dataDir}/pg/private-uploads` } }
  rmSync(path.join(ctx.dataDir, 'pg'), { recursive: true, force: true })
  await prepareDatabase(ctx.services.postgres.env)
  return ctx.services.postgres
}

export async function releasePostgres(ctx) {
  await ctx.services.postgres?.cluster.destroy()
  ctx.services.postgres = null
  rmSync(path.join(ctx.dataDir, 'pg'), { recursive: true, force: true })
}

/**
 * The deployment's topology as processes: PostgreSQL, redis-server, two production servers
 * (`INSTANCES=2`, a spool each) and nginx listing `upstreams` of them, for the length of `fn`.
 */
async function withTopology(ctx, extraEnv, fn) {
  const { cluster, env } = await postgres(ctx)
  const redis = await startRedis({ port: await freePort() })
  const instances = []
  const spool = (i) => path.join(ctx.dataDir, 'pg', `spool-${i}`)
  try {
    for (const i of [0, 1]) instances.push(await startApp({ ...ctx.app(), port: ctx.port + i, probePath: '/api/health', env: { ...env, ...deployed, ...extraEnv, REDIS_URL: redis.url, INSTANCES: '2', SPOOL_DIR: spool(i) } }))
    const behindNginx = async (upstreams, run) => {
      const nginx = await startNginxProxy({ dir: path.resolve(ctx.outDir, 'nginx-topology'), port: ctx.nginxPort, upstreams: instances.slice(0, upstreams).map((s) => `127.0.0.1:${s.port}`) })
      return run(nginx).finally(() => nginx.stop())
    }
    const result = await fn({ instances, redis, behindNginx, postgresPid: () => cluster.daemon.child.pid })
    ctx.throwIfInterrupted(...instances)
    return result
  } finally {
    for (const instance of instances) await instance.stop()
    await redis.stop()
    for (const i of [0, 1]) rmSync(spool(i), { recursive: true, force: true })
  }
}

/** Signs in as the seeded editor: helpers to read a post by its page's path and to publish its title. */
async function editor(origin, env) {
  const json = async (url, method, body, headers = {}) => {
    const response = await fetch(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: body && JSON.stringify(body) })
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
    return response.json()
  }
  const auth = { authorization: `JWT ${(await json(`${origin}/api/users/login`, 'POST', { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD })).token}` }
  const cms = {
    posts: async (locale, query) => (await json(`${origin}/api/posts?locale=${locale}&depth=0&${query}`, 'GET', undefined, auth)).docs,
    post: async (locale, pagePath) => (await cms.posts(locale, `limit=1&where[slug][equals]=${pagePath.split('/').pop()}`))[0],
    publish: (post, locale, title) => json(`${origin}/api/posts/${post.id}?locale=${locale}`, 'PATCH', { title, _status: 'published' }, auth),
  }
  return cms
}

/** Polls `url` every 100 ms until its HTML contains `has` and not `lacks`: the seconds since `since`, or null after 30 s. */
async function untilShown(url, { has, lacks }, since) {
  while (performance.now() - since < 30_000) {
    const html = (await send(url)).body.toString('utf8')
    if (html.includes(escapeHtml(has)) && !(lacks && html.includes(escapeHtml(lacks)))) return round((performance.now() - since) / 1000, 2)
    await sleep(100)
  }
  return null
}

/** Publishes a new title on the post of `page` for the length of `fn(edited, original)`, then the original again. */
async function withEditedTitle(cms, page, fn) {
  const post = await cms.post(page.locale, page.path)
  const edited = `${post.title} · ${randomBytes(4).toString('hex')}`
  await cms.publish(post, page.locale, edited)
  return fn(edited, post.title).finally(() => cms.publish(post, page.locale, post.title))
}

export const deploymentPhases = {
  /** `next build` on a freshly seeded PostgreSQL (the SQLite build that follows replaces it). */
  async 'build-postgres'(ctx) {
    const { env } = await postgres(ctx)
    rmSync(ctx.distDir, { recursive: true, force: true })
    const started = performance.now()
    await buildSite(env)
    return { wallSeconds: round((performance.now() - started) / 1000, 1) }
  },

  /**
   * The production server with the deployment's settings behind nginx's cache, the home page in each
   * language asked with gzip as browsers ask, against nginx serving the very bytes it sent as a file.
   */
  async 'nginx-cache'(ctx) {
    return ctx.withProxy({ env: { ...ctx.env, ...deployed } }, async ({ server, proxy }) => {
      const pages = {}
      for (const locale of localeCodes) {
        const p = localizePath('/', locale)
        let cached
        for (let i = 0; i < 10 && cached?.headers['x-cache'] !== 'HIT'; i++) cached = await send(proxy.origin + p, { headers: gzip })
        const files = await startNginxFiles({ dir: path.resolve(ctx.outDir, 'nginx-files'), port: ctx.nginxPort + 1, files: [{ path: p, body: cached.body, contentEncoding: cached.headers['content-encoding'] }] })
        try {
          // X-Cache sampled every 100 ms meanwhile: whether the measured answers came from the cache.
          const xCache = paced(10, () => send(proxy.origin + p, { headers: gzip }).then((r) => ({ status: r.headers['x-cache'] ?? 'none', ms: r.ms })))
          const proxied = await ctx.measure({ url: proxy.origin + p, headers: gzip, groups: { nginx: proxy.pids, app: () => [server.pid] } })
          const hits = (await xCache.stop()).statuses
          const file = await ctx.measure({ url: files.origin + p, headers: gzip, groups: { nginx: files.pids } })
          pages[p] = { bytesSent: cached.body.length, contentEncoding: cached.headers['content-encoding'] ?? 'identity', xCache: hits, proxied, static: file, ratio: round(proxied.requestsPerSecond / file.requestsPerSecond, 3) }
        } finally {
          await files.stop()
        }
      }
      return { pages }
    })
  },

  /** A post's title edited in each language: seconds until nginx (its copy cached before) serves the new one, and the old one back. */
  async 'edit-through-nginx'(ctx) {
    return ctx.withProxy({ env: { ...ctx.env, ...deployed } }, async ({ proxy }) => {
      const cms = await editor(proxy.origin, ctx.env)
      const locales = {}
      for (const page of ctx.pages.filter((p) => p.type.id === 'post')) {
        const url = proxy.origin + page.path
        for (let i = 0; i < 3; i++) await send(url)
        const [edited, title, editSeconds] = await withEditedTitle(cms, page, async (edited, title) => [edited, title, await untilShown(url, { has: edited }, performance.now())])
        locales[page.locale] = { path: page.path, editSeconds, restoreSeconds: await untilShown(url, { has: title, lacks: edited }, performance.now()) }
      }
      return { locales }
    })
  },

  /**
   * A quiet page's one visitor after a publish: the page freshly in nginx's cache, a new title
   * published, and one visitor alone asking `delay` seconds later, each delay on a post of its own
   * (at the same time).
   */
  async 'quiet-page'(ctx, delays = [5, 9, 11, 12]) {
    return ctx.withProxy({ env: { ...ctx.env, ...deployed } }, async ({ proxy }) => {
      const cms = await editor(proxy.origin, ctx.env)
      const posts = await cms.posts('en', `limit=${delays.length}&where[_status][equals]=published`)
      const visits = await Promise.all(
        delays.map(async (delay, i) => {
          const page = { locale: 'en', path: `/blog/${posts[i].slug}` }
          await send(proxy.origin + page.path)
          return withEditedTitle(cms, page, async (edited) => {
            const saved = performance.now()
            await sleep(delay * 1000)
            const visit = await send(proxy.origin + page.path)
            return { afterSeconds: round((performance.now() - saved) / 1000, 2), seen: visit.body.toString().includes(escapeHtml(edited)), xCache: visit.headers['x-cache'] ?? null }
          })
        }),
      )
      const unseen = visits.filter((v) => !v.seen).map((v) => v.afterSeconds)
      return { visits, seenFromSeconds: visits.filter((v) => v.seen && v.afterSeconds > Math.max(0, ...unseen)).map((v) => v.afterSeconds).sort((a, b) => a - b)[0] ?? null }
    })
  },

  /** `/contact` (rendered per request) through nginx with one upstream, then two, with each group's CPU time. */
  async 'scale-out'(ctx) {
    return withTopology(ctx, {}, async ({ instances, redis, behindNginx, postgresPid }) => {
      const runs = []
      for (const upstreams of [1, 2]) {
        await behindNginx(upstreams, async (nginx) => {
          const groups = { instance1: () => [instances[0].pid], instance2: () => [instances[1].pid], nginx: nginx.pids, postgres: () => processTree(postgresPid()), redis: () => [redis.child.pid] }
          runs.push({ upstreams, ...(await ctx.measure({ url: `${nginx.origin}/contact`, groups })) })
        })
      }
      return { page: '/contact', runs, ratio: round(runs[1].requestsPerSecond / runs[0].requestsPerSecond, 3) }
    })
  },

  /**
   * Redis hung (SIGSTOP: connections open, nothing answers): a page whose cache lives in Redis
   * (`/about`, from one instance directly) under load, and consultation requests one after another
   * through nginx, each timed from sending to its answer, first with Redis answering, then hung.
   */
  async 'redis-hung'(ctx, forms = 10) {
    const { postConsultation } = await import('../../tests/scale/form-post.ts')
    const env = { FORM_MIN_FILL_MS: '0', FORM_RATE_LIMIT: '100000' }
    return withTopology(ctx, env, ({ instances, redis, behindNginx }) =>
      behindNginx(2, async (nginx) => {
        const measure = async (label) => {
          const page = await cannon({ url: `${instances[0].origin}/about`, connections: 5, seconds: Math.min(ctx.loadSeconds, 15) })
          const times = []
          let statuses = {}
          for (let i = 0; i < forms; i++) {
            const started = performance.now()
            const result = await postConsultation(nginx.origin, `bench-${label}-${i}-${Date.now()}@example.com`, i % 2 ? 'ar' : 'en', 60_000)
            times.push(performance.now() - started)
            statuses = count(statuses, result.outcome)
          }
          return { page, forms: { statuses, ms: latency(times, 0) } }
        }
        const answering = await measure('answering')
        process.kill(redis.child.pid, 'SIGSTOP')
        const hung = await measure('hung').finally(() => process.kill(redis.child.pid, 'SIGCONT'))
        return { answering, hung }
      }),
    )
  },

  /**
   * `npm run images`' site image: its size, and its cold start on deploy/compose.yaml's PostgreSQL
   * and Valkey (a new container on a migrated database, from `podman run` to /api/ready's first 200).
   */
  async image(_ctx, starts = 3) {
    const images = await buildImages({ prefix: 'images │ ' })
    const port = await freePort()
    const project = new ComposeProject({
      files: ['deploy/compose.yaml'],
      project: `thaqib-bench-${process.pid}`,
      variables: { ...images, SITE_URL: `http://127.0.0.1:${port}`, HTTP_PORT: `127.0.0.1:${await freePort()}`, PAYLOAD_SECRET: randomBytes(32).toString('hex'), POSTGRES_PASSWORD: randomBytes(24).toString('hex'), VISITS_LOG_KEY: randomBytes(24).toString('hex') },
      overrides: [{ services: { app1: { ports: [`127.0.0.1:${port}:3000`] } } }],
    })
    const ready = async (since) => {
      while (!(await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.status === 200, () => false))) {
        if (performance.now() - since > 300_000) throw new Error('/api/ready did not answer 200 within 300 s')
        await sleep(50)
      }
      return round(performance.now() - since, 0)
    }
    try {
      // The first start migrates and seeds the empty database; the measured starts find it done.
      await project.up(['postgres', 'valkey', 'app1'])
      await ready(performance.now())
      const samplesMs = []
      for (let i = 0; i < starts; i++) {
        await podman(['rm', '--force', '--time', '30', project.container('app1')])
        let startedAt = 0
        await project.up(['app1'], { log: (line) => line === 'starting app1' && (startedAt = performance.now()) })
        samplesMs.push(await ready(startedAt))
      }
      const bytes = await imageSize(images.SITE_IMAGE)
      return { image: images.SITE_IMAGE, sizeMiB: round(bytes / 1024 ** 2, 0), coldStart: { samplesMs, medianMs: round(median(samplesMs), 0) } }
    } finally {
      await project.down()
    }
  },
}
