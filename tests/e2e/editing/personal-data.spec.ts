import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { adminText } from '../../../src/labels/admin-ui'
import { unzip } from '../../support/documents'
import { expect, test } from '../fixtures'
import { adminIn, adminLanguages, sendConsultation } from './admin-page'

const text = adminText.personalData

/**
 * A data subject's requests (ADR 047), as the staff who answer them work: in each admin language,
 * find what a visitor sent by their address (typed in another case), download it, and erase it.
 */
test.describe('personal data requests', () => {
  test.slow()

  for (const language of adminLanguages) {
    test(`${language}: staff find everything sent with an address, download it as a ZIP and erase it after confirming`, async ({ browser, request, cms }) => {
      const email = `subject-${randomUUID().slice(0, 8)}@example.com`
      const sent = await sendConsultation(browser, request, cms, email)
      const { context, page } = await adminIn(browser, language)

      // The menu (folded away until opened) leads to it.
      await page.goto('/admin')
      await expect(page.getByRole('link', { name: text.title[language], exact: true })).toHaveAttribute('href', '/admin/personal-data')
      await page.goto('/admin/personal-data')
      await expect(page.getByRole('heading', { level: 1, name: text.title[language] })).toBeVisible()
      const field = page.getByLabel(text.email[language], { exact: true })
      // The view's live region (Payload keeps one of its own for drag and drop).
      const result = page.locator('.personal-data [role="status"]')

      // Not an address: said in the admin's language, at the field, and what was typed stays.
      await field.fill('not an address')
      await page.getByRole('button', { name: text.find[language] }).click()
      await expect(result).toHaveText(text.invalidEmail[language])
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveValue('not an address')

      // Found in another letter case, linked to its record.
      await field.fill(email.toUpperCase().replace('@EXAMPLE.COM', '@example.com'))
      await page.getByRole('button', { name: text.find[language] }).click()
      const requests = page.getByTestId('personal-data-requests')
      await expect(requests.locator('tbody tr')).toHaveCount(1)
      await expect(requests.locator('tbody a')).toHaveAttribute('href', `/admin/collections/consultation-requests/${sent.id}`)
      await expect(page.getByTestId('personal-data-applications')).toHaveCount(0)
      await expect(field).not.toHaveAttribute('aria-invalid')

      // The download: the record as stored.
      const downloading = page.waitForEvent('download')
      await page.getByRole('button', { name: text.download[language] }).click()
      const download = await downloading
      expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/)
      const archive = await unzip(readFileSync(await download.path()))
      const data = JSON.parse(archive.get('personal-data.json')!.toString('utf8')) as { consultationRequests: { id: number; email: string }[] }
      expect(data.consultationRequests.map((r) => [r.id, r.email])).toEqual([[sent.id, email]])

      // The erase asks for the address again; another address erases nothing.
      const confirm = page.getByLabel(text.confirmLabel[language], { exact: true })
      await confirm.fill(`other-${email}`)
      await page.getByRole('button', { name: text.erase[language], exact: true }).click()
      await expect(result).toHaveText(text.confirmMismatch[language])
      await expect(confirm).toHaveAttribute('aria-invalid', 'true')
      expect((await request.get(`/api/consultation-requests/${sent.id}`, { headers: cms.headers })).status()).toBe(200)
      await confirm.fill(email)
      await page.getByRole('button', { name: text.erase[language], exact: true }).click()
      await expect(result).toHaveText(text.erased[language].replace('{requests}', '1').replace('{applications}', '0'))
      expect((await request.get(`/api/consultation-requests/${sent.id}`, { headers: cms.headers })).status()).toBe(404)
      // Nothing of the interface left in another language or as a placeholder.
      await expect(page.locator('main, .template-default__wrap').first()).not.toContainText('{{')
      await context.close()
    })
  }

  test('the endpoints refuse visitors, anything but an address, and a body larger than one needs', async ({ request, cms }) => {
    expect((await request.post('/api/personal-data/find', { data: { email: 'someone@example.com' } })).status()).toBe(403)
    expect((await request.post('/api/personal-data/erase', { data: { email: 'someone@example.com', confirm: 'someone@example.com' } })).status()).toBe(403)
    const refused = await request.post('/api/personal-data/find', { data: { email: ['someone@example.com'] }, headers: cms.headers })
    expect(refused.status()).toBe(400)
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(text.invalidEmail.en)
    expect((await request.post('/api/personal-data/find', { data: { email: 'someone@example.com', padding: 'x'.repeat(5_000) }, headers: cms.headers })).status()).toBe(400)
  })
})
