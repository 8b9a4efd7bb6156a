import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, seededSlugs, siteLocales, specRoutes, test } from './fixtures'
import type { Page } from '@playwright/test'
import { getLocale, localizePath } from '../../src/i18n/locales'

/** The site's own messages, to find what a page says in each language. */
const messages = Object.fromEntries(siteLocales.map(({ code }) => [code, JSON.parse(readFileSync(resolve('messages', `${code}.json`), 'utf8'))])) as Record<
  string,
  { Careers: { applyBy: string; closed: string }; Contact: { whatsapp: string; map: string; dayRange: string; closed: string } }
>

/** The seeded site settings (content/globals), whose contacts the pages link. */
const siteSettings = JSON.parse(readFileSync(resolve('content/globals/site-settings.json'), 'utf8')) as {
  email?: string
  phone?: string
  offices: { phone?: string; email?: string; whatsapp?: string; mapUrl?: string }[]
  company: { legalName: Record<string, string> }
}

test.describe('blog load-more', () => {
  for (const locale of siteLocales) {
    test(`${locale.code}: appends the next page in place, announces it, moves focus and stops at the end`, async ({ page, gotoLocalized }) => {
      // A phone's width: wider, a lazy cover of the second row is in view at once and brings the
      // list's code with it (as it should; the budget test holds the first load at this width).
      await page.setViewportSize({ width: 412, height: 823 })
      await gotoLocalized(locale.code, '/blog')
      const cards = page.getByTestId('post-list').getByRole('listitem')
      await expect(cards).toHaveCount(6)
      const urlBefore = page.url()
      // The list's code loads when the visitor reaches for it; until then the button is a link.
      await expect(page.getByTestId('load-more')).toHaveAttribute('href', /page=2$/)
      await page.getByTestId('load-more').hover()
      const button = page.getByRole('button', { name: locale.code === 'ar' ? 'تحميل المزيد من المقالات' : 'Load more articles' })
      await expect(button).toBeVisible()
      let shown = 6
      for (let round = 0; round < 5 && (await button.count()) > 0; round++) {
        await button.click()
        await expect.poll(() => cards.count()).toBeGreaterThan(shown)
        const now = await cards.count()
        expect(now - shown).toBeLessThanOrEqual(6)
        await expect(cards.nth(shown).getByRole('link')).toBeFocused()
        await expect(page.getByTestId('blog-announcer')).toContainText(locale.code === 'ar' ? 'إضافي' : 'more article')
        shown = now
      }
      // Tests that publish posts run after this one and remove what they create: the count is exact.
      expect(shown).toBe(seededSlugs('posts').length)
      expect(page.url()).toBe(urlBefore)
      await expect(page.getByTestId('load-more')).toHaveCount(0)
      await expect(page.getByTestId('blog-end')).toBeVisible()
      const hrefs = await cards.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(new Set(hrefs).size).toBe(shown)
    })
  }

  test('without JavaScript the button is a link to the next page, which works and ends the list', async ({ browser }) => {
    for (const locale of siteLocales) {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      const prefix = getLocale(locale.code).prefix
      await page.goto(`${prefix}/blog`)
      const seen = new Set<string | null>()
      let pageNumber = 1
      for (;;) {
        const hrefs = await page.getByTestId('post-list').getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
        // Six posts a page; the last page holds the rest.
        expect(hrefs.length).toBe(Math.min(6, seededSlugs('posts').length - (pageNumber - 1) * 6))
        for (const h of hrefs) seen.add(h)
        const link = page.getByTestId('load-more')
        if ((await link.count()) === 0) break
        await expect(link).toHaveAttribute('href', `${prefix}/blog?page=${pageNumber + 1}`)
        await link.click()
        pageNumber++
        await expect(page).toHaveURL(new RegExp(`${prefix}/blog\\?page=${pageNumber}$`))
      }
      expect(pageNumber).toBe(Math.ceil(seededSlugs('posts').length / 6))
      expect(seen.size).toBe(seededSlugs('posts').length)
      await expect(page.getByTestId('blog-end')).toBeVisible()
      expect((await page.goto(`${prefix}/blog?page=${pageNumber + 1}`))?.status()).toBe(404)
      expect((await page.goto(`${prefix}/blog?page=abc`))?.status()).toBe(404)
      await context.close()
    }
  })

  test('every page of the list is served from the cache, not rendered per request', async ({ request }) => {
    for (const address of ['/blog', '/blog?page=2', '/ar/blog', '/ar/blog?page=2']) {
      await request.get(address)
      const response = await request.get(address)
      expect(response.status(), address).toBe(200)
      expect(response.headers()['x-nextjs-cache'], address).toBe('HIT')
    }
  })
})

test.describe('blog posts', () => {
  test('related posts: same category first, never the post itself, at most three', async ({ page, gotoLocalized }) => {
    for (const locale of siteLocales) {
      for (const slug of ['arabic-rag-enterprise-search', 'pdpl-compliance-for-ai-projects', 'last-mile-route-optimization']) {
        await gotoLocalized(locale.code, `/blog/${slug}`)
        const links = page.getByTestId('related-posts').getByRole('link')
        const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
        // Three: the seeded posts leave enough others to fill the list after the picks and the category.
        expect(hrefs.length).toBe(3)
        expect(hrefs.some((h) => h.endsWith(`/blog/${slug}`))).toBe(false)
        if (slug === 'arabic-rag-enterprise-search') expect(hrefs[0]).toMatch(/\/blog\/saudi-dialect-speech-recognition$/)
      }
    }
  })

  test('dates are localized, Gregorian in Arabic', async ({ page, gotoLocalized }) => {
    await gotoLocalized('en', '/blog/arabic-rag-enterprise-search')
    await expect(page.getByRole('main').locator('header time')).toHaveText('March 10, 2026')
    await gotoLocalized('ar', '/blog/arabic-rag-enterprise-search')
    await expect(page.getByRole('main').locator('header time')).toHaveText('10 مارس 2026')
  })

  for (const locale of siteLocales) {
    test(`${locale.code}: code reads left to right, in the order it was written, in a block and inline`, async ({ page, gotoLocalized }) => {
      await gotoLocalized(locale.code, '/blog/arabic-rag-enterprise-search')
      const call = '.replace("ى", "ي")'
      const sample = page.locator('.prose-content pre', { hasText: call })
      await expect(sample).toHaveAttribute('dir', 'ltr')
      // Where each character of the call is drawn: written order is left to right, so each one
      // must stand to the right of the one before it (the bidirectional algorithm would draw the
      // quotes and comma between the two Arabic letters right to left, swapping the letters).
      const lefts = await sample.evaluate((pre, wanted) => {
        const chars: { node: Text; offset: number }[] = []
        const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (let offset = 0; offset < node.data.length; offset++) chars.push({ node, offset })
        }
        const text = chars.map(({ node, offset }) => node.data[offset]).join('')
        const start = text.indexOf(wanted)
        const range = document.createRange()
        return chars.slice(start, start + wanted.length).map(({ node, offset }) => {
          range.setStart(node, offset)
          range.setEnd(node, offset + 1)
          const box = range.getBoundingClientRect()
          return box.left + box.width / 2
        })
      }, call)
      expect(lefts).toHaveLength(call.length)
      for (let i = 1; i < lefts.length; i++) expect(lefts[i], `${call[i - 1]} then ${call[i]}`).toBeGreaterThan(lefts[i - 1]!)
      // Inline code is left to right too, isolated from the sentence around it.
      await gotoLocalized(locale.code, '/blog/last-mile-route-optimization')
      await expect(page.locator('.prose-content p code').first()).toHaveAttribute('dir', 'ltr')
    })
  }

  test('shows cover, author, reading time and rich text with headings, lists, quotes, code and images', async ({ page, gotoLocalized }) => {
    await gotoLocalized('ar', '/blog/arabic-rag-enterprise-search')
    const article = page.getByRole('article').first()
    await expect(article.locator('header')).toContainText('بقلم')
    await expect(article.locator('header')).toContainText('قراءة')
    const body = article.locator('.prose-content')
    await expect(body.locator('h2').first()).toBeVisible()
    await expect(body.locator('ul, ol').first()).toBeVisible()
    await expect(body.locator('blockquote').first()).toBeVisible()
    await expect(body.locator('pre code').first()).toBeVisible()
    await expect(body.locator('img').first()).toHaveAttribute('alt', /.+/)
  })
})

test.describe('people and teams', () => {
  const names = { en: 'Applied Research Team', ar: 'فريق البحث التطبيقي' } as const
  for (const locale of siteLocales) {
    const name = names[locale.code as keyof typeof names]
    test(`${locale.code}: a post's byline leads to its team's page, which lists the post`, async ({ page, gotoLocalized }) => {
      await gotoLocalized(locale.code, '/blog/arabic-rag-enterprise-search')
      const title = await page.getByRole('heading', { level: 1 }).innerText()
      const byline = page.locator('header').getByRole('link', { name })
      await expect(byline).toHaveAttribute('href', localizePath('/people/research-team', locale.code))
      await byline.click()
      await expect(page).toHaveURL(new RegExp(`${localizePath('/people/research-team', locale.code)}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', locale.iso)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
      await expect(page.getByTestId('person-posts').getByRole('link', { name: title })).toBeVisible()
    })

    test(`${locale.code}: the about page shows the three teams, each a link to its page`, async ({ page, gotoLocalized }) => {
      await gotoLocalized(locale.code, '/about')
      const cards = page.locator('.person-card')
      await expect(cards).toHaveCount(3)
      await expect(cards.first().getByRole('link', { name })).toHaveAttribute('href', localizePath('/people/research-team', locale.code))
      await expect(cards.first().locator('img')).toHaveAttribute('alt', '')
      await expect(cards.first().locator('img')).toHaveAttribute('loading', 'lazy')
    })
  }
})

test.describe('careers', () => {
  for (const locale of siteLocales) {
    test(`${locale.code}: lists open positions only, grouped by department`, async ({ page, gotoLocalized }) => {
      await gotoLocalized(locale.code, '/careers')
      const positions = page.getByTestId('open-positions')
      const links = positions.getByRole('link')
      await expect(links).toHaveCount(6)
      await expect(positions.locator('a[href$="/careers/graduate-data-scientist-internship-khobar"]')).toHaveCount(0)
      await expect(positions.getByRole('heading', { level: 3 }).first()).toBeVisible()
      // A closed posting keeps its page, marked closed.
      await gotoLocalized(locale.code, '/careers/graduate-data-scientist-internship-khobar')
      await expect(page.getByRole('status')).toBeVisible()
    })

    test(`${locale.code}: a closed posting says applications are closed and shows no deadline; an open one shows its deadline`, async ({ page, gotoLocalized }) => {
      const t = messages[locale.code]!.Careers
      const applyBy = t.applyBy.slice(0, t.applyBy.indexOf('{')).trim()
      await gotoLocalized(locale.code, '/careers/graduate-data-scientist-internship-khobar')
      await expect(page.getByRole('status')).toHaveText(t.closed)
      await expect(page.getByRole('main')).not.toContainText(applyBy)
      await expect(page.locator('#application')).toHaveCount(0)
      await gotoLocalized(locale.code, '/careers/arabic-nlp-research-scientist-riyadh')
      await expect(page.getByRole('main')).toContainText(applyBy)
    })

    test(`${locale.code}: a job page has no heading with nothing under it`, async ({ page, gotoLocalized }) => {
      await gotoLocalized(locale.code, '/careers/arabic-nlp-research-scientist-riyadh')
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible()
      // A heading is empty when the next heading of its level or above comes before any other text.
      const empty = await page.getByRole('main').evaluate((main) => {
        const level = (el: Element) => Number(el.tagName.slice(1))
        const headings = [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')]
        return headings.flatMap((heading, i) => {
          const end = headings.slice(i + 1).find((h) => level(h) <= level(heading))
          const range = document.createRange()
          range.setStartAfter(heading)
          if (end) range.setEndBefore(end)
          else range.setEndAfter(main.lastChild ?? main)
          const fragment = range.cloneContents()
          for (const h of fragment.querySelectorAll('h1, h2, h3, h4, h5, h6')) h.remove()
          return fragment.textContent?.trim() ? [] : [heading.textContent]
        })
      })
      expect(empty).toEqual([])
    })
  }
})

test.describe('responsive layout', () => {
  test.use({ viewport: { width: 320, height: 720 } })
  for (const locale of siteLocales) {
    test(`${locale.code}: no page scrolls horizontally at 320 px`, async ({ page, gotoLocalized }) => {
      // Twenty-one pages in one test: give it room on a busy machine.
      test.setTimeout(90_000)
      for (const route of specRoutes) {
        await gotoLocalized(locale.code, route)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, route).toBeLessThanOrEqual(0)
      }
    })
  }
})

test.describe('web fonts', () => {
  const family = { en: 'IBM Plex Sans', ar: 'IBM Plex Sans Arabic' } as const
  for (const locale of siteLocales) {
    test(`${locale.code}: the page text is set in the site's font, from the small core files only`, async ({ page, gotoLocalized }) => {
      const fontRequests: string[] = []
      page.on('request', (r) => void (r.resourceType() === 'font' && fontRequests.push(new URL(r.url()).pathname)))
      await gotoLocalized(locale.code, '/blog/arabic-rag-enterprise-search')
      await page.evaluate(() => document.fonts.ready)
      // Faces of the page's family that the browser loaded, and the scripts they cover.
      const loaded = await page.evaluate(
        (name) => [...document.fonts].filter((f) => f.family.replace(/"/g, '') === name && f.status === 'loaded').map((f) => f.unicodeRange),
        family[locale.code],
      )
      expect(loaded.length).toBeGreaterThanOrEqual(2)
      if (locale.code === 'ar') expect(loaded.some((range) => /U\+600-671/i.test(range))).toBe(true)
      expect(fontRequests.length).toBeGreaterThanOrEqual(2)
      for (const request of fontRequests) expect(request).toMatch(/-core\.[\w-]+\.woff2$|-core\.woff2$/)
      const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
      expect(bodyFont.startsWith(`"${family[locale.code]}"`)).toBe(true)
    })
  }

  test.describe('before the Arabic web font arrives', () => {
    // The opening's heading and introduction, each laid out on one line: their widths, whatever the
    // viewport makes of them (a wrap decided by a pixel differs between Chromium's builds).
    const openingWidths = (page: Page) =>
      page.evaluate(() =>
        ['main h1', 'main h1 ~ p'].map((selector) => {
          const element = document.querySelector(selector)!
          const line = element.cloneNode(true) as HTMLElement
          line.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;inline-size:auto;max-inline-size:none'
          element.parentElement!.append(line)
          const width = line.getBoundingClientRect().width
          line.remove()
          return width
        }),
      )

    test('the text is set in a local Arabic font scaled to it, so lines wrap alike before and after', async ({ page }) => {
      await page.route('**/*.woff2', (route) => route.abort())
      await page.goto('/ar/careers')
      await page.evaluate(() => document.fonts.ready)
      // The fallback's faces (src/fonts/fallbacks.ts) that this machine has (fonts-noto-core).
      const fallbacks = await page.evaluate(() => [...document.fonts].filter((f) => f.family.startsWith('Plex Arabic fallback') && f.status === 'loaded').map((f) => f.family))
      expect(fallbacks.length).toBeGreaterThan(0)
      const before = await openingWidths(page)

      await page.unrouteAll()
      await page.goto('/ar/careers')
      await page.evaluate(() => document.fonts.ready)
      expect(await page.evaluate(() => [...document.fonts].some((f) => f.family === 'IBM Plex Sans Arabic' && f.status === 'loaded'))).toBe(true)
      const after = await openingWidths(page)
      // Unscaled, the machine's own Arabic font (DejaVu Sans) set the introduction 12 % wider than Plex.
      after.forEach((width, i) => expect(Math.abs(before[i]! / width - 1), `${['heading', 'introduction'][i]}: ${before[i]} before, ${width} after`).toBeLessThan(0.03))
    })
  })
})

test.describe('numbers and addresses in Arabic text', () => {
  for (const [path, run] of [['/ar/privacy-policy', '+966 11 510 7400']] as const) {
    test(`${path}: "${run}" in the page's rich text is isolated left to right`, async ({ page }) => {
      await page.goto(path)
      const main = page.getByRole('main')
      await expect(main.locator('bdi[dir="ltr"]', { hasText: run }).first()).toBeVisible()
      // No text of the page holds the run outside an isolate.
      const loose = await main.evaluate((root, wanted) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
        const found: string[] = []
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.textContent?.includes(wanted) && !node.parentElement?.closest('bdi[dir="ltr"]')) found.push(node.textContent)
        }
        return found
      }, run)
      expect(loose).toEqual([])
    })
  }

  for (const path of ['/ar/contact', '/contact']) {
    test(`${path}: every phone number and email address is isolated left to right, phone numbers in one format`, async ({ page }) => {
      await page.goto(path)
      const links = page.locator('a[href^="tel:"], a[href^="mailto:"]')
      // The site's e-mail address and phone number in the page's opening and in the footer (its
      // number there only if no office beside it lists it), each office's phone number in the
      // footer, and each office's phone number and address in its list.
      const { email, phone, offices } = siteSettings
      const present = (values: (string | undefined)[]) => values.filter(Boolean).length
      const digits = (number: string | undefined) => number?.replace(/\s+/g, '')
      const phoneInFooter = offices.some((o) => digits(o.phone) === digits(phone)) ? undefined : phone
      const expected = present([email, phone]) + present([email, phoneInFooter]) + present(offices.map((o) => o.phone)) + present(offices.flatMap((o) => [o.phone, o.email]))
      await expect(links).toHaveCount(expected)
      // The footer gives each number once.
      const footerNumbers = await page.locator('footer a[href^="tel:"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      expect(footerNumbers.length).toBeGreaterThan(0)
      expect(new Set(footerNumbers).size).toBe(footerNumbers.length)
      for (const link of await links.all()) {
        const isolated = link.locator('bdi[dir="ltr"]')
        await expect(isolated).toHaveCount(1)
        const href = (await link.getAttribute('href')) ?? ''
        if (href.startsWith('tel:')) await expect(isolated).toHaveText(/^\+966 \d{2} \d{3} \d{4}$/)
        else await expect(isolated).toHaveText(href.slice('mailto:'.length))
      }
    })
  }

  for (const locale of siteLocales) {
    const ar = locale.code === 'ar'
    test(`${locale.code}: each office links its map and WhatsApp and gives its hours on the reader's clock; the footer names the registered company`, async ({ page, gotoLocalized }) => {
      await gotoLocalized(locale.code, '/contact')
      const said = messages[locale.code]!.Contact
      const offices = siteSettings.offices
      const whatsapp = page.getByRole('link', { name: said.whatsapp })
      await expect(whatsapp).toHaveCount(offices.filter((o) => o.whatsapp).length)
      for (const [i, office] of offices.entries()) {
        await expect(whatsapp.nth(i)).toHaveAttribute('href', `https://wa.me/${office.whatsapp!.replace(/\D/g, '')}`)
        await expect(whatsapp.nth(i)).toHaveAttribute('rel', /noopener/)
      }
      const maps = page.getByRole('link', { name: said.map })
      await expect(maps).toHaveCount(offices.length)
      for (const [i, office] of offices.entries()) await expect(maps.nth(i)).toHaveAttribute('href', office.mapUrl!)
      // Sunday to Thursday, 9 to 6 on a twelve-hour clock (ص and م in Arabic, never 18:00); closed at the weekend.
      const hours = page.locator('main dl').filter({ hasText: ar ? 'الخميس' : 'Thursday' })
      await expect(hours).toHaveCount(offices.length)
      await expect(hours.first()).toContainText(ar ? 'من الأحد إلى الخميس' : 'Sunday to Thursday')
      await expect(hours.first()).toContainText(ar ? /9:00\s?ص\s?–\s?6:00\s?م/ : /9:00\sAM\s?–\s?6:00\sPM/)
      await expect(hours.first()).not.toContainText('18:00')
      await expect(hours.first()).toContainText(said.closed)
      await expect(page.getByRole('contentinfo')).toContainText(siteSettings.company.legalName[locale.code]!)
    })
  }
})
