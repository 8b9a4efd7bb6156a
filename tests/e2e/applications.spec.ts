import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { editorToken, expect, formReady, signInAsEditor, newVisitor, siteLocales, test } from './fixtures'
import { type Locale, localizePath } from '../../src/i18n/locales'

const jobSlug = 'senior-machine-learning-engineer-riyadh'
const pdf = readFileSync(path.resolve('tests/fixtures/cv.pdf'))
const docx = readFileSync(path.resolve('tests/fixtures/cv.docx'))

const text = {
  en: {
    submit: 'Apply',
    general: 'General application',
    thanks: (position: string) =>
      `Thank you for applying for ${position}. We have received your application and sent a confirmation to your email address. Our team reviews every application and will contact you if your profile matches.`,
    emailError: 'Enter an email address such as name@company.com.',
    githubError: 'Enter your GitHub profile address, e.g. https://github.com/your-name.',
    consentError: 'Please confirm that you have read the privacy policy.',
    otherError: 'Please tell us where you heard about us.',
    typeError: 'The CV must be a PDF or Word (DOCX) document.',
    sizeError: 'The CV is larger than 5 MB. Please attach a smaller file.',
    name: 'Test Applicant',
    summary: 'Machine learning engineer with five years of Arabic NLP experience in production.',
  },
  ar: {
    submit: 'قدّم طلبك',
    general: 'طلب توظيف عام',
    thanks: (position: string) =>
      `شكرًا لتقديمك على ${position}. تسلّمنا طلبك وأرسلنا تأكيدًا إلى بريدك الإلكتروني. يراجع فريقنا كل طلب، وسنتواصل معك إن كان ملفك مناسبًا.`,
    emailError: 'أدخل بريدًا إلكترونيًا صحيحًا مثل name@company.com.',
    githubError: 'أدخل رابط ملفك على GitHub مثل https://github.com/your-name.',
    consentError: 'يُرجى تأكيد اطلاعك على سياسة الخصوصية.',
    otherError: 'يُرجى إخبارنا من أين سمعت عنّا.',
    typeError: 'يجب أن تكون السيرة الذاتية ملف PDF أو Word ‏(DOCX).',
    sizeError: 'حجم السيرة الذاتية يتجاوز 5 ميغابايت. يُرجى إرفاق ملف أصغر.',
    name: 'ريم القحطاني',
    summary: 'مهندسة تعلّم آلي بخبرة خمس سنوات في معالجة اللغة العربية في بيئات الإنتاج.',
  },
} as const

/** Each test is its own client (its own address for the rate limit). */
const client = (browser: Browser, javaScriptEnabled = true) => newVisitor(browser, { javaScriptEnabled })

async function openForm(page: Page, locale: Locale, job = true) {
  await page.goto(localizePath(job ? `/careers/${jobSlug}` : '/careers', locale))
  await formReady(page, 'application-form')
}

async function fillValid(page: Page, locale: Locale, email: string, cv = { name: 'My CV.pdf', mimeType: 'application/pdf', buffer: pdf }) {
  const form = page.getByTestId('application-form')
  await form.locator('#application-fullName').fill(text[locale].name)
  await form.locator('#application-email').fill(email)
  // In Arabic, typed as an Arabic keyboard types digits: stored in the one international form.
  await form.locator('#application-phone').fill(locale === 'ar' ? '٠٥٥ ١٢٣ ٤٥٦٧' : '0551234567')
  await form.locator('#application-source').selectOption('linkedin')
  await form.locator('#application-github').fill('https://github.com/test-applicant')
  await form.locator('#application-summary').fill(text[locale].summary)
  await form.locator('#application-cv').setInputFiles(cv)
  await form.locator('#application-consent').check()
}

type StoredApplication = {
  fullName: string
  phone: string
  locale: string
  positionTitle: string
  github: string
  job: { slug: string } | null
  cv: { filename: string; originalName: string; url: string }
  consentedAt: string | null
  consentText: string | null
  privacyPolicyVersion: string | null
}

async function findApplications(request: APIRequestContext, email: string): Promise<StoredApplication[]> {
  const token = editorToken()
  const response = await request.get(`/api/job-applications?depth=1&where[email][equals]=${encodeURIComponent(email)}`, { headers: { Authorization: `JWT ${token}` } })
  expect(response.status()).toBe(200)
  return (await response.json()).docs
}

for (const locale of siteLocales) {
  const t = text[locale.code]
  for (const javaScriptEnabled of [true, false]) {
    const mode = `${locale.code}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`

    test(`${mode}: an application for a posting is confirmed naming the position, stored once with a private CV`, async ({ browser, request }) => {
      const { context, page } = await client(browser, javaScriptEnabled)
      await openForm(page, locale.code)
      const position = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
      await expect(page.getByTestId('application-position')).toContainText(position)
      const email = `applicant-${randomUUID()}@example.com`
      await fillValid(page, locale.code, email, javaScriptEnabled ? { name: 'My CV.pdf', mimeType: 'application/pdf', buffer: pdf } : { name: 'cv.docx', mimeType: 'application/octet-stream', buffer: docx })
      await page.getByRole('button', { name: t.submit, exact: true }).click()
      await expect(page.getByTestId('form-success')).toHaveText(t.thanks(position))

      const stored = await findApplications(request, email)
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({ phone: '+966551234567', locale: locale.code, positionTitle: position, github: 'https://github.com/test-applicant', job: { slug: jobSlug } })
      // The record of consent: when, the sentence as the applicant read it, the privacy policy's version.
      expect(Date.now() - Date.parse(stored[0]!.consentedAt ?? '')).toBeLessThan(60 * 60 * 1000)
      expect(stored[0]!.consentText).toMatch(locale.code === 'ar' ? /سياسة الخصوصية/ : /privacy policy/)
      expect(stored[0]!.consentText).not.toContain('<')
      expect(stored[0]!.privacyPolicyVersion).toMatch(/^\d{4}-\d{2}-\d{2}T/)
      const cv = stored[0]!.cv
      expect(cv.filename).toMatch(/^cv-[0-9a-f-]{36}\.(pdf|docx)$/)
      expect(cv.originalName).toBe(javaScriptEnabled ? 'My CV.pdf' : 'cv.docx')

      // Never at a public URL: visitors are refused, staff get a download.
      const anonymous = await context.request.get(`/api/cv-files/file/${cv.filename}`)
      expect(anonymous.status()).toBe(403)
      const token = editorToken()
      const download = await request.get(`/api/cv-files/file/${cv.filename}`, { headers: { Authorization: `JWT ${token}` } })
      expect(download.status()).toBe(200)
      expect(download.headers()['content-disposition']).toMatch(/^attachment/)
      expect(Buffer.from(await download.body()).equals(javaScriptEnabled ? pdf : docx)).toBe(true)
      await context.close()
    })

    test(`${mode}: invalid fields get localized errors, keep what was typed and the CV, then the general application goes through`, async ({ browser, request }) => {
      const { context, page } = await client(browser, javaScriptEnabled)
      await openForm(page, locale.code, false)
      const form = page.getByTestId('application-form')
      await expect(page.getByTestId('application-position')).toContainText(t.general)
      await fillValid(page, locale.code, 'not-an-email')
      await form.locator('#application-github').fill('https://gitlab.com/someone')
      await form.locator('#application-source').selectOption('other')
      await form.locator('#application-consent').uncheck()
      await page.getByRole('button', { name: t.submit, exact: true }).click()

      const email = form.locator('#application-email')
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(email).toHaveAttribute('aria-describedby', /application-email-error/)
      await expect(page.locator('#application-email-error')).toHaveText(t.emailError)
      await expect(page.locator('#application-github-error')).toHaveText(t.githubError)
      await expect(page.locator('#application-sourceOther-error')).toHaveText(t.otherError)
      await expect(page.locator('#application-consent-error')).toHaveText(t.consentError)
      await expect(form.locator('#application-consent')).toHaveAttribute('aria-invalid', 'true')
      await expect(page.locator('#application-fullName-error')).toHaveCount(0)
      await expect(page.locator('#application-cv-error')).toHaveCount(0)
      await expect(page.getByTestId('form-error')).toBeVisible()
      // Nothing typed is lost.
      await expect(form.locator('#application-fullName')).toHaveValue(t.name)
      await expect(form.locator('#application-summary')).toHaveValue(t.summary)
      await expect(form.locator('#application-github')).toHaveValue('https://gitlab.com/someone')
      await expect(form.locator('#application-source')).toHaveValue('other')
      if (javaScriptEnabled) {
        // Checked in the browser: the CV is still in its field and the focus on the first error.
        await expect(email).toBeFocused()
      } else {
        // Checked by the server: the accepted CV is kept for the next attempt.
        await expect(page.getByTestId('cv-kept')).toContainText('My CV.pdf')
      }

      const address = `applicant-${randomUUID()}@example.com`
      await email.fill(address)
      await form.locator('#application-github').fill('')
      await form.locator('#application-sourceOther').fill(locale.code === 'ar' ? 'بودكاست تقني' : 'A tech podcast')
      await form.locator('#application-consent').check()
      await page.getByRole('button', { name: t.submit, exact: true }).click()
      await expect(page.getByTestId('form-success')).toHaveText(t.thanks(t.general))
      const stored = await findApplications(request, address)
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({ positionTitle: t.general, job: null, cv: { originalName: 'My CV.pdf' } })
      await context.close()
    })
  }

  test(`${locale.code}: the server refuses a renamed executable, a wrong type and an oversize CV by their content and size`, async ({ browser }) => {
    // Without JavaScript, so that nothing in the browser filters the files first.
    const { context, page } = await client(browser, false)
    await openForm(page, locale.code)
    const form = page.getByTestId('application-form')
    const submitWith = async (cv: { name: string; mimeType: string; buffer: Buffer }) => {
      await form.locator('#application-cv').setInputFiles(cv)
      await page.getByRole('button', { name: t.submit, exact: true }).click()
      await expect(page.getByTestId('form-error')).toBeVisible()
    }
    await fillValid(page, locale.code, `applicant-${randomUUID()}@example.com`)
    const executable = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(8192)])
    await submitWith({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: executable })
    await expect(page.locator('#application-cv-error')).toHaveText(t.typeError)
    await expect(form.locator('#application-summary')).toHaveValue(t.summary)

    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f00000000049454e44ae426082', 'hex')
    await submitWith({ name: 'cv.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: png })
    await expect(page.locator('#application-cv-error')).toHaveText(t.typeError)

    // A CV over 5 MB makes the whole post larger than an application can be (its CV and a few
    // kilobytes, ADR 026): the server refuses it unread with the localized "too large" page.
    await form.locator('#application-cv').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024)]) })
    const [refused] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: t.submit, exact: true }).click()])
    expect(refused.status()).toBe(413)
    await expect(page.locator('html')).toHaveAttribute('lang', locale.code === 'ar' ? 'ar-SA' : 'en-US')
    await expect(page.getByTestId('refusal')).toContainText(locale.code === 'ar' ? '5 ميغابايت' : '5 MB')
    await context.close()
  })
}

test('with JavaScript, a submission made before the checks have loaded waits for them and sends nothing with errors', async ({ browser }) => {
  const { context, page } = await client(browser)
  const posts: string[] = []
  page.on('request', (r) => void (r.method() === 'POST' && posts.push(r.url())))
  await page.goto('/careers')
  const form = await formReady(page, 'application-form')
  // Submitted without ever focusing the form: its checks have not been loaded yet.
  await form.evaluate((f: HTMLFormElement) => f.requestSubmit())
  await expect(page.getByTestId('form-error')).toHaveText(/Please correct the \d+ fields marked below/)
  await expect(form.locator('#application-fullName')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.locator('#application-fullName')).toBeFocused()
  expect(posts).toEqual([])
  await context.close()
})

test('with JavaScript, an oversize or wrongly named CV is refused as soon as it is chosen', async ({ browser }) => {
  const { context, page } = await client(browser)
  await page.goto('/careers')
  await formReady(page, 'application-form')
  const cv = page.locator('#application-cv')
  await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024)]) })
  await expect(page.locator('#application-cv-error')).toHaveText(text.en.sizeError)
  await expect(cv).toHaveAttribute('aria-invalid', 'true')
  await cv.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') })
  await expect(page.locator('#application-cv-error')).toHaveText(text.en.typeError)
  await cv.setInputFiles({ name: 'cv.docx', mimeType: 'application/octet-stream', buffer: docx })
  await expect(page.locator('#application-cv-error')).toHaveCount(0)
  await expect(page.getByTestId('cv-picker')).toContainText('cv.docx')
  await context.close()
})

test('with JavaScript, the CV picker speaks the page’s language, not the browser’s', async ({ page }) => {
  await page.goto('/ar/careers')
  await formReady(page, 'application-form')
  const picker = page.getByTestId('cv-picker')
  await expect(picker).toContainText('اختر ملفًا')
  await expect(picker).toContainText('لم تختر ملفًا بعد')
  await page.locator('#application-cv').setInputFiles({ name: 'سيرتي الذاتية.pdf', mimeType: 'application/pdf', buffer: pdf })
  await expect(picker).toContainText('سيرتي الذاتية.pdf')
  // Still reachable and operable with the keyboard: the input itself takes the focus.
  await page.locator('#application-github').focus()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.locator('#application-cv')).toBeFocused()
})

test('without JavaScript, the CV picker still speaks the page’s language and says a file is chosen', async ({ browser }) => {
  const { context, page } = await client(browser, false)
  await page.goto('/ar/careers')
  const picker = page.getByTestId('cv-picker')
  await expect(picker.getByText('اختر ملفًا', { exact: true })).toBeVisible()
  await expect(picker.getByText('لم تختر ملفًا بعد', { exact: true })).toBeVisible()
  await expect(picker.getByText('اخترت ملفًا', { exact: true })).toBeHidden()
  await page.locator('#application-cv').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf })
  await expect(picker.getByText('اخترت ملفًا', { exact: true })).toBeVisible()
  await expect(picker.getByText('لم تختر ملفًا بعد', { exact: true })).toBeHidden()
  await context.close()
})

// The minimum fill time is tested in security.spec.ts, on a server that keeps it.
test('a form whose application is stored has spent its token: sent again, it parks no CV', async ({ browser }) => {
  const { context, page } = await client(browser, false)
  await openForm(page, 'en', false)
  const token = await page.locator('input[name="token"]').inputValue()
  await fillValid(page, 'en', `applicant-${randomUUID()}@example.com`)
  await page.getByRole('button', { name: text.en.submit, exact: true }).click()
  await expect(page.getByTestId('form-success')).toBeVisible()
  // The same form instance once more, as a replaying client sends it: the page with the spent token.
  await page.route('**/careers', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback()
    const response = await route.fetch()
    const body = (await response.text()).replace(/(name="token" value=")[^"]*/, `$1${token}`)
    await route.fulfill({ response, body })
  })
  await openForm(page, 'en', false)
  await expect(page.locator('input[name="token"]')).toHaveValue(token)
  await fillValid(page, 'en', 'not-an-email')
  await page.getByRole('button', { name: text.en.submit, exact: true }).click()
  await expect(page.locator('#application-email-error')).toHaveText(text.en.emailError)
  await expect(page.locator('#application-cv-error')).toHaveText('We could not keep your CV while you correct the other fields. Please attach it again.')
  await expect(page.getByTestId('cv-kept')).toHaveCount(0)
  await context.close()
})

test('refuses the honeypot and too many applications, with localized messages', async ({ browser }) => {
  const { context, page } = await client(browser, false)
  await openForm(page, 'en')
  await fillValid(page, 'en', `bot-${randomUUID()}@example.com`)
  await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'))
  await page.getByRole('button', { name: text.en.submit, exact: true }).click()
  await expect(page.getByTestId('form-error')).toHaveText(/could not be sent/)

  await openForm(page, 'en', false)
  const submit = page.getByRole('button', { name: text.en.submit, exact: true })
  const error = page.getByTestId('form-error')
  // Five submissions in the window are allowed (here refused for their empty fields); the sixth is not.
  for (let i = 0; i < 5; i++) {
    await submit.click()
    await expect(error).toHaveText(/Please correct/)
  }
  await submit.click()
  await expect(error).toHaveText(/several requests in a short time/)
  await context.close()
})

test('visitors cannot create, read or list applications or CVs over REST or GraphQL', async ({ request }) => {
  const create = await request.post('/api/job-applications', {
    data: { fullName: 'x', email: 'x@example.com', phone: '+966551234567', positionTitle: 'x', source: 'github', summary: 'x', consent: true, locale: 'en', submissionId: 'x' },
  })
  expect(create.status()).toBe(403)
  expect((await request.get('/api/job-applications')).status()).toBe(403)
  expect((await request.get('/api/cv-files')).status()).toBe(403)
  const upload = await request.post('/api/cv-files', { multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf } } })
  expect(upload.status()).toBe(403)
  const read = await request.post('/api/graphql', { data: { query: '{ JobApplications { docs { email } } }' } })
  expect(read.status()).toBe(403)
  const files = await request.post('/api/graphql', { data: { query: '{ CvFiles { docs { filename url } } }' } })
  expect(files.status()).toBe(403)
  const mutate = await request.post('/api/graphql', {
    data: { query: 'mutation { createJobApplication(data: { fullName: "x", email: "x@example.com", phone: "1", positionTitle: "x", source: github, summary: "x", consent: true, locale: en, submissionId: "y" }) { id } }' },
  })
  expect((await mutate.json()).errors?.length).toBeGreaterThan(0)
})

test('staff see an application in the admin list and export it to CSV', async ({ browser, page, request }) => {
  const { context, page: visitor } = await client(browser)
  await openForm(visitor, 'en', false)
  const email = `admin-view-${randomUUID()}@example.com`
  await fillValid(visitor, 'en', email)
  await visitor.getByRole('button', { name: text.en.submit, exact: true }).click()
  await expect(visitor.getByTestId('form-success')).toBeVisible()
  await context.close()

  const token = editorToken()
  await signInAsEditor(page.context())
  await page.goto(`/admin/collections/job-applications?search=${encodeURIComponent(email)}`)
  await expect(page.getByRole('link', { name: text.en.name }).first()).toBeVisible()
  await expect(page.getByText('General application').first()).toBeVisible()

  // Staff export the list as filtered (every matching row, every field, human headers); visitors cannot.
  const exportUrl = `/api/job-applications/export?where[email][equals]=${encodeURIComponent(email)}`
  const csv = await request.get(exportUrl, { headers: { Authorization: `JWT ${token}` } })
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-type']).toContain('text/csv')
  const rows = (await csv.text()).replace(/^\uFEFF/, '').trim().split(/\r\n/)
  expect(rows[0]).toMatch(/Full name.*E-mail.*About the applicant.*Status/)
  expect(rows).toHaveLength(2)
  expect(rows[1]).toContain(email)
  const anonymous = await browser.newContext()
  const refused = await anonymous.request.get(exportUrl)
  expect(refused.status()).toBe(403)
  expect(await refused.text()).not.toContain(email)
  await anonymous.close()
})
