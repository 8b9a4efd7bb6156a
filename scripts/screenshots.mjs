// `npm run screenshots`: captures every page type in both languages at 375 px and 1280 px into
// screenshots/ (git-ignored; `SCREENSHOTS_DIR` to choose), from a running site (BASE_URL, default
// http://localhost:3000). The page types come from the route manifest (src/lib/routes.ts): every
// fixed page, each document route's seeded example, and the 404 page. Arguments: names of page
// types to capture only those (`home post`), and paths (`/solutions/health-tech`) to add.
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../tests/e2e/browser.mjs'
import { localeCodes, localizePath } from '../src/i18n/locales.ts'
import { documentRoutes, fixedRoutes } from '../src/lib/routes.ts'

const base = process.env.BASE_URL ?? 'http://localhost:3000'
const outDir = process.env.SCREENSHOTS_DIR ?? 'screenshots'
const args = process.argv.slice(2)
const only = args.filter((a) => !a.startsWith('/'))
const extra = args.filter((a) => a.startsWith('/'))
const pages = {
  ...Object.fromEntries(fixedRoutes.map((route) => [route.id, route.path])),
  ...Object.fromEntries(documentRoutes.map((route) => [route.id, `${route.base}/${route.example}`])),
  'not-found': '/no-such-page',
  // The search page with results (a query in each language), without a query, and without results.
  search: { en: `/search?q=${encodeURIComponent('data')}`, ar: `/search?q=${encodeURIComponent('البيانات')}` },
  'search-empty': '/search',
  'search-none': '/search?q=qqxyzzy',
  ...Object.fromEntries(extra.map((path) => [path.slice(1).replaceAll('/', '-'), path])),
}

mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
for (const [name, paths] of Object.entries(pages)) {
  if (only.length && !only.includes(name) && !extra.includes(paths)) continue
  for (const locale of localeCodes) {
    const path = typeof paths === 'string' ? paths : paths[locale]
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } })
      await page.goto(`${base}${localizePath(path, locale)}`, { waitUntil: 'networkidle' })
      // Scroll through the page first so lazily loaded images below the fold are fetched.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 150))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      const file = `${outDir}/${name}-${locale}-${width}.png`
      await page.screenshot({ path: file, fullPage: true })
      console.log(file)
      await page.close()
    }
  }
}
await browser.close()
