import type { Page } from '@playwright/test'
import { localizePath, type Locale } from '../../src/i18n/locales'
import type { Cms } from './cms'
import { expect, formReady, htmlAttributes, siteLocales, test } from './fixtures'

// The browser behaviours of the specification (sections 2, 4, 7, 8, 9), in both languages.

const transparentPixel = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'
const guardKey = 'thaqib:reload-guard'

const text = {
  en: { contact: 'Contact', errorTitle: 'Something went wrong', retry: 'Try again', home: 'Back to home', privacy: 'privacy policy' },
  ar: { contact: 'تواصل معنا', errorTitle: 'حدث خطأ ما', retry: 'حاول مرة أخرى', home: 'العودة إلى الرئيسية', privacy: 'سياسة الخصوصية' },
} as const

/** Marks the current document, so a test can tell a client-side navigation from a page load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { documentMark?: number }).documentMark = 1))
const documentMarked = (page: Page) => page.evaluate(() => (window as { documentMark?: number }).documentMark === 1)
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))
const headerBottom = (page: Page) => page.locator('header').first().evaluate((h) => h.getBoundingClientRect().bottom)

/** Waits until React has hydrated the page's frame (its scroll handler marks the app as mounted). */
async function hydrated(page: Page) {
  await expect.poll(() => page.evaluate(() => window.__siteMounted === true)).toBe(true)
}

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
 * From the home page, once hydrated, with the code of every page not loaded yet failing (see
 * failNewChunks), follows the main navigation's contact link. Returns the console errors, the number
 * of failed code requests, and the number of page loads since the click.
 */
async function followContactWithFailingCode(page: Page, locale: Locale, failing: Parameters<typeof failNewChunks>[1]) {
  const logged: string[] = []
  page.on('console', (m) => void (m.type() === 'error' && logged.push(m.text())))
  let documents = 0
  page.on('request', (r) => void (r.resourceType() === 'document' && documents++))
  await page.goto(localizePath('/', locale))
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  const failures = await failNewChunks(page, failing)
  const before = documents
  await mainNav(page).getByRole('link', { name: text[locale].contact, exact: true }).click()
  return { logged, failures, pageLoads: () => documents - before }
}

/** The visible error pages: the boot guard's (the app could not start) or the app's own. */
const errorPages = (page: Page) => page.locator('#app-failed, [data-testid="error-page"]').filter({ visible: true })

/** The element is at the top of the view, below the sticky header, not under it. */
async function expectClearOfHeader(page: Page, element: ReturnType<Page['locator']>) {
  const top = (await element.boundingBox())!.y
  expect(top).toBeGreaterThanOrEqual(Math.floor(await headerBottom(page)))
  expect(top).toBeLessThan(await page.evaluate(() => window.innerHeight / 3))
}

/** The scroll position once any smooth scrolling has come to rest. */
async function settledScrollY(page: Page) {
  let last = -1
  for (;;) {
    const now = await scrollY(page)
    if (now === last) return now
    last = now
    await page.waitForTimeout(150)
  }
}

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
      await expect(page).toHaveURL(new RegExp(`${localizePath('/pages/privacy-policy', locale.code)}$`))
      await expect.poll(() => scrollY(page)).toBe(0)
      expect(await documentMarked(page)).toBe(true)
    })

    test(`${locale.code}: a same-page anchor and a change of the query keep the reader's place, clear of the sticky header`, async ({ page }) => {
      await page.goto(localizePath('/careers', locale.code))
      await hydrated(page)
      await markDocument(page)
      await page.locator('main a[href="#open-positions"]').first().click()
      await expect(page).toHaveURL(/#open-positions$/)
      expect(await settledScrollY(page)).toBeGreaterThan(200)
      await expectClearOfHeader(page, page.locator('#open-positions'))

      // A change of the query on the same page, as the site's navigation helper makes it.
      const before = await settledScrollY(page)
      await page.evaluate(() => (window as unknown as { next: { router: { push: (h: string, o: object) => void } } }).next.router.push('?view=positions', { scroll: false }))
      await expect(page).toHaveURL(/\?view=positions/)
      await page.waitForTimeout(300)
      expect(await scrollY(page)).toBe(before)
      expect(await documentMarked(page)).toBe(true)
    })
  }

  test('a link to an anchor on another page lands on that heading, clear of the header; back restores the place', async ({ page, cms }) => {
    const slug = await createContentPage(cms)
    await page.goto(`/pages/${slug}`)
    await hydrated(page)
    await markDocument(page)
    const link = page.getByRole('link', { name: 'our open positions' })
    await link.scrollIntoViewIfNeeded()
    const place = await settledScrollY(page)
    expect(place).toBeGreaterThan(500)
    await link.click()
    await expect(page).toHaveURL(/\/careers#open-positions$/)
    expect(await settledScrollY(page)).toBeGreaterThan(200)
    await expectClearOfHeader(page, page.locator('#open-positions'))
    expect(await documentMarked(page)).toBe(true)

    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/pages/${slug}$`))
    await expect.poll(() => settledScrollY(page)).toBeGreaterThan(place - 5)
    expect(await settledScrollY(page)).toBeLessThan(place + 5)
  })

  test('a page opened at an anchor shows that heading clear of the sticky header', async ({ page }) => {
    await page.goto('/ar/careers#open-positions')
    await page.waitForLoadState('load')
    expect(await settledScrollY(page)).toBeGreaterThan(200)
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
      const { logged, failures, pageLoads } = await followContactWithFailingCode(page, locale.code, { untilReload: false })
      // The boot guard's error page; if enough of the app starts to report the failure itself, the
      // app's own error page replaces it (the next test): either way, one localized error page.
      const failed = errorPages(page)
      await expect(failed).toHaveCount(1)
      await expect(failed.getByRole('heading', { level: 1 })).toHaveText(text[locale.code].errorTitle)
      await expect(failed.getByRole('link', { name: text[locale.code].home })).toHaveAttribute('href', localizePath('/', locale.code))
      await expect(failed.getByText(text[locale.code].retry, { exact: true })).toBeVisible()
      await expect(page.getByTestId('consultation-form')).toBeHidden()
      // Exactly one reload, then no more; the error page stays.
      await page.waitForTimeout(1_500)
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
      const { logged, pageLoads } = await followContactWithFailingCode(page, locale.code, { untilReload: false, whenAwaited: true })
      const errorPage = page.getByTestId('error-page')
      await expect(errorPage).toBeVisible({ timeout: 20_000 })
      await expect(errorPages(page)).toHaveCount(1)
      await expect(errorPage.getByRole('heading', { level: 1 })).toHaveText(text[locale.code].errorTitle)
      await expect(errorPage.getByRole('link', { name: text[locale.code].home })).toHaveAttribute('href', localizePath('/', locale.code))
      await expect(errorPage.getByRole('button', { name: text[locale.code].retry })).toBeVisible()
      expect(await page.locator('body').innerText()).not.toMatch(/ChunkLoadError|at \S+:\d+:\d+|\.js:\d+/)
      expect(logged.some((l) => l.includes('failed to load again'))).toBe(true)
      await page.waitForTimeout(1_500)
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

const textNode = (text: string) => ({ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })
const linkNode = (url: string, label: string) => ({
  type: 'link',
  version: 3,
  format: '',
  indent: 0,
  direction: 'ltr',
  fields: { linkType: 'custom', url, newTab: false },
  children: [textNode(label)],
})

/** A published page whose content links to a script URL, an external site and a site anchor. */
async function createContentPage(cms: Cms): Promise<string> {
  const slug = `links-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`
  const paragraph = {
    type: 'paragraph',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    textFormat: 0,
    children: [
      textNode('Read '),
      linkNode('javascript:alert(document.cookie)', 'a tempting offer'),
      textNode(', visit '),
      linkNode('https://www.example.org/partners', 'our partner'),
      textNode(' or see '),
      linkNode('/careers#open-positions', 'our open positions'),
      textNode('.'),
    ],
  }
  // Enough text before the links that the page can scroll.
  const filler = Array.from({ length: 12 }, (_, i) => ({ ...paragraph, children: [textNode(`Section ${i + 1}. `.repeat(40))] }))
  const body = { root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children: [...filler, paragraph] } }
  await cms.create('pages', { title: 'Links from the content', slug, layout: [{ blockType: 'richText', body }] })
  return slug
}

test.describe('safe navigation', () => {
  test('links from the content: a javascript: URL is not rendered as a link, an external one opens safely, a site path is localized', async ({ page, cms }) => {
    const slug = await createContentPage(cms)
    const refusals: string[] = []
    page.on('console', (m) => void (m.type() === 'error' && refusals.push(m.text())))
    for (const { code } of siteLocales) {
      const response = await page.goto(localizePath(`/pages/${slug}`, code))
      expect(response?.status()).toBe(200)
      await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0)
      const refused = page.locator('main [data-refused-link]')
      await expect(refused).toHaveText('a tempting offer')
      await expect(page.getByRole('link', { name: 'a tempting offer' })).toHaveCount(0)
      const external = page.getByRole('link', { name: 'our partner' })
      await expect(external).toHaveAttribute('href', 'https://www.example.org/partners')
      await expect(external).toHaveAttribute('target', '_blank')
      await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(page.getByRole('link', { name: 'our open positions' })).toHaveAttribute('href', `${localizePath('/careers', code)}#open-positions`)
    }
  })
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
