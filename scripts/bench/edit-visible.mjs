// An editor's change seen by visitors through nginx's cache: sign in through the API, change a
// published post's title in one language, and ask nginx for the post's page every 100 ms until the
// new title is there. Then the title is put back, and the time until that shows is kept too.
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { benchPages } from './pages.mjs'
import { fetchRaw } from '../lib/http.mjs'
import { round } from './stats.mjs'
import { sleep, withProxiedServer } from './topology.mjs'
import { localeCodes } from '../../src/i18n/locales.ts'

const json = { 'content-type': 'application/json' }
// React escapes these in text; the title is looked for as the page's HTML carries it.
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

async function requestJson(url, { method = 'GET', headers = {}, body } = {}) {
  const text = body ? JSON.stringify(body) : undefined
  const response = await fetchRaw(url, { method, headers: text ? { ...json, 'content-length': Buffer.byteLength(text), ...headers } : headers, body: text })
  let data = null
  try {
    data = JSON.parse(response.body.toString('utf8'))
  } catch {
    // not JSON
  }
  if (response.status < 200 || response.status >= 300) throw new Error(`${method} ${url} answered ${response.status}: ${response.body.toString('utf8').slice(0, 300)}`)
  return data
}

/**
 * Polls `url` every `intervalMs` until its HTML contains `has` and not `lacks` (an edited title
 * contains the original); the seconds it took since `since`, or null when it never did.
 */
async function untilShown(url, { has, lacks }, { since, intervalMs = 100, timeoutMs = 30_000 }) {
  const shown = (html) => html.includes(escapeHtml(has)) && !(lacks && html.includes(escapeHtml(lacks)))
  const xCache = {}
  let polls = 0
  while (performance.now() - since < timeoutMs) {
    const response = await fetchRaw(url)
    polls += 1
    const value = response.headers['x-cache'] ?? 'none'
    xCache[value] = (xCache[value] ?? 0) + 1
    if (response.status === 200 && shown(response.body.toString('utf8'))) return { seconds: round((performance.now() - since) / 1000, 2), polls, xCache }
    await sleep(intervalMs)
  }
  return { seconds: null, polls, xCache, timedOut: true }
}

export async function editThroughNginx(ctx) {
  const env = { ...ctx.env, TRUSTED_PROXIES: '1' }
  return withProxiedServer(ctx, { env, name: 'nginx-edit' }, async ({ server, proxy }) => {
    const { token } = await requestJson(`${proxy.origin}/api/users/login`, { method: 'POST', body: { email: ctx.env.ADMIN_EMAIL, password: ctx.env.ADMIN_PASSWORD } })
    const auth = { authorization: `JWT ${token}` }
    const out = { pollIntervalMs: 100, locales: {} }
    for (const locale of localeCodes) {
      const page = benchPages().find((p) => p.type.id === 'post' && p.locale === locale)
      const slug = page.path.split('/').pop()
      // Read from the app itself: the API passes nginx's cache, but the app is the source either way.
      const found = await requestJson(`${server.origin}/api/posts?locale=${locale}&depth=0&limit=1&where[slug][equals]=${encodeURIComponent(slug)}`, { headers: auth })
      const post = found?.docs?.[0]
      if (!post) throw new Error(`No post with the slug ${slug}`)
      // The page is in nginx's cache before the edit, as a visited page would be.
      for (let i = 0; i < 3; i++) await fetchRaw(proxy.origin + page.path)
      const before = await fetchRaw(proxy.origin + page.path)
      const edited = `${post.title} · ${randomBytes(4).toString('hex')}`
      const patch = (title) => requestJson(`${proxy.origin}/api/posts/${post.id}?locale=${locale}`, { method: 'PATCH', headers: auth, body: { title, _status: 'published' } })
      const entry = { path: page.path, postId: post.id, xCacheBefore: before.headers['x-cache'] ?? null, cacheControl: before.headers['cache-control'] ?? null }
      try {
        const sent = performance.now()
        await patch(edited)
        const saved = performance.now()
        entry.saveSeconds = round((saved - sent) / 1000, 2)
        entry.edit = await untilShown(proxy.origin + page.path, { has: edited }, { since: saved })
      } finally {
        const sent = performance.now()
        await patch(post.title)
        const saved = performance.now()
        entry.restoreSaveSeconds = round((saved - sent) / 1000, 2)
        // Waiting for the original to show leaves the site as it was for the next language and phase.
        entry.restore = await untilShown(proxy.origin + page.path, { has: post.title, lacks: edited }, { since: saved })
      }
      out.locales[locale] = entry
    }
    return out
  })
}

/**
 * A quiet page's one visitor after a publish: the page is in nginx's cache (filled just before the
 * publish, the worst case), an editor publishes a new title, and one visitor alone asks for the
 * page `delay` seconds later, for each delay on a page of its own. Nobody else asks meanwhile, so
 * no background refresh has happened for them: what they get is what a visitor of a quiet page gets.
 */
export async function quietPageVisitor(ctx, { delays = [5, 9, 11, 12] } = {}) {
  const env = { ...ctx.env, TRUSTED_PROXIES: '1' }
  return withProxiedServer(ctx, { env, name: 'nginx-quiet' }, async ({ server, proxy }) => {
    const { token } = await requestJson(`${proxy.origin}/api/users/login`, { method: 'POST', body: { email: ctx.env.ADMIN_EMAIL, password: ctx.env.ADMIN_PASSWORD } })
    const auth = { authorization: `JWT ${token}` }
    const pages = benchPages().filter((p) => p.type.id === 'post' && p.locale === 'en')
    const out = { visits: [] }
    await Promise.all(
      delays.map(async (delay, i) => {
        const page = pages[i % pages.length]
        const slug = page.path.split('/').pop()
        const found = await requestJson(`${server.origin}/api/posts?locale=en&depth=0&limit=1&where[slug][equals]=${encodeURIComponent(slug)}`, { headers: auth })
        const post = found.docs[0]
        const patch = (title) => requestJson(`${proxy.origin}/api/posts/${post.id}?locale=en`, { method: 'PATCH', headers: auth, body: { title, _status: 'published' } })
        const edited = `${post.title} · ${randomBytes(4).toString('hex')}`
        // Filled now: the copy nginx holds is as young as it can be at the publish.
        await fetchRaw(proxy.origin + page.path)
        try {
          await patch(edited)
          const saved = performance.now()
          await sleep(delay * 1000 - (performance.now() - saved))
          const visit = await fetchRaw(proxy.origin + page.path)
          out.visits.push({ path: page.path, afterSeconds: round((performance.now() - saved) / 1000, 2), seen: visit.body.toString('utf8').includes(escapeHtml(edited)), xCache: visit.headers['x-cache'] ?? null, cacheControl: visit.headers['cache-control'] ?? null })
        } finally {
          await patch(post.title)
        }
      }),
    )
    out.visits.sort((a, b) => a.afterSeconds - b.afterSeconds)
    // From when on every lone visitor saw the edit.
    const firstUnseen = out.visits.findLastIndex((v) => !v.seen)
    out.seenFromSeconds = firstUnseen === out.visits.length - 1 ? null : out.visits[firstUnseen + 1].afterSeconds
    out.notSeenAtSeconds = firstUnseen < 0 ? null : out.visits[firstUnseen].afterSeconds
    return out
  })
}
