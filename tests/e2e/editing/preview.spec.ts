import { expect, newVisitor, postDefaults, richText, signInAsEditor, test } from '../fixtures'

const text = {
  en: { bar: 'Draft preview', leave: 'Leave preview' },
  ar: { bar: 'معاينة المسودة', leave: 'الخروج من المعاينة' },
} as const

const preview = (path: string) => `/api/preview?path=${encodeURIComponent(path)}`

test.describe('draft preview', () => {
  test('an editor sees a new post and a changed one as drafts, in both languages; visitors never do', async ({ page, request, browser, cms }) => {
    const slug = `draft-note-${Date.now()}`
    await cms.create('posts', { ...(await postDefaults(cms)), title: 'A note still in draft', slug, excerpt: 'Not published yet.', content: richText('Draft text.') }, { draft: true })
    const seeded = await cms.find('posts', 'where[slug][equals]=mlops-notebook-to-production')
    expect((await cms.update('posts', seeded.id, { title: 'عنوان في المسودة فقط' }, { locale: 'ar', draft: true })).status()).toBe(200)

    // Visitors: the new post does not exist, the changed one shows its published title; nobody
    // without an editor's session can turn preview on, nor be sent to another site through it.
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404)
    expect((await request.get(preview(`/blog/${slug}`), { maxRedirects: 0 })).status()).toBe(403)
    expect((await request.get(preview('//evil.example/'), { maxRedirects: 0 })).status()).toBe(400)
    const published = await request.get('/ar/blog/mlops-notebook-to-production')
    expect(await published.text()).not.toContain('عنوان في المسودة فقط')

    // The editor, through the admin's Preview link.
    await signInAsEditor(page.context())
    await page.goto(preview(`/blog/${slug}`))
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A note still in draft')
    await expect(page.getByRole('complementary', { name: text.en.bar })).toBeVisible()
    await page.goto(preview('/ar/blog/mlops-notebook-to-production'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('عنوان في المسودة فقط')
    await expect(page.getByTestId('preview-bar')).toContainText(text.ar.bar)

    // A visitor at the same moment still sees the published page.
    const visitor = await newVisitor(browser)
    await visitor.page.goto('/ar/blog/mlops-notebook-to-production')
    await expect(visitor.page.getByRole('heading', { level: 1 })).not.toHaveText('عنوان في المسودة فقط')
    await expect(visitor.page.getByTestId('preview-bar')).toHaveCount(0)
    await visitor.context.close()

    // Leaving preview shows the page as visitors see it.
    await page.getByRole('link', { name: text.ar.leave }).click()
    await expect(page).toHaveURL(/\/ar\/blog\/mlops-notebook-to-production$/)
    await expect(page.getByTestId('preview-bar')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('عنوان في المسودة فقط')
  })

  test('a draft-mode cookie without a valid editor session shows nothing: no draft, no preview bar', async ({ page, cms, baseURL }) => {
    const slug = `stale-preview-${Date.now()}`
    await cms.create('posts', { ...(await postDefaults(cms)), title: 'A draft behind a stale cookie', slug, excerpt: 'Draft.', content: richText('Draft.') }, { draft: true })
    await signInAsEditor(page.context())
    await page.goto(preview(`/blog/${slug}`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A draft behind a stale cookie')
    expect((await page.context().cookies()).some((cookie) => cookie.name === '__prerender_bypass')).toBe(true)

    // Signed out, or with a forged session, the draft-mode cookie alone opens nothing.
    for (const session of [null, 'forged.session.token']) {
      await page.context().clearCookies({ name: 'payload-token' })
      if (session) await page.context().addCookies([{ name: 'payload-token', value: session, url: baseURL! }])
      const response = await page.goto(`/blog/${slug}`)
      expect(response?.status(), `session ${session}`).toBe(404)
      await expect(page.getByTestId('preview-bar')).toHaveCount(0)
      await page.goto('/blog/mlops-notebook-to-production')
      await expect(page.getByTestId('preview-bar')).toHaveCount(0)
    }
  })

  test('Live Preview: the admin may frame the page in draft mode only, and each save renders it again', async ({ page, request, cms }) => {
    const slug = `live-note-${Date.now()}`
    const { id } = await cms.create('posts', { ...(await postDefaults(cms)), title: 'Live preview, first title', slug, excerpt: 'Draft.', content: richText('Draft.') }, { draft: true })
    const visitorPage = await request.get('/blog/mlops-notebook-to-production')
    expect(visitorPage.headers()['x-frame-options']).toBe('DENY')
    expect(visitorPage.headers()['content-security-policy']).toContain("frame-ancestors 'none'")

    await signInAsEditor(page.context())
    // The admin's page may frame the site's own pages (its Live Preview pane).
    const admin = await page.goto(`/admin/collections/posts/${id}`)
    expect(admin?.headers()['content-security-policy']).toContain("frame-src 'self'")
    const opened = await page.goto(preview(`/blog/${slug}`))
    expect(opened?.headers()['x-frame-options']).toBe('SAMEORIGIN')
    expect(opened?.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live preview, first title')

    // What the admin does on an autosave: the draft changes, then it tells the framed page.
    expect((await request.patch(`/api/posts/${id}?locale=en&draft=true`, { headers: cms.headers, data: { title: 'Live preview, second title', _status: 'draft' } })).status()).toBe(200)
    await page.evaluate(() => window.postMessage({ type: 'payload-document-event' }, window.location.origin))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live preview, second title')
  })

  test('a page global: an editor previews a draft of the contact page in Arabic, visitors keep the published one until it is published', async ({ page, request, browser, cms }) => {
    const draftHeading = `مسودة عنوان صفحة التواصل ${Date.now()}`
    expect((await cms.updateGlobal('contact', { heading: draftHeading }, { locale: 'ar', draft: true })).status()).toBe(200)

    // Visitors: the page, the REST API and GraphQL all answer with the published version.
    expect(await (await request.get('/ar/contact')).text()).not.toContain(draftHeading)
    const rest = await request.get('/api/globals/contact?locale=ar&draft=true&depth=0')
    expect(rest.status()).toBe(200)
    expect((await rest.json()).heading).not.toBe(draftHeading)
    const siteOperation = 'query Redirects {\n Redirects(limit: 5000) { docs { from to } }\n}'
    expect((await request.post('/api/graphql', { data: { query: siteOperation } })).status()).toBe(200)
    const askingForDrafts = await request.post('/api/graphql', { data: { query: siteOperation, variables: { draft: true } } })
    expect(askingForDrafts.status()).toBe(403)

    // The editor, through the admin's Preview of the global (its page in the content language).
    await signInAsEditor(page.context())
    await page.goto(preview('/ar/contact'))
    await expect(page).toHaveURL(/\/ar\/contact$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftHeading)
    await expect(page.getByTestId('preview-bar')).toContainText(text.ar.bar)
    const visitor = await newVisitor(browser)
    await visitor.page.goto('/ar/contact')
    await expect(visitor.page.getByRole('heading', { level: 1 })).not.toHaveText(draftHeading)

    // Published, it reaches visitors.
    expect((await cms.updateGlobal('contact', { heading: draftHeading, _status: 'published' }, { locale: 'ar' })).status()).toBe(200)
    await expect(async () => {
      await visitor.page.goto('/ar/contact')
      await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(draftHeading, { timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await visitor.context.close()
  })
})
