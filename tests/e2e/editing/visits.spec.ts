import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { adminText } from '../../../src/labels/admin-ui'
import type { Cms } from '../cms'
import { expect, postDefaults, richText, test } from '../fixtures'
import { adminIn, adminLanguages } from './admin-page'

/** A reader's browser as it introduces itself (the test browser's own says "HeadlessChrome": a robot). */
const readerAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

const viewsOf = async (request: APIRequestContext, cms: Cms, key: string, kind = 'page') => {
  const response = await request.get(`/api/page-views?where[key][equals]=${encodeURIComponent(key)}&where[kind][equals]=${kind}&depth=0`, { headers: cms.headers })
  const { docs } = (await response.json()) as { docs: { views: number; locale: string }[] }
  return docs.reduce((total, row) => total + row.views, 0)
}

/**
 * Visitor figures without cookies (ADR 049): the server counts a reader's page views by page and
 * language and the site that sent them, not crawlers' nor staff's, and editors see the week on the
 * dashboard in either admin language.
 */
test.describe('visitor figures', () => {
  test('a reader’s page views are counted with the linking site; a robot’s and the staff’s are not; no cookie is set', async ({ browser, request, cms }) => {
    const stamp = randomUUID().slice(0, 8)
    const slug = `counted-${stamp}`
    await cms.create('posts', { ...(await postDefaults(cms)), title: `Counted ${stamp}`, slug, excerpt: 'Read three times.', content: richText('Counted.') })
    const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost').origin
    const referrer = `news-${stamp}.example.sa`

    const reader = await browser.newContext({ baseURL: origin, userAgent: readerAgent })
    const read = (path: string, referer?: string) => reader.newPage().then(async (page) => {
      await page.goto(path, referer ? { referer } : {})
      await page.close()
    })
    await read(`/ar/blog/${slug}`, `https://${referrer}/today`)
    await read(`/ar/blog/${slug}`)
    await read(`/ar/blog/${slug}?utm_source=newsletter`)

    // A crawler, and an editor signed in, read it too: not counted.
    const robot = await browser.newContext({ baseURL: origin, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
    await (await robot.newPage()).goto(`/ar/blog/${slug}`)
    await robot.close()
    const staff = await adminIn(browser, 'en')
    await staff.page.goto(`/ar/blog/${slug}`)
    await staff.context.close()

    // Then the reader opens the English page: once it is counted, everything seen before it has been
    // sent too (the server sends all it holds every second in the tests, every minute otherwise).
    await read(`/blog/${slug}`)
    expect(await reader.cookies()).toEqual([])
    await reader.close()
    await expect.poll(() => viewsOf(request, cms, `/blog/${slug}`), { timeout: 20_000 }).toBe(1)
    expect(await viewsOf(request, cms, `/ar/blog/${slug}`)).toBe(3)
    expect(await viewsOf(request, cms, referrer, 'referrer')).toBe(1)
  })

  test('only the site’s own server may send counts', async ({ request }) => {
    const forged = await request.post('/api/visits/record', { data: { counts: [{ day: '2026-11-28', kind: 'page', key: '/forged', locale: 'en', views: 1000 }] } })
    expect(forged.status()).toBe(404)
    expect((await request.post('/api/visits/record', { headers: { 'x-visits-key': 'guess' }, data: {} })).status()).toBe(404)
  })

  for (const language of adminLanguages) {
    test(`${language}: the dashboard shows the week's visits`, async ({ browser }) => {
      const { context, page } = await adminIn(browser, language)
      await page.goto('/admin')
      const panel = page.getByTestId('visits-panel')
      await expect(panel.getByRole('heading', { level: 2, name: adminText.visits.heading[language] })).toBeVisible()
      await expect(panel.getByRole('table')).toBeVisible()
      await expect(panel.locator('tbody tr')).toHaveCount(7)
      await expect(panel).not.toContainText('{{')
      await context.close()
    })
  }
})
