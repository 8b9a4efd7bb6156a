import { randomUUID } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { type APIRequestContext, request as playwrightRequest, type WorkerFixture } from '@playwright/test'
import { fixture, pdfHtmlPolyglot, zipBombDocx } from '../support/documents'
import { observatoryScore } from '../support/observatory'
import { freePort } from '../../scripts/lib/services.mjs'
import { editor } from './editor'
import { editorToken, expect, fillConsultation, formReady, newVisitor, test, uniqueAddress } from './fixtures'
import { startServer, type TestServer } from './servers'

// Each attack of the security issue, sent as an attacker would, with the refusal and the site's
// continued service checked. Attacks that need the production defaults (no trusted proxy, the real
// minimum fill time, HTTPS) run against a second server of the same build (`strict`).

const port = Number(process.env.E2E_PORT ?? 3100)
const mainServer = process.env.E2E_BASE_URL ?? `http://localhost:${port}`
const distDir = process.env.NEXT_DIST_DIR ?? '.next-test'

/**
 * A second server of the same build and database, with some production defaults put back, on a port
 * nothing else uses (a port counted from the worker's index could be another test's own server).
 */
function serverWith(settings: Record<string, string>): [WorkerFixture<TestServer, object>, { scope: 'worker'; timeout: number }] {
  const fixture: WorkerFixture<TestServer, object> = async ({}, use) => {
    const server = await startServer(await freePort(), settings)
    await use(server)
    await server.stop()
  }
  return [fixture, { scope: 'worker', timeout: 90_000 }]
}

const strictTest = test.extend<object, { strict: TestServer; untrusted: TestServer }>({
  strict: serverWith({ TRUSTED_PROXIES: '', FORM_MIN_FILL_MS: String(10 * 60 * 1000), SITE_URL: 'https://thaqiblab.example' }),
  // No trusted proxy, as in production without one, but no fill time, so that valid forms are stored.
  untrusted: serverWith({ TRUSTED_PROXIES: '', FORM_MIN_FILL_MS: '0' }),
})

/** An API client that is one visitor (its own address, as the test server's trusted proxy reports it). */
async function visitorApi(baseURL = mainServer, address = uniqueAddress()): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } })
}

const aliasBomb = `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: SiteSetting { email }`).join(' ')} }`
function fragmentBomb(levels: number): string {
  const fragments = ['fragment F0 on Query { __typename }']
  for (let i = 1; i <= levels; i++) fragments.push(`fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`)
  return `query { ...F${levels} }\n${fragments.join('\n')}`
}

test.describe('GraphQL cannot be turned against the server', () => {
  test('alias and fragment bombs over POST and GET are refused, and pages keep being served', async ({ request }) => {
    for (const query of [aliasBomb, fragmentBomb(20)]) {
      const post = await request.post('/api/graphql', { data: { query } })
      expect(post.status()).toBe(400)
      expect((await post.json()).errors[0].message).toMatch(/token|alias|cost/i)
      const get = await request.get(`/api/graphql?${new URLSearchParams({ query })}`)
      // Too long for a request line (431) or refused by the checks (400).
      expect([400, 414, 431]).toContain(get.status())
    }
    const page = await request.get('/')
    expect(page.status()).toBe(200)
  })

  test('a 50 MB body is refused unread; batching and arbitrary anonymous queries are refused', async ({ request }) => {
    const huge = await request.post('/api/graphql', { headers: { 'content-type': 'application/json' }, data: Buffer.alloc(50 * 1024 * 1024, 0x20) })
    expect(huge.status()).toBe(413)
    const batch = await request.post('/api/graphql', { data: [{ query: '{ __typename }' }, { query: '{ __typename }' }] })
    expect(batch.status()).toBe(400)
    const posts = await request.post('/api/graphql', { data: { query: '{ Posts(limit: 100) { docs { content } } }' } })
    expect(posts.status()).toBe(403)
    // A misspelt field gets no suggestion of the real one, even for signed-in staff.
    const token = editorToken()
    const typo = await request.post('/api/graphql', { headers: { Authorization: `JWT ${token}` }, data: { query: '{ Posts { docs { titel } } }' } })
    const message = JSON.stringify(await typo.json())
    expect(message).toMatch(/Cannot query field/)
    expect(message).not.toMatch(/Did you mean/)
  })
})

strictTest.describe('form limits that no header can bypass', () => {
  strictTest('a form sent sooner than a person could is refused only when it is otherwise valid', async ({ strict, browser }) => {
    const context = await browser.newContext({ baseURL: strict.url })
    const page = await context.newPage()
    await page.goto('/contact')
    await formReady(page, 'consultation-form')
    await page.getByRole('button', { name: 'Send message' }).click()
    // Empty: the missing fields come first.
    await expect(page.getByTestId('form-error')).toHaveText(/Please correct/)
    await fillConsultation(page, `quick-${randomUUID()}@example.com`)
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByTestId('form-error')).toHaveText(/quicker than a person/)
    await expect(page.locator('#consultation-fullName')).toHaveValue('Test Visitor')
    await context.close()
  })
})

strictTest('with no trusted proxy, six valid consultation requests from one connection store five, whatever X-Forwarded-For says', async ({ untrusted, browser, request }) => {
  const context = await browser.newContext({ baseURL: untrusted.url })
  const page = await context.newPage()
  const batch = randomUUID()
  const outcomes: string[] = []
  for (let i = 0; i < 6; i++) {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() })
    await page.goto('/contact')
    await formReady(page, 'consultation-form')
    await fillConsultation(page, `rotating-${batch}-${i}@example.com`)
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByTestId('form-success').or(page.getByTestId('form-error'))).toBeVisible()
    outcomes.push((await page.getByTestId('form-success').or(page.getByTestId('form-error')).textContent()) ?? '')
  }
  expect(outcomes.slice(0, 5).every((text) => /Thanks for sharing/.test(text))).toBe(true)
  expect(outcomes[5]).toMatch(/several requests in a short time/)
  const stored = await request.get(`/api/consultation-requests?limit=10&where[email][like]=rotating-${batch}`, { headers: { Authorization: `JWT ${editorToken()}` } })
  expect((await stored.json()).totalDocs).toBe(5)
  await context.close()
})

test.describe('CV uploads', () => {
  for (const [name, file] of [
    ['a DOCX that unpacks to 300 MB', async () => ({ name: 'cv.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: await zipBombDocx(300 * 1024 * 1024) })],
    ['a PDF that is also a web page', async () => ({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfHtmlPolyglot() })],
  ] as const) {
    test(`${name} gets the form's own CV message, with the other answers kept`, async ({ browser }) => {
      const { context, page } = await newVisitor(browser, { javaScriptEnabled: false })
      await page.goto('/careers')
      await page.locator('#application-fullName').fill('Applicant Test')
      await page.locator('#application-cv').setInputFiles(await file())
      await page.getByRole('button', { name: 'Apply', exact: true }).click()
      await expect(page.locator('#application-cv-error')).toHaveText('The CV must be a PDF or Word (DOCX) document.')
      await expect(page.locator('#application-fullName')).toHaveValue('Applicant Test')
      await context.close()
    })
  }

  test('a 20 MB CV sent without JavaScript gets a localized "too large" page, not a server error', async ({ browser }) => {
    const { context, page } = await newVisitor(browser, { javaScriptEnabled: false })
    await page.goto('/ar/careers')
    await page.locator('#application-cv').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([fixture('cv.pdf'), Buffer.alloc(20 * 1024 * 1024)]) })
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'قدّم طلبك', exact: true }).click()])
    expect(response.status()).toBe(413)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ما أرسلته أكبر من المسموح')
    await context.close()
  })
})

test.describe('bad requests get clean, localized answers', () => {
  test('addresses that are not valid UTF-8 answer 400 in the right language', async ({ request }) => {
    for (const [address, lang] of [['/%C3%28', 'en-US'], ['/blog/%FF%FE', 'en-US'], ['/ar/blog/%FF%FE', 'ar-SA'], ['/blog?page=%E0%A4%A', 'en-US']] as const) {
      const response = await request.get(address)
      expect(response.status(), address).toBe(400)
      expect(await response.text()).toContain(`lang="${lang}"`)
    }
  })

  test('tampered server-action fields are refused with a 4xx, never a 500', async ({ browser, playwright }) => {
    const { context, page } = await newVisitor(browser, { javaScriptEnabled: false })
    await page.goto('/contact')
    const fields = await page.getByTestId('consultation-form').evaluate((form: HTMLFormElement) => [...new FormData(form).entries()].map(([k, v]) => [k, String(v)]))
    const site = new URL(page.url()).origin
    const api = await playwright.request.newContext({ baseURL: site, extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress(), origin: site } })
    const genuine = Object.fromEntries(fields)
    const boundKey = Object.keys(genuine).find((k) => /^\$ACTION_\d+:1$/.test(k))
    const refKey = Object.keys(genuine).find((k) => /^\$ACTION_\d+:0$/.test(k))
    expect(boundKey && refKey).toBeTruthy()
    const tamperings = {
      'an unknown locale': { [boundKey!]: '["xx",{"status":"idle"}]' },
      'bound arguments that are not JSON': { [boundKey!]: '"[' },
      'an unknown action': { [refKey!]: '{"id":"7f00000000000000000000000000000000000000aa","bound":"$@1"}' },
      'a malformed action reference': { [refKey!]: 'nonsense' },
    }
    for (const [label, change] of Object.entries(tamperings)) {
      const response = await api.post('/contact', { multipart: { ...genuine, ...change } })
      expect(response.status(), label).toBeGreaterThanOrEqual(400)
      expect(response.status(), label).toBeLessThan(500)
    }
    const malformed = [
      ['a multipart body cut short', 'multipart/form-data; boundary=cut', `--cut\r\nContent-Disposition: form-data; name="${boundKey}"\r\n\r\n["en"`],
      ['a multipart type without a boundary', 'multipart/form-data', 'nothing to read'],
      ['bytes that are not multipart at all', 'multipart/form-data; boundary=x', '\u0000\u0001 garbage'],
    ] as const
    for (const [label, type, body] of malformed) {
      const response = await api.post('/contact', { headers: { 'content-type': type, 'next-action': JSON.parse(genuine[refKey!]!).id }, data: body })
      expect(response.status(), label).toBeGreaterThanOrEqual(400)
      expect(response.status(), label).toBeLessThan(500)
      await api.post('/ar/contact', { headers: { 'content-type': type }, data: body }).then(async (arabic) => {
        expect(arabic.status(), `${label} (ar)`).toBeLessThan(500)
        expect(await arabic.text(), `${label} (ar)`).toContain('lang="ar-SA"')
      })
    }
    await api.dispose()
    await context.close()
  })
})

test.describe('staff sign-in', () => {
  test('a stranger who guesses passwords is stopped without locking the real user out; unknown and known e-mails answer alike', async () => {
    const stranger = await visitorApi()
    const wrong = { email: editor.email, password: 'not-the-password' }
    const first = await stranger.post('/api/users/login', { data: wrong })
    expect(first.status()).toBe(401)
    const unknown = await stranger.post('/api/users/login', { data: { email: `nobody-${randomUUID()}@example.com`, password: 'not-the-password' } })
    expect(unknown.status()).toBe(401)
    expect(await unknown.json()).toEqual(await first.json())
    for (let i = 0; i < 9; i++) await stranger.post('/api/users/login', { data: wrong })
    // The stranger is now refused, even with the right password…
    const blocked = await stranger.post('/api/users/login', { data: editor })
    expect(blocked.status()).toBe(429)
    // …while the real user, from another address, signs in.
    const owner = await visitorApi()
    expect((await owner.post('/api/users/login', { data: editor })).status()).toBe(200)
    await Promise.all([stranger.dispose(), owner.dispose()])
  })

  test('the throttle counts every way of reaching the sign-in: an encoded path and the admin form’s multipart body', async () => {
    const stranger = await visitorApi()
    const wrong = { email: editor.email, password: 'not-the-password' }
    const asAdminForm = (data: object) => ({ multipart: { _payload: JSON.stringify(data) } })
    for (let i = 0; i < 5; i++) expect((await stranger.post('/api/users/%6Cogin', { data: wrong })).status()).toBe(401)
    for (let i = 0; i < 5; i++) expect((await stranger.post('/api/users/login', asAdminForm(wrong))).status()).toBe(401)
    // Ten failures for this account from this address, however they were sent: refused every way.
    expect((await stranger.post('/api/users/%6C%6Fgin', { data: editor })).status()).toBe(429)
    expect((await stranger.post('/api/users/login', asAdminForm(editor))).status()).toBe(429)
    // The admin's own form still signs the real user in from elsewhere.
    const owner = await visitorApi()
    expect((await owner.post('/api/users/login', asAdminForm(editor))).status()).toBe(200)
    // A reset requested through an encoded path gets the one uniform answer, and counts.
    const reset = await visitorApi()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await reset.post('/api/users/%66orgot-password', asAdminForm({ email: `x${i}@example.com` }))).status())
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    expect(statuses[10]).toBe(429)
    await Promise.all([stranger.dispose(), owner.dispose(), reset.dispose()])
  })

  test('password-reset requests answer the same for every address and are limited per client', async () => {
    const client = await visitorApi()
    const known = await client.post('/api/users/forgot-password', { data: { email: editor.email } })
    const unknown = await client.post('/api/users/forgot-password', { data: { email: `nobody-${randomUUID()}@example.com` } })
    expect(known.status()).toBe(200)
    expect(await unknown.json()).toEqual(await known.json())
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await client.post('/api/users/forgot-password', { data: { email: `x${i}@example.com` } })).status())
    expect(statuses.at(-1)).toBe(429)
    await client.dispose()
  })

  strictTest('session cookies are Secure when the site is served over HTTPS', async ({ strict }) => {
    const api = await visitorApi(strict.url)
    const response = await api.post('/api/users/login', { data: editor })
    expect(response.status()).toBe(200)
    const cookie = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('payload-token='))
    expect(cookie?.value).toMatch(/;\s*Secure/i)
    expect(cookie?.value).toMatch(/HttpOnly/i)
    await api.dispose()
  })
})

test.describe('roles', () => {
  type Account = { email: string; password: string; id?: number; token?: string }
  const accounts: Record<'editor' | 'submissions', Account> = {
    editor: { email: `editor-${randomUUID()}@thaqiblab.sa`, password: `pw-${randomUUID()}` },
    submissions: { email: `hr-${randomUUID()}@thaqiblab.sa`, password: `pw-${randomUUID()}` },
  }
  let adminToken = ''

  test.beforeAll(async ({ request }) => {
    adminToken = editorToken()
    for (const [role, account] of Object.entries(accounts)) {
      const created = await request.post('/api/users', { headers: { Authorization: `JWT ${adminToken}` }, data: { ...account, roles: [role] } })
      expect(created.status()).toBe(201)
      account.id = (await created.json()).doc.id
      const login = await request.post('/api/users/login', { data: account })
      account.token = (await login.json()).token
    }
  })

  test.afterAll(async ({ request }) => {
    for (const account of Object.values(accounts)) {
      if (account.id) await request.delete(`/api/users/${account.id}`, { headers: { Authorization: `JWT ${adminToken}` } })
    }
  })

  const as = (account: Account) => ({ Authorization: `JWT ${account.token}` })

  test('an editor manages content but cannot read submissions or manage users, over REST and GraphQL', async ({ request }) => {
    const editorAccount = accounts.editor
    const category = await request.post('/api/categories', { headers: as(editorAccount), data: { title: `Role test ${randomUUID()}`, slug: `role-test-${randomUUID()}` } })
    expect(category.status()).toBe(201)
    // A category no page lists (none of the site's posts is in it), deleted again at once.
    expect((await request.delete(`/api/categories/${(await category.json()).doc.id}`, { headers: as(editorAccount) })).status()).toBe(200)
    expect((await request.get('/api/consultation-requests', { headers: as(editorAccount) })).status()).toBe(403)
    expect((await request.get('/api/cv-files', { headers: as(editorAccount) })).status()).toBe(403)
    expect((await request.post('/api/users', { headers: as(editorAccount), data: { email: `x-${randomUUID()}@example.com`, password: 'x-password-1', roles: ['admin'] } })).status()).toBe(403)
    for (const query of [
      '{ ConsultationRequests { docs { email } } }',
      '{ JobApplications { docs { email } } }',
      '{ CvFiles { docs { filename url } } }',
      `mutation { createUser(data: { email: "x-${randomUUID()}@example.com", password: "x-password-1", roles: admin }) { id } }`,
    ]) {
      const graphql = await request.post('/api/graphql', { headers: as(editorAccount), data: { query } })
      expect(JSON.stringify(await graphql.json()), query).toMatch(/not allowed/i)
    }
    // Nor can an editor make themselves an admin.
    await request.patch(`/api/users/${editorAccount.id}`, { headers: as(editorAccount), data: { roles: ['admin'] } })
    const self = await request.get(`/api/users/${editorAccount.id}`, { headers: as(editorAccount) })
    expect((await self.json()).roles).toEqual(['editor'])
    expect((await request.get('/api/users', { headers: as(editorAccount) }).then((r) => r.json())).docs).toHaveLength(1)
  })

  test('the submissions role reads requests, applications and CVs but cannot change content or users', async ({ request }) => {
    const hr = accounts.submissions
    expect((await request.get('/api/consultation-requests', { headers: as(hr) })).status()).toBe(200)
    expect((await request.get('/api/job-applications', { headers: as(hr) })).status()).toBe(200)
    expect((await request.get('/api/cv-files', { headers: as(hr) })).status()).toBe(200)
    expect((await request.post('/api/categories', { headers: as(hr), data: { title: 'x', slug: `x-${randomUUID()}` } })).status()).toBe(403)
    const cvs = await request.post('/api/graphql', { headers: as(hr), data: { query: '{ CvFiles { totalDocs } }' } })
    expect((await cvs.json()).data.CvFiles.totalDocs).toEqual(expect.any(Number))
    const mutation = await request.post('/api/graphql', { headers: as(hr), data: { query: 'mutation { createCategory(data: { title: "x", slug: "x-role" }) { id } }' } })
    expect(JSON.stringify(await mutation.json())).toMatch(/not allowed/i)
    expect((await request.post('/api/users', { headers: as(hr), data: { email: `x-${randomUUID()}@example.com`, password: 'x-password-1' } })).status()).toBe(403)
  })

  test('the admin shows each role only what it can use', async ({ browser }) => {
    for (const [account, visible, hidden] of [
      [accounts.editor, 'Posts', 'Consultation requests'],
      [accounts.submissions, 'Consultation requests', 'Posts'],
    ] as const) {
      const context = await browser.newContext()
      const origin = new URL(mainServer).origin
      await context.addCookies([{ name: 'payload-token', value: account.token!, url: origin }])
      const page = await context.newPage()
      await page.goto('/admin')
      const nav = page.locator('nav')
      await expect(nav.getByRole('link', { name: visible, exact: true }).first()).toBeAttached()
      await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0)
      await expect(nav.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0)
      await context.close()
    }
  })
})

test.describe('security headers', () => {
  for (const address of ['/', '/ar/contact', '/admin/login', '/api/posts?limit=1', '/og/en.png']) {
    test(`${address} carries the security headers`, async ({ request }) => {
      const response = await request.get(address)
      const headers = response.headers()
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(headers['content-security-policy']).not.toMatch(/unsafe-eval/)
      expect(headers['content-security-policy']?.split(';').find((d) => d.trim().startsWith('script-src')) ?? '').not.toContain('unsafe-inline')
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toContain('camera=()')
      expect(headers['cross-origin-opener-policy']).toBe('same-origin')
      expect(headers['x-frame-options']).toBe('DENY')
    })
  }

  strictTest('HSTS is sent when the site is served over HTTPS', async ({ strict }) => {
    const response = await fetch(`${strict.url}/`)
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/)
  })

  strictTest('public pages and the admin score A+ on the HTTP Observatory’s scoring, served over HTTPS', async ({ strict }) => {
    for (const address of ['/', '/ar', '/blog', '/ar/contact', '/careers', '/admin/login']) {
      const response = await fetch(`${strict.url}${address}`)
      const result = observatoryScore(Object.fromEntries(response.headers), await response.text())
      expect(result.modifiers, address).toMatchObject({ contentSecurityPolicy: expect.any(Number) })
      expect(result.modifiers.contentSecurityPolicy, `${address}: script policy`).toBeGreaterThanOrEqual(0)
      expect(result.grade, `${address}: ${JSON.stringify(result)}`).toBe('A+')
    }
  })
})

test('unknown slugs and share cards for made-up pages store nothing on disk', async ({ request }) => {
  test.setTimeout(120_000)
  const probe = `probe-${randomUUID().slice(0, 8)}`
  const since = Date.now()
  const addresses = ['/blog', '/ar/blog', '/solutions', '/ar/solutions', '', '/ar', '/careers', '/ar/careers'].flatMap((prefix) =>
    Array.from({ length: 30 }, (_, i) => `${prefix}/${probe}-${i}`),
  )
  addresses.push(...Array.from({ length: 30 }, (_, i) => `/og/en/blog/${probe}-${i}.png`), ...Array.from({ length: 10 }, (_, i) => `/api/blog-posts?locale=en&page=${900 + i}`))
  for (let i = 0; i < addresses.length; i += 10) {
    const batch = await Promise.all(addresses.slice(i, i + 10).map((address) => request.get(address)))
    for (const response of batch) expect([200, 404]).toContain(response.status())
  }
  expect((await request.get(`/blog/${probe}-0`)).status()).toBe(404)
  // Nothing written since the probe began names or holds one of its addresses.
  const written: string[] = []
  async function scan(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) await scan(full)
      else if ((await stat(full)).mtimeMs >= since) {
        if (full.includes(probe) || (await readFile(full)).includes(probe)) written.push(full)
      }
    }
  }
  await scan(distDir)
  expect(written).toEqual([])
})
