import type { APIRequestContext } from '@playwright/test'
import { adminText } from '../../../src/labels/admin-ui'
import { fieldLabels } from '../../../src/labels/fields'
import type { Cms } from '../cms'
import { expect, postDefaults, richText, signInAsEditor, test } from '../fixtures'
import { adminIn } from './admin-page'

/** The post's translation status as the editor reads it through the API (the published version). */
async function statusOf(request: APIRequestContext, cms: Cms, id: number) {
  const doc = (await (await request.get(`/api/posts/${id}?depth=0`, { headers: cms.headers })).json()) as { missingTranslations?: string[]; outdatedTranslations?: string[] }
  return { missing: doc.missingTranslations, outdated: doc.outdatedTranslations }
}

test.describe('translations kept in step', () => {
  test('an English change marks the Arabic outdated, shows what changed, and the translator marks it up to date', async ({ page, request, browser, cms }) => {
    // Two admin languages, two saves and their reloads: more than a default test's time on a busy machine.
    test.slow()
    const stamp = Date.now()
    const title = `Stepwise note ${stamp}`
    const { id } = await cms.create('posts', {
      ...(await postDefaults(cms)),
      title,
      slug: `stepwise-note-${stamp}`,
      excerpt: 'The first English summary.',
      publishedAt: new Date().toISOString(),
      content: richText('The English body.'),
    })
    const translated = await cms.update('posts', id, { title: `ملاحظة متدرجة ${stamp}`, excerpt: 'الملخص العربي الأول.', content: richText('النص العربي.'), _status: 'published' }, { locale: 'ar' })
    expect(translated.status()).toBe(200)
    expect(await statusOf(request, cms, id)).toEqual({ missing: [], outdated: [] })

    // The editor changes the English summary in the admin and publishes it.
    await signInAsEditor(page.context())
    await page.goto(`/admin/collections/posts/${id}?locale=en`)
    await page.locator('textarea[name="excerpt"]').fill('The revised English summary.')
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect.poll(() => statusOf(request, cms, id)).toEqual({ missing: [], outdated: ['ar'] })
    // Nothing to mark in the source language: the diff and the tick belong to the Arabic.
    await page.reload()
    await expect(page.locator('textarea[name="excerpt"]')).toHaveValue('The revised English summary.')
    await expect(page.getByTestId('translation-changes')).toHaveCount(0)
    await expect(page.locator('input[name="markTranslated"]')).toHaveCount(0)

    // The list's filter finds it, in its own column.
    await page.goto(`/admin/collections/posts?where[outdatedTranslations][in][0]=ar&locale=en`)
    const row = page.getByRole('row', { name: new RegExp(title) })
    await expect(row).toBeVisible()
    await expect(row).toContainText('Arabic')
    await expect(page.getByRole('columnheader', { name: fieldLabels.outdatedTranslations.en })).toBeVisible()

    // The dashboard says outdated, not missing, in either admin language.
    await page.goto('/admin')
    await expect(page.getByTestId('translation-missing-posts')).toContainText(`${title} (outdated: Arabic)`)
    const arabicAdmin = await adminIn(browser, 'ar')
    await arabicAdmin.page.goto('/admin')
    await expect(arabicAdmin.page.getByTestId('translation-missing-posts')).toContainText(`${title} (${adminText.translationPanel.outdated.ar} العربية)`)

    // The Arabic edit view shows the English summary as translated and as it is now, side by side.
    await arabicAdmin.page.goto(`/admin/collections/posts/${id}?locale=ar`)
    const changes = arabicAdmin.page.getByTestId('translation-changes')
    await expect(changes.getByRole('heading', { name: adminText.translationChanges.heading.ar })).toBeVisible()
    const changed = changes.locator('tbody tr')
    await expect(changed).toHaveCount(1)
    await expect(changed.getByRole('rowheader')).toHaveText(fieldLabels.excerpt.ar)
    await expect(changed.getByTestId('translation-then')).toHaveText('The first English summary.')
    await expect(changed.getByTestId('translation-now')).toHaveText('The revised English summary.')

    // The translator updates the Arabic, ticks "up to date" and publishes: the mark is gone everywhere.
    await page.goto(`/admin/collections/posts/${id}?locale=ar`)
    await expect(page.getByTestId('translation-changes')).toBeVisible()
    await page.locator('textarea[name="excerpt"]').fill('الملخص العربي المنقّح.')
    await expect(page.getByText(fieldLabels.markTranslated.en, { exact: true })).toBeVisible()
    await page.locator('input[name="markTranslated"]').check()
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect.poll(() => statusOf(request, cms, id)).toEqual({ missing: [], outdated: [] })
    await page.reload()
    await expect(page.locator('textarea[name="excerpt"]')).toHaveValue('الملخص العربي المنقّح.')
    await expect(page.getByTestId('translation-changes')).toHaveCount(0)
    await page.goto(`/admin/collections/posts?where[outdatedTranslations][in][0]=ar&locale=en`)
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0)
    await arabicAdmin.page.goto('/admin')
    await expect(arabicAdmin.page.getByRole('heading', { name: adminText.translationPanel.heading.ar })).toBeVisible()
    await expect(arabicAdmin.page.getByTestId('translation-panel').getByText(title)).toHaveCount(0)
    await arabicAdmin.context.close()
  })
})
