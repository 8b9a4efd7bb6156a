import type { Page } from '@playwright/test'
import { type Locale, localizePath } from '../../../src/i18n/locales'
import { expect, postDefaults, richText, test } from '../fixtures'

/** A word no seeded text holds, from the given letters. */
const madeUpWord = (letters: string, length: number) => Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join('')

async function search(page: Page, locale: Locale, query: string) {
  const response = await page.goto(`${localizePath('/search', locale)}?q=${encodeURIComponent(query)}`)
  expect(response?.status()).toBe(200)
  return page.getByTestId('search-result')
}

test.describe('the search follows what editors publish', () => {
  test('a post is found once published, in both languages, never as a draft, and no more once unpublished', async ({ page, cms }) => {
    const english = `zq${madeUpWord('bcdfghjkmnpqrstvwxz', 9)}`
    // Written with alef with hamza below; searched for with a bare alef.
    const arabic = `إ${madeUpWord('بتثجحخدذرزسشصضطظعغفقكمن', 7)}`
    const slug = `search-note-${Date.now()}`
    const defaults = await postDefaults(cms)

    await cms.create('posts', { ...defaults, title: `Draft about ${english}`, slug: `${slug}-draft`, excerpt: `Not published: ${english}.`, content: richText('Draft.') }, { draft: true })
    await expect(await search(page, 'en', english)).toHaveCount(0)
    await expect(page.getByTestId('search-no-results')).toBeVisible()

    const post = await cms.create('posts', { ...defaults, title: `A note on ${english}`, slug, excerpt: `What ${english} means for search.`, content: richText(`The body mentions ${english} again.`) })
    const found = await search(page, 'en', english)
    await expect(found).toHaveCount(1)
    await expect(found.getByRole('link')).toHaveAttribute('href', `/blog/${slug}`)
    await expect(found.locator('mark').first()).toHaveText(english)

    // Not translated yet: the Arabic search finds it in English, marked as English (ADR 020).
    const untranslated = await search(page, 'ar', english)
    await expect(untranslated.getByRole('link')).toHaveAttribute('href', `/ar/blog/${slug}`)
    await expect(untranslated.getByRole('link')).toHaveAttribute('lang', 'en-US')

    expect((await cms.update('posts', post.id, { title: `ملاحظة عن ${arabic}`, excerpt: `ماذا تعني ${arabic} للبحث.`, content: richText(`يذكر النص ${arabic} مرة أخرى.`) }, { locale: 'ar' })).status()).toBe(200)
    const translated = await search(page, 'ar', arabic.replace('إ', 'ا'))
    await expect(translated).toHaveCount(1)
    await expect(translated.getByRole('heading', { level: 3 }).locator('mark')).toHaveText(arabic)

    expect((await cms.update('posts', post.id, { _status: 'draft' })).status()).toBe(200)
    await expect(await search(page, 'en', english)).toHaveCount(0)
    await expect(await search(page, 'ar', arabic)).toHaveCount(0)
  })
})
