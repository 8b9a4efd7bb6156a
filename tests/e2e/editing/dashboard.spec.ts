import { randomUUID } from 'node:crypto'
import { adminText } from '../../../src/labels/admin-ui'
import { fieldLabels } from '../../../src/labels/fields'
import { optionLabels } from '../../../src/labels/options'
import { expect, postDefaults, richText, test } from '../fixtures'
import { adminIn, adminLanguages, sendConsultation } from './admin-page'

const text = adminText.week

/**
 * The dashboard's week at a glance, in each admin language: a draft waiting, its publication
 * scheduled (soonest first, on Riyadh's clock), and the submissions by where they stand, each leading
 * to its document or filtered list.
 */
test.describe('the dashboard', () => {
  test.slow()

  for (const language of adminLanguages) {
    test(`${language}: shows the week's work: drafts waiting, what is scheduled, submissions by status`, async ({ browser, request, cms }) => {
      const title = `Week draft ${randomUUID().slice(0, 8)}`
      const post = await cms.create('posts', { ...(await postDefaults(cms)), title, slug: `week-${randomUUID().slice(0, 8)}`, excerpt: 'Waiting for its day.', content: richText('Soon.') }, { draft: true })
      // Two days ahead: it stays scheduled for the whole run.
      const when = new Date(Date.now() + 2 * 86_400_000)
      const job = await request.post('/api/payload-jobs', {
        headers: cms.headers,
        data: { taskSlug: 'schedulePublish', queue: 'default', waitUntil: when.toISOString(), input: { type: 'publish', doc: { relationTo: 'posts', value: post.id } } },
      })
      expect(job.status()).toBe(201)
      const jobId = ((await job.json()) as { doc: { id: number } }).doc.id
      cms.afterwards(async () => expect((await request.delete(`/api/payload-jobs/${jobId}`, { headers: cms.headers })).status()).toBe(200))
      await sendConsultation(browser, request, cms, `week-${randomUUID().slice(0, 8)}@example.com`)

      const { context, page } = await adminIn(browser, language)
      await page.goto('/admin')
      await expect(page.getByRole('heading', { level: 2, name: text.heading[language] })).toBeVisible()

      const scheduled = page.getByTestId('week-scheduled').locator('li', { hasText: title })
      await expect(scheduled).toContainText(text.publish[language])
      await expect(scheduled.locator('time')).toHaveAttribute('datetime', when.toISOString())
      await expect(scheduled.getByRole('link', { name: title })).toHaveAttribute('href', `/admin/collections/posts/${post.id}`)
      await expect(page.getByTestId('week-drafts').getByRole('link', { name: title })).toHaveAttribute('href', `/admin/collections/posts/${post.id}`)

      // At least the request just sent is new; its line leads to the list filtered to new ones.
      const submissions = page.getByTestId('week-submissions')
      const fresh = submissions.getByRole('link', { name: optionLabels.submissionStatuses.new[language], exact: true }).first()
      await expect(fresh).toHaveAttribute('href', '/admin/collections/consultation-requests?where[status][equals]=new')
      expect(Number(await submissions.locator('[data-status="new"]').first().textContent())).toBeGreaterThanOrEqual(1)
      await expect(page.locator('section[aria-labelledby="week-panel"]')).not.toContainText('{{')

      // The posts list shows the new draft on its first page (latest change first), badged with its
      // scheduled publication in the Scheduled column.
      // In English explicitly: the content language is a preference of the account, which other tests change.
      await page.goto('/admin/collections/posts?locale=en')
      await expect(page.locator('.table').getByRole('link', { name: title })).toBeVisible()
      const badge = page.locator('.table tbody tr', { hasText: title }).locator('.scheduled-badge')
      await expect(badge).toContainText(text.publish[language])
      await expect(badge.locator('time')).toHaveAttribute('datetime', when.toISOString())
      await expect(page.getByRole('columnheader', { name: fieldLabels.scheduled[language] })).toBeVisible()
      await context.close()
    })
  }
})
