// The blog index against a blog post, on the same server: the index lists every post's card (its
// own query, images and excerpts), so it should stay near a post page's rate once both are cached.
import { benchPages } from './pages.mjs'
import { fetchRaw } from '../lib/http.mjs'
import { round } from './stats.mjs'
import { measure } from './topology.mjs'
import { localeCodes } from '../../src/i18n/locales.ts'

export async function blogIndexThroughput(ctx, server) {
  const pages = benchPages()
  const out = { server: server.command, locales: {} }
  for (const locale of localeCodes) {
    const post = pages.find((p) => p.type.id === 'post' && p.locale === locale)
    const index = pages.find((p) => p.type.id === 'blog' && p.locale === locale)
    const entry = {}
    for (const [kind, page] of [
      ['post', post],
      ['index', index],
    ]) {
      const probe = await fetchRaw(server.origin + page.path)
      if (probe.status !== 200) throw new Error(`${page.path} answered ${probe.status}`)
      const run = await measure(ctx, { url: server.origin + page.path, groups: { server: () => [server.pid] } })
      entry[kind] = {
        path: page.path,
        htmlBytes: probe.body.length,
        cache: probe.headers['x-nextjs-cache'] ?? null,
        cacheControl: probe.headers['cache-control'] ?? null,
        ...run,
      }
    }
    entry.ratio = round(entry.index.requestsPerSecond / entry.post.requestsPerSecond, 3)
    out.locales[locale] = entry
  }
  return out
}
