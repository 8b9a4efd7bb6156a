import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { adminIn, openPublishMenu } from './admin-page'
import { type ScreenProblem, screenProblems } from './screen-audit'

/** An admin screen renders in the browser: on a busy machine its first render takes a while. */
const firstRender = { timeout: 30_000 }

/**
 * The admin, screen by screen, as the lab's editors and HR staff use it (issue 41), in Arabic on a
 * desk and on a phone, and in English on a phone: none shows a raw placeholder, text drawn over or a
 * page wider than the screen, and the Arabic none shows a Latin word in the interface's own text.
 */
const walks = [
  { language: 'ar', width: 1280 },
  { language: 'ar', width: 375 },
  { language: 'en', width: 375 },
] as const

for (const { language, width } of walks) {
  test.describe(`the ${language === 'ar' ? 'Arabic' : 'English'} admin at ${width} px, screen by screen`, () => {
    test.slow()

    // Each screen's problems, all reported at the end of the test rather than at the first screen.
    let found: Record<string, ScreenProblem[]> = {}
    test.beforeEach(() => {
      found = {}
    })
    test.afterEach(() => {
      expect(found).toEqual({})
    })
    const expectReadable = async (page: Page, screen: string) => {
      // Fonts and late renders settle before anything is measured.
      await page.evaluate(() => document.fonts.ready)
      await expect
        .poll(() => screenProblems(page, language), { timeout: 10_000 })
        .toEqual([])
        .catch(async () => {
          found[screen] = await screenProblems(page, language)
        })
    }

    test('content: the dashboard, a list, an edit view with blocks, the publish menu and schedule drawer, versions and their comparison, an upload', async ({ browser, request, cms }) => {
      const post = await cms.find('posts', 'where[slug][equals]=arabic-rag-enterprise-search')
      const { context, page } = await adminIn(browser, language, { width })

      await page.goto('/admin')
      await expect(page.locator('.dashboard')).toBeVisible(firstRender)
      await expectReadable(page, 'the dashboard')

      await page.goto('/admin/collections/posts?locale=ar')
      await expect(page.locator('.collection-list--posts table')).toBeVisible(firstRender)
      await expectReadable(page, 'the posts list')

      await page.goto('/admin/globals/home?locale=ar')
      await expect(page.locator('#layout-row-0')).toBeVisible(firstRender)
      await expectReadable(page, 'the home page, built from blocks')

      await page.goto(`/admin/collections/posts/${post.id}?locale=ar`)
      await expect(page.locator('input[name="title"]')).toBeVisible(firstRender)
      await expectReadable(page, 'a post')
      await openPublishMenu(page)
      await expectReadable(page, 'the publish menu')
      await page.locator('#schedule-publish').click()
      await expect(page.locator('.drawer--is-open .drawer__content')).toBeVisible()
      await expectReadable(page, 'the schedule drawer')
      await page.keyboard.press('Escape')

      const versions = (await (await request.get(`/api/posts/versions?where[parent][equals]=${post.id}&limit=1&sort=-updatedAt&depth=0`, { headers: cms.headers })).json()) as { docs: { id: number }[] }
      await page.goto(`/admin/collections/posts/${post.id}/versions?locale=ar`)
      await expect(page.locator('.versions table')).toBeVisible(firstRender)
      await expectReadable(page, 'the versions list')
      await page.goto(`/admin/collections/posts/${post.id}/versions/${versions.docs[0]!.id}?locale=ar`)
      await expect(page.locator('.view-version')).toBeVisible(firstRender)
      await expectReadable(page, 'a version compared')

      await page.goto('/admin/collections/media/create?locale=ar')
      await expect(page.locator('.file-field')).toBeVisible(firstRender)
      await expectReadable(page, 'a new upload')
      await context.close()
    })

    test('live preview: a post beside the page it will be', async ({ browser, request, cms }) => {
      // Whether the pane is open is a preference of the account: an editor's account of its own, so
      // that the other tests, signed in as the site's editor, do not find their edit pages beside a preview.
      const account = { email: `preview-${randomUUID()}@thaqiblab.sa`, password: `pw-${randomUUID()}` }
      const created = await request.post('/api/users', { headers: cms.headers, data: { ...account, name: 'Preview walk-through', roles: ['editor'] } })
      expect(created.status()).toBe(201)
      const { doc } = (await created.json()) as { doc: { id: number } }
      cms.afterwards(async () => expect((await request.delete(`/api/users/${doc.id}`, { headers: cms.headers })).status()).toBe(200))
      const { token } = (await (await request.post('/api/users/login', { data: account })).json()) as { token: string }

      const post = await cms.find('posts', 'where[slug][equals]=arabic-rag-enterprise-search')
      const { context, page } = await adminIn(browser, language, { width, token })
      await page.goto(`/admin/collections/posts/${post.id}?locale=ar`)
      await expect(page.locator('input[name="title"]')).toBeVisible(firstRender)
      await page.locator('.live-preview-toggler').click()
      await expect(page.locator('.live-preview-window--is-live-previewing')).toBeVisible()
      await expect(page.frameLocator('.live-preview-window iframe').getByRole('heading', { level: 1 })).toBeVisible(firstRender)
      await expectReadable(page, 'live preview')
      await context.close()
    })

    test('people: submissions, their owners, the activity log and staff accounts', async ({ browser }) => {
      const { context, page } = await adminIn(browser, language, { width })
      for (const [path, screen] of [
        ['/admin/collections/consultation-requests', 'the consultation requests'],
        ['/admin/collections/job-applications', 'the job applications'],
        ['/admin/collections/activity', 'the activity log'],
        ['/admin/collections/users', 'the staff accounts'],
      ] as const) {
        await page.goto(path)
        await expect(page.locator('.collection-list')).toBeVisible(firstRender)
        await expectReadable(page, screen)
      }
      await page.locator('.collection-list tbody a').first().click()
      await expect(page.locator('.collection-edit')).toBeVisible(firstRender)
      await expectReadable(page, 'a staff account')
      await context.close()
    })
  })
}
