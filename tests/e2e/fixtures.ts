import { test as base, expect, type Page, type Response } from '@playwright/test'
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

export { expect }
