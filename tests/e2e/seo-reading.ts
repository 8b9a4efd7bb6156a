import type { APIRequestContext, Page } from '@playwright/test'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { expect } from './fixtures'

// How the SEO tests read what search engines and feed readers read: heads, sitemaps, feeds, JSON-LD.

/** The public address the site builds its absolute URLs from (the test server's, in the test run). */
export function siteUrlOf(baseURL: string | undefined): string {
  return (process.env.SITE_URL ?? baseURL ?? '').replace(/\/+$/, '')
}

export type HeadData = {
  title: string
  description: string | null
  canonical: string | null
  alternates: Record<string, string>
  meta: Record<string, string>
  feeds: { href: string; title: string | null }[]
  manifest: string | null
  icons: { rel: string; href: string; type: string | null }[]
  jsonLd: string[]
}

/** Reads a page's head and structured data with the browser's own HTML parser (no navigation). */
export async function headOf(page: Page, request: APIRequestContext, path: string): Promise<HeadData> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  expect(response.headers()['set-cookie'], path).toBeUndefined()
  const html = await response.text()
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html')
    const attr = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name) ?? null
    const alternates: Record<string, string> = {}
    for (const link of doc.querySelectorAll('link[rel="alternate"][hreflang]')) alternates[link.getAttribute('hreflang')!] = link.getAttribute('href')!
    const meta: Record<string, string> = {}
    for (const tag of doc.querySelectorAll('meta[property], meta[name]')) {
      const key = tag.getAttribute('property') ?? tag.getAttribute('name')!
      if (!(key in meta)) meta[key] = tag.getAttribute('content') ?? ''
    }
    return {
      title: doc.title,
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates,
      meta,
      feeds: [...doc.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map((l) => ({ href: l.getAttribute('href')!, title: l.getAttribute('title') })),
      manifest: attr('link[rel="manifest"]', 'href'),
      icons: [...doc.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')].map((l) => ({ rel: l.getAttribute('rel')!, href: l.getAttribute('href')!, type: l.getAttribute('type') })),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
    }
  }, html)
}

export type SitemapEntry = { loc: string; alternates: Record<string, string>; lastmod?: string }

export async function readSitemap(request: APIRequestContext): Promise<SitemapEntry[]> {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const xml = await response.text()
  expect(XMLValidator.validate(xml)).toBe(true)
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'url' || name === 'xhtml:link' }).parse(xml)
  expect(parsed.urlset.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
  expect(parsed.urlset['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml')
  return (parsed.urlset.url as { loc: string; lastmod?: string; 'xhtml:link'?: { rel: string; hreflang: string; href: string }[] }[]).map((url) => {
    const alternates: Record<string, string> = {}
    for (const link of url['xhtml:link'] ?? []) {
      expect(link.rel).toBe('alternate')
      alternates[link.hreflang] = link.href
    }
    return { loc: url.loc, alternates, lastmod: url.lastmod }
  })
}

export type Feed = { language: string; title: string; link: string; selfLink: string; items: { title: string; link: string; description: string; pubDate: string }[] }

export async function readFeed(request: APIRequestContext, path: string): Promise<Feed> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  expect(response.headers()['content-type']).toContain('application/rss+xml')
  expect(response.headers()['set-cookie']).toBeUndefined()
  const xml = await response.text()
  expect(XMLValidator.validate(xml)).toBe(true)
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'item' }).parse(xml)
  expect(parsed.rss.version).toBe('2.0')
  const channel = parsed.rss.channel
  return { language: channel.language, title: channel.title, link: channel.link, selfLink: channel['atom:link']?.href, items: channel.item ?? [] }
}

export type Node = Record<string, unknown> & { '@type': string }

export function graphOf(head: HeadData): Node[] {
  expect(head.jsonLd).toHaveLength(1)
  // Serialized safely: no content can close the script element.
  expect(head.jsonLd[0]).not.toContain('</')
  const data = JSON.parse(head.jsonLd[0]!)
  expect(data['@context']).toBe('https://schema.org')
  expect(Array.isArray(data['@graph'])).toBe(true)
  return data['@graph']
}

export function nodeOf(graph: Node[], type: string): Node {
  const found = graph.filter((n) => n['@type'] === type)
  expect(found, `one ${type}`).toHaveLength(1)
  return found[0]!
}
