// Through nginx, as deployed: the production server with the deployment's settings
// (TRUSTED_PROXIES=1; the app compresses, once per cache fill) behind nginx with
// deploy/nginx/thaqib.conf.template, a cached page asked for with gzip as browsers ask, in each
// language, against nginx serving the same compressed bytes as a static file. Then, for comparison,
// the same with APP_COMPRESSION=off (nginx then compresses every response itself).
import path from 'node:path'
import { localizePath, locales } from '../../src/i18n/locales.ts'
import { fetchRaw } from '../lib/http.mjs'
import { startNginx } from './load.mjs'
import { round } from './stats.mjs'
import { measure, sleep, withProxiedServer } from './topology.mjs'

const gzip = { 'accept-encoding': 'gzip' }
/** The home page in each language. */
const paths = locales.map((locale) => localizePath('/', locale.code))

/** The page as nginx's cache holds it: asked for until nginx answers from its cache (or gives up). */
async function cachedCopy(url) {
  let response
  for (let i = 0; i < 10; i++) {
    response = await fetchRaw(url, { headers: gzip })
    if (response.status !== 200) throw new Error(`${url} answered ${response.status} through nginx`)
    if (response.headers['x-cache'] === 'HIT') break
    await sleep(100)
  }
  return response
}

/** Asks for `url` every `intervalMs` while a measurement runs, counting nginx's X-Cache answers. */
function xCacheSampler(url, intervalMs = 100) {
  const counts = {}
  let running = true
  const loop = (async () => {
    while (running) {
      try {
        const response = await fetchRaw(url, { headers: gzip })
        const value = response.headers['x-cache'] ?? 'none'
        counts[value] = (counts[value] ?? 0) + 1
      } catch {
        counts.error = (counts.error ?? 0) + 1
      }
      await sleep(intervalMs)
    }
  })()
  return {
    async stop() {
      running = false
      await loop
      const samples = Object.values(counts).reduce((a, b) => a + b, 0)
      return { samples, counts, hitShare: samples ? round((counts.HIT ?? 0) / samples, 3) : null }
    },
  }
}

/** How the app answers a browser's request when nothing stands in front of it. */
async function appAnswer(server) {
  const direct = await fetchRaw(`${server.origin}/`, { headers: gzip })
  return { contentEncoding: direct.headers['content-encoding'] ?? 'identity', cacheControl: direct.headers['cache-control'] ?? null, bytes: direct.body.length }
}

export async function throughNginxCache(ctx) {
  const deployed = { TRUSTED_PROXIES: '1' }
  const out = { settings: deployed, nginxWorkers: 1, pages: {} }
  let ceiling = null
  try {
    await withProxiedServer(ctx, { env: { ...ctx.env, ...deployed }, name: 'nginx-cache' }, async ({ server, proxy }) => {
      out.appAnswer = await appAnswer(server)
      const files = []
      for (const p of paths) {
        const cached = await cachedCopy(proxy.origin + p)
        files.push({ path: p, body: cached.body, contentEncoding: cached.headers['content-encoding'] })
        out.pages[p] = {
          bytesSent: cached.body.length,
          contentEncoding: cached.headers['content-encoding'] ?? 'identity',
          cacheControl: cached.headers['cache-control'] ?? null,
        }
      }
      // The ceiling: the very bytes nginx sent for each page, served as files.
      ceiling = await startNginx({ nginx: ctx.tools.nginx, dir: path.resolve(ctx.outDir, 'nginx-static'), port: ctx.nginxPort + 1, files })
      for (const p of paths) {
        const sampler = xCacheSampler(proxy.origin + p)
        const proxied = await measure(ctx, { url: proxy.origin + p, headers: gzip, groups: { nginx: proxy.pids, app: () => [server.pid] } })
        const xCache = await sampler.stop()
        const file = await measure(ctx, { url: ceiling.origin + p, headers: gzip, groups: { nginx: ceiling.pids } })
        Object.assign(out.pages[p], { proxied, static: file, xCache, ratio: round(proxied.requestsPerSecond / file.requestsPerSecond, 3) })
      }
    })

    // For comparison: the app not compressing (APP_COMPRESSION=off), so that nginx stores pages
    // uncompressed and gzips every response it sends; the ceiling is the same file as above. A
    // failure here leaves the measurements above standing.
    out.appCompressing = await withProxiedServer(ctx, { env: { ...ctx.env, TRUSTED_PROXIES: '1', APP_COMPRESSION: 'off' }, name: 'nginx-cache' }, async ({ server, proxy }) => {
      const answer = await appAnswer(server)
      const cached = await cachedCopy(`${proxy.origin}/`)
      const sampler = xCacheSampler(`${proxy.origin}/`)
      const proxied = await measure(ctx, { url: `${proxy.origin}/`, headers: gzip, groups: { nginx: proxy.pids, app: () => [server.pid] } })
      const xCache = await sampler.stop()
      const ceilingRate = out.pages['/'].static.requestsPerSecond
      return {
        path: '/',
        appAnswer: answer,
        bytesSent: cached.body.length,
        contentEncoding: cached.headers['content-encoding'] ?? 'identity',
        proxied,
        xCache,
        ratioToStatic: round(proxied.requestsPerSecond / ceilingRate, 3),
      }
    }).catch((error) => ({ error: error.message }))
  } finally {
    await ceiling?.stop()
  }
  return out
}
