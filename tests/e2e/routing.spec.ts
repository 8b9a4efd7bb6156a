import { expect, htmlAttributes, siteLocales, specRoutes, test } from './fixtures'
import { getLocale, localizePath } from '../../src/i18n/locales'
import { documentRoutes } from '../../src/lib/routes'

const siteUrl = process.env.SITE_URL ?? 'http://localhost:3100'

for (const locale of siteLocales) {
  test.describe(`${locale.code}: every route`, () => {
    for (const route of specRoutes) {
      test(`${route} answers 200 with lang ${locale.iso} and dir ${locale.dir}`, async ({ page, gotoLocalized }) => {
        const response = await gotoLocalized(locale.code, route)
        expect(response.status()).toBe(200)
        expect(await htmlAttributes(page)).toEqual({ lang: locale.iso, dir: locale.dir })
        await expect(page.getByRole('main')).toBeVisible()
        await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
        expect(response.headers()['set-cookie']).toBeUndefined()
      })
    }
  })
}

test.describe('redirects', () => {
  test('/en paths redirect permanently to the unprefixed path, keeping the query', async ({ request }) => {
    for (const [from, to] of [
      ['/en', '/'],
      ['/en/about', '/about'],
      ['/en/blog/arabic-rag-enterprise-search?ref=x', '/blog/arabic-rag-enterprise-search?ref=x'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 })
      expect(response.status(), from).toBe(308)
      expect(new URL(response.headers().location ?? '', siteUrl).pathname + new URL(response.headers().location ?? '', siteUrl).search).toBe(to)
    }
  })

  test('the editors’ pages are at the top level, and their former /pages/ addresses lead there for good', async ({ request }) => {
    for (const locale of siteLocales) {
      const page = localizePath('/privacy-policy', locale.code)
      expect((await request.get(page)).status()).toBe(200)
      const former = await request.get(localizePath('/pages/privacy-policy', locale.code), { maxRedirects: 0 })
      expect(former.status()).toBe(308)
      expect(former.headers().location).toBe(page)
    }
  })

  test('a trailing slash redirects to the path without it', async ({ request }) => {
    for (const [from, to] of [
      ['/about/', '/about'],
      ['/ar/about/', '/ar/about'],
      ['/ar/', '/ar'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 })
      expect(response.status(), from).toBe(308)
      expect(response.headers().location).toBe(to)
    }
  })

  test('/ is never redirected, whatever the browser language or the cookie', async ({ request }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { 'accept-language': 'ar-SA,ar;q=0.9', cookie: 'i18n_redirected=ar' },
    })
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain('<html lang="en-US" dir="ltr"')
  })
})

test.describe('not found', () => {
  for (const locale of siteLocales) {
    for (const path of ['/no-such-page', '/blog/no-such-post', '/careers/no-such-job', '/solutions/no-such-solution', '/case-studies/no-such-case-study', '/people/no-such-person']) {
      test(`${locale.code}${path} answers 404 with the localized message`, async ({ page, gotoLocalized }) => {
        const response = await gotoLocalized(locale.code, path)
        expect(response.status()).toBe(404)
        const full = localizePath(path, locale.code)
        const expected = locale.code === 'ar' ? `الصفحة غير موجودة: ${full}` : `Page not found: ${full}`
        // Next.js 16.4 sends notFound() pages as an empty shell that the client renders (ADR 002).
        await expect(page.getByTestId('not-found-message')).toHaveText(expected)
        await expect.poll(() => htmlAttributes(page)).toEqual({ lang: locale.iso, dir: locale.dir })
        const home = page.getByRole('main').getByRole('link', { name: locale.code === 'ar' ? 'العودة إلى الرئيسية' : 'Back to home' })
        await expect(home).toHaveAttribute('href', localizePath('/', locale.code))
        // The way on to the main sections.
        const sections = page.getByTestId('not-found-sections').getByRole('link')
        await expect(sections).toHaveCount(5)
        for (const [i, section] of ['/about', '/solutions', '/careers', '/blog', '/contact'].entries()) {
          await expect(sections.nth(i)).toHaveAttribute('href', localizePath(section, locale.code))
        }
      })
    }
  }
})

test.describe('the 404 page travels only with a 404', () => {
  // A document route's not-found page is rendered into the React payload of every answer of the
  // route; it is the whole 404 page only when the page was not found (SegmentNotFound, ADR 011).
  for (const locale of siteLocales) {
    test(`${locale.code}: a document that is there carries none of the 404 page; one that is not carries all of it`, async ({ request }) => {
      for (const route of documentRoutes) {
        for (const [slug, status] of [[route.example, 200], ['no-such-document', 404]] as const) {
          const path = localizePath(`${route.base}/${slug}`, locale.code)
          const response = await request.get(path)
          expect(response.status(), path).toBe(status)
          const html = await response.text()
          const carried = ['not-found-sections', 'not-found-search'].filter((id) => html.includes(id))
          expect(carried, path).toEqual(status === 200 ? [] : ['not-found-sections', 'not-found-search'])
          // Nor Next's own English 404 page, which it puts in the root segment's place without one (src/app/not-found.tsx).
          expect(html, path).not.toContain('This page could not be found')
        }
      }
    })
  }
})

test.describe('canonical and hreflang', () => {
  for (const route of ['/', '/about', '/blog/arabic-rag-enterprise-search', '/solutions/nlp']) {
    test(`${route} has a canonical link and reciprocal absolute alternates`, async ({ page, gotoLocalized }) => {
      const en = route === '/' ? siteUrl : `${siteUrl}${route}`
      const ar = route === '/' ? `${siteUrl}/ar` : `${siteUrl}/ar${route}`
      for (const locale of siteLocales) {
        await gotoLocalized(locale.code, route)
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', locale.code === 'en' ? en : ar)
        await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', en)
        await expect(page.locator('link[rel="alternate"][hreflang="ar-SA"]')).toHaveAttribute('href', ar)
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', en)
      }
    })
  }
})

test.describe('language switcher', () => {
  test('leads to the same page in Arabic, keeps query and hash, and writes the cookie', async ({ page, context }) => {
    await page.goto('/blog/arabic-rag-enterprise-search?utm=x#top')
    const switcher = page.getByRole('banner').locator('a[hreflang="ar-SA"]')
    await expect(switcher).toHaveAttribute('lang', 'ar-SA')
    await expect(switcher).toHaveAttribute('href', '/ar/blog/arabic-rag-enterprise-search')
    await switcher.click()
    await expect(page).toHaveURL(/\/ar\/blog\/arabic-rag-enterprise-search\?utm=x#top$/)
    expect(await htmlAttributes(page)).toEqual({ lang: 'ar-SA', dir: 'rtl' })

    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie?.value).toBe('ar')
    expect(cookie?.path).toBe('/')
    expect(cookie?.sameSite).toBe('Lax')
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThanOrEqual(365)
  })

  test('leads back to English from Arabic', async ({ page, context }) => {
    await page.goto('/ar/solutions/health-tech')
    await page.getByRole('banner').locator('a[hreflang="en-US"]').click()
    await expect(page).toHaveURL(/\/solutions\/health-tech$/)
    expect(await htmlAttributes(page)).toEqual({ lang: 'en-US', dir: 'ltr' })
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en')
  })

  test('works as a plain link without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/careers')
    await page.getByRole('banner').locator('a[hreflang="ar-SA"]').click()
    await expect(page).toHaveURL(/\/ar\/careers$/)
    expect(await htmlAttributes(page)).toEqual({ lang: 'ar-SA', dir: 'rtl' })
    await context.close()
  })
})

test.describe('default layout', () => {
  for (const locale of siteLocales) {
    test(`${locale.code}: skip link, navigation with the 11 solutions, offices and legal links`, async ({ page, gotoLocalized }) => {
      await gotoLocalized(locale.code, '/about')
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: locale.code === 'ar' ? 'انتقل إلى المحتوى الرئيسي' : 'Skip to main content' })
      await expect(skip).toBeFocused()
      const nav = page.getByRole('navigation', { name: locale.code === 'ar' ? 'القائمة الرئيسية' : 'Main' }).first()
      const solutionLinks = nav.locator('a[href*="/solutions/"]')
      await expect(solutionLinks).toHaveCount(11)
      const footer = page.getByRole('contentinfo')
      await expect(footer).toContainText(locale.code === 'ar' ? 'الرياض' : 'Riyadh')
      await expect(footer).toContainText(locale.code === 'ar' ? 'الخبر' : 'Khobar')
      const prefix = getLocale(locale.code).prefix
      await expect(footer.locator(`a[href="${prefix}/terms-of-service"]`)).toBeVisible()
      await expect(footer.locator(`a[href="${prefix}/privacy-policy"]`)).toBeVisible()
    })
  }
})
