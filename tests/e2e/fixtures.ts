import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { test as base, type Browser, type BrowserContext, expect, type Page, type Response } from '@playwright/test'
import { localizePath, type Locale, locales } from '../../src/i18n/locales'
import { documentRoutes, fixedRoutes } from '../../src/lib/routes'
import { type Cms, withCms } from './cms'
import { editorCookies, editorToken } from './editor'

export const siteLocales = locales.map(({ code, iso, dir }) => ({ code, iso, dir }))

/** Seeded documents of a collection, by slug (content/{collection}: one file or folder each). */
export const seededSlugs = (collection: string) => readdirSync(path.resolve('content', collection)).map((name) => name.replace(/\.json$/, '')).sort()
/** Collections whose every seeded page the route checks open; of the others, the manifest's example. */
const everySeeded: readonly string[] = ['solutions', 'pages']

/** Every route of the manifest (src/lib/routes.ts), with seeded slugs where the route takes one. */
export const specRoutes = [
  ...fixedRoutes.map((route) => route.path),
  ...documentRoutes.flatMap((route) => (everySeeded.includes(route.collection) ? seededSlugs(route.collection) : [route.example]).map((slug) => `${route.base}/${slug}`)),
]

/** Content-Security-Policy refusals seen in the current test's browser contexts (they must stay none). */
const policyViolations: string[] = []
function watchPolicy(context: BrowserContext) {
  context.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text())) policyViolations.push(message.text())
  })
}

export const test = base.extend<{ gotoLocalized: (locale: Locale, path: string) => Promise<Response>; contentSecurityPolicyKept: void; cms: Cms }>({
  cms: async ({ request }, use) => withCms(request, use),
  contentSecurityPolicyKept: [
    async ({ context }, use) => {
      policyViolations.length = 0
      watchPolicy(context)
      await use()
      expect(policyViolations, 'the pages ran nothing their Content-Security-Policy refuses').toEqual([])
    },
    { auto: true },
  ],
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

/** A client address no other test uses (an IPv6 documentation address with a random suffix). */
export function uniqueAddress(): string {
  const hex = randomUUID().replace(/-/g, '')
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}:${hex.slice(8, 12)}:${hex.slice(12, 16)}:${hex.slice(16, 20)}:${hex.slice(20, 24)}`
}

/**
 * A browser context of its own, as one visitor: its own client address (the forms' rate limit
 * counts per address; the test server trusts one proxy hop, which the tests play), with or
 * without JavaScript.
 */
export async function newVisitor(browser: Browser, { javaScriptEnabled = true, baseURL }: { javaScriptEnabled?: boolean; baseURL?: string } = {}) {
  const context = await browser.newContext({ javaScriptEnabled, ...(baseURL ? { baseURL } : {}), extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() } })
  watchPolicy(context)
  if (!javaScriptEnabled) withoutScript.add(context)
  return { context, page: await context.newPage() }
}

/**
 * Waits for a form to show; with JavaScript, the visitor reaches for it (the pointer over it), which
 * loads its code (ADR 011), and it waits until React has hydrated it and its checks are live.
 */
export async function formReady(page: Page, testId: string) {
  const form = page.getByTestId(testId)
  await expect(form).toBeVisible()
  if (withoutScript.has(page.context())) return form
  await form.hover({ position: { x: 4, y: 4 } })
  await expect(form).toHaveAttribute('data-hydrated', 'true')
  return form
}

/** Fills in the consultation form (English labels) with valid answers. */
export async function fillConsultation(page: Page, email: string) {
  const form = page.getByTestId('consultation-form')
  await form.locator('#consultation-fullName').fill('Test Visitor')
  await form.locator('#consultation-email').fill(email)
  await form.locator('#consultation-phone').fill('0551234567')
  await form.locator('#consultation-description').fill('We want to search our internal Arabic documents with AI.')
  await form.getByRole('radio', { name: 'WhatsApp' }).check()
  await form.getByRole('radio', { name: /^Morning/ }).check()
  await form.getByRole('checkbox', { name: 'Natural language processing' }).check()
  await form.locator('#consultation-size').selectOption('250k-1m')
}

/** Signs the browser context in as the seeded editor, with the session the setup project saved. */
export async function signInAsEditor(context: BrowserContext) {
  await context.addCookies(editorCookies())
}

export { editorToken }
export { postDefaults, richText } from './cms'

export { expect }
