import { randomUUID } from 'node:crypto'
import { test as base, type Browser, type BrowserContext, expect, type Page, type Response } from '@playwright/test'
import { localizePath, type Locale } from '../../src/i18n/locales'

export const siteLocales = [
  { code: 'en', iso: 'en-US', dir: 'ltr' },
  { code: 'ar', iso: 'ar-SA', dir: 'rtl' },
] as const satisfies { code: Locale; iso: string; dir: string }[]

/** Every route of the specification's table, with a seeded slug where the route takes one. */
export const specRoutes = [
  '/',
  '/about',
  '/blog',
  '/blog/arabic-rag-enterprise-search',
  '/careers',
  '/careers/senior-machine-learning-engineer-riyadh',
  '/contact',
  '/pages/terms-of-service',
  '/pages/privacy-policy',
  '/solutions',
  '/solutions/ai-data-science',
  '/solutions/big-data',
  '/solutions/cloud-computing',
  '/solutions/co-creation-of-smart-cities',
  '/solutions/computer-vision',
  '/solutions/fintech',
  '/solutions/health-tech',
  '/solutions/iot',
  '/solutions/machine-learning',
  '/solutions/mobility',
  '/solutions/nlp',
]

export const test = base.extend<{ gotoLocalized: (locale: Locale, path: string) => Promise<Response> }>({
  gotoLocalized: async ({ page }, use) => {
    await use(async (locale, path) => {
      const response = await page.goto(localizePath(path, locale))
      if (!response) throw new Error(`No response for ${path}`)
      return response
    })
  },
})

export async function htmlAttributes(page: Page) {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }))
}

const withoutScript = new WeakSet<BrowserContext>()

/**
 * A browser context of its own, as one visitor: its own client address (the forms' rate limit
 * counts per address, taken from the first X-Forwarded-For hop), with or without JavaScript.
 */
export async function newVisitor(browser: Browser, { javaScriptEnabled = true, network = '203.0.113' } = {}) {
  const address = `${network}.${Math.floor(Math.random() * 250) + 1}`
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { 'x-forwarded-for': `${address}, ${randomUUID()}` } })
  if (!javaScriptEnabled) withoutScript.add(context)
  return { context, page: await context.newPage() }
}

/** Waits for a form to show; with JavaScript, also until React has hydrated it and its checks are live. */
export async function formReady(page: Page, testId: string) {
  const form = page.getByTestId(testId)
  await expect(form).toBeVisible()
  if (!withoutScript.has(page.context())) await expect(form).toHaveAttribute('data-hydrated', 'true')
  return form
}

export { expect }
