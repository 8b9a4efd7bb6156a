import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { dateFormatLocale, localizePath } from '../../src/i18n/locales'
import { expect, seededSlugs, siteLocales, specRoutes, test } from './fixtures'

/** The seeded positions that are open (the careers page lists those). */
const openJobs = seededSlugs('jobs').filter((slug) => (JSON.parse(readFileSync(`content/jobs/${slug}.json`, 'utf8')) as { status?: string }).status === 'open')

// The site's layout at a phone's and a laptop's width, in both languages: grids without a lone card
// or an empty cell, nothing wider than the screen, icons at their size, Arabic headings and figures
// with room for their marks, mixed-direction runs isolated, and a home page that leads to the depth
// in a few screens.

/** The screens measured: a phone (375 x 812) and a laptop (1280 x 800). */
const screens = [
  { width: 375, height: 812, homeScreens: 9 },
  { width: 1280, height: 800, homeScreens: 4 },
] as const

/** The least line height of Arabic headings and figures, from the design tokens (the one place it is set). */
const arabicLeading = Number(/--leading-arabic-display:\s*([\d.]+)/.exec(readFileSync('src/app/(frontend)/globals.css', 'utf8'))?.[1])

const pages = [...specRoutes, '/terms-of-service', '/no-such-page']

/** The seeded case studies (content/case-studies.json). */
const caseStudies = JSON.parse(readFileSync('content/case-studies.json', 'utf8')) as { slug: string; title: Record<string, string> }[]

/** The case studies a global's case-study block chooses in the seed (content/globals). */
function chosenCaseStudies(global: string): string[] {
  const source = readFileSync(`content/globals/${global}.json`, 'utf8')
  return JSON.parse(/"caseStudies": (\[[^\]]*\])/.exec(source)?.[1] ?? '[]') as string[]
}

/** Pages one test opens: many on a busy machine, so the test gets room. */
const perPage = 6_000

/**
 * Every card grid on the page (`data-grid`), as rows of card boxes. A row is the cards with the same
 * top; a grid is full when each row reaches from its start to its end (within a pixel), and its cards
 * are of one width or twice it (lib/grid.ts).
 */
async function gridProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    document.querySelectorAll<HTMLElement>('[data-grid]').forEach((grid, g) => {
      const box = grid.getBoundingClientRect()
      const style = getComputedStyle(grid)
      const start = box.left + parseFloat(style.paddingLeft)
      const end = box.right - parseFloat(style.paddingRight)
      const cards = [...grid.children].map((c) => c.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0)
      const rows = new Map<number, DOMRect[]>()
      for (const card of cards) {
        const top = [...rows.keys()].find((t) => Math.abs(t - card.top) < 2) ?? card.top
        rows.set(top, [...(rows.get(top) ?? []), card])
      }
      const lengths = [...rows.values()].map((row) => row.length)
      const name = `grid ${g + 1} (${grid.tagName.toLowerCase()}, ${cards.length} cards, rows ${lengths.join('+')})`
      if (lengths.includes(1) && lengths.some((n) => n > 1)) problems.push(`${name}: a lone card in a row`)
      // One card width, or twice it and the gap between (a wide card that opens a short row).
      const narrow = Math.min(...cards.map((card) => card.width))
      const gap = parseFloat(style.columnGap) || 0
      const odd = cards.filter((card) => Math.abs(card.width - narrow) > 1 && Math.abs(card.width - (2 * narrow + gap)) > 1)
      if (odd.length > 0) problems.push(`${name}: cards of a third width (${odd.map((card) => Math.round(card.width)).join(', ')} px beside ${Math.round(narrow)} px)`)
      for (const row of rows.values()) {
        const left = Math.min(...row.map((r) => r.left))
        const right = Math.max(...row.map((r) => r.right))
        if (left - start > 1 || end - right > 1) problems.push(`${name}: a row leaves an empty cell (${Math.round(left - start)} px, ${Math.round(end - right)} px)`)
      }
    })
    return problems
  })
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBeLessThan(500)
  // Next.js sends a not-found page as a shell the browser renders (ADR 002).
  if (response?.status() === 404) await expect(page.getByTestId('not-found-message')).toBeVisible()
}

/**
 * Icons from the sprite (and the logo) not drawn as a square of 12 to 48 px: their elements have no
 * size of their own, only their class's or the stylesheet's 24 px (components/Icon/Icon.tsx).
 */
async function misdrawnIcons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<SVGSVGElement>('svg:has(> use)')]
      .filter((svg) => svg.getClientRects().length > 0)
      .map((svg) => ({ box: svg.getBoundingClientRect(), name: `${svg.querySelector('use')?.getAttribute('href')} (${svg.getAttribute('class') ?? 'no class'})` }))
      .filter(({ box }) => !(box.width >= 12 && box.width <= 48 && Math.abs(box.width - box.height) < 0.5))
      .map(({ box, name }) => `${name}: ${box.width} x ${box.height} px`),
  )
}

/** Arabic headings and figures set tighter than the floor, and how many figures the page has. */
async function tightArabicLines(page: Page): Promise<{ headings: number; figures: number; tight: { text?: string; ratio: number }[] }> {
  const measured = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, .figure')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        const style = getComputedStyle(el)
        return { text: el.textContent?.trim().slice(0, 40), figure: el.matches('.figure'), ratio: parseFloat(style.lineHeight) / parseFloat(style.fontSize) }
      }),
  )
  return { headings: measured.length, figures: measured.filter((m) => m.figure).length, tight: measured.filter((m) => !(m.ratio >= arabicLeading - 0.001)) }
}

/** Phone numbers, e-mail addresses, hour ranges and codes in visible text, and those not isolated left to right. */
async function looseLtrRuns(page: Page): Promise<{ count: number; loose: string[] }> {
  const runs = String.raw`\+966 \d{2} \d{3} \d{4}|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\d{1,2}:\d{2}–\d{1,2}:\d{2}|ICD-10-AM`
  return page.evaluate((source) => {
    const pattern = new RegExp(source, 'g')
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const loose: string[] = []
    let count = 0
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, noscript, template, [hidden]') || parent.getClientRects().length === 0) continue
      for (const match of node.textContent?.matchAll(pattern) ?? []) {
        count++
        if (!parent.closest('bdi[dir="ltr"], [dir="ltr"]')) loose.push(`${match[0]} in «${node.textContent?.trim().slice(0, 60)}»`)
      }
    }
    return { count, loose }
  }, runs)
}

for (const screen of screens) {
  test.describe(`${screen.width} px`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } })

    for (const locale of siteLocales) {
      // One visit of each page checks everything about its layout (the Arabic checks in Arabic).
      const arabic = locale.code === 'ar'
      const also = arabic ? `; headings and figures at a line height of at least ${arabicLeading}; phone numbers, e-mail addresses, hours and codes isolated left to right` : ''
      test(`${locale.code}: every grid is full, with no lone card, nothing is wider than the screen, icons are drawn at their size${also}`, async ({ page }) => {
        test.setTimeout(pages.length * perPage)
        // The floor itself leaves room for the marks above and below Arabic letters.
        expect(arabicLeading).toBeGreaterThanOrEqual(1.4)
        let figures = 0
        let isolated = 0
        for (const path of pages) {
          await visit(page, localizePath(path, locale.code))
          expect(await gridProblems(page), path).toEqual([])
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
          expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
          expect(await misdrawnIcons(page), path).toEqual([])
          if (!arabic) continue
          const lines = await tightArabicLines(page)
          expect(lines.headings, path).toBeGreaterThan(0)
          expect(lines.tight, path).toEqual([])
          figures += lines.figures
          const runs = await looseLtrRuns(page)
          expect(runs.loose, path).toEqual([])
          isolated += runs.count
        }
        if (arabic) {
          expect(figures).toBeGreaterThan(0)
          expect(isolated).toBeGreaterThan(0)
        }
      })

      test(`${locale.code}: the home page is at most ${screen.homeScreens} screens of ${screen.height} px and leads to its case studies and all of them`, async ({ page }) => {
        await visit(page, localizePath('/', locale.code))
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        expect(height).toBeLessThanOrEqual(screen.homeScreens * screen.height)
        await expect(page.getByRole('main').locator(`a[href="${localizePath('/case-studies', locale.code)}"]`).first()).toBeVisible()
        for (const slug of chosenCaseStudies('home')) {
          await expect(page.getByRole('main').locator(`a[href="${localizePath(`/case-studies/${slug}`, locale.code)}"]`)).toBeVisible()
        }
      })
    }
  })
}

test.describe('calls to action', () => {
  for (const width of [375, 768, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } })
      for (const locale of siteLocales) {
        // On a phone the buttons stand one under the other, each the row's full width (a long label
        // may take two lines there); side by side, none breaks its label while the other does not.
        test(`${locale.code}: the opening's buttons are ${width < 640 ? 'stacked at full width' : 'of one height'}`, async ({ page }) => {
          for (const path of ['/', '/solutions/machine-learning', '/solutions/health-tech', '/about']) {
            await visit(page, localizePath(path, locale.code))
            const boxes = await page.locator('.hero-actions > .btn').evaluateAll((buttons) =>
              buttons.map((b) => {
                const box = b.getBoundingClientRect()
                return { width: Math.round(box.width), height: Math.round(box.height), row: Math.round(b.parentElement!.getBoundingClientRect().width) }
              }),
            )
            if (boxes.length < 2) continue
            if (width < 640) for (const box of boxes) expect(Math.abs(box.width - box.row), `${path}: ${JSON.stringify(boxes)}`).toBeLessThanOrEqual(1)
            else expect(Math.max(...boxes.map((b) => b.height)) - Math.min(...boxes.map((b) => b.height)), `${path}: ${JSON.stringify(boxes)}`).toBeLessThanOrEqual(1)
          }
        })
      }
    })
  }
})

test.describe('codes on one line', () => {
  test.use({ viewport: { width: 375, height: 812 } })
  for (const locale of siteLocales) {
    test(`${locale.code}: "ICD-10-AM" never breaks across lines`, async ({ page }) => {
      await visit(page, localizePath('/solutions/health-tech', locale.code))
      const code = page.getByRole('main').getByText('ICD-10-AM', { exact: true })
      await expect(code).toHaveCount(1)
      expect(await code.evaluate((el) => el.getClientRects().length)).toBe(1)
      await expect(code).toHaveCSS('white-space', 'nowrap')
    })
  }
})

test.describe('numbers read whole', () => {
  test('ar: a number with thousands separators is one isolated run ("12,000", never "000,12")', async ({ page }) => {
    await visit(page, localizePath('/careers/senior-machine-learning-engineer-riyadh', 'ar'))
    const main = page.getByRole('main')
    const numbers = ((await main.textContent()) ?? '').match(/\d{1,3}(?:,\d{3})+/g) ?? []
    expect(numbers.length).toBeGreaterThan(0)
    const isolated = await main.locator('bdi[dir="ltr"]').allTextContents()
    expect(numbers.filter((n) => !isolated.includes(n))).toEqual([])
  })
})

test.describe('small pages', () => {
  const titles = { en: 'Page not found · Thaqib Lab', ar: 'الصفحة غير موجودة · مختبر ثاقب' } as const
  const lastUpdated = { en: 'Last updated:', ar: 'آخر تحديث:' } as const
  for (const locale of siteLocales) {
    test(`${locale.code}: the 404 page names itself in the tab`, async ({ page }) => {
      await visit(page, localizePath('/no-such-page', locale.code))
      await expect(page).toHaveTitle(titles[locale.code])
    })

    test(`${locale.code}: the privacy policy shows the date of its last update, Gregorian`, async ({ page }) => {
      const meta = JSON.parse(readFileSync('content/pages/privacy-policy/meta.json', 'utf8')) as { updatedAt: string }
      const expected = new Intl.DateTimeFormat(dateFormatLocale[locale.code], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Riyadh' }).format(new Date(meta.updatedAt))
      await visit(page, localizePath('/privacy-policy', locale.code))
      const header = page.getByRole('main').locator('header').first()
      await expect(header).toContainText(lastUpdated[locale.code])
      await expect(header.locator('time')).toHaveText(expected)
    })

    // The stylesheet's arrow or chevron after a link that leads on (content.css): a mask of the
    // given size, mirrored right to left, after each of the eleven solutions and each open position.
    for (const { what, path, selector, size, count } of [
      { what: 'solution row on the home page', path: '/', selector: '.row-link', size: '16px', count: 11 },
      { what: 'solution card', path: '/solutions', selector: '.solution-card', size: '20px', count: 11 },
      { what: "open position's tags on the careers page", path: '/careers', selector: '.job-row-tags', size: '20px', count: openJobs.length },
    ]) {
      test(`${locale.code}: each ${what} ends with an arrow pointing onward${locale.code === 'ar' ? ' (to the left)' : ''}`, async ({ page }) => {
        await visit(page, localizePath(path, locale.code))
        const links = page.locator(selector)
        await expect(links).toHaveCount(count)
        const arrows = await links.evaluateAll((all) =>
          all.map((link) => {
            const after = getComputedStyle(link, '::after')
            return { mask: after.maskImage.startsWith('url("data:image/svg+xml'), width: after.width, height: after.height, transform: after.transform }
          }),
        )
        const mirrored = 'matrix(-1, 0, 0, 1, 0, 0)'
        for (const arrow of arrows) {
          expect(arrow).toEqual({ mask: true, width: size, height: size, transform: locale.code === 'ar' ? mirrored : 'none' })
        }
      })
    }

    test(`${locale.code}: a post card's excerpt shows three lines at most`, async ({ page }) => {
      await visit(page, localizePath('/blog', locale.code))
      await expect(page.getByTestId('post-list').getByRole('article')).toHaveCount(6)
      // The excerpt is the clamped paragraph of each card; its box holds the lines that show.
      const lines = await page
        .getByTestId('post-list')
        .getByRole('article')
        .evaluateAll((cards) =>
          cards.flatMap((card) =>
            [...card.querySelectorAll('p')]
              .filter((p) => getComputedStyle(p).webkitLineClamp === '3')
              .map((p) => p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight)),
          ),
        )
      expect(lines).toHaveLength(6)
      for (const count of lines) expect(count).toBeLessThanOrEqual(3.05)
    })

    test(`${locale.code}: the case-study teasers differ from page to page: each case study leads to its nearest ones, the home and the solutions index to their own`, async ({ page }) => {
      const teasersOn = async (path: string) => {
        await visit(page, localizePath(path, locale.code))
        const links = await page.getByRole('main').locator('[data-grid] a[href*="/case-studies/"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))
        return links.map((href) => href.split('/').at(-1) ?? '').sort().join(' ')
      }
      const home = await teasersOn('/')
      const solutions = await teasersOn('/solutions')
      expect(home).not.toBe('')
      expect(solutions).not.toBe('')
      expect(home).not.toBe(solutions)
      const onCaseStudies = new Set<string>()
      for (const { slug } of caseStudies) {
        const others = await teasersOn(`/case-studies/${slug}`)
        expect(others.split(' ')).not.toContain(slug)
        onCaseStudies.add(others)
      }
      // Not the same few everywhere: most case studies have neighbours of their own.
      expect(onCaseStudies.size).toBeGreaterThan(caseStudies.length / 2)
    })

    test(`${locale.code}: every case study has its page, linked from the case studies index`, async ({ page }) => {
      await visit(page, localizePath('/case-studies', locale.code))
      for (const study of caseStudies) {
        const path = localizePath(`/case-studies/${study.slug}`, locale.code)
        await expect(page.getByRole('main').locator(`a[href="${path}"]`).first()).toBeVisible()
      }
      for (const study of caseStudies) {
        const response = await page.goto(localizePath(`/case-studies/${study.slug}`, locale.code))
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title[locale.code]!)
      }
    })
  }
})
