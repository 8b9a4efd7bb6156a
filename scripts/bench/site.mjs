// The phases that measure the site as one server serves it: start-up and a cached page's throughput
// against nginx serving the same bytes, the blog index, each page's HTML, first-load JavaScript,
// the blog's load-more, Lighthouse and the site search.
import path from 'node:path'
import { localeCodes, localizePath } from '../../src/i18n/locales.ts'
import { htmlBudgetBytes, sitemapPaths } from '../lib/page-budget.mjs'
import { rssMiB, selfSignedCertificate, startNginxFiles, startNginxProxy } from '../lib/services.mjs'
import { firstLoadJs, lighthousePage } from './browser.mjs'
import { cannon, latency, median, round, send, ttfbUnderLoad } from './load.mjs'

/** GET `url`; throws unless it answers `status`. */
async function get(url, status = 200) {
  const response = await send(url)
  if (response.status !== status) throw new Error(`${url} answered ${response.status}, expected ${status}`)
  return response
}

/** Queries a visitor might type: common and rare words, several words, a prefix, a typo, nothing found. */
const searchQueries = {
  en: ['data', 'computer vision', 'Arabic reranking', 'machine learning engineer', 'priv', 'forcasting', 'qqxyzzy'],
  ar: ['البيانات', 'الرؤية الحاسوبية', 'إِعَادَة الترتيب', 'التعلم الآلي', 'استرجاع', 'المستشفى', 'ققزززي'],
}

export const sitePhases = {
  /**
   * Next's own server (`next start`, one process): its start to the first byte of `/`, then the
   * cached home page against nginx serving the same bytes as a file, at 10 and 50 connections, and
   * the time to first byte of both.
   */
  async throughput(ctx) {
    return ctx.withServer({ command: 'next' }, async (server) => {
      const memory = { afterStartMiB: round(rssMiB(server.pid), 0) }
      for (const page of ctx.pages) await get(server.origin + page.path, page.expectStatus)
      const home = await get(`${server.origin}/`)
      const nginx = await startNginxFiles({ dir: path.resolve(ctx.outDir, 'nginx-files'), port: ctx.nginxPort, files: [{ path: '/', body: home.body }] })
      let peak = 0
      const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid) ?? 0)), 100)
      try {
        const runs = []
        for (const connections of [10, 50]) {
          const next = await ctx.measure({ url: `${server.origin}/`, connections, seconds: 10, groups: { server: () => [server.pid] } })
          const ceiling = await ctx.measure({ url: `${nginx.origin}/`, connections, seconds: 10, groups: { nginx: nginx.pids } })
          runs.push({ connections, next, nginx: ceiling, ratio: round(next.requestsPerSecond / ceiling.requestsPerSecond, 3) })
        }
        const ttfb = { next: await ttfbUnderLoad({ url: `${server.origin}/`, seconds: 10 }), nginx: await ttfbUnderLoad({ url: `${nginx.origin}/`, seconds: 10 }) }
        return { startToFirstByteMs: round(server.startToFirstByteMs, 0), htmlBytes: home.body.length, nextCache: home.headers['x-nextjs-cache'] ?? null, runs, ttfb, memory: { ...memory, peakUnderLoadMiB: round(peak, 0) } }
      } finally {
        clearInterval(sampler)
        await nginx.stop()
      }
    })
  },

  /** The blog index (every post's card) against a post, on one `next start` process. */
  async 'blog-index'(ctx) {
    return ctx.withServer({ command: 'next' }, async (server) => {
      const locales = {}
      for (const locale of localeCodes) {
        const run = async (type) => {
          const page = ctx.pages.find((p) => p.type.id === type && p.locale === locale)
          const probe = await get(server.origin + page.path)
          return { path: page.path, htmlBytes: probe.body.length, ...(await ctx.measure({ url: server.origin + page.path, groups: { server: () => [server.pid] } })) }
        }
        const post = await run('post')
        const index = await run('blog')
        locales[locale] = { post, index, ratio: round(index.requestsPerSecond / post.requestsPerSecond, 3) }
      }
      return { locales }
    })
  },

  /** The HTML as the production server sends it uncompressed: each page type, and every page the sitemap lists. */
  async 'html-size'(ctx) {
    return ctx.withServer({}, async (server) => {
      const pages = {}
      for (const page of ctx.pages) {
        const html = (await get(server.origin + page.path, page.expectStatus)).body.toString('utf8')
        // Of it, the inline React payload: the page a second time, as data for hydration.
        pages[page.key] = { totalBytes: Buffer.byteLength(html), rscPayloadBytes: Buffer.byteLength((html.match(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g) ?? []).join('')) }
      }
      const sitemap = []
      for (const p of sitemapPaths((await get(`${server.origin}/sitemap.xml`)).body.toString('utf8'))) sitemap.push({ path: p, totalBytes: (await get(server.origin + p)).body.length })
      return { budgetBytes: htmlBudgetBytes, pages, sitemap }
    })
  },

  async 'first-load-js'(ctx) {
    return ctx.withServer({}, (server) => firstLoadJs({ origin: server.origin, pages: ctx.pages, distDir: ctx.distDir }))
  },

  /** The blog's load-more request (`/api/blog-posts`, as BlogList.client.tsx sends it), 200 times on one keep-alive connection after 20. */
  async 'load-more'(ctx) {
    return ctx.withServer({}, async (server) => {
      const out = {}
      for (const locale of localeCodes) {
        const request = { url: `${server.origin}/api/blog-posts?locale=${locale}&page=2`, connections: 1, headers: { accept: 'application/json' } }
        await cannon({ ...request, amount: 20 })
        out[locale] = await cannon({ ...request, amount: 200 })
      }
      return out
    })
  },

  /**
   * Lighthouse loads each page as visitors get it: over HTTPS and HTTP/2 from nginx with the
   * deployment's configuration (its cache included) in front of the production server (over
   * HTTP/1.1, it would spread a page's requests over six connections, which no visitor's browser does).
   */
  async lighthouse(ctx) {
    return ctx.withServer({}, async (server) => {
      const tls = selfSignedCertificate(path.resolve(ctx.outDir, 'tls'))
      const front = await startNginxProxy({ dir: path.resolve(ctx.outDir, 'nginx-https'), port: ctx.nginxPort, upstreams: [`127.0.0.1:${server.port}`], tls })
      const pages = {}
      try {
        for (const page of ctx.pages) {
          // By name, as the site's own links are (SITE_URL), so that the SEO audits see one host.
          const url = `https://localhost:${ctx.nginxPort}${page.path}`
          pages[page.key] = await lighthousePage({ url, key: page.key, runs: ctx.lighthouseRuns, outDir: path.join(ctx.outDir, 'lighthouse'), ignoreStatusCode: page.expectStatus !== 200, cpuSlowdown: ctx.cpuSlowdown })
          console.log(`${page.path}: ${Object.values(pages[page.key].scores).join('/')}`)
        }
      } finally {
        await front.stop()
      }
      return { runs: ctx.lighthouseRuns, pages }
    })
  },

  /**
   * `/search?q=…` one request at a time, each query 20 times after a warm-up (the first query of
   * a language builds its index and is kept apart), and the search engine's own time in a process
   * of its own on the documents the site serves (scripts/bench/server-code.mts).
   */
  async search(ctx) {
    return ctx.withServer({}, async (server) => {
      const locales = {}
      for (const [locale, queries] of Object.entries(searchQueries)) {
        const url = (q) => server.origin + localizePath(`/search?q=${encodeURIComponent(q)}`, locale)
        const first = await get(url(queries[0]))
        for (const q of queries) await get(url(q))
        const samples = []
        for (const q of queries) for (let i = 0; i < 20; i++) samples.push((await get(url(q))).ms)
        locales[locale] = { firstQueryMs: round(first.ms, 1), page: latency(samples) }
      }
      const engine = await ctx.serverCode(['search', server.origin, JSON.stringify(searchQueries), '50'])
      for (const [locale, e] of Object.entries(engine.locales)) {
        locales[locale].engine = { documents: e.documents, coldBuildMs: round(e.buildMs[0], 1), warmBuildMs: round(median(e.buildMs.slice(1)), 1), query: latency(e.queries.flatMap((q) => q.samplesMs)) }
      }
      return { queries: searchQueries, locales }
    })
  },
}
