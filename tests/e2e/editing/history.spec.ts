import { randomUUID } from 'node:crypto'
import { expect, postDefaults, richText, test } from '../fixtures'
import { adminIn } from './admin-page'

type Version = { id: number; version: { title?: string; editedBy?: string | null } }

/**
 * Restoring a version (what the admin's *Restore* button asks for) makes it the draft to review:
 * visitors keep the published version until an editor publishes the restored one.
 */
test.describe('history', () => {
  test('a restored version becomes a draft, and visitors keep the published page until it is published', async ({ browser, page, request, cms }) => {
    const stamp = randomUUID().slice(0, 8)
    const slug = `restored-${stamp}`
    const first = `The first wording ${stamp}`
    const second = `The second wording ${stamp}`
    const { id } = await cms.create('posts', { ...(await postDefaults(cms)), title: first, slug, excerpt: 'As first published.', content: richText('First.') })
    expect((await cms.update('posts', id, { title: second, _status: 'published' })).status()).toBe(200)

    const versions = await request.get(`/api/posts/versions?where[parent][equals]=${id}&where[version.title][equals]=${encodeURIComponent(first)}&limit=1`, { headers: cms.headers })
    const [old] = ((await versions.json()) as { docs: Version[] }).docs
    expect(old).toBeTruthy()
    // As the admin's Restore button sends it: without `?draft=true`, which would have published it at once.
    const restored = await request.post(`/api/posts/versions/${old!.id}`, { headers: cms.headers })
    expect(restored.status()).toBe(200)

    const published = (await (await request.get(`/api/posts/${id}?depth=0`, { headers: cms.headers })).json()) as { title: string; _status: string }
    expect(published).toMatchObject({ title: second, _status: 'published' })
    const draft = (await (await request.get(`/api/posts/${id}?depth=0&draft=true`, { headers: cms.headers })).json()) as { title: string; _status: string; editedBy: string | null }
    expect(draft).toMatchObject({ title: first, _status: 'draft' })
    // Who restored it is kept on the draft, as on any save, and in the activity log.
    expect(draft.editedBy).toBeTruthy()
    const log = await request.get(`/api/activity?where[kind][equals]=posts&where[documentId][equals]=${id}&sort=-at&limit=1&depth=0`, { headers: cms.headers })
    expect(((await log.json()) as { docs: { action: string }[] }).docs[0]?.action).toBe('restored')

    // The versions list names who saved each version, not its database ID.
    const admin = await adminIn(browser, 'en')
    await admin.page.goto(`/admin/collections/posts/${id}/versions`)
    const savedBy = admin.page.locator('.versions table tbody tr').first().locator('td').nth(1)
    await expect(savedBy).toHaveText(draft.editedBy!, { timeout: 30_000 })
    await expect(admin.page.locator('.versions table thead')).toContainText('Saved by')
    await admin.context.close()

    await page.goto(`/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second)

    // Published, the restored wording is what visitors read.
    expect((await request.patch(`/api/posts/${id}`, { headers: cms.headers, data: { _status: 'published' } })).status()).toBe(200)
    await expect(async () => {
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first, { timeout: 1000 })
    }).toPass()
  })
})
