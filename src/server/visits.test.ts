import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { isPageView, referrerDomain, VisitCounter } from './visits'

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
