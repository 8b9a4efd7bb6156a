import { readFileSync } from 'node:fs'
import path from 'node:path'
import { blockLabels } from '../../../src/labels/blocks'
import { collectionLabels, groupLabels } from '../../../src/labels/collections'
import { adminText } from '../../../src/labels/admin-ui'
import { arrayLabels, fieldLabels } from '../../../src/labels/fields'
import { optionLabels } from '../../../src/labels/options'
import { adminTranslations } from '../../../src/labels/payload-translations'
import { expect, postDefaults, richText, test } from '../fixtures'
import { adminIn, adminLanguages, openPublishMenu } from './admin-page'

type Row = { heading?: string; blockType: string; items?: { title: string }[] }

/** An admin edit page renders in the browser: on a busy machine its first render takes a while. */
const firstRender = { timeout: 30_000 }

test.describe('the admin in each of its languages', () => {
  // Each test opens several edit pages of the admin, the heaviest pages of the app.
  test.slow()

  for (const language of adminLanguages) {
    test(`${language}: the project's collections, groups, fields, options, blocks and rows have their ${language} names`, async ({ browser, request, cms }) => {
      const home = (await (await request.get('/api/globals/home?locale=en&depth=0', { headers: cms.headers })).json()) as { layout: Row[] }
      const job = await cms.find('jobs', 'where[slug][equals]=senior-machine-learning-engineer-riyadh')
      const { context, page } = await adminIn(browser, language)

      await page.goto('/admin')
      const dashboard = page.locator('.dashboard')
      await expect(dashboard.getByRole('heading', { name: groupLabels.careers[language], exact: true })).toBeVisible()
      // On the collections' cards (the translation panel may also name a collection, as a heading).
      const cards = dashboard.locator('.card__title')
      await expect(cards.getByText(collectionLabels.jobs.plural[language], { exact: true })).toBeVisible()
      await expect(cards.getByText(collectionLabels['consultation-requests'].plural[language], { exact: true })).toBeVisible()
      // The navigation (folded away until opened) names them the same way, in their groups.
      const nav = page.getByRole('navigation')
      await expect(nav.getByRole('button', { name: groupLabels.submissions[language], exact: true })).toBeAttached()
      await expect(nav.getByRole('link', { name: collectionLabels.posts.plural[language], exact: true })).toHaveAttribute('href', '/admin/collections/posts')
      // The content language and the interface language have a name each.
      await expect(page.getByRole('button', { name: adminTranslations[language].general.locale })).toBeVisible()

      // A global built from blocks: each block row shows its kind and its own heading, each list row its title.
      await page.goto('/admin/globals/home?locale=en')
      await expect(page.locator('label[for="field-layout__0__heading"]')).toContainText(fieldLabels.heading[language], firstRender)
      const [hero, steps] = [home.layout[0]!, home.layout[1]!]
      expect([hero.blockType, steps.blockType]).toEqual(['hero', 'steps'])
      await expect(page.locator('#layout-row-0 .blocks-field__block-pill')).toHaveText(blockLabels.hero.singular[language])
      await expect(page.locator('#layout-row-0 .blocks-field__block-header')).toContainText(hero.heading!)
      await expect(page.locator('#layout-row-1 .blocks-field__block-pill')).toHaveText(blockLabels.steps.singular[language])
      await expect(page.locator('#layout-1-items-row-0 .row-label')).toHaveText(steps.items![0]!.title)
      await expect(page.locator('#layout-row-1').getByText(arrayLabels.steps.plural[language], { exact: true }).first()).toBeVisible()

      // A select shows its option's name, the one the site uses.
      await page.goto(`/admin/collections/jobs/${job.id}?locale=en`)
      await expect(page.locator('label[for="field-department"]')).toContainText(fieldLabels.department[language], firstRender)
      await expect(page.locator('#field-department')).toContainText(optionLabels.departments[job.department as keyof typeof optionLabels.departments][language])

      await page.goto('/admin/account')
      await expect(page.getByText(adminTranslations[language].general.language, { exact: true })).toBeVisible()
      await context.close()
    })
  }

  test('content fields run in their content language’s direction, whatever the admin’s language', async ({ browser, cms }) => {
    const post = await cms.find('posts', 'where[slug][equals]=arabic-rag-enterprise-search')
    for (const language of adminLanguages) {
      const { context, page } = await adminIn(browser, language)
      for (const [locale, direction] of [['en', 'ltr'], ['ar', 'rtl']] as const) {
        await page.goto(`/admin/collections/posts/${post.id}?locale=${locale}`)
        const editor = page.locator('.rich-text-lexical [contenteditable="true"]').first()
        await expect(editor).toBeVisible(firstRender)
        const where = `${language} admin, ${locale} content`
        await expect(page.locator('input[name="title"]'), where).toHaveCSS('direction', direction)
        await expect(page.locator('textarea[name="excerpt"]'), where).toHaveCSS('direction', direction)
        await expect(editor, where).toHaveCSS('direction', direction)
        // In the admin's own sans-serif, as on the site: Payload's serif set Latin words apart from
        // the Arabic around them (which fell back to a sans-serif).
        expect(await editor.evaluate((el) => getComputedStyle(el).fontFamily), where).not.toMatch(/Georgia|(^|,\s*)serif\s*$/)
      }
      await context.close()
    }
  })

  test('an untranslated post keeps its own title in the edit heading, and an image without Arabic alt text is pointed out', async ({ browser, request, cms }) => {
    // An image described in English only.
    const upload = await request.post('/api/media?locale=en', {
      headers: cms.headers,
      multipart: {
        file: { name: `alt-check-${Date.now()}.svg`, mimeType: 'image/svg+xml', buffer: readFileSync(path.resolve('content/media/about-hero.svg')) },
        _payload: JSON.stringify({ alt: 'A diagram described in English only' }),
      },
    })
    expect(upload.status()).toBe(201)
    const image = (await upload.json()).doc as { id: number; missingTranslations: string[] }
    expect(image.missingTranslations).toEqual(['ar'])
    cms.afterwards(async () => expect((await request.delete(`/api/media/${image.id}`, { headers: cms.headers })).status()).toBe(200))
    const post = await cms.create('posts', {
      ...(await postDefaults(cms)),
      cover: image.id,
      title: 'A note waiting for its Arabic',
      slug: `waiting-for-arabic-${Date.now()}`,
      excerpt: 'Not translated yet.',
      content: richText('English only.'),
    }, { draft: true })

    const { context, page } = await adminIn(browser, 'ar')
    const warning = page.getByTestId('alt-text-missing-cover')
    await page.goto(`/admin/collections/posts/${post.id}?locale=ar`)
    await expect(page.locator('input[name="title"]')).toHaveValue('', firstRender)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A note waiting for its Arabic')
    await expect(warning).toContainText(adminText.altTextMissing.ar)
    await expect(warning.getByRole('link', { name: adminText.addAltText.ar })).toHaveAttribute('href', `/admin/collections/media/${image.id}?locale=ar`)

    // In English the image has its alt text: once its check has answered, nothing is pointed out.
    const checked = page.waitForResponse((response) => response.url().includes(`/api/media/${image.id}?`))
    await page.goto(`/admin/collections/posts/${post.id}?locale=en`)
    await checked
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A note waiting for its Arabic')
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    await expect(warning).toHaveCount(0)

    // Back in Arabic, a title typed in puts itself in the heading.
    await page.goto(`/admin/collections/posts/${post.id}?locale=ar`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A note waiting for its Arabic')
    await page.locator('input[name="title"]').fill('ملاحظة تنتظر ترجمتها')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ملاحظة تنتظر ترجمتها')
    await context.close()
  })

  test('the Arabic admin: the schedule drawer names the post and starts in Riyadh time, the search preview’s address reads left to right, day-only dates show their year', async ({ browser, cms }) => {
    const post = await cms.find('posts', 'where[slug][equals]=arabic-rag-enterprise-search')
    const job = await cms.find('jobs', 'where[slug][equals]=senior-machine-learning-engineer-riyadh')
    const { context, page } = await adminIn(browser, 'ar')
    await page.goto(`/admin/collections/posts/${post.id}?locale=ar`)
    await expect(page.locator('input[name="title"]')).toBeVisible(firstRender)

    // The content-language switcher shows where content is kept per language, not on submissions
    // (the header also holds an invisible copy of it that keeps its place while the page loads).
    const switcher = page.locator('.app-header .localizer-button:not(.app-header__localizer-spacing)')
    await expect(switcher).toBeVisible()
    await page.goto('/admin/collections/consultation-requests')
    await expect(page.locator('.collection-list--consultation-requests')).toBeVisible(firstRender)
    await expect(switcher).toBeHidden()
    await page.goto(`/admin/collections/posts/${post.id}?locale=ar`)
    await expect(page.locator('input[name="title"]')).toBeVisible(firstRender)

    // The search preview's address placeholder reads left to right (it read "...//:https").
    const preview = page.locator('a', { hasText: 'https://...' })
    await expect(preview).toHaveCSS('direction', 'ltr')

    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim()
    expect(title).toMatch(/[\u0600-\u06ff]/)
    await openPublishMenu(page)
    await page.locator('#schedule-publish').click()
    const drawer = page.locator('.drawer__content').last()
    await expect(drawer).toContainText(`جدولة نشر «${title}»`)
    await expect(drawer).not.toContainText('{{')
    await expect(drawer).toContainText('Riyadh')

    await page.goto(`/admin/collections/jobs/${job.id}?locale=ar`)
    const posted = page.locator('#field-postedAt input').first()
    await expect(posted).toHaveValue(/^\d{1,2} \S+ \d{4}$/, firstRender)
    await context.close()
  })
})
