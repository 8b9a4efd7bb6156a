import { randomUUID } from 'node:crypto'
import { adminText } from '../../../src/labels/admin-ui'
import { collectionLabels } from '../../../src/labels/collections'
import { optionLabels } from '../../../src/labels/options'
import { expect, postDefaults, richText, test } from '../fixtures'
import { adminIn, adminLanguages } from './admin-page'

const published = optionLabels.activityActions.published

/**
 * The activity log (ADR 048), in each admin language: a post published in the admin is on the
 * dashboard's recent activity, with who did it and a link to the post, and in the log, which an
 * administrator filters by action.
 */
test.describe('the activity log', () => {
  test.slow()

  for (const language of adminLanguages) {
    test(`${language}: a publication is on the dashboard and in the log, filtered by action`, async ({ browser, cms }) => {
      const title = `Logged ${randomUUID().slice(0, 8)}`
      const post = await cms.create('posts', { ...(await postDefaults(cms)), title, slug: `logged-${randomUUID().slice(0, 8)}`, excerpt: 'Published from the admin.', content: richText('Logged.') }, { draft: true })

      const { context, page } = await adminIn(browser, language)
      await page.goto(`/admin/collections/posts/${post.id}?locale=en`)
      await page.locator('#action-save').click()
      await expect.poll(async () => (await cms.find('posts', `where[id][equals]=${post.id}`))._status).toBe('published')

      await page.goto('/admin')
      const entry = page.getByTestId('week-activity').locator('li', { hasText: title }).filter({ hasText: published[language] })
      await expect(entry).toBeVisible()
      await expect(entry.getByRole('link', { name: title })).toHaveAttribute('href', `/admin/collections/posts/${post.id}`)
      await expect(entry.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/)
      await expect(page.getByTestId('week-activity').getByRole('heading', { name: adminText.week.activity[language] })).toBeVisible()

      // The log itself, filtered as its list's filter writes it: by action, then narrowed to this post.
      await page.goto(`/admin/collections/activity?where[action][equals]=published&where[title][equals]=${encodeURIComponent(title)}`)
      await expect(page.getByRole('heading', { level: 1, name: collectionLabels.activity.plural[language] })).toBeVisible()
      const rows = page.locator('.table tbody tr')
      await expect(rows).toHaveCount(1)
      await expect(rows.first()).toContainText(title)
      await expect(rows.first()).toContainText(published[language])
      await expect(rows.first()).toContainText(collectionLabels.posts.singular[language])
      await expect(page.locator('main, .collection-list')).not.toContainText('{{')
      await context.close()
    })
  }
})
