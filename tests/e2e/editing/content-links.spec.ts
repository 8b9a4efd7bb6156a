import { localizePath } from '../../../src/i18n/locales'
import { documentMarked, expectClearOfHeader, hydrated, markDocument, settledScrollY } from '../../support/page-state'
import type { Cms } from '../cms'
import { expect, siteLocales, test } from '../fixtures'

// Links an editor writes into a page's content (spec sections 7 and 9): each test publishes a page
// of its own, so they run with the other content-changing tests, after the tests that read the
// site's lists and sitemap (playwright.config.ts).

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

/** A published page whose content links to a script URL, an external site and a site anchor; deleted after the test. */
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

test('links from the content: a javascript: URL is not rendered as a link, an external one opens safely, a site path is localized', async ({ page, cms }) => {
  const slug = await createContentPage(cms)
  for (const { code } of siteLocales) {
    const response = await page.goto(localizePath(`/${slug}`, code))
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

test('a link to an anchor on another page lands on that heading, clear of the header; back restores the place', async ({ page, cms }) => {
  const slug = await createContentPage(cms)
  await page.goto(`/${slug}`)
  await hydrated(page)
  await markDocument(page)
  const link = page.getByRole('link', { name: 'our open positions' })
  await link.scrollIntoViewIfNeeded()
  const place = await settledScrollY(page)
  expect(place).toBeGreaterThan(500)
  await link.click()
  await expect(page).toHaveURL(/\/careers#open-positions$/)
  await expect.poll(() => settledScrollY(page)).toBeGreaterThan(200)
  await expectClearOfHeader(page, page.locator('#open-positions'))
  expect(await documentMarked(page)).toBe(true)

  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/${slug}$`))
  await expect.poll(() => settledScrollY(page)).toBeGreaterThan(place - 5)
  expect(await settledScrollY(page)).toBeLessThan(place + 5)
})
