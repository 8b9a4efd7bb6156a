import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { type Locale, locales, localizePath } from '../../src/i18n/locales'
import type { Messages } from '../../src/i18n/messages'
import { expectNoAxeViolations, setWidth, undersizedTargets, widths } from './a11y-checks'
import { expect, newVisitor, siteLocales, test } from './fixtures'

/** The site's own messages, so the tests find controls by the names visitors hear. */
const messages = Object.fromEntries(locales.map((l) => [l.code, JSON.parse(readFileSync(path.resolve('messages', l.file), 'utf8'))])) as Record<Locale, Messages>

const ragPost = '/blog/arabic-rag-enterprise-search'

/** The result that leads to a path (in the page's language), among the results shown. */
const resultFor = (page: Page, locale: Locale, to: string) =>
  page.getByTestId('search-result').filter({ has: page.locator(`a[href="${localizePath(to, locale)}"]`) })

const markedWords = (scope: ReturnType<Page['locator']>) => scope.locator('mark').allTextContents()

async function search(page: Page, locale: Locale, query: string) {
  const response = await page.goto(`${localizePath('/search', locale)}?q=${encodeURIComponent(query)}`)
  expect(response?.status()).toBe(200)
}

test.describe('search in Arabic', () => {
  // The post's excerpt says "وإعادة الترتيب" (and reranking); the query is written three ways.
  for (const [how, query] of [
    ['with diacritics', 'إِعَادَةُ التَّرْتِيبِ'],
    ['without diacritics', 'إعادة الترتيب'],
    ['with a bare alef instead of alef with hamza below', 'اعادة الترتيب'],
  ] as const) {
    test(`finds the seeded post by a word written ${how}, and marks the words as the post writes them`, async ({ page }) => {
      await search(page, 'ar', query)
      const hit = resultFor(page, 'ar', ragPost)
      await expect(hit).toHaveCount(1)
      await expect(hit).toHaveAttribute('data-type', 'post')
      await expect(hit.getByText(messages.ar.Search.types.post, { exact: true })).toBeVisible()
      expect(await markedWords(hit)).toEqual(expect.arrayContaining(['وإعادة', 'الترتيب']))
      // The search box keeps the query as it was typed.
      await expect(page.getByRole('searchbox', { name: messages.ar.Search.label })).toHaveValue(query)
    })
  }

  test('handles the article and the letters written onto it: "استرجاع" finds "بالاسترجاع" in the title', async ({ page }) => {
    await search(page, 'ar', 'استرجاع')
    const hit = resultFor(page, 'ar', ragPost)
    await expect(hit.getByRole('heading', { level: 3 }).locator('mark')).toHaveText(['بالاسترجاع'])
    await expect(page.getByTestId('search-results').getByRole('heading', { level: 2 })).toContainText('عن «استرجاع»')
  })
})

test.describe('search in English', () => {
  test('finds a post by two words, counts the results and marks the matches', async ({ page }) => {
    await search(page, 'en', 'Arabic reranking')
    const hit = resultFor(page, 'en', ragPost)
    await expect(hit).toHaveCount(1)
    expect(await markedWords(hit)).toEqual(expect.arrayContaining(['reranking']))
    await expect(page.getByTestId('search-results').getByRole('heading', { level: 2 })).toHaveText(/^\d+ results? for “Arabic reranking”$/)
    // Every result holds both words: each shows at least one of them marked.
    for (const result of await page.getByTestId('search-result').all()) expect((await markedWords(result)).length).toBeGreaterThan(0)
  })

  test('finds solutions, case studies and jobs, each named for its kind', async ({ page }) => {
    await search(page, 'en', 'computer vision')
    await expect(resultFor(page, 'en', '/solutions/computer-vision')).toHaveAttribute('data-type', 'solution')
    await expect(resultFor(page, 'en', '/careers/computer-vision-engineer-khobar')).toHaveAttribute('data-type', 'job')
    await search(page, 'en', 'hospital beds')
    const study = page.getByTestId('search-result').filter({ hasText: messages.en.Search.types.caseStudy })
    await expect(study.first()).toBeVisible()
    // A case study leads to its page, or to its card on the solutions page.
    const href = await study.first().getByRole('link').getAttribute('href')
    expect(href).toMatch(/^\/(case-studies\/hospital-bed-forecasting|solutions#case-study-hospital-bed-forecasting)$/)
  })
})

test.describe('ranking and marking as a reader expects', () => {
  const first = (page: Page) => page.getByTestId('search-result').first()

  test('"تعلم الآلة": the machine-learning solution first, and «إلى» never marked', async ({ page }) => {
    await search(page, 'ar', 'تعلم الآلة')
    await expect(first(page).getByRole('link').first()).toHaveAttribute('href', localizePath('/solutions/machine-learning', 'ar'))
    const marks = await markedWords(page.getByTestId('search-results'))
    expect(marks).toEqual(expect.arrayContaining(['الآلة']))
    expect(marks.filter((word) => /^[وف]?[إا]ل[ىي]$/.test(word))).toEqual([])
  })

  test('"smart" marks "smart", never "start"', async ({ page }) => {
    await search(page, 'en', 'smart')
    const marks = await markedWords(page.getByTestId('search-results'))
    expect(marks.length).toBeGreaterThan(0)
    for (const word of marks) expect(word.toLowerCase()).toMatch(/^smart/)
  })

  for (const [locale, query] of [
    ['en', 'jobs'],
    ['en', 'vacancies'],
    ['ar', 'وظائف'],
    ['ar', 'وظيفة'],
  ] as const) {
    test(`${locale}: "${query}" lists the open positions first`, async ({ page }) => {
      await search(page, locale, query)
      await expect(first(page)).toHaveAttribute('data-type', 'job')
      await expect(resultFor(page, locale, '/careers/data-engineer-khobar')).toHaveCount(1)
    })
  }

  for (const [locale, other, query, inOther] of [
    ['en', 'ar', 'المستشفيات', /^\d+ results? in Arabic$/],
    ['ar', 'en', 'hospital beds', /بالإنجليزية$/],
  ] as const) {
    test(`${locale}: a query in the other language finds nothing here and offers that language's results`, async ({ page }) => {
      await search(page, locale, query)
      await expect(page.getByTestId('search-result')).toHaveCount(0)
      const offer = page.getByTestId('search-no-results').getByTestId('search-other-language')
      const link = offer.getByRole('link', { name: inOther })
      await expect(link).toHaveAttribute('href', `${localizePath('/search', other)}?${new URLSearchParams({ q: query })}`)
      await expect(offer.getByRole('listitem').first().getByRole('link')).toHaveAttribute('lang', locales.find((l) => l.code === other)!.iso)
      await link.click()
      await expect(page.locator('html')).toHaveAttribute('lang', locales.find((l) => l.code === other)!.iso)
      await expect(page.getByTestId('search-result').first()).toBeVisible()
    })
  }
})

test.describe('search by kind', () => {
  test('the kinds found link to their results alone, with their counts', async ({ page }) => {
    const t = messages.en.Search
    await search(page, 'en', 'data')
    const filters = page.getByRole('navigation', { name: t.filters.label })
    await expect(filters.getByRole('link', { name: new RegExp(`^${t.filters.all}`) })).toHaveAttribute('aria-current', 'page')
    const articles = filters.getByRole('link', { name: new RegExp(`^${t.filters.post} \\d+$`) })
    const count = Number((await articles.textContent())?.replace(/\D/g, ''))
    await articles.click()
    await expect(page).toHaveURL(/[?&]type=post/)
    await expect(filters.getByRole('link', { name: new RegExp(`^${t.filters.post}`) })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByTestId('search-result')).toHaveCount(count)
    for (const result of await page.getByTestId('search-result').all()) await expect(result).toHaveAttribute('data-type', 'post')
  })
})

for (const locale of siteLocales) {
  const t = messages[locale.code].Search
  /** Words that find the NLP solution: its SEO description says "NLP" in English, its title in Arabic. */
  const nlp = { en: 'NLP', ar: 'معالجة اللغة' }[locale.code]
  const searchAddress = new RegExp(`${localizePath('/search', locale.code)}\\?q=.+`)

  test.describe(`${locale.code}: search page states`, () => {
    test('without a query: the form, a prompt and the main sections; not for search engines, yet with a share card', async ({ page, request }) => {
      await page.goto(localizePath('/search', locale.code))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
      await expect(page.getByRole('search', { name: t.label }).getByRole('searchbox')).toHaveValue('')
      await expect(page.getByTestId('search-empty')).toContainText(t.emptyHeading)
      await expect(page.getByTestId('search-sections').getByRole('link')).toHaveCount(5)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      const card = await page.locator('meta[property="og:image"]').getAttribute('content')
      const response = await request.get(new URL(card ?? '').pathname)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('image/png')
    })

    test('without results: says so and offers the main sections', async ({ page }) => {
      await search(page, locale.code, 'qqxyzzy')
      await expect(page.getByTestId('search-no-results').getByRole('heading', { level: 2, name: /qqxyzzy/ })).toBeVisible()
      await expect(page.getByTestId('search-result')).toHaveCount(0)
      await expect(page.getByTestId('search-sections').getByRole('link').first()).toHaveAttribute('href', localizePath('/about', locale.code))
      await expect(page).toHaveTitle(new RegExp('qqxyzzy'))
    })
  })

  test.describe(`${locale.code}: without JavaScript`, () => {
    test.use({ javaScriptEnabled: false })

    test('the form sends the query and the results are rendered by the server', async ({ page }) => {
      await page.goto(localizePath('/search', locale.code))
      const box = page.getByRole('search', { name: t.label }).getByRole('searchbox')
      await box.fill(locale.code === 'ar' ? 'الرؤية الحاسوبية' : 'computer vision')
      await box.press('Enter')
      await expect(page).toHaveURL(/\/search\?q=/)
      await expect(resultFor(page, locale.code, '/solutions/computer-vision')).toHaveCount(1)
      await expect(resultFor(page, locale.code, '/solutions/computer-vision').locator('mark').first()).toBeVisible()
    })
  })

  test.describe(`${locale.code}: ways to the search`, () => {
    test('the header links to it on wide screens, and its menu holds the form on narrow ones', async ({ page }) => {
      await setWidth(page, 1280)
      await page.goto(localizePath('/about', locale.code))
      await page.getByRole('banner').getByRole('link', { name: t.headerLink, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${localizePath('/search', locale.code)}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)

      await setWidth(page, 375)
      await page.goto(localizePath('/about', locale.code))
      await page.getByRole('banner').getByRole('button', { name: messages[locale.code].Layout.openMenu }).click()
      const box = page.getByRole('banner').getByRole('searchbox', { name: t.label })
      await box.fill(nlp)
      await box.press('Enter')
      await expect(page).toHaveURL(searchAddress)
      await expect(resultFor(page, locale.code, '/solutions/nlp')).toHaveCount(1)
    })

    test('the 404 page offers the search, and says in its title what happened', async ({ page }) => {
      await page.goto(localizePath('/no-such-page', locale.code))
      await expect(page.getByTestId('not-found-message')).toBeVisible()
      await expect(page).toHaveTitle(messages[locale.code].Metadata.titleTemplate.replace('%s', messages[locale.code].NotFound.title))
      const box = page.getByRole('main').getByRole('search', { name: t.label }).getByRole('searchbox')
      await box.fill(nlp)
      await box.press('Enter')
      await expect(page).toHaveURL(searchAddress)
      await expect(resultFor(page, locale.code, '/solutions/nlp')).toHaveCount(1)
    })
  })

  test(`${locale.code}: the search page with results has no axe violations and targets of 24 px`, async ({ browser }) => {
    const { context, page } = await newVisitor(browser)
    await search(page, locale.code, locale.code === 'ar' ? 'البيانات' : 'data')
    await expect(page.getByTestId('search-result').first()).toBeVisible()
    for (const width of widths) {
      await setWidth(page, width)
      await expectNoAxeViolations(page, `search results at ${width} px`)
      expect(await undersizedTargets(page), `targets under 24x24 px at ${width} px`).toEqual([])
    }
    await context.close()
  })
}
