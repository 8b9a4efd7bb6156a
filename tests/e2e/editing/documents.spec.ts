import { localizePath } from '../../../src/i18n/locales'
import { errors } from '../../../src/labels/fields'
import { fixture } from '../../support/documents'
import { expect, postDefaults, siteLocales, test } from '../fixtures'
import { adminIn } from './admin-page'

// The documents library (ADR 040): an editor in the Arabic admin uploads a PDF, a page links it with
// the Downloads block, and visitors in both languages download it with headers that keep it inert.

/** An admin edit page renders in the browser: on a busy machine its first render takes a while. */
const firstRender = { timeout: 30_000 }

const unique = () => `${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`

test.describe('documents', () => {
  test.slow()

  test('an editor in the Arabic admin uploads a PDF, links it from a page, and visitors download it safely in both languages', async ({ browser, request, cms }) => {
    const name = `brochure-${unique()}.pdf`
    const titles = { en: 'Capabilities brochure', ar: 'كتيّب القدرات' }
    const { context, page } = await adminIn(browser, 'ar')

    // A file that claims to be a PDF but is not is refused in the admin's language, and nothing is stored.
    // In English explicitly: the content language is a preference of the account, which other tests change.
    await page.goto('/admin/collections/documents/create?locale=en')
    await page.locator('input[type="file"]').setInputFiles({ name: `fake-${name}`, mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') })
    await page.locator('#field-title').fill(titles.en, firstRender)
    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/documents' && r.request().method() === 'POST'),
      page.locator('#action-save').click(),
    ])
    expect(answer.status()).toBe(400)
    expect(((await answer.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(errors.notPdf.ar)
    const refused = await (await request.get(`/api/documents?where[filename][like]=fake-${name.replace('.pdf', '')}&depth=0`, { headers: cms.headers })).json()
    expect(refused.totalDocs).toBe(0)

    // A real PDF is stored; its Arabic title is added in the Arabic content language.
    // In English explicitly: the content language is a preference of the account, which other tests change.
    await page.goto('/admin/collections/documents/create?locale=en')
    await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/pdf', buffer: fixture('cv.pdf') })
    await page.locator('#field-title').fill(titles.en, firstRender)
    await page.locator('#action-save').click()
    await expect(page).toHaveURL(/\/admin\/collections\/documents\/\d+/)
    const id = Number(/documents\/(\d+)/.exec(page.url())![1])
    cms.afterwards(async () => expect((await request.delete(`/api/documents/${id}`, { headers: cms.headers })).status()).toBe(200))
    await page.goto(`/admin/collections/documents/${id}?locale=ar`)
    await page.locator('#field-title').fill(titles.ar, firstRender)
    await page.locator('#action-save').click()
    await expect.poll(async () => (await (await request.get(`/api/documents/${id}?locale=ar`, { headers: cms.headers })).json()).title).toBe(titles.ar)
    await context.close()

    const slug = `downloads-${unique()}`
    const page1 = await cms.create('pages', { title: 'Downloads', slug, layout: [{ blockType: 'downloads', heading: 'Brochures', documents: [id] }] })
    await cms.update('pages', page1.id, { title: 'ملفات للتنزيل', layout: [{ id: (page1.layout as { id: string }[])[0]!.id, blockType: 'downloads', heading: 'الكتيّبات', documents: [id] }] }, { locale: 'ar' })

    for (const { code } of siteLocales) {
      const visitor = await browser.newPage()
      expect((await visitor.goto(localizePath(`/${slug}`, code)))?.status()).toBe(200)
      const link = visitor.getByRole('link', { name: titles[code] })
      await expect(link).toHaveAttribute('download', '')
      const href = await link.getAttribute('href')
      expect(href).toMatch(/^\/api\/documents\/file\//)
      const file = await request.get(href!)
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toBe('application/pdf')
      expect(file.headers()['content-disposition']).toMatch(/^attachment/)
      expect(file.headers()['x-content-type-options']).toBe('nosniff')
      expect(file.headers()['content-security-policy']).toContain('sandbox')
      expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
      await visitor.close()
    }
  })

  test('a post links a document from its text, and the link downloads it', async ({ page, request, cms }) => {
    const name = `policy-${unique()}.pdf`
    const form = new FormData()
    form.append('file', new Blob([fixture('cv.pdf')], { type: 'application/pdf' }), name)
    form.append('_payload', JSON.stringify({ title: 'Privacy policy' }))
    const created = await request.post('/api/documents', { headers: cms.headers, multipart: form })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; url: string } }
    cms.afterwards(async () => expect((await request.delete(`/api/documents/${doc.id}`, { headers: cms.headers })).status()).toBe(200))
    const link = {
      type: 'link',
      version: 3,
      format: '',
      indent: 0,
      direction: 'ltr',
      fields: { linkType: 'internal', doc: { relationTo: 'documents', value: doc.id }, newTab: false },
      children: [{ type: 'text', text: 'our privacy policy', format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
    }
    const content = { root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, children: [link] }] } }
    const slug = `policy-link-${unique()}`
    await cms.create('posts', { ...(await postDefaults(cms)), title: 'Where our policy lives', slug, excerpt: 'A link to a document.', content })
    expect((await page.goto(`/blog/${slug}`))?.status()).toBe(200)
    const anchor = page.getByRole('link', { name: 'our privacy policy' })
    await expect(anchor).toHaveAttribute('href', doc.url)
    await expect(anchor).toHaveAttribute('download', '')
    const file = await request.get(doc.url)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-disposition']).toMatch(/^attachment/)
  })

  test('the media library search finds an image by its Arabic alt text', async ({ browser, request, cms }) => {
    const { docs } = await (await request.get('/api/media?locale=ar&limit=1&depth=0&sort=filename', { headers: cms.headers })).json()
    const image = docs[0] as { filename: string; alt: string }
    // One word of the Arabic alt text, not in the file name.
    const word = image.alt.split(/\s+/).find((w) => w.length > 3 && /[\u0600-\u06FF]/.test(w))!
    const { context, page } = await adminIn(browser, 'ar')
    await page.goto('/admin/collections/media?locale=ar')
    await page.locator('#search-filter-input').fill(word, firstRender)
    await expect(page).toHaveURL(/search=/)
    await expect(page.locator('.table').getByText(image.filename)).toBeVisible()
    await context.close()
  })
})

test('a media or document file missing from the disk is a 404, not a 500', async ({ request }) => {
  for (const collection of ['media', 'documents']) {
    const response = await request.get(`/api/${collection}/file/not-there-${unique()}.pdf`)
    expect(response.status()).toBe(404)
  }
})
