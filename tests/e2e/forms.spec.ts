import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { editorToken, expect, formReady, newVisitor, siteLocales, test, uniqueAddress } from './fixtures'
import { getLocale, type Locale, localeCodes, locales, localizePath } from '../../src/i18n/locales'
import type { Messages } from '../../src/i18n/messages'

const thanks = {
  en: 'Thanks for sharing your revolutionary idea. We are so excited to work with you, our team will contact you very soon to discuss details.',
  ar: 'شكرًا لأنك شاركتنا فكرتك الثورية. يسعدنا كثيرًا العمل معك، وسيتواصل معك فريقنا قريبًا جدًا لمناقشة التفاصيل.',
} as const

const labels = {
  en: { fullName: 'Full Name', email: 'Email Address', phone: 'Phone Number', description: 'Describe your project briefly', size: 'project size', submit: 'Send message', email2: 'Email', morning: /^Morning/, nlp: 'Natural language processing', whatsapp: 'WhatsApp' },
  ar: { fullName: 'الاسم الكامل', email: 'البريد الإلكتروني', phone: 'رقم الهاتف', description: 'صِف مشروعك باختصار', size: 'حجم المشروع', submit: 'أرسل الرسالة', email2: 'البريد الإلكتروني', morning: /^صباحًا/, nlp: 'معالجة اللغة الطبيعية', whatsapp: 'واتساب' },
} as const satisfies Record<Locale, object>

/** What a visitor types, in each language. */
const typed = {
  en: { fullName: 'Test Visitor', description: 'We want to search our internal Arabic documents with AI.' },
  ar: { fullName: 'سارة العتيبي', description: 'نريد نظامًا للبحث في وثائقنا الداخلية باللغة العربية.' },
} as const satisfies Record<Locale, object>


/** Each test is its own client (its own address for the rate limit). */
const client = (browser: Browser, javaScriptEnabled = true) => newVisitor(browser, { javaScriptEnabled })

async function openForm(page: Page, locale: Locale) {
  await page.goto(localizePath('/contact', locale))
  await formReady(page, 'consultation-form')
}

async function fillValid(page: Page, locale: Locale, email: string) {
  const l = labels[locale]
  const form = page.getByTestId('consultation-form')
  await form.locator('#consultation-fullName').fill(typed[locale].fullName)
  await form.locator('#consultation-email').fill(email)
  // In Arabic, typed as an Arabic keyboard types digits: stored in the one international form.
  await form.locator('#consultation-phone').fill(locale === 'ar' ? '٠٥٥١٢٣٤٥٦٧' : '0551234567')
  await form.locator('#consultation-description').fill(typed[locale].description)
  await form.getByRole('radio', { name: l.whatsapp }).check()
  await form.getByRole('radio', { name: l.morning }).check()
  await form.getByRole('checkbox', { name: l.nlp }).check()
  await form.locator('#consultation-size').selectOption('250k-1m')
}

async function findSubmission(request: import('@playwright/test').APIRequestContext, email: string) {
  const token = editorToken()
  const response = await request.get(`/api/consultation-requests?where[email][equals]=${encodeURIComponent(email)}`, {
    headers: { Authorization: `JWT ${token}` },
  })
  return (await response.json()).docs as { phone: string | null; locale: string; channel: string; time: string | null; size: string | null; topics: string[] }[]
}

/** The words of the form in each language, as the message files have them. */
const words = Object.fromEntries(locales.map((l) => [l.code, (JSON.parse(readFileSync(path.resolve('messages', l.file), 'utf8')) as Messages).Forms])) as Record<Locale, Messages['Forms']>

for (const javaScriptEnabled of [true, false]) {
  test(`ar, JavaScript ${javaScriptEnabled ? 'on' : 'off'}: a first contact with the required fields alone is thanked and stored, the rest empty`, async ({ browser, request }) => {
    const { context, page } = await client(browser, javaScriptEnabled)
    await openForm(page, 'ar')
    const form = page.getByTestId('consultation-form')
    // What may be left out says so, in Arabic; what may not carries `required` (and no marker).
    await expect(form.locator('label[for="consultation-phone"]')).toHaveText(`${words.ar.consultation.phone} ${words.ar.optional}`)
    await expect(form.locator('label[for="consultation-fullName"]')).toHaveText(words.ar.consultation.fullName)
    for (const required of ['fullName', 'email', 'description']) await expect(form.locator(`#consultation-${required}`)).toHaveAttribute('required', '')
    await expect(form.locator('#consultation-phone')).not.toHaveAttribute('required')
    for (const optional of ['time', 'topics']) await expect(form.locator(`#consultation-${optional} legend`)).toContainText(words.ar.optional)
    await expect(form.getByRole('radio', { name: words.ar.consultation.channels.email })).toBeChecked()

    const email = `first-${randomUUID()}@example.com`
    await form.locator('#consultation-fullName').fill(typed.ar.fullName)
    await form.locator('#consultation-email').fill(email)
    await form.locator('#consultation-description').fill(typed.ar.description)
    await page.getByRole('button', { name: labels.ar.submit }).click()
    await expect(page.getByTestId('form-success')).toHaveText(thanks.ar)
    const stored = await findSubmission(request, email)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ locale: 'ar', channel: 'email', phone: null, time: null, size: null, topics: [] })
    await context.close()
  })
}

for (const locale of siteLocales) {
  test(`${locale.code}: a phone call chosen without a number asks for it and keeps what was typed`, async ({ browser, request }) => {
    const { context, page } = await client(browser)
    await openForm(page, locale.code)
    const t = words[locale.code]
    const form = page.getByTestId('consultation-form')
    const email = `call-${randomUUID()}@example.com`
    await form.locator('#consultation-fullName').fill(typed[locale.code].fullName)
    await form.locator('#consultation-email').fill(email)
    await form.locator('#consultation-description').fill(typed[locale.code].description)
    const phone = form.locator('#consultation-phone')
    await form.getByRole('radio', { name: t.consultation.channels.phone }).check()
    // The phone is now asked for: `required`, and no longer marked optional.
    await expect(phone).toHaveAttribute('required', '')
    await expect(form.locator('label[for="consultation-phone"]')).toHaveText(t.consultation.phone)
    await form.getByRole('checkbox', { name: labels[locale.code].nlp }).check()
    await page.getByRole('button', { name: labels[locale.code].submit }).click()

    const error = page.locator('#consultation-phone-error')
    await expect(error).toHaveText(locale.code === 'ar' ? 'أدخل الرقم الذي نتصل بك عليه، أو اختر وسيلة تواصل أخرى.' : 'Enter the number we should call, or choose another channel.')
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(phone).toHaveAttribute('aria-describedby', /consultation-phone-error/)
    await expect(phone).toBeFocused()
    await expect(page.getByTestId('form-error')).toBeVisible()
    // Nothing typed or chosen is lost.
    await expect(form.locator('#consultation-fullName')).toHaveValue(typed[locale.code].fullName)
    await expect(form.locator('#consultation-email')).toHaveValue(email)
    await expect(form.locator('#consultation-description')).toHaveValue(typed[locale.code].description)
    await expect(form.getByRole('radio', { name: t.consultation.channels.phone })).toBeChecked()
    await expect(form.getByRole('checkbox', { name: labels[locale.code].nlp })).toBeChecked()
    expect(await findSubmission(request, email)).toHaveLength(0)

    // With the number, it goes.
    await phone.fill('0551234567')
    await page.getByRole('button', { name: labels[locale.code].submit }).click()
    await expect(page.getByTestId('form-success')).toHaveText(thanks[locale.code])
    expect((await findSubmission(request, email))[0]).toMatchObject({ channel: 'phone', phone: '+966551234567', topics: ['nlp'] })
    await context.close()
  })
}

for (const locale of siteLocales) {
  for (const javaScriptEnabled of [true, false]) {
    test(`${locale.code}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}: a valid consultation request is thanked and stored once`, async ({ browser, request }) => {
      const { context, page } = await client(browser, javaScriptEnabled)
      await openForm(page, locale.code)
      const email = `visitor-${randomUUID()}@example.com`
      await fillValid(page, locale.code, email)
      await page.getByRole('button', { name: labels[locale.code].submit }).click()
      await expect(page.getByTestId('form-success')).toHaveText(thanks[locale.code])
      const stored = await findSubmission(request, email)
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({ phone: '+966551234567', locale: locale.code, topics: ['nlp'] })
      await context.close()
    })

    test(`${locale.code}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}: invalid fields get localized errors and keep what was typed`, async ({ browser }) => {
      const { context, page } = await client(browser, javaScriptEnabled)
      await openForm(page, locale.code)
      const l = labels[locale.code]
      const form = page.getByTestId('consultation-form')
      await form.locator('#consultation-fullName').fill(typed[locale.code].fullName)
      await form.locator('#consultation-email').fill('not-an-email')
      await form.locator('#consultation-phone').fill('12345')
      await form.locator('#consultation-description').fill('Too short')
      await page.getByRole('button', { name: l.submit }).click()

      const email = form.locator('#consultation-email')
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(page.locator('#consultation-email-error')).toHaveText(locale.code === 'ar' ? 'أدخل بريدًا إلكترونيًا صحيحًا مثل name@company.com.' : 'Enter an email address such as name@company.com.')
      await expect(email).toHaveAttribute('aria-describedby', /consultation-email-error/)
      await expect(page.locator('#consultation-phone-error')).toBeVisible()
      await expect(page.locator('#consultation-description-error')).toBeVisible()
      await expect(page.locator('#consultation-fullName-error')).toHaveCount(0)
      // What may be left out is not an error (ADR 044).
      for (const optional of ['time', 'size', 'topics']) await expect(page.locator(`#consultation-${optional}-error`)).toHaveCount(0)
      // Nothing typed is lost.
      await expect(form.locator('#consultation-fullName')).toHaveValue(typed[locale.code].fullName)
      await expect(email).toHaveValue('not-an-email')
      await expect(form.locator('#consultation-description')).toHaveValue('Too short')
      await expect(page.getByTestId('form-error')).toBeVisible()
      if (javaScriptEnabled) await expect(email).toBeFocused()
      await context.close()
    })
  }
}

test('checks a field when it loses focus', async ({ browser }) => {
  const { context, page } = await client(browser)
  await page.goto('/ar/contact')
  await formReady(page, 'consultation-form')
  const phone = page.locator('#consultation-phone')
  await phone.fill('123')
  await phone.blur()
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  await phone.fill('+966 55 123 4567')
  await phone.blur()
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true')
  await context.close()
})

for (const locale of siteLocales) {
  test(`${locale.code}: a connection cut before the answer: the visitor keeps what was typed, is told to send again, and the resend is stored once`, async ({ browser, request }) => {
    const { context, page } = await client(browser)
    await openForm(page, locale.code)
    const email = `cut-${randomUUID()}@example.com`
    await fillValid(page, locale.code, email)
    // The request reaches the server (which stores it); the answer never reaches the browser.
    let cut = false
    await page.route((url) => url.pathname.endsWith('/contact'), async (route) => {
      if (route.request().method() !== 'POST' || cut) return route.fallback()
      cut = true
      await route.fetch()
      await route.abort('connectionreset')
    })
    await page.getByRole('button', { name: labels[locale.code].submit }).click()
    await expect(page.getByTestId('form-error')).toHaveText(
      locale.code === 'ar'
        ? 'تعذّر التأكد من وصول رسالتك إلينا لانقطاع الاتصال. يُرجى إرسالها مرة أخرى، ولن تصلنا مرتين.'
        : 'We could not confirm that your message reached us: the connection was interrupted. Please send it again; we will not receive it twice.',
    )
    await expect(page.locator('#consultation-status')).toBeFocused()
    await expect(page.locator('#consultation-email')).toHaveValue(email)
    await expect(page.getByRole('checkbox', { name: labels[locale.code].nlp })).toBeChecked()
    await page.getByRole('button', { name: labels[locale.code].submit }).click()
    await expect(page.getByTestId('form-success')).toHaveText(thanks[locale.code])
    expect(await findSubmission(request, email)).toHaveLength(1)
    await context.close()
  })
}

/** The scripts a page loads, with their texts, as they arrive. */
function recordScripts(page: Page) {
  const scripts: { path: string; body: Promise<string> }[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ path: new URL(response.url()).pathname, body: response.text().catch(() => '') })
  })
  /** Whether any of the scripts from `from` on holds the text. */
  const anyHolds = async (text: string, from = 0) => (await Promise.all(scripts.slice(from).map((s) => s.body))).some((body) => body.includes(text))
  return { count: () => scripts.length, anyHolds }
}

for (const locale of siteLocales) {
  test(`${locale.code}: the form's code loads when a visitor reaches for the form, not with the page, and what was typed before it arrived stays`, async ({ browser }) => {
    const { context, page } = await client(browser)
    const scripts = recordScripts(page)
    await page.goto(localizePath('/contact', locale.code))
    await page.waitForLoadState('networkidle')
    const form = page.getByTestId('consultation-form')
    await expect(form).toBeVisible()
    expect(scripts.count()).toBeGreaterThan(3)
    // The form's compiled markup names its test ids; none of the page's scripts so far holds it.
    expect(await scripts.anyHolds('consultation-submit'), 'the form code is not part of the first load').toBe(false)
    await expect(form).not.toHaveAttribute('data-hydrated', 'true')
    const firstLoad = scripts.count()

    // A keyboard user: focus reaches the first field and typing starts at once.
    const name = page.locator('#consultation-fullName')
    await name.focus()
    await name.pressSequentially(typed[locale.code].fullName)
    await expect(form).toHaveAttribute('data-hydrated', 'true')
    expect(await scripts.anyHolds('consultation-submit', firstLoad), 'the form code arrived when the form was reached').toBe(true)
    await expect(name).toHaveValue(typed[locale.code].fullName)
    await expect(name).toBeFocused()
    // Its checks are live.
    const email = page.locator('#consultation-email')
    await email.fill('not-an-address')
    await email.blur()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await context.close()
  })
}

test('when the form\'s code cannot be loaded, the form stays as the server sent it and still sends, checked by the server', async ({ browser, request }) => {
  const { context, page } = await client(browser)
  const logged: string[] = []
  page.on('console', (m) => void (m.type() === 'error' && logged.push(m.text())))
  await page.goto(localizePath('/contact', 'en'))
  await page.waitForLoadState('networkidle')
  const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)))
  let failed = 0
  await page.route('**/_next/static/chunks/*.js', (route) => {
    if (loaded.has(route.request().url())) return route.continue()
    failed++
    return route.abort()
  })
  const email = `visitor-${randomUUID()}@example.com`
  await fillValid(page, 'en', email)
  await expect.poll(() => failed).toBeGreaterThan(0)
  await expect.poll(() => logged.some((text) => text.includes('Could not load the code of a part of the page'))).toBe(true)
  await expect(page.getByTestId('consultation-form')).not.toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('button', { name: labels.en.submit }).click()
  await expect(page.getByTestId('form-success')).toHaveText(thanks.en)
  expect(await findSubmission(request, email)).toHaveLength(1)
  await expect(page.locator('#app-failed, [data-testid="error-page"]').filter({ visible: true })).toHaveCount(0)
  await context.close()
})

test('the form checks load when a visitor reaches a form, not with the page', async ({ browser }) => {
  const { context, page } = await client(browser)
  const scripts: { url: string; body: Promise<string> }[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.text().catch(() => '') })
  })
  const hasZod = async (list: typeof scripts) => (await Promise.all(list.map((s) => s.body))).some((body) => body.includes('ZodMiniObject'))

  for (const [path, formId, field] of [
    ['/contact', 'consultation-form', '#consultation-email'],
    ['/careers', 'application-form', '#application-email'],
  ] as const) {
    scripts.length = 0
    await page.goto(path)
    await formReady(page, formId)
    await page.waitForLoadState('networkidle')
    expect(scripts.length, path).toBeGreaterThan(3)
    expect(await hasZod(scripts), `${path}: zod is not part of the first load`).toBe(false)
    const firstLoad = scripts.length

    const input = page.locator(field)
    await input.fill('not-an-address')
    await input.blur()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(await hasZod(scripts.slice(firstLoad)), `${path}: the checks arrived when the form was reached`).toBe(true)
  }
  await context.close()
})

// The minimum fill time is tested in security.spec.ts, on a server that keeps it.
test('refuses the honeypot and too many submissions, with localized messages', async ({ browser }) => {
  const { context, page } = await client(browser)
  await page.goto('/ar/contact')
  await fillValid(page, 'ar', `bot-${randomUUID()}@example.com`)
  await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'))
  await page.getByRole('button', { name: 'أرسل الرسالة' }).click()
  await expect(page.getByTestId('form-error')).toHaveText(/تعذّر إرسال رسالتك/)

  await context.close()

  // Five submissions in the window reach the server (here refused for their empty fields); the sixth
  // is refused for their number. Without JavaScript, so that the browser's own checks (which keep
  // an empty form from being sent at all) leave every submission to the server.
  const visitor = await client(browser, false)
  await visitor.page.goto('/contact')
  const submit = visitor.page.getByRole('button', { name: 'Send message' })
  const error = visitor.page.getByTestId('form-error')
  for (let i = 0; i < 5; i++) {
    await submit.click()
    await expect(error).toHaveText(/Please correct/)
  }
  await submit.click()
  await expect(error).toHaveText(/several requests in a short time/)
  await visitor.context.close()
})

test('a visitor who sends too early, with fields missing, sees the fields to correct before anything is sent', async ({ browser }) => {
  const { context, page } = await client(browser)
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url())
  })
  await openForm(page, 'en')
  await page.locator('#consultation-fullName').fill('Test Visitor')
  await page.getByRole('button', { name: labels.en.submit }).click()
  await expect(page.getByTestId('form-error')).toHaveText('Please correct the 2 fields marked below.')
  await expect(page.locator('#consultation-email')).toBeFocused()
  await expect(page.locator('#consultation-email')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('#consultation-fullName')).toHaveValue('Test Visitor')
  expect(posts, 'nothing was sent').toEqual([])
  await context.close()
})

test('visitors cannot create, read or list consultation requests over REST or GraphQL', async ({ request }) => {
  const create = await request.post('/api/consultation-requests', {
    data: { fullName: 'x', email: 'x@example.com', phone: '+966551234567', description: 'x'.repeat(30), channel: 'email', time: 'morning', topics: ['nlp'], size: 'not-sure', locale: 'en', submissionId: 'x' },
  })
  expect(create.status()).toBe(403)
  const list = await request.get('/api/consultation-requests')
  expect(list.status()).toBe(403)
  const read = await request.post('/api/graphql', { data: { query: '{ ConsultationRequests { docs { email } } }' } })
  expect(read.status()).toBe(403)
  const mutate = await request.post('/api/graphql', {
    data: { query: 'mutation { createConsultationRequest(data: { fullName: "x", email: "x@example.com", phone: "1", description: "x", channel: email, time: morning, topics: [nlp], size: not_sure, locale: en, submissionId: "y" }) { id } }' },
  })
  expect((await mutate.json()).errors?.length).toBeGreaterThan(0)
})

test('a consultation request sent from another site is refused with a localized message and not stored; a replay stores nothing new', async ({ browser, playwright, request }) => {
  for (const locale of localeCodes) {
    const { context, page } = await client(browser, false)
    await openForm(page, locale)
    await fillValid(page, locale, 'placeholder@example.com')
    const email = `cross-site-${randomUUID()}@example.com`
    const fields = await page.getByTestId('consultation-form').evaluate((form: HTMLFormElement) => [...new FormData(form).entries()].map(([k, v]) => [k, String(v)]))
    const multipart = { ...Object.fromEntries(fields), email }
    const path = localizePath('/contact', locale)
    const site = new URL(page.url()).origin
    const api = await playwright.request.newContext({ baseURL: site, extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() } })

    const forged = await api.post(path, { headers: { origin: 'https://evil.example' }, multipart })
    expect(forged.status()).toBe(403)
    const refusal = await forged.text()
    expect(refusal).toContain(locale === 'ar' ? 'لا يمكن إرسال هذا النموذج إلا من موقعنا.' : 'This form can only be sent from our website.')
    expect(refusal).toContain(`lang="${getLocale(locale).iso}"`)
    expect(await findSubmission(request, email)).toHaveLength(0)

    // The same request from the site itself goes through (so the refusal was the origin's), once.
    for (let attempt = 0; attempt < 2; attempt++) {
      const genuine = await api.post(path, { headers: { origin: site }, multipart })
      expect(genuine.status()).toBe(200)
      expect(await genuine.text()).toContain(thanks[locale])
    }
    expect(await findSubmission(request, email)).toHaveLength(1)
    await api.dispose()
    await context.close()
  }
})
