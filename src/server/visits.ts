import { createHash, timingSafeEqual } from 'node:crypto'
import { createSocket } from 'node:dgram'
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import { splitLocalePath } from '@/i18n/locales'
import { type VisitCount, visitsKeyHeader, visitsRecordKey } from '@/lib/visits'

// Visitor figures without cookies (ADR 049): each page a visitor is served is counted here, in the
// server's memory, by day, page and language, and by the site that linked to it; every minute the
// counts go to the app (`POST /api/visits/record`), which adds them up in the database. Nothing
// about the visitor is kept: no address, no identifier, no cookie, no time finer than the day.
// Pages nginx serves from its cache never reach a server: nginx tells one of them of each (ADR 051).

/** What the counter reads of a request: a server's own, or one nginx answered from its cache. */
type Viewed = Pick<IncomingMessage, 'method' | 'url'> & { headers: IncomingHttpHeaders }

/** Crawlers, link previews, monitors and tools: not visitors. */
const botPattern = /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|monitor|uptime|curl|wget|python|java\/|go-http|node-fetch|undici|axios|okhttp|libwww|httpclient|scrapy|phantom|playwright-probe/i

/** How many different counts a process holds between two sendings: a flood of pages is counted, not remembered. */
const maxKeys = 5_000

const dayOf = (now: Date) => now.toISOString().slice(0, 10)

/** What a page view is: a page served whole, or a page fetched by the site's own navigation (not a prefetch). */
export function isPageView(request: Viewed, status: number, contentType: string | undefined): boolean {
  if (request.method !== 'GET' || status !== 200) return false
  const path = (request.url ?? '/').split('?')[0]!
  if (/^\/(api|admin|_next|og)(\/|$)/.test(path) || /\.[a-z0-9]+$/i.test(path)) return false
  const agent = request.headers['user-agent']
  if (!agent || botPattern.test(agent)) return false
  // Staff signed in (their session cookie, or the preview's) are not visitors.
  if (/(?:^|;\s*)(payload-token|__prerender_bypass)=/.test(request.headers.cookie ?? '')) return false
  if (request.headers['next-router-prefetch'] || request.headers.purpose === 'prefetch' || request.headers['sec-purpose']?.includes('prefetch')) return false
  if (request.headers.rsc === '1') return true
  return Boolean(contentType?.startsWith('text/html'))
}

/** The linking site's name (`news.example.com`), or null for none, this site itself or anything odd. */
export function referrerDomain(referer: string | undefined, ownHost: string | undefined): string | null {
  if (!referer || referer.length > 2_000) return null
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase().replace(/^www\./, '')
  const own = (ownHost ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '')
  if (!host || host === own || host.length > 100 || !/^[a-z0-9.-]+$/.test(host)) return null
  return host
}

/** The counts of one process, until they are sent. */
export class VisitCounter {
  private counts = new Map<string, VisitCount>()

  /** Counts one page view (with its referrer, if another site). */
  count(request: Viewed, now = new Date()): void {
    const pathname = (request.url ?? '/').split('?')[0]!.replace(/(.)\/$/, '$1')
    const { locale } = splitLocalePath(pathname)
    const day = dayOf(now)
    this.add({ day, kind: 'page', key: pathname.slice(0, 300), locale, views: 1 })
    const domain = referrerDomain(request.headers.referer, request.headers.host)
    if (domain) this.add({ day, kind: 'referrer', key: domain, locale, views: 1 })
  }

  /** Adds a count (also one that could not be sent, given back). */
  add(count: VisitCount): void {
    const id = `${count.day}|${count.kind}|${count.locale}|${count.key}`
    const held = this.counts.get(id)
    if (held) held.views += count.views
    else if (this.counts.size < maxKeys) this.counts.set(id, { ...count })
  }

  /** The counts so far, handed over and forgotten. */
  take(): VisitCount[] {
    const counts = [...this.counts.values()]
    this.counts.clear()
    return counts
  }
}

/** The longest line taken from nginx: its syslog lines are shorter (about 2 KB, longer ones cut and so not JSON). */
const maxLineBytes = 8 * 1024
/** The line's request headers, as nginx names its variables in deploy/nginx/thaqib.conf.template (`thaqib_visit`). */
const loggedHeaders = { agent: 'user-agent', referer: 'referer', host: 'host', rsc: 'rsc', prefetch: 'next-router-prefetch', purpose: 'purpose', secPurpose: 'sec-purpose' } as const

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * A page nginx served from its cache, from its syslog line (`<190>… thaqib_visits: {json}`) to the
 * request, answer status and content type the counter reads; null for a line without `key` (not
 * from this site's nginx) or not in its format. Headers nginx logs as empty or `-` were not sent.
 */
export function cachedAnswer(datagram: Buffer, key: string): { request: Viewed; status: number; type: string | undefined } | null {
  if (datagram.length > maxLineBytes) return null
  const text = datagram.toString('utf8')
  const start = text.indexOf('{')
  let line: unknown
  try {
    line = start < 0 ? null : JSON.parse(text.slice(start))
  } catch {
    return null
  }
  if (typeof line !== 'object' || line === null) return null
  const field = (name: string) => {
    const value = (line as Record<string, unknown>)[name]
    return typeof value === 'string' && value !== '' && value !== '-' ? value : undefined
  }
  const given = field('key')
  if (!given || !timingSafeEqual(digest(given), digest(key))) return null
  const headers: IncomingHttpHeaders = {}
  for (const [name, header] of Object.entries(loggedHeaders)) headers[header] = field(name)
  // nginx says whether the staff's cookie was there (`staff`), never the cookie itself.
  if (field('staff') === '1') headers.cookie = 'payload-token=staff'
  const status = Number((line as Record<string, unknown>).status)
  return { request: { method: field('method'), url: field('uri'), headers }, status, type: field('type') }
}

/**
 * Hears nginx's lines about the pages it served from its cache (UDP syslog at `listen`,
 * `host:port`) and counts those that are page views, as if this server had sent them.
 */
export function hearNginx(counter: VisitCounter, { listen, key }: { listen: string; key: string }) {
  const at = /^(.+):(\d+)$/.exec(listen)
  if (!at || key.length < 16) throw new Error('VISITS_LOG_LISTEN must be host:port and VISITS_LOG_KEY at least 16 characters')
  const host = at[1]!.replace(/^\[(.*)\]$/, '$1')
  const socket = createSocket({ type: host.includes(':') ? 'udp6' : 'udp4', reuseAddr: true })
  socket.on('message', (datagram) => {
    const answer = cachedAnswer(datagram, key)
    if (answer && isPageView(answer.request, answer.status, answer.type)) counter.count(answer.request)
  })
  socket.on('error', (error) => console.warn(`Pages served from nginx's cache are not counted: ${error.message}`))
  socket.bind(Number(at[2]), host)
  socket.unref()
  return () => new Promise<void>((resolve) => socket.close(() => resolve()))
}

/**
 * Counts the page views this server sends, and sends the counts every `intervalMs` to the app
 * through `baseUrl` (the server itself, on loopback). Counts that cannot be sent are added back
 * for the next try (up to the counter's bound).
 */
export function countVisits({
  baseUrl,
  secret,
  intervalMs = Number(process.env.VISITS_FLUSH_MS ?? 60_000),
  nginx,
}: {
  baseUrl: string
  secret: () => string | undefined
  intervalMs?: number
  /** Where nginx's lines about its cached answers arrive, and the key they carry (ADR 051). */
  nginx?: { listen: string; key: string }
}) {
  const counter = new VisitCounter()
  const stopHearing = nginx ? hearNginx(counter, nginx) : null
  /** One sending at a time: the next waits for the answer to the last, however slow. */
  let sending: Promise<void> | null = null
  /**
   * Sends what was counted. Counts come back for the next sending only when the app answered that
   * it did not add them, or could not be reached: a sending is never abandoned while the app may
   * still add it, so nothing is counted twice. `timeoutMs` (on shutdown only) gives up on the rest.
   */
  const send = async (timeoutMs?: number) => {
    const key = secret()
    const counts = key ? counter.take() : []
    if (!key || counts.length === 0) return
    let response: Response
    try {
      response = await fetch(`${baseUrl}/api/visits/record`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [visitsKeyHeader]: visitsRecordKey(key) },
        body: JSON.stringify({ counts }),
        ...(timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
      })
    } catch (error) {
      // Not reached (the app restarting): keep them for the next minute. Given up on shutdown: gone.
      if ((error as Error).name !== 'TimeoutError') for (const count of counts) counter.add(count)
      return
    }
    await response.body?.cancel()
    // The database away (503) or another refusal: nothing was added; keep them.
    if (!response.ok) for (const count of counts) counter.add(count)
  }
  const timer = setInterval(() => {
    sending ??= send().finally(() => {
      sending = null
    })
  }, intervalMs)
  timer.unref()
  return {
    observe(request: IncomingMessage, response: ServerResponse) {
      const type = response.getHeader('content-type')
      if (isPageView(request, response.statusCode, typeof type === 'string' ? type : undefined)) counter.count(request)
    },
    /** Sends what is left, briefly (on shutdown, while the server still listens). */
    async stop() {
      clearInterval(timer)
      await stopHearing?.()
      // The sending under way may finish; shutdown does not wait on it for long.
      await Promise.race([sending, new Promise((resolve) => setTimeout(resolve, 2_000).unref())])
      await send(2_000)
    },
  }
}
