import { describe, expect, it } from 'vitest'
import { documentRoutes, fixedRoutes } from '@/lib/routes'
import { htmlBudgetBytes, htmlCeilingBytes, pageTypeOfPath, sitemapPaths } from '../../scripts/lib/page-budget.mjs'

// How the speed budget's HTML check (the browser test and the benchmark) reads the sitemap and
// finds the ceiling of each page it lists.

describe('the HTML budget over the sitemap', () => {
  it('reads the paths of a sitemap, the home page without its slash too', () => {
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      '<url><loc>https://example.sa</loc><xhtml:link rel="alternate" hreflang="ar-SA" href="https://example.sa/ar" /></url>',
      '<url><loc>https://example.sa/ar</loc></url>',
      '<url><loc>https://example.sa/ar/blog/arabic-rag?x=1&amp;y=2</loc></url>',
      '</urlset>',
    ].join('\n')
    expect(sitemapPaths(xml)).toEqual(['/', '/ar', '/ar/blog/arabic-rag'])
  })

  it('gives a page the type of its route: a fixed page, or the collection it is under', () => {
    const routes = { fixedRoutes, documentRoutes }
    expect(pageTypeOfPath('/', routes)).toBe('home')
    expect(pageTypeOfPath('/solutions', routes)).toBe('solutions')
    expect(pageTypeOfPath('/solutions/health-tech', routes)).toBe('solution')
    expect(pageTypeOfPath('/blog/arabic-rag-enterprise-search', routes)).toBe('post')
    expect(pageTypeOfPath('/privacy-policy', routes)).toBe('cms-page')
    expect(pageTypeOfPath('/people/research-team', routes)).toBe('person')
    // A path of no route keeps its own name, and with it the budget's own limit.
    expect(pageTypeOfPath('/blog-pages/2', routes)).toBe('/blog-pages/2')
    expect(htmlCeilingBytes('/blog-pages/2')).toBe(htmlBudgetBytes)
  })

  it('holds every page type to the budget itself: none is listed as over it any more', () => {
    for (const type of ['home', 'about', 'solution', 'case-study', 'post', 'job', 'cms-page', 'not-found']) expect(htmlCeilingBytes(type), type).toBe(htmlBudgetBytes)
  })
})
