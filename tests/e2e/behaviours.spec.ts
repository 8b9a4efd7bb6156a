import type { Page, Request } from '@playwright/test'
import { localizePath, type Locale } from '../../src/i18n/locales'
import { documentMarked, expectClearOfHeader, hydrated, markDocument, scrollY, settledScrollY } from '../support/page-state'
import { expect, formReady, htmlAttributes, siteLocales, test } from './fixtures'

// The browser behaviours of the specification (sections 2, 4, 7, 8, 9), in both languages. Those
// that need a page of their own made in the CMS are in editing/content-links.spec.ts.

const transparentPixel = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'
const guardKey = 'thaqib:reload-guard'

const text = {
  en: { contact: 'Contact', errorTitle: 'Something went wrong', retry: 'Try again', home: 'Back to home', privacy: 'privacy policy' },
  ar: { contact: 'تواصل معنا', errorTitle: 'حدث خطأ ما', retry: 'حاول مرة أخرى', home: 'العودة إلى الرئيسية', privacy: 'سياسة الخصوصية' },
} as const

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: /^(Main|الرئيسية|القائمة الرئيسية)$/ }).first()
}

/**
 * Makes the page's code unavailable as after a deployment: every script chunk the page has not
 * loaded yet fails, in this document only (`untilReload`, the new deployment's page then loads) or
 * in every document. With `whenAwaited`, each failure is held back until the app's code loader
 * waits for that script (a slow failure: the app is far enough along to see it), however long the
 * machine takes to get there. (A script of the page's HTML that fails before the loader looks for
 * it is never seen by the app: the loader listens for its error, which has passed; the boot guard
 * alone handles that case, the test before this one.) Returns the number of failed requests so far.
 */
async function failNewChunks(page: Page, { untilReload, whenAwaited = false }: { untilReload: boolean; whenAwaited?: boolean }) {
  const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)))
  if (whenAwaited) await page.addInitScript(noteAwaitedScripts)
  let failures = 0
  let reloaded = false
  page.on('request', (r) => void (r.resourceType() === 'document' && r.frame() === page.mainFrame() && (reloaded = true)))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    if (!loaded.has(route.request().url()) && !(untilReload && reloaded)) {
      failures++
      if (whenAwaited) await scriptAwaited(page, route.request().url())
      return route.abort()
    }
    return route.continue()
  })
  return () => failures
}

/**
 * In every document from now on, notes each script element something listens to for its load
 * error: the code loader does so for a script already in the page's HTML (it creates the others
 * with an `onerror` handler). Runs in the page, before any of its own scripts.
 */
function noteAwaitedScripts() {
  const listen = EventTarget.prototype.addEventListener
  const awaited = ((window as { awaitedScripts?: Set<string> }).awaitedScripts = new Set<string>())
  EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<EventTarget['addEventListener']>) {
    if (args[0] === 'error' && this instanceof HTMLScriptElement) awaited.add(this.src)
    return listen.apply(this, args)
  }
}

/**
 * Resolves once the app's code loader waits for the script at `url` (see noteAwaitedScripts).
 * Polls, because the document may be replaced meanwhile (the evaluation then fails and is asked
 * again); gives up after the test's own time would have run out anyway.
 */
async function scriptAwaited(page: Page, url: string) {
  const giveUpAt = Date.now() + 60_000
  const awaited = () =>
    page
      .evaluate(
        (src) =>
          (window as { awaitedScripts?: Set<string> }).awaitedScripts?.has(src) ||
          [...document.scripts].some((s) => s.src === src && typeof s.onerror === 'function'),
        url,
      )
      .catch(() => false)
  while (Date.now() < giveUpAt && !page.isClosed() && !(await awaited())) await new Promise((resolve) => setTimeout(resolve, 50))
}

/**
 * In every document from now on, Date.now() stands still (timers and the rest of the clock run on):
 * however slowly the machine gets from one failure to the next, they are within the reload guard's
 * 10 seconds of each other. (Playwright's own clock, which also fakes the timers, keeps the app's
 * code loader from ever waiting for a script that answers slowly.)
 */
const freezeDate = (page: Page) => page.addInitScript((now) => (Date.now = () => now), Date.now())

/**
 * From the home page, once hydrated, with the code of every page not loaded yet failing (see
 * failNewChunks), follows the main navigation's contact link. Returns the console errors, the number
 * of failed code requests, the number of page loads since the click, and `settled`, which waits
 * until no script of the page is loading and the page has handled the last one's outcome (two
 * animation frames later): a reload the app would start for a failure has started by then.
 */
async function followContactWithFailingCode(page: Page, locale: Locale, failing: Parameters<typeof failNewChunks>[1]) {
  const logged: string[] = []
  page.on('console', (m) => void (m.type() === 'error' && logged.push(m.text())))
  let documents = 0
  page.on('request', (r) => void (r.resourceType() === 'document' && documents++))
  const scriptsLoading = new Set<Request>()
  page.on('request', (r) => void (r.resourceType() === 'script' && scriptsLoading.add(r)))
  page.on('requestfinished', (r) => void scriptsLoading.delete(r))
  page.on('requestfailed', (r) => void scriptsLoading.delete(r))
  await freezeDate(page)
  await page.goto(localizePath('/', locale))
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  const failures = await failNewChunks(page, failing)
  const before = documents
  await mainNav(page).getByRole('link', { name: text[locale].contact, exact: true }).click()
  const settled = async () => {
    await expect.poll(() => scriptsLoading.size).toBe(0)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  }
  return { logged, failures, pageLoads: () => documents - before, settled }
}

/** The visible error pages: the boot guard's (the app could not start) or the app's own. */
const errorPages = (page: Page) => page.locator('#app-failed, [data-testid="error-page"]').filter({ visible: true })

test.describe('lazy images', () => {
  for (const locale of siteLocales) {
    test(`${locale.code}: an image below the fold waits for the viewport, keeps its box and then loads`, async ({ page }) => {
      const requested: string[] = []
      page.on('request', (r) => void (r.url().includes('/_next/image') && requested.push(r.url())))
      // The blog list's covers: the home page shows no image below the fold.
      await page.goto(localizePath('/blog', locale.code))
      await hydrated(page)
      const image = page.locator('main img[data-lazy]').last()
      await expect(image).toHaveAttribute('data-state', 'loading')
      await expect(image).toHaveAttribute('src', transparentPixel)
      const srcset = await image.evaluate((img: HTMLImageElement) => img.srcset)
      expect(srcset).toBe('')
      const before = await image.boundingBox()
      expect(before?.height).toBeGreaterThan(100)
      const requestsBefore = requested.length

      await image.scrollIntoViewIfNeeded()
      await expect(image).toHaveAttribute('data-state', 'loaded')
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('/_next/image')
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(1)
      expect(requested.length).toBeGreaterThan(requestsBefore)
      const after = await image.boundingBox()
      expect(Math.abs((after?.height ?? 0) - (before?.height ?? 0))).toBeLessThan(1)
      expect(Math.abs((after?.width ?? 0) - (before?.width ?? 0))).toBeLessThan(1)
    })

    test(`${locale.code}: an image that fails shows the fallback image and the failure is logged`, async ({ page }) => {
      const errors: string[] = []
      page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())))
      await page.route('**/_next/image?**', (route) => route.fulfill({ status: 500, body: 'broken' }))
      await page.goto(localizePath('/blog', locale.code))
      await hydrated(page)
      const image = page.locator('main img[data-lazy]').last()
      await image.scrollIntoViewIfNeeded()
      await expect(image).toHaveAttribute('data-state', 'error')
      await expect(image).toHaveAttribute('src', '/images/image-fallback.svg')
      await expect(image).toHaveJSProperty('complete', true)
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(1)
      expect(errors.some((e) => /failed to load; showing the fallback image/.test(e))).toBe(true)
    })
  }

  test('the hero image loads at once, with high priority', async ({ page }) => {
    await page.goto('/')
    const hero = page.locator('main img').first()
    await expect(hero).not.toHaveAttribute('data-lazy', /.*/)
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    await expect(hero).not.toHaveAttribute('loading', 'lazy')
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1)).toBe(true)
  })

  test('without JavaScript, the images below the fold still show', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/blog')
    await expect(page.locator('main img[data-lazy]').first()).toBeHidden()
    const fallback = page.locator('main noscript img').last()
    await fallback.scrollIntoViewIfNeeded()
    await expect(fallback).toBeVisible()
    await expect.poll(() => fallback.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1)).toBe(true)
    await context.close()
  })
})

test.describe('scroll on navigation', () => {
  for (const locale of siteLocales) {
    test(`${locale.code}: a new page starts at the top`, async ({ page }) => {
      await page.goto(localizePath('/', locale.code))
      await hydrated(page)
      await markDocument(page)
      const footerLink = page.getByRole('contentinfo').getByRole('link', { name: text[locale.code].privacy })
      await footerLink.scrollIntoViewIfNeeded()
      expect(await scrollY(page)).toBeGreaterThan(1000)
      await footerLink.click()
      await expect(page).toHaveURL(new RegExp(`${localizePath('/privacy-policy', locale.code)}$`))
      await expect.poll(() => scrollY(page)).toBe(0)
      expect(await documentMarked(page)).toBe(true)
    })

    test(`${locale.code}: a same-page anchor and a change of the query keep the reader's place, clear of the sticky header`, async ({ page }) => {
      await page.goto(localizePath('/careers', locale.code))
      await hydrated(page)
      await markDocument(page)
      await page.locator('main a[href="#open-positions"]').first().click()
      await expect(page).toHaveURL(/#open-positions$/)
      await expect.poll(() => settledScrollY(page)).toBeGreaterThan(200)
      await expectClearOfHeader(page, page.locator('#open-positions'))

      // A change of the query on the same page, made through the app's router.
      const before = await settledScrollY(page)
      // The router's request for the new query's page: it renders once the answer has arrived.
      const answered = page.waitForResponse((r) => r.url().includes('view=positions') && r.url().includes('_rsc='))
      const push = () => page.evaluate(() => (window as unknown as { next: { router: { push: (h: string, o: object) => void } } }).next.router.push('?view=positions', { scroll: false }))
      await push()
      // Under a full run's load the router has been seen to answer the first push and never commit
      // it (the URL stayed); what this test checks is the reader's place once it commits, so the
      // push is made again until the URL has changed.
      await expect
        .poll(async () => {
          if (!page.url().includes('view=positions')) await push()
          return page.url()
        }, { timeout: 30_000, intervals: [2_000] })
        .toMatch(/\?view=positions/)
      // Its answer arrived (the router may cancel the rest of a streamed answer it no longer needs).
      await answered
      expect(await settledScrollY(page)).toBe(before)
      expect(await documentMarked(page)).toBe(true)
    })
  }

  test('a page opened at an anchor shows that heading clear of the sticky header', async ({ page }) => {
    await page.goto('/ar/careers#open-positions')
    await page.waitForLoadState('load')
    await expect.poll(() => settledScrollY(page)).toBeGreaterThan(200)
    await expectClearOfHeader(page, page.locator('#open-positions'))
  })
})

test.describe('chunk-load recovery', () => {
  for (const locale of siteLocales) {
    test(`${locale.code}: when the next page's code fails to load, that page is loaded afresh, once`, async ({ page }) => {
      await page.goto(localizePath('/', locale.code))
      await hydrated(page)
      await page.waitForLoadState('networkidle')
      const failures = await failNewChunks(page, { untilReload: true })
      await markDocument(page)
      await mainNav(page).getByRole('link', { name: text[locale.code].contact, exact: true }).click()
      const target = localizePath('/contact', locale.code)
      await expect(page).toHaveURL(new RegExp(`${target}$`))
      // A page load, then the form's code loads when reached for, now without failing.
      await expect.poll(() => documentMarked(page).catch(() => null)).toBe(false)
      await formReady(page, 'consultation-form')
      expect(failures()).toBeGreaterThanOrEqual(1)
      // A page load, not a client-side render, and the guard notes the path.
      expect(await documentMarked(page)).toBe(false)
      const guard = JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), guardKey)) ?? '{}')
      expect(guard.path).toBe(target)
      await expect(page.locator('#app-failed')).toBeHidden()
    })

    test(`${locale.code}: when it fails again within 10 seconds, the error page shows instead of another reload`, async ({ page }) => {
      const { logged, failures, pageLoads, settled } = await followContactWithFailingCode(page, locale.code, { untilReload: false })
      // The boot guard's error page; if enough of the app starts to report the failure itself, the
      // app's own error page replaces it (the next test): either way, one localized error page.
      const failed = errorPages(page)
      await expect(failed).toHaveCount(1)
      await expect(failed.getByRole('heading', { level: 1 })).toHaveText(text[locale.code].errorTitle)
      await expect(failed.getByRole('link', { name: text[locale.code].home })).toHaveAttribute('href', localizePath('/', locale.code))
      await expect(failed.getByText(text[locale.code].retry, { exact: true })).toBeVisible()
      await expect(page.getByTestId('consultation-form')).toBeHidden()
      // Exactly one reload, then no more once every script has failed; the error page stays.
      await settled()
      expect(pageLoads()).toBe(1)
      await expect(failed).toHaveCount(1)
      await expect(failed.getByRole('link', { name: text[locale.code].home })).toBeVisible()
      expect(failures()).toBeGreaterThanOrEqual(2)
      expect(logged.some((l) => l.includes('The app could not start') || l.includes('failed to load again'))).toBe(true)
      expect(await htmlAttributes(page)).toEqual({ lang: locale.iso, dir: locale.dir })
    })

    test(`${locale.code}: when the failing code answers slowly, the app's own error page takes over from the boot guard's, without another reload`, async ({ page }) => {
      // Each failure answers only once the app waits for that code, so the app sees it as well as
      // the boot guard, however slowly the reloaded page starts.
      const { logged, pageLoads, settled } = await followContactWithFailingCode(page, locale.code, { untilReload: false, whenAwaited: true })
      const errorPage = page.getByTestId('error-page')
      await expect(errorPage).toBeVisible({ timeout: 20_000 })
      await expect(errorPages(page)).toHaveCount(1)
      await expect(errorPage.getByRole('heading', { level: 1 })).toHaveText(text[locale.code].errorTitle)
      await expect(errorPage.getByRole('link', { name: text[locale.code].home })).toHaveAttribute('href', localizePath('/', locale.code))
      await expect(errorPage.getByRole('button', { name: text[locale.code].retry })).toBeVisible()
      expect(await page.locator('body').innerText()).not.toMatch(/ChunkLoadError|at \S+:\d+:\d+|\.js:\d+/)
      expect(logged.some((l) => l.includes('failed to load again'))).toBe(true)
      await settled()
      expect(pageLoads()).toBe(1)
      await expect(errorPage).toBeVisible()
      expect(await htmlAttributes(page)).toEqual({ lang: locale.iso, dir: locale.dir })
    })
  }
})

test.describe('error page', () => {
  for (const locale of siteLocales) {
    test(`${locale.code}: an error while rendering a page shows the localized error page inside the site, logged, without a stack trace`, async ({ page }) => {
      const logged: string[] = []
      page.on('console', (m) => void (m.type() === 'error' && logged.push(m.text())))
      await freezeDate(page)
      await page.goto(localizePath('/', locale.code))
      await hydrated(page)
      await page.waitForLoadState('networkidle')
      // The contact page's code fails while the guard says the page was just reloaded for this:
      // the error stays, and the error boundary shows it.
      await failNewChunks(page, { untilReload: false })
      const target = localizePath('/contact', locale.code)
      await page.evaluate(([key, path]) => sessionStorage.setItem(key!, JSON.stringify({ path, at: Date.now() })), [guardKey, target])
      await markDocument(page)
      await mainNav(page).getByRole('link', { name: text[locale.code].contact, exact: true }).click()

      const errorPage = page.getByTestId('error-page')
      await expect(errorPage).toBeVisible()
      await expect(errorPage.getByRole('heading', { level: 1 })).toHaveText(text[locale.code].errorTitle)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(errorPage.getByRole('button', { name: text[locale.code].retry })).toBeVisible()
      await expect(errorPage.getByRole('link', { name: text[locale.code].home })).toHaveAttribute('href', localizePath('/', locale.code))
      const shown = await page.locator('body').innerText()
      expect(shown).not.toMatch(/ChunkLoadError|at \S+:\d+:\d+|\.js:\d+/)
      expect(logged.some((l) => l.includes('The page failed to render') && l.includes('ChunkLoadError'))).toBe(true)
      expect(await documentMarked(page)).toBe(true)
      expect(await htmlAttributes(page)).toEqual({ lang: locale.iso, dir: locale.dir })

      // "Back to home" leaves the error page.
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      await errorPage.getByRole('link', { name: text[locale.code].home }).click()
      await expect(page).toHaveURL(new RegExp(`${localizePath('/', locale.code)}$`))
      await expect(page.getByTestId('error-page')).toHaveCount(0)
    })
  }
})

test.describe('head tags', () => {
  /** The head of a page as the server renders it. */
  async function serverHead(page: Page, path: string) {
    await page.goto(path)
    return readHead(page)
  }
  function readHead(page: Page) {
    return page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`).sort(),
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
    }))
  }

  for (const locale of siteLocales) {
    test(`${locale.code}: title, description, alternates, lang and dir follow client-side navigation`, async ({ page, browser }) => {
      const reference = await browser.newPage()
      const about = await serverHead(reference, localizePath('/about', locale.code))
      const blog = await serverHead(reference, localizePath('/blog', locale.code))
      await reference.close()
      expect(about.title).not.toBe(blog.title)
      expect(about.description).toBeTruthy()

      await page.goto(localizePath('/', locale.code))
      await hydrated(page)
      await markDocument(page)
      const home = await readHead(page)
      expect(home.title).not.toBe(about.title)

      await mainNav(page).getByRole('link', { name: locale.code === 'ar' ? 'من نحن' : 'About', exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${localizePath('/about', locale.code)}$`))
      await expect.poll(() => readHead(page)).toEqual(about)
      await mainNav(page).getByRole('link', { name: locale.code === 'ar' ? 'المدونة' : 'Blog', exact: true }).click()
      await expect.poll(() => readHead(page)).toEqual(blog)
      expect(await documentMarked(page)).toBe(true)
      expect(blog.lang).toBe(locale.iso)
      expect(blog.dir).toBe(locale.dir)
    })
  }

  test('a language switch after client-side navigation gives the other language’s head', async ({ page, browser }) => {
    const reference = await browser.newPage()
    const arabicBlog = await serverHead(reference, '/ar/blog')
    await reference.close()
    await page.goto('/')
    await hydrated(page)
    await mainNav(page).getByRole('link', { name: 'Blog', exact: true }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await page.locator('header [data-locale-switch="ar"]').first().click()
    await expect(page).toHaveURL(/\/ar\/blog$/)
    await expect.poll(() => readHead(page)).toEqual(arabicBlog)
    expect(arabicBlog).toMatchObject({ lang: 'ar-SA', dir: 'rtl' })
  })
})
