import { randomUUID } from 'node:crypto'
import { globalLabels } from '../../../src/labels/collections'
import { fieldLabels } from '../../../src/labels/fields'
import { messages } from '../../../src/i18n/messages'
import { expect, formReady, newVisitor, signInAsEditor, test } from '../fixtures'
import { adminIn } from './admin-page'

const preview = (path: string) => `/api/preview?path=${encodeURIComponent(path)}`
const label = 'اسمك الكريم'
const thanks = 'وصلتنا رسالتك، وسيتواصل معك أحد أعضاء الفريق خلال يومي عمل.'

test.describe('the forms’ texts as content', () => {
  test('an editor rewords the Arabic consultation form as a draft, previews it, publishes it; visitors then see and are thanked in those words, with and without JavaScript', async ({ page, request, browser, cms }) => {
    test.slow()
    // Nothing written yet: the form shows the message files' words.
    expect((await cms.updateGlobal('forms', { consultation: { fullName: label, thanks } }, { locale: 'ar', draft: true })).status()).toBe(200)

    // Visitors keep the published words; the editor's preview shows the draft's.
    const before = await newVisitor(browser)
    await before.page.goto('/ar/contact')
    await expect(before.page.locator('label[for="consultation-fullName"]')).toHaveText(messages.ar.Forms.consultation.fullName)
    await before.context.close()
    await signInAsEditor(page.context())
    await page.goto(preview('/ar/contact'))
    await expect(page.locator('label[for="consultation-fullName"]')).toHaveText(label)

    // Published from the admin: the global's edit screen in the Arabic content language.
    await page.goto('/admin/globals/forms?locale=ar')
    await expect(page.getByRole('heading', { name: globalLabels.forms.en })).toBeVisible()
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect.poll(async () => ((await (await request.get('/api/globals/forms?locale=ar&depth=0')).json()) as { consultation?: { fullName?: string } }).consultation?.fullName).toBe(label)

    for (const javaScriptEnabled of [true, false]) {
      const visitor = await newVisitor(browser, { javaScriptEnabled })
      await expect
        .poll(async () => {
          await visitor.page.goto('/ar/contact')
          return (await visitor.page.locator('label[for="consultation-fullName"]').textContent())?.trim()
        })
        .toBe(label)
      const form = await formReady(visitor.page, 'consultation-form')
      // What the editors did not change keeps the message files' words.
      await expect(form.locator('label[for="consultation-email"]')).toHaveText(messages.ar.Forms.consultation.email)
      const email = `worded-${randomUUID()}@example.com`
      await form.locator('#consultation-fullName').fill('نورة القحطاني')
      await form.locator('#consultation-email').fill(email)
      await form.locator('#consultation-description').fill('نريد تصنيف مكالمات مركز الاتصال آليًا.')
      await form.getByRole('button', { name: messages.ar.Forms.consultation.submit }).click()
      await expect(visitor.page.getByTestId('form-success')).toHaveText(thanks)
      const stored = await cms.find('consultation-requests', `where[email][equals]=${encodeURIComponent(email)}`)
      cms.afterwards(async () => expect((await request.delete(`/api/consultation-requests/${stored.id}`, { headers: cms.headers })).status()).toBe(200))
      await visitor.context.close()
    }
    // The English form keeps its own words: nothing was written in English.
    const english = await newVisitor(browser)
    await english.page.goto('/contact')
    await expect(english.page.locator('label[for="consultation-fullName"]')).toHaveText(messages.en.Forms.consultation.fullName)
    await english.context.close()
  })

  test('the Arabic admin lists each text by its current wording, with the team’s addresses for administrators', async ({ browser }) => {
    const { context, page } = await adminIn(browser, 'ar')
    await page.goto('/admin/globals/forms?locale=ar')
    await expect(page.getByRole('heading', { name: globalLabels.forms.ar })).toBeVisible()
    await expect(page.getByText(fieldLabels.consultationForm.ar, { exact: true })).toBeVisible()
    // A field is named by the text it changes, and shows it until it is written over.
    const fullName = page.locator('input[name="consultation.fullName"]')
    await expect(fullName).toHaveAttribute('placeholder', messages.ar.Forms.consultation.fullName)
    await expect(page.getByLabel(messages.ar.Forms.consultation.fullName, { exact: false }).first()).toBeVisible()
    await context.close()
  })
})
