// `npm run screenshots:editing`: the Arabic admin's main screens at 1280×800, into
// docs/screenshots/editing/ (committed: docs/editing.md shows them). Run it against a
// seeded site of your own (BASE_URL, default http://localhost:3000), signed in as an editor
// (ADMIN_EMAIL, ADMIN_PASSWORD). To have something to show, it sends one consultation request through
// the contact form and adds an image described in English only, a draft post (English, then its
// Arabic translation) and a redirect; it deletes them all at the end.
import { mkdirSync, readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { chromiumArgs, chromiumPath } from '../tests/e2e/browser.mjs'

const base = process.env.BASE_URL ?? 'http://localhost:3000'
const account = { email: process.env.ADMIN_EMAIL ?? 'admin@thaqiblab.sa', password: process.env.ADMIN_PASSWORD }
if (!account.password) throw new Error('Set ADMIN_PASSWORD (and ADMIN_EMAIL) to an editor account of the site.')
const out = 'docs/screenshots/editing'
mkdirSync(out, { recursive: true })

const api = async (path, init = {}) => {
  const response = await fetch(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}), ...init.headers } })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
  return response.json()
}
let token
;({ token } = await api('/api/users/login', { method: 'POST', body: JSON.stringify(account) }))

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
await context.addCookies([
  { name: 'payload-token', value: token, url: base },
  { name: 'payload-lng', value: 'ar', url: base },
])
const page = await context.newPage()
const cleanup = []

/** The viewport as a small PNG (a 256-colour palette is plenty for the admin's flat colours). */
async function shoot(name) {
  await page.waitForLoadState('networkidle')
  const file = `${out}/${name}.png`
  await sharp(await page.screenshot()).png({ palette: true, colours: 256, compressionLevel: 9, effort: 10 }).toFile(file)
  console.log(file)
}

try {
  // Something to show: a visitor's request, an English-only draft and a redirect.
  const visitor = await browser.newPage()
  await visitor.goto(`${base}/contact`)
  await visitor.locator('#consultation-fullName').fill('سارة العتيبي')
  await visitor.locator('#consultation-email').fill(`sara-${Date.now()}@example.com`)
  await visitor.locator('#consultation-phone').fill('0551234567')
  await visitor.locator('#consultation-description').fill('We would like to search our internal Arabic documents with AI.')
  await visitor.getByRole('radio', { name: 'WhatsApp' }).check()
  await visitor.getByRole('radio', { name: /^Morning/ }).check()
  await visitor.getByRole('checkbox', { name: 'Natural language processing' }).check()
  await visitor.locator('#consultation-size').selectOption('250k-1m')
  // The form refuses a robot's speed (FORM_MIN_FILL_MS, 3 s by default).
  await visitor.waitForTimeout(3_500)
  await visitor.getByRole('button', { name: 'Send message' }).click()
  await visitor.getByTestId('form-success').waitFor()
  await visitor.close()
  const [request] = (await api('/api/consultation-requests?limit=1&sort=-createdAt&depth=0')).docs
  cleanup.push(() => api(`/api/consultation-requests/${request.id}`, { method: 'DELETE' }))

  const upload = new FormData()
  upload.append('file', new Blob([readFileSync('content/media/about-hero.svg')], { type: 'image/svg+xml' }), `call-centre-${Date.now()}.svg`)
  upload.append('_payload', JSON.stringify({ alt: 'A call centre agent beside a live transcript' }))
  const uploaded = await fetch(`${base}/api/media?locale=en`, { method: 'POST', body: upload, headers: { authorization: `JWT ${token}` } })
  if (!uploaded.ok) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`)
  const { doc: cover } = await uploaded.json()
  cleanup.push(() => api(`/api/media/${cover.id}`, { method: 'DELETE' }))
  const [author] = (await api('/api/authors?limit=1&depth=0')).docs
  const paragraph = (text) => ({ type: 'paragraph', format: '', indent: 0, version: 1, direction: null, textFormat: 0, children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }] })
  const { doc: post } = await api('/api/posts?locale=en&draft=true', {
    method: 'POST',
    body: JSON.stringify({
      _status: 'draft',
      title: 'Evaluating Arabic speech recognition in call centres',
      slug: `arabic-speech-recognition-${Date.now()}`,
      excerpt: 'What we measure before a speech model answers a single customer call.',
      cover: cover.id,
      author: author.id,
      content: { root: { type: 'root', format: '', indent: 0, version: 1, direction: null, children: [paragraph('Word error rate is only the start.')] } },
    }),
  })
  cleanup.push(() => api(`/api/posts/${post.id}`, { method: 'DELETE' }))
  const { doc: redirect } = await api('/api/redirects', { method: 'POST', body: JSON.stringify({ from: '/blog/speech-recognition-call-centres', to: `/blog/${post.slug}` }) })
  cleanup.push(() => api(`/api/redirects/${redirect.id}`, { method: 'DELETE' }))

  await page.goto(`${base}/admin`)
  await page.getByTestId('translation-missing-posts').waitFor()
  await shoot('dashboard-translation-panel')

  await page.goto(`${base}/admin/collections/posts/${post.id}?locale=ar`)
  await page.locator('.rich-text-lexical').waitFor()
  await page.locator('[data-testid="alt-text-missing-cover"]').waitFor()
  // The arrow beside Publish: its menu holds "Schedule publish".
  await page.locator('.doc-controls .btn--withPopup .popup-button').click()
  await shoot('post-edit-schedule')

  await page.goto(`${base}/admin/collections/posts/${post.id}?locale=en`)
  const toggler = page.locator('.live-preview-toggler')
  if (!(await toggler.getAttribute('class'))?.includes('--active')) await toggler.click()
  await page.frameLocator('iframe.iframe-loader__iframe').getByRole('heading', { level: 1 }).waitFor()
  await shoot('post-live-preview')
  // Payload remembers an open Live Preview for the next visit: close it again.
  await toggler.click()

  // Its Arabic translation, with an address of its own in Arabic letters (the sidebar's slug).
  await api(`/api/posts/${post.id}?locale=ar&draft=true`, {
    method: 'PATCH',
    body: JSON.stringify({
      _status: 'draft',
      title: 'تقييم التعرّف على الكلام العربي في مراكز الاتصال',
      excerpt: 'ما نقيسه قبل أن يجيب نموذج الكلام على أول مكالمة.',
      content: { root: { type: 'root', format: '', indent: 0, version: 1, direction: null, children: [paragraph('نسبة الخطأ في الكلمات ليست إلا البداية.')] } },
    }),
  })
  await page.goto(`${base}/admin/collections/posts/${post.id}?locale=ar`)
  await page.locator('#field-slug').waitFor()
  await shoot('post-arabic-address')

  await page.goto(`${base}/admin/collections/redirects`)
  await shoot('redirects-list')

  // The menus beside the home page they show on, in the Arabic admin.
  await page.goto(`${base}/admin/globals/menus?locale=ar`)
  const menusToggler = page.locator('.live-preview-toggler')
  if (!(await menusToggler.getAttribute('class'))?.includes('--active')) await menusToggler.click()
  await page.frameLocator('iframe.iframe-loader__iframe').locator('.site-header').waitFor()
  await shoot('menus-live-preview')
  await menusToggler.click()

  await page.goto(`${base}/admin/collections/consultation-requests`)
  await page.getByRole('link', { name: 'تصدير كل النتائج المطابقة (CSV)' }).waitFor()
  await shoot('submissions-list-export')
} finally {
  for (const undo of cleanup.reverse()) await undo().catch((error) => console.error(error.message))
  await browser.close()
}
