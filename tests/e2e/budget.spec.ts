import { readdirSync, readFileSync } from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import { localizePath, splitLocalePath } from '../../src/i18n/locales'
import { documentRoutes, fixedRoutes } from '../../src/lib/routes'
import {
  decodedPayload,
  frameworkFloorChunks,
  holdPrefetchesUntilLoad,
  htmlBudgetBytes,
  htmlCeilingBytes,
  jsAboveFloorBytes,
  jsAboveFloorCeilingBytes,
  pageTypeOfPath,
  sitemapPaths,
} from '../../scripts/lib/page-budget.mjs'
import { expect, siteLocales, test } from './fixtures'

/*
 * The speed budget in bytes (ADR 011), which holds on any machine however busy: the HTML of every
 * page the sitemap lists, in both languages, under its page type's ceiling, and on the content
 * pages no more first-load JavaScript beyond the framework's own floor (read from the build being
 * served) than the site's allowance. The ceilings are the budget's 80 KB and 10 KB, except for the
 * page types ADR 011 lists as still over, which must not grow. Timings and Lighthouse scores are
 * the benchmark's (`npm run bench`), not a test's.
 */

const distDir = process.env.NEXT_DIST_DIR ?? '.next'
/** A page of each type: the fixed pages, an example document of each collection, a missing page. */
const pageTypes = [
  ...fixedRoutes.map((r) => ({ id: r.id, path: r.path, content: true })),
  ...documentRoutes.map((r) => ({ id: r.id, path: `${r.base}/${r.example}`, content: true })),
  { id: 'not-found', path: '/no-such-page', content: false },
]

test.describe('speed budget', () => {
  /** The page's HTML as the server sends it uncompressed, in bytes, after checking its status. */
  async function htmlBytes(request: APIRequestContext, path: string, status: number): Promise<number> {
    const response = await request.get(path, { headers: { 'accept-encoding': 'identity' } })
    expect(response.status(), path).toBe(status)
    return (await response.body()).length
  }

  test(`the HTML of every page in the sitemap, in both languages, is within its type's ceiling (${htmlBudgetBytes / 1000} KB unless ADR 011 lists it)`, async ({ request }) => {
    test.setTimeout(180_000)
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    const paths = sitemapPaths(await sitemap.text())
    // The sitemap lists every page type in every language (so that this is every page, not a few).
    for (const locale of siteLocales) {
      for (const type of pageTypes.filter((t) => t.content)) expect(paths, `the sitemap lists ${type.path} in ${locale.code}`).toContain(localizePath(type.path, locale.code))
    }
    const over: string[] = []
    for (const path of paths) {
      const bytes = await htmlBytes(request, path, 200)
      const ceiling = htmlCeilingBytes(pageTypeOfPath(splitLocalePath(path).path, { fixedRoutes, documentRoutes }))
      if (bytes > ceiling) over.push(`${path}: ${bytes} bytes > ${ceiling}`)
    }
    expect(over).toEqual([])
  })

  for (const locale of siteLocales) {
    test(`${locale.code}: the 404 page's HTML is within the budget`, async ({ request }) => {
      const path = localizePath('/no-such-page', locale.code)
      expect(await htmlBytes(request, path, 404)).toBeLessThanOrEqual(htmlCeilingBytes('not-found'))
    })
  }

  test.describe('first-load scripts', () => {
    // A phone's width, as the budget's Lighthouse runs. Wider, the blog's second row of covers is in
    // view at once and the list's code loads with them (its lazy images need it): whether that is
    // before the load event or just after it was a race.
    test.use({ viewport: { width: 412, height: 823 } })

    for (const locale of siteLocales) {
      for (const type of pageTypes.filter((t) => t.content)) {
        test(`${locale.code} ${type.id}: first-load scripts beyond the framework's floor within the allowance`, async ({ page }) => {
          const floorChunks = frameworkFloorChunks(distDir)
          expect(floorChunks.length).toBeGreaterThan(0)
          // Other pages' code, preloaded by Next's prefetches of the links in view, is theirs.
          await holdPrefetchesUntilLoad(page)
          await page.goto(localizePath(type.path, locale.code), { waitUntil: 'load' })
          // Every script that had arrived by the load event, with its compressed size (same origin;
          // some come through a `<link rel=preload>`, so they are known by their path, not their initiator).
          const scripts = await page.evaluate(() => {
            const loadedAt = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart
            return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
              .map((e) => ({ url: new URL(e.name), end: e.responseEnd, bytes: e.encodedBodySize }))
              .filter((e) => e.url.origin === location.origin && e.url.pathname.endsWith('.js') && e.end <= loadedAt)
              .map((e) => ({ path: e.url.pathname, bytes: e.bytes }))
          })
          const paths = scripts.map((s) => s.path)
          expect(floorChunks.filter((chunk) => !paths.includes(chunk)), `${type.id}: the floor's scripts all load`).toEqual([])
          const beyond = scripts.filter((s) => !floorChunks.includes(s.path))
          const beyondBytes = beyond.reduce((total, s) => total + s.bytes, 0)
          expect(beyondBytes, `${type.id}: ${beyond.map((s) => `${s.path} ${s.bytes}`).join(', ')}`).toBeLessThanOrEqual(jsAboveFloorCeilingBytes(type.id))
        })
      }
    }
  })

  test('no page loads a message formatter with it; a form or the blog list brings one when a visitor reaches for it', async ({ page, request }) => {
    const scriptPaths = () =>
      page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => new URL(e.name)).filter((u) => u.origin === location.origin && u.pathname.endsWith('.js')).map((u) => u.pathname),
      )
    // use-intl's error codes, which ship with its ICU message formatter.
    const withFormatter = async (scripts: string[]) => {
      const texts = await Promise.all(scripts.map(async (script) => (await request.get(script)).text()))
      return scripts.filter((_, i) => texts[i]?.includes('MISSING_MESSAGE'))
    }
    // A phone's width, as the budget's Lighthouse runs: wider, the blog's second row of covers is in
    // view at once, and the list's code loads with them, as it should (its lazy images need it).
    await page.setViewportSize({ width: 412, height: 823 })
    for (const [path, reached] of [
      ['/about', null],
      ['/contact', 'consultation-form'],
      ['/blog', 'load-more'],
    ] as const) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const atLoad = await scriptPaths()
      expect(atLoad.length, path).toBeGreaterThan(0)
      expect(await withFormatter(atLoad), path).toEqual([])
      if (!reached) continue
      await page.getByTestId(reached).hover()
      await expect.poll(async () => (await withFormatter(await scriptPaths())).length, `${path}: the formatter came when reached`).toBeGreaterThan(0)
    }
  })

  test('what only the HTML needs is not also in the React payload, and stays in the page once it runs', async ({ page, request }) => {
    // The boot guard's script, the logo's drawing and the boot guard's error page (htmlOnly, ADR 011).
    for (const locale of siteLocales) {
      const texts = (JSON.parse(readFileSync(`messages/${locale.code}.json`, 'utf8')) as { ErrorPage: { title: string; message: string } }).ErrorPage
      const path = localizePath('/about', locale.code)
      const html = await (await request.get(path)).text()
      const payload: string = decodedPayload(html)
      expect(payload.length, path).toBeGreaterThan(10_000)
      for (const [what, inHtml, inPayload] of [
        ['boot guard', 'reload-guard', 'reload-guard'],
        ['logo drawing', '<symbol id="logo-mark"', '"symbol"'],
        ['error page', texts.message, texts.message],
      ] as const) {
        expect(html, `${path}: the ${what} is in the HTML`).toContain(inHtml)
        expect(payload, `${path}: the ${what} is not in the payload`).not.toContain(inPayload)
      }
      await page.goto(path)
      await page.waitForFunction(() => (window as { __siteMounted?: boolean }).__siteMounted === true)
      const kept = await page.evaluate(() => ({
        guard: [...document.head.querySelectorAll('script:not([src])')].some((s) => s.textContent?.includes('reload-guard')),
        drawing: document.querySelectorAll('#logo-mark > *').length,
        errorTitle: document.querySelector('#app-failed h1')?.textContent,
      }))
      expect(kept, path).toEqual({ guard: true, drawing: 8, errorTitle: texts.title })
      // A page the browser renders without the server's HTML (a 404, ADR 002) draws the logo itself.
      await page.goto(localizePath('/no-such-page', locale.code))
      await expect(page.getByTestId('not-found-message')).toBeVisible()
      await expect.poll(() => page.evaluate(() => document.querySelectorAll('#logo-mark > *').length)).toBe(8)
    }
  })

  test('structured data is in the HTML only, and stays in the page once it runs', async ({ page, request }) => {
    // JsonLdScript (ADR 011): the payload carries the text's key, not the text.
    for (const locale of siteLocales) {
      const job = documentRoutes.find((r) => r.id === 'job')!
      const path = localizePath(`${job.base}/${job.example}`, locale.code)
      const html = await (await request.get(path)).text()
      const payload: string = decodedPayload(html)
      const inHtml = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@graph': { '@type': string }[] })
      expect(inHtml.map((data) => data['@graph'].map((node) => node['@type'])), path).toEqual([['WebPage', 'BreadcrumbList', 'JobPosting']])
      expect(payload, path).not.toContain('schema.org')
      expect(payload, path).not.toContain('JobPosting')
      await page.goto(path)
      await page.waitForFunction(() => (window as { __siteMounted?: boolean }).__siteMounted === true)
      const kept = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '') as unknown))
      expect(kept, path).toEqual(inHtml)
    }
    // The store the text passes through is the server's only: no browser chunk holds it.
    const chunks = `${distDir}/static/chunks`
    const withStore = readdirSync(chunks).filter((name) => name.endsWith('.js') && readFileSync(`${chunks}/${name}`, 'utf8').includes('thaqib.json-ld'))
    expect(withStore).toEqual([])
  })
})
