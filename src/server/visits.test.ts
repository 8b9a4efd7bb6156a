import { createSocket } from 'node:dgram'
import type { IncomingMessage } from 'node:http'
import { describe, expect, it, vi } from 'vitest'
import type { VisitCount } from '@/lib/visits'
import { cachedAnswer, hearNginx, isPageView, referrerDomain, VisitCounter } from './visits'

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers: { 'user-agent': browser, host: 'thaqiblab.sa', ...headers } }) as unknown as IncomingMessage

describe('what counts as a page view', () => {
  it('is a page sent whole or fetched by the site’s own navigation, to a visitor', () => {
    expect(isPageView(request('/ar/blog/x'), 200, 'text/html; charset=utf-8')).toBe(true)
    expect(isPageView(request('/blog?_rsc=abc', { rsc: '1' }), 200, 'text/x-component')).toBe(true)
  })

  it('is not a prefetch, a failure, a file, the API or the admin, a crawler, or staff', () => {
    expect(isPageView(request('/blog', { rsc: '1', 'next-router-prefetch': '1' }), 200, 'text/x-component')).toBe(false)
    expect(isPageView(request('/missing'), 404, 'text/html')).toBe(false)
    expect(isPageView(request('/blog', {}, 'POST'), 200, 'text/html')).toBe(false)
    for (const path of ['/api/graphql', '/admin', '/_next/static/a.js', '/og/home.png', '/feed.xml', '/robots.txt']) expect(isPageView(request(path), 200, 'text/html')).toBe(false)
    for (const agent of ['Googlebot/2.1', 'Mozilla/5.0 HeadlessChrome/156', 'curl/8.5', 'python-requests/2.31', 'facebookexternalhit/1.1', '']) {
      expect(isPageView(request('/', { 'user-agent': agent }), 200, 'text/html')).toBe(false)
    }
    expect(isPageView(request('/', { cookie: 'a=1; payload-token=xyz' }), 200, 'text/html')).toBe(false)
    expect(isPageView(request('/', { cookie: '__prerender_bypass=1' }), 200, 'text/html')).toBe(false)
  })
})

describe('the linking site', () => {
  it('is the host name of another site, without www', () => {
    expect(referrerDomain('https://www.Google.com/search?q=thaqib', 'thaqiblab.sa')).toBe('google.com')
    expect(referrerDomain('https://news.example.sa/a/b', 'thaqiblab.sa')).toBe('news.example.sa')
  })

  it('is nothing for this site itself, no referrer, or anything odd', () => {
    expect(referrerDomain('https://thaqiblab.sa/blog', 'thaqiblab.sa:443')).toBeNull()
    expect(referrerDomain('https://www.thaqiblab.sa/', 'thaqiblab.sa')).toBeNull()
    expect(referrerDomain(undefined, 'thaqiblab.sa')).toBeNull()
    expect(referrerDomain('android-app://com.example', 'thaqiblab.sa')).toBeNull()
    expect(referrerDomain('not a url', 'thaqiblab.sa')).toBeNull()
    expect(referrerDomain(`https://${'a'.repeat(120)}.com/`, 'thaqiblab.sa')).toBeNull()
  })
})

describe('the counter', () => {
  it('adds views by day, page and language, and by linking site, without the query', () => {
    const counter = new VisitCounter()
    const day = new Date('2026-11-28T10:00:00Z')
    counter.count(request('/ar/blog/x?utm_source=a', { referer: 'https://t.co/abc' }), day)
    counter.count(request('/ar/blog/x/'), day)
    counter.count(request('/blog/x'), day)
    expect(counter.take().sort((a, b) => a.key.localeCompare(b.key) || a.locale.localeCompare(b.locale))).toEqual([
      { day: '2026-11-28', kind: 'page', key: '/ar/blog/x', locale: 'ar', views: 2 },
      { day: '2026-11-28', kind: 'page', key: '/blog/x', locale: 'en', views: 1 },
      { day: '2026-11-28', kind: 'referrer', key: 't.co', locale: 'ar', views: 1 },
    ])
    expect(counter.take()).toEqual([])
  })

  it('holds a bounded number of counts, however many pages a flood asks for', () => {
    const counter = new VisitCounter()
    for (let i = 0; i < 6_000; i++) counter.count(request(`/blog/${i}`))
    expect(counter.take()).toHaveLength(5_000)
  })
})

describe('pages nginx answered from its cache (ADR 051)', () => {
  const key = 'visits-log-key-0123456789'
  /** A line as deploy/nginx/thaqib.conf.template's `thaqib_visit` writes it to syslog (absent headers empty). */
  const line = (fields: Record<string, unknown> = {}, withKey = key) =>
    Buffer.from(
      `<190>Nov 29 01:02:03 thaqib_visits: ${JSON.stringify({ key: withKey, method: 'GET', uri: '/ar/blog/x?utm_source=a', status: 200, type: 'text/html; charset=utf-8', staff: '0', host: 'thaqiblab.sa', rsc: '', prefetch: '', purpose: '', secPurpose: '', agent: browser, referer: 'https://news.example.sa/a', ...fields })}`,
    )
  const counted = (fields: Record<string, unknown>) => {
    const answer = cachedAnswer(line(fields), key)
    return Boolean(answer && isPageView(answer.request, answer.status, answer.type))
  }

  it('reads a line as the request nginx answered, counted as the server counts its own', () => {
    const answer = cachedAnswer(line(), key)
    expect(answer).toMatchObject({ status: 200, type: 'text/html; charset=utf-8', request: { method: 'GET', url: '/ar/blog/x?utm_source=a' } })
    expect(answer!.request.headers).toMatchObject({ 'user-agent': browser, referer: 'https://news.example.sa/a', host: 'thaqiblab.sa' })
    expect(counted({})).toBe(true)
    expect(counted({ rsc: '1', type: 'text/x-component' })).toBe(true)
  })

  it('does not count what the server would not: a robot, a prefetch, staff, a failure, a file', () => {
    expect(counted({ agent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).toBe(false)
    expect(counted({ agent: '' })).toBe(false)
    expect(counted({ agent: '-' })).toBe(false)
    expect(counted({ rsc: '1', prefetch: '1', type: 'text/x-component' })).toBe(false)
    expect(counted({ secPurpose: 'prefetch' })).toBe(false)
    expect(counted({ staff: '1' })).toBe(false)
    expect(counted({ status: 304 })).toBe(false)
    expect(counted({ uri: '/_next/static/chunks/a.js', type: 'text/javascript' })).toBe(false)
  })

  it('takes nothing from a line without the key or not in the format', () => {
    expect(cachedAnswer(line({}, 'a-guess-of-the-key-0000'), key)).toBeNull()
    expect(cachedAnswer(line({}, ''), key)).toBeNull()
    expect(cachedAnswer(Buffer.from('<190>Nov 29 01:02:03 thaqib_visits: not json'), key)).toBeNull()
    expect(cachedAnswer(Buffer.from('<190>Nov 29 01:02:03 thaqib_visits: {"key":'), key)).toBeNull()
    expect(cachedAnswer(Buffer.from('[1,2]'), key)).toBeNull()
    expect(cachedAnswer(line({ referer: 'x'.repeat(9_000) }), key)).toBeNull()
  })

  it('hears the lines over UDP and counts them', async () => {
    const probe = createSocket('udp4')
    await new Promise<void>((resolve) => probe.bind(0, '127.0.0.1', resolve))
    const port = probe.address().port
    await new Promise<void>((resolve) => probe.close(() => resolve()))

    const counter = new VisitCounter()
    const stop = hearNginx(counter, { listen: `127.0.0.1:${port}`, key })
    const nginx = createSocket('udp4')
    const send = (datagram: Buffer) => new Promise<void>((resolve, reject) => nginx.send(datagram, port, '127.0.0.1', (error) => (error ? reject(error) : resolve())))
    try {
      // A robot's and a forged line first, then a reader's: once the reader's is counted, the others were heard.
      await send(line({ agent: 'Googlebot/2.1' }))
      await send(line({ uri: '/forged' }, 'a-guess-of-the-key-0000'))
      await send(line())
      const heard: VisitCount[] = []
      await vi.waitFor(() => {
        heard.push(...counter.take())
        expect(heard.filter((count) => count.kind === 'page')).toHaveLength(1)
      }, { timeout: 10_000 })
      expect(heard.map(({ kind, key: page, locale, views }) => ({ kind, page, locale, views }))).toEqual([
        { kind: 'page', page: '/ar/blog/x', locale: 'ar', views: 1 },
        { kind: 'referrer', page: 'news.example.sa', locale: 'ar', views: 1 },
      ])
    } finally {
      nginx.close()
      await stop()
    }
  })

  it('refuses to start without an address and a key of some length', () => {
    expect(() => hearNginx(new VisitCounter(), { listen: '5140', key })).toThrow(/VISITS_LOG_LISTEN/)
    expect(() => hearNginx(new VisitCounter(), { listen: '127.0.0.1:5140', key: 'short' })).toThrow(/VISITS_LOG_KEY/)
  })
})
