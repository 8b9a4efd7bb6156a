// `npm run screenshots`: captures every page type in both languages at 375 px and 1280 px into
// screenshots/ (git-ignored), from a running site (BASE_URL, default http://localhost:3000).
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../tests/e2e/browser.mjs'
import { localeCodes } from '../src/i18n/locales.ts'

const base = process.env.BASE_URL ?? 'http://localhost:3000'
const only = process.argv.slice(2)
const pages = {
  home: '/',
  about: '/about',
  solutions: '/solutions',
  technology: '/solutions/nlp',
  industry: '/solutions/health-tech',
  blog: '/blog',
  post: '/blog/arabic-rag-enterprise-search',
  careers: '/careers',
  job: '/careers/senior-machine-learning-engineer-riyadh',
  contact: '/contact',
  legal: '/pages/privacy-policy',
  'not-found': '/no-such-page',
  // The search page with results (a query in each language), without a query, and without results.
  search: { en: `/search?q=${encodeURIComponent('data')}`, ar: `/search?q=${encodeURIComponent('البيانات')}` },
  'search-empty': '/search',
  'search-none': '/search?q=qqxyzzy',
}

mkdirSync('screenshots', { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
for (const [name, paths] of Object.entries(pages)) {
  if (only.length && !only.includes(name)) continue
  for (const locale of localeCodes) {
    const path = typeof paths === 'string' ? paths : paths[locale]
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } })
      await page.goto(`${base}${locale === 'ar' ? `/ar${path === '/' ? '' : path}` : path}`, { waitUntil: 'networkidle' })
      // Scroll through the page first so lazily loaded images below the fold are fetched.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 150))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      const file = `screenshots/${name}-${locale}-${width}.png`
      await page.screenshot({ path: file, fullPage: true })
      console.log(file)
      await page.close()
    }
  }
}
await browser.close()
