import { randomUUID } from 'node:crypto'
import { connect } from 'node:net'
import { request as playwrightRequest, type WorkerFixture } from '@playwright/test'
import { fetchRaw } from '../../scripts/lib/http.mjs'
import { freePort } from '../../scripts/lib/services.mjs'
import { manyObjectsPdf } from '../support/documents'
import { SmtpSink } from '../support/smtp-sink'
import { editorCookies } from './editor'
import { editorToken, expect, newVisitor, test, uniqueAddress } from './fixtures'
import { startServer, type TestServer } from './servers'

// The attacks of a stranger who wants one request to stall the site, or the site to lead elsewhere
// (docs/decisions/026-hostile-requests.md): each is sent as the attacker would, and the refusal and
// the site's continued service are checked. Nothing here depends on how fast the machine is.

const port = Number(process.env.E2E_PORT ?? 3100)
const mainServer = process.env.E2E_BASE_URL ?? `http://localhost:${port}`

/**
 * A second server of the same build and database, with settings of its own (started once per
 * worker), on a port nothing else uses (one counted from the worker's index could be another test's).
 */
function serverWith(settings: () => Record<string, string>): [WorkerFixture<TestServer, object>, { scope: 'worker'; timeout: number }] {
  const fixture: WorkerFixture<TestServer, object> = async ({}, use) => {
    const server = await startServer(await freePort(), settings())
    await use(server)
    await server.stop()
  }
  return [fixture, { scope: 'worker', timeout: 90_000 }]
}

const hostileTest = test.extend<object, { limited: TestServer; sink: SmtpSink; mailing: TestServer }>({
  // The production defaults of the per-client limits (the main test server raises them for the suite).
  limited: serverWith(() => ({ SEARCH_RATE_LIMIT: '20', NOT_FOUND_RATE_LIMIT: '20' })),
  sink: [
    async ({}, use) => {
      const sink = new SmtpSink(await SmtpSink.freePort())
      await sink.start()
      await use(sink)
      await sink.stop()
    },
    { scope: 'worker' },
  ],
  // E-mail through a real SMTP server on loopback; the site's address is this server's own.
  mailing: [
    async ({ sink }, use) => {
      const mailingPort = await freePort()
      const server = await startServer(mailingPort, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), SITE_URL: `http://localhost:${mailingPort}` })
      await use(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 90_000 },
  ],
})

/** The hidden fields React writes into the consultation form for its server action (no JavaScript). */
async function actionFields(path: string): Promise<Array<[string, string]>> {
  const html = (await fetchRaw(`${mainServer}${path}`)).body.toString('utf8')
  return [...html.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?/g)].map(([, name = '', value = '']) => [name, value.replace(/&quot;/g, '"').replace(/&amp;/g, '&')])
}

function multipart(fields: Array<[string, string]>, boundary = `----hostile${randomUUID()}`) {
  const parts = fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
  return { body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), type: `multipart/form-data; boundary=${boundary}` }
}

test.describe('a form post cannot stall the site', () => {
  for (const path of ['/contact', '/ar/careers']) {
    test(`40,000 empty parts of one field to ${path} are refused before the form is read`, async () => {
      const { body, type } = multipart([...(await actionFields(path)), ...Array.from({ length: 40_000 }, () => ['topics', ''] as [string, string])])
      expect(body.length).toBeGreaterThan(2_500_000)
      const api = await playwrightRequest.newContext({ baseURL: mainServer, extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() } })
      const refused = await api.post(path, { headers: { 'content-type': type }, data: body })
      // The consultation's bound is a few kilobytes (refused by its length); the application's is its
      // CV and a few kilobytes, so the parts are counted and the post stopped at the first one over.
      expect([413]).toContain(refused.status())
      const page = await refused.text()
      expect(page).toContain(path.startsWith('/ar') ? 'lang="ar-SA"' : 'lang="en-US"')
      // Nothing large is echoed back.
      expect(page.length).toBeLessThan(4_000)
      expect((await api.get('/api/health')).status()).toBe(200)
      expect((await api.get('/ar/contact')).status()).toBe(200)
      await api.dispose()
    })
  }

  test('thousands of made-up fields in a post of the right size are refused, and a genuine post still works', async ({ browser }) => {
    const fields: Array<[string, string]> = [...(await actionFields('/contact')), ...Array.from({ length: 500 }, (_, i) => [`f${i}`, 'x'] as [string, string])]
    const { body, type } = multipart(fields, 'b')
    // Within the consultation's bytes: only its number of parts gives it away.
    expect(body.length).toBeLessThan(32 * 1024)
    const refused = await fetchRaw(`${mainServer}/contact`, { method: 'POST', headers: { 'content-type': type, 'x-forwarded-for': uniqueAddress() }, body })
    expect(refused.status).toBe(413)
    expect(refused.body.toString('utf8')).toContain('more than it holds')
    // A genuine visitor's form is untouched by the bound.
    const { context, page } = await newVisitor(browser, { javaScriptEnabled: false })
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByTestId('form-error')).toHaveText(/Please correct/)
    await context.close()
  })

  test('a crafted 5 MB PDF of tiny objects gets the form’s own CV message, with the answers kept', async ({ browser }) => {
    const { context, page } = await newVisitor(browser, { javaScriptEnabled: false })
    await page.goto('/careers')
    await page.locator('#application-fullName').fill('Applicant Test')
    await page.locator('#application-cv').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: manyObjectsPdf() })
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    await expect(page.locator('#application-cv-error')).toHaveText('The CV must be a PDF or Word (DOCX) document.')
    await expect(page.locator('#application-fullName')).toHaveValue('Applicant Test')
    await context.close()
  })
})

test.describe('pages answer only what they are for', () => {
  test('PUT, PATCH, DELETE and OPTIONS on a page, and a POST to a page without a form, get 405 with Allow', async ({ request }) => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const about = await request.fetch('/about', { method })
      expect(about.status(), method).toBe(405)
      expect(about.headers().allow).toBe('GET, HEAD')
      const contact = await request.fetch('/ar/contact', { method })
      expect(contact.status(), method).toBe(405)
      expect(contact.headers().allow).toBe('GET, HEAD, POST')
      expect(await contact.text()).toContain('lang="ar-SA"')
    }
    expect((await request.post('/blog', { data: 'x' })).status()).toBe(405)
  })

  test('the image optimizer takes only the site\'s own image addresses: a made-up query string is refused before any encoding', async ({ request }) => {
    const image = (url: string) => request.get(`/_next/image?${new URLSearchParams({ url, w: '640', q: '75' })}`, { headers: { accept: 'image/avif,image/webp' } })
    const genuine = await image('/api/media/file/hero-home.webp')
    expect(genuine.status()).toBe(200)
    expect(genuine.headers()['content-type']).toMatch(/^image\/(avif|webp)$/)
    for (const url of [`/api/media/file/hero-home.webp?v=${randomUUID()}`, `/brand/icon-512.png?${randomUUID()}`]) {
      const made = await image(url)
      expect(made.status(), url).toBe(400)
      expect(made.headers()['content-type'] ?? '', url).not.toMatch(/^image\//)
    }
  })

  test('/api/ready tells a stranger its status and nothing else; the machine itself gets the details', async ({ request }) => {
    const stranger = await request.get('/api/ready', { headers: { 'x-forwarded-for': uniqueAddress() } })
    expect(stranger.status()).toBe(200)
    expect(await stranger.json()).toEqual({ ready: true })
    const local = await request.get('/api/ready')
    expect(Object.keys(await local.json())).toEqual(expect.arrayContaining(['ready', 'database', 'spool']))
  })

  test("a large post to the admin is read only with a staff session the site signed: a stranger's, or a forged session's, is refused unread", async ({ request }) => {
    const post = (cookie?: string) =>
      request.post('/admin', { headers: { 'content-type': 'text/plain;charset=UTF-8', ...(cookie ? { cookie } : {}) }, data: 'x'.repeat(256 * 1024), maxRedirects: 0 })
    expect((await post()).status()).toBe(413)
    const [header, claims] = editorToken().split('.')
    expect((await post(`payload-token=${header}.${claims}.${'A'.repeat(43)}`)).status()).toBe(413)
    expect((await post(`payload-token=${editorToken()}`)).status()).not.toBe(413)
  })
})

hostileTest.describe('uncached work is bounded per client', () => {
  hostileTest('a client past 20 searches a minute gets a localized 429 with Retry-After; another client searches on', async ({ limited }) => {
    const attacker = uniqueAddress()
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) {
      const answer = await fetchRaw(`${limited.url}/ar/search?q=${encodeURIComponent(`بيانات ${randomUUID()}`)}`, { headers: { 'x-forwarded-for': attacker } })
      statuses.push(answer.status)
      if (answer.status === 429) {
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
        expect(answer.body.toString('utf8')).toContain('lang="ar-SA"')
      }
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
    // A HEAD renders the page as a GET does: it counts as a search too.
    expect((await fetchRaw(`${limited.url}/search?q=data`, { method: 'HEAD', headers: { 'x-forwarded-for': attacker } })).status).toBe(429)
    expect((await fetchRaw(`${limited.url}/search?q=data`, { headers: { 'x-forwarded-for': uniqueAddress() } })).status).toBe(200)
    // The page itself, without a query, is not a search.
    expect((await fetchRaw(`${limited.url}/search`, { headers: { 'x-forwarded-for': attacker } })).status).toBe(200)
  })

  hostileTest('searchers who leave before their answer (while waiting or before their turn) cannot keep the search from others', async ({ limited }) => {
    const { port } = new URL(limited.url)
    // Sixty searches, each from a client of its own that sends it and leaves within a few
    // milliseconds: the two turns and the sixteen places behind them are all taken at some moment.
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        new Promise<void>((resolve) => {
          const socket = connect(Number(port), '127.0.0.1', () => {
            socket.write(`GET /search?q=data${i} HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: ${uniqueAddress()}\r\n\r\n`)
            setTimeout(() => socket.destroy(), i % 5)
          })
          socket.on('close', () => resolve())
          socket.on('error', () => undefined)
        }),
      ),
    )
    // Once the searches that did begin have rendered, the turns are free again: the next client is
    // answered (a turn kept by a client who left would leave it 503 for good).
    await expect.poll(async () => (await fetchRaw(`${limited.url}/search?q=data`, { headers: { 'x-forwarded-for': uniqueAddress() } })).status, { timeout: 30_000 }).toBe(200)
  })

  hostileTest('a client that asked for more than 20 missing pages a minute is refused its next pages; others are served', async ({ limited }) => {
    const attacker = uniqueAddress()
    for (let i = 0; i < 21; i++) {
      const missing = await fetchRaw(`${limited.url}/blog/made-up-${randomUUID()}`, { headers: { 'x-forwarded-for': attacker } })
      expect(missing.status).toBe(404)
      // A missing page is never marked for a shared cache to keep.
      expect(missing.headers['cache-control']).toContain('no-store')
    }
    const blocked = await fetchRaw(`${limited.url}/blog/made-up-${randomUUID()}`, { headers: { 'x-forwarded-for': attacker } })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect((await fetchRaw(`${limited.url}/about`, { headers: { 'x-forwarded-for': uniqueAddress() } })).status).toBe(200)
  })
})

test.describe('no redirect and no link leads to another host', () => {
  const paths = ['//evil.example', '/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/%2F/evil.example', '\\evil.example', '/\\evil.example', '/\\\\evil.example', '/%5C%5Cevil.example', '/ar/.//evil.example', '/ar/التعلم']
  const stays = (location: string | undefined, base: string) => expect(new URL(location ?? '/', base).host, location).toBe(new URL(base).host)

  test('the preview exit and the /en prefix redirect only within the site, whatever the path', async ({ request }) => {
    for (const path of paths) {
      const exit = await request.get(`/api/preview/exit?path=${encodeURIComponent(path)}`, { maxRedirects: 0 })
      expect(exit.status(), path).toBe(307)
      stays(exit.headers().location, mainServer)
    }
    for (const raw of ['/en//evil.example', '/en/.//evil.example', '/en/%2e//evil.example', '/en/..//evil.example']) {
      const answer = await fetchRaw(`${mainServer}${raw}`)
      if (answer.status >= 300 && answer.status < 400) stays(answer.headers.location as string | undefined, mainServer)
    }
    // The Arabic path is kept, encoded.
    const arabic = await request.get(`/api/preview/exit?path=${encodeURIComponent('/ar/blog/التعلم')}`, { maxRedirects: 0 })
    expect(arabic.headers().location).toBe('/ar/blog/%D8%A7%D9%84%D8%AA%D8%B9%D9%84%D9%85')
  })

  test('the refusal page for a malformed post to //evil.example offers no link there', async () => {
    for (const path of ['//evil.example/%ff', '/.//evil.example/%ff', '/%2e//evil.example/%ff']) {
      const answer = await fetchRaw(`${mainServer}${path}`, { method: 'POST', headers: { 'content-type': 'text/plain', 'content-length': '1' }, body: 'x' })
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      for (const [, href = ''] of answer.body.toString('utf8').matchAll(/href="([^"]*)"/g)) stays(href.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))), mainServer)
    }
  })
})

test.describe('a staff session counts only from the site itself', () => {
  test('a foreign page cannot act with an editor’s cookie; the site’s own origin can', async ({ cms }) => {
    const name = `csrf-${randomUUID()}`
    cms.afterwards(async () => {
      const stray = await fetchRaw(`${mainServer}/api/categories?where[title][equals]=${name}`, { headers: { authorization: `JWT ${editorToken()}` } })
      for (const doc of JSON.parse(stray.body.toString('utf8')).docs ?? []) await fetchRaw(`${mainServer}/api/categories/${doc.id}`, { method: 'DELETE', headers: { authorization: `JWT ${editorToken()}` } })
    })
    const cookie = editorCookies()
      .map((c) => `${c.name}=${c.value}`)
      .join('; ')
    const form = multipart([['_payload', JSON.stringify({ title: name, slug: name })]])
    const foreign = await fetchRaw(`${mainServer}/api/categories`, { method: 'POST', headers: { cookie, origin: 'https://evil.example', 'content-type': form.type }, body: form.body })
    expect(foreign.status).toBe(403)
    const found = await fetchRaw(`${mainServer}/api/categories?where[title][equals]=${name}`, { headers: { authorization: `JWT ${editorToken()}` } })
    expect(JSON.parse(found.body.toString('utf8')).totalDocs).toBe(0)
    // The same cookie from the site's own origin (and a same-site navigation without Origin) is the editor.
    const me = async (headers: Record<string, string>) => JSON.parse((await fetchRaw(`${mainServer}/api/users/me`, { headers: { cookie, ...headers } })).body.toString('utf8')).user
    expect((await me({ origin: new URL(mainServer).origin }))?.email).toBeTruthy()
    expect((await me({ 'sec-fetch-site': 'same-origin' }))?.email).toBeTruthy()
    expect(await me({ origin: 'https://evil.example' })).toBeNull()
    expect(await me({ 'sec-fetch-site': 'cross-site' })).toBeNull()
  })
})

hostileTest('the password-reset e-mail carries an absolute link that sets a new password', async ({ mailing, sink, browser, cms }) => {
  const email = `reset-${randomUUID()}@example.com`
  await cms.create('users', { email, password: `old-${randomUUID()}`, name: 'Reset Test', roles: ['editor'] })
  const context = await browser.newContext({ baseURL: mailing.url })
  const page = await context.newPage()
  // The admin's forms check a field 150 ms after its last change (Payload's useField), and refuse a
  // submission before that ("correct invalid fields", the field valid again a moment later): the
  // pages' clocks are the test's, moved past that check after typing, as a person's pause would.
  await page.clock.install()
  await page.goto('/admin/forgot')
  await expect(page.locator('form[data-form-ready="true"]')).toBeVisible()
  await page.locator('input[name="email"]').fill(email)
  await page.clock.runFor(1_000)
  await page.getByRole('button', { name: /submit/i }).click()
  await expect.poll(() => sink.delivered.filter((m) => m.to.includes(email)).length, { timeout: 30_000 }).toBe(1)
  const mail = sink.delivered.find((m) => m.to.includes(email))!
  const link = /href="([^"]+\/admin\/reset\/[^"]+)"/.exec(mail.html)?.[1]
  expect(link, mail.html).toMatch(new RegExp(`^${mailing.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/admin/reset/`))
  // Opened from the e-mail in a fresh browser, as the user would.
  const reader = await browser.newContext()
  const fresh = await reader.newPage()
  await fresh.clock.install()
  await fresh.goto(link!)
  await expect(fresh.locator('form[data-form-ready="true"]')).toBeVisible()
  const password = `new-${randomUUID()}`
  await fresh.locator('input[name="password"]').fill(password)
  await fresh.locator('input[name="confirm-password"]').fill(password)
  await fresh.clock.runFor(1_000)
  await fresh.getByRole('button', { name: /reset password/i }).click()
  // Done, the admin leaves the reset page (signed in).
  await expect(fresh).not.toHaveURL(/\/admin\/reset\//, { timeout: 30_000 })
  // The new password is the account's: it signs in. Few tries: ten failures in a row lock this
  // address out of the account for an hour (src/data/sign-in.ts).
  const signIn = async () => (await fetchRaw(`${mailing.url}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })).status
  await expect.poll(signIn, { intervals: [1_000, 2_000, 5_000], timeout: 30_000 }).toBe(200)
  await Promise.all([context.close(), reader.close()])
})

test('a script slipped into a page is refused by its policy while the framework’s own scripts run', async ({ browser }) => {
  // A context of its own, without the suite's guard that fails a test on any refused script.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() } })
  const page = await context.newPage()
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  // The page as the server sent it (headers and policy untouched) with a script added to its content,
  // as markup smuggled into a post would be.
  await page.route('**/blog', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace('</main>', '<script>window.__injected = true</script></main>')
    await route.fulfill({ response, body: html })
  })
  await page.goto(`${mainServer}/blog`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The framework's scripts ran (the page hydrated: its load-more button works without a reload).
  await expect(page.locator('html')).not.toHaveAttribute('data-app-failed', /.*/)
  await expect.poll(() => page.evaluate(() => typeof (window as { next?: unknown }).next)).toBe('object')
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined()
  expect(refused.some((text) => /inline script/i.test(text))).toBe(true)
  await context.close()
})
