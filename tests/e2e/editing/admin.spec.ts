import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { adminText } from '../../../src/labels/admin-ui'
import { fieldLabels } from '../../../src/labels/fields'
import { optionLabels } from '../../../src/labels/options'
import { editorToken, expect, postDefaults, richText, signInAsEditor, test } from '../fixtures'
import { adminIn, adminLanguages, sendConsultation } from './admin-page'
import { locales } from '../../../src/i18n/locales'

test.describe('editing in the admin', () => {
  test('offers the admin in Arabic, right to left', async ({ request }) => {
    const html = await (await request.get('/admin/login', { headers: { cookie: 'payload-lng=ar' } })).text()
    expect(html).toMatch(/<html[^>]*dir="RTL"[^>]*lang="ar"/i)
  })

  test('a code sample in a post shows in the admin’s code editor, loaded from this site alone', async ({ browser, request, cms }) => {
    const post = await cms.find('posts', 'where[slug][equals]=arabic-rag-enterprise-search')
    const { context, page } = await adminIn(browser, 'ar')
    const elsewhere: string[] = []
    const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost').origin
    page.on('request', (request) => {
      if (!/^(data|blob):/.test(request.url()) && new URL(request.url()).origin !== origin) elsewhere.push(request.url())
    })
    const refused: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text())) refused.push(message.text())
    })
    await page.goto(`/admin/collections/posts/${post.id}?locale=ar`)
    // The article's normalisation sample, in Monaco's lines (empty when its files could not load).
    const code = page.locator('.payload-richtext-code-block .code-editor .view-lines').first()
    await code.scrollIntoViewIfNeeded()
    await expect(code).toContainText('replace', { timeout: 30_000 })
    expect(elsewhere).toEqual([])
    expect(refused).toEqual([])
    // The files come with their own types; anything outside Monaco's folder is not served.
    // As the browser asks (Payload takes the session cookie from a same-origin request only).
    const sameOrigin = { headers: { 'sec-fetch-site': 'same-origin' } }
    const loaderScript = await page.request.get('/admin/monaco/vs/loader.js', sameOrigin)
    expect(loaderScript.status()).toBe(200)
    expect(loaderScript.headers()['content-type']).toContain('text/javascript')
    for (const path of ['/admin/monaco/vs/..%2F..%2Fpackage.json', '/admin/monaco/vs/../package.json', '/admin/monaco/other/loader.js', '/admin/monaco/vs/loader.map']) {
      expect((await page.request.get(path, sameOrigin)).status(), path).toBe(404)
    }
    // Staff only: a stranger cannot make the server compress the editor's 2.4 MB script again and again.
    expect((await request.get('/admin/monaco/vs/loader.js', sameOrigin)).status()).toBe(403)
    await context.close()
  })

  test('a page may not take an address of the site’s own: refused, in the editor’s language', async ({ request, cms }) => {
    for (const language of adminLanguages) {
      for (const slug of ['blog', 'admin', 'ar']) {
        // Published (a draft is checked when it is published, as Payload does every field).
        const data = { title: `Reserved ${slug}`, slug, _status: 'published', layout: [{ blockType: 'richText', body: richText('Reserved.') }] }
        const answer = await request.post('/api/pages?locale=en', { headers: { ...cms.headers, cookie: `payload-lng=${language}` }, data })
        if (answer.status() === 201) cms.afterwards(async () => void (await request.delete(`/api/pages/${(await answer.json()).doc.id}`, { headers: cms.headers })))
        expect(answer.status(), slug).toBe(400)
        // The answer names the field in the editor's language (the admin shows the reason under it:
        // the integration test checks that message).
        const { errors: [error] } = (await answer.json()) as { errors: { message: string }[] }
        expect(error!.message, slug).toContain(fieldLabels.slug[language])
      }
    }
  })

  test('an Arabic edit published by an editor appears on /ar/blog/{slug} after revalidation', async ({ page, cms }) => {
    const slug = 'lakehouse-architecture-for-banks'
    await page.goto(`/ar/blog/${slug}`)
    const before = await page.getByRole('heading', { level: 1 }).innerText()

    const { id } = await cms.find('posts', `where[slug][equals]=${slug}`)
    const title = `${before} — نسخة محدّثة`
    const saved = await cms.update('posts', id, { title, _status: 'published' }, { locale: 'ar' })
    expect(saved.status()).toBe(200)

    await page.goto(`/ar/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    // The English page keeps its own title.
    await page.goto(`/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title)
  })

  test('edits to a job posting and to the contact page appear on their pages and in the job list', async ({ page, request, cms }) => {
    const slug = 'cloud-mlops-engineer-riyadh'
    const job = await cms.find('jobs', `where[slug][equals]=${slug}`)
    const jobTitle = 'Cloud and MLOps Engineer (updated)'
    // The site's own job-list query (data/content/jobs.ts), whose anonymous answers the endpoint keeps.
    const openJobs = `query OpenJobs($locale: LocaleInputType!) {
      Jobs(locale: $locale, fallbackLocale: en, where: { status: { equals: open } }, sort: "-postedAt", limit: 100) {
        docs { id slug title summary department location employmentType workplace postedAt validThrough missingTranslations }
      }
    }`
    const anonymousTitles = async () => {
      const answer = await request.post('/api/graphql', { data: { query: openJobs, variables: { locale: 'en' } } })
      expect(answer.status()).toBe(200)
      return ((await answer.json()).data.Jobs.docs as { title: string }[]).map((d) => d.title)
    }
    expect(await anonymousTitles()).not.toContain(jobTitle)
    const savedJob = await cms.update('jobs', job.id, { title: jobTitle, _status: 'published' })
    expect(savedJob.status()).toBe(200)
    // A publish starts a new content generation: the kept answer is not given again.
    expect(await anonymousTitles()).toContain(jobTitle)
    await page.goto(`/careers/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(jobTitle)
    await page.goto('/careers')
    await expect(page.getByTestId('open-positions')).toContainText(jobTitle)

    // In English: the Arabic contact page is preview.spec.ts's, which may run beside this test.
    const heading = 'Talk to our team today'
    const savedContact = await cms.updateGlobal('contact', { heading }, { locale: 'en' })
    expect(savedContact.status()).toBe(200)
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  })

  test('a post published in English only is shown on the Arabic site marked as English', async ({ page, request, browser, cms }) => {
    const { id } = await cms.create('posts', {
      ...(await postDefaults(cms)),
      title: 'English only note',
      slug: 'english-only-note',
      excerpt: 'A note that has not been translated yet.',
      publishedAt: new Date().toISOString(),
      content: richText('An English-only note.'),
    })
    await page.goto('/ar/blog/english-only-note')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar-SA')
    const title = page.getByRole('heading', { level: 1 })
    await expect(title).toHaveText('English only note')
    await expect(title).toHaveAttribute('lang', 'en-US')
    await expect(title).toHaveAttribute('dir', 'ltr')
    await expect(page.locator('.prose-content[lang="en-US"]')).toContainText('An English-only note.')

    // Its card on the Arabic blog is marked as English too.
    await page.goto('/ar/blog')
    const card = page.locator('a[href="/ar/blog/english-only-note"]')
    await expect(card).toHaveAttribute('lang', 'en-US')
    await expect(card).toHaveAttribute('dir', 'ltr')

    // The admin's dashboard lists it as waiting for Arabic, in either admin language, until it is translated.
    await signInAsEditor(page.context())
    await page.goto('/admin')
    await expect(page.getByTestId('translation-missing-posts')).toContainText('English only note (missing: Arabic)')
    const arabicAdmin = await adminIn(browser, 'ar')
    await arabicAdmin.page.goto('/admin')
    await expect(arabicAdmin.page.getByRole('heading', { name: adminText.translationPanel.heading.ar })).toBeVisible()
    await expect(arabicAdmin.page.getByTestId('translation-missing-posts')).toContainText('English only note (ينقصها: العربية)')
    const translated = await request.patch(`/api/posts/${id}?locale=ar`, {
      headers: cms.headers,
      data: { title: 'ملاحظة بالإنجليزية أولًا', excerpt: 'ترجمت الآن.', content: richText('ملاحظة مترجمة.'), _status: 'published' },
    })
    expect(translated.status()).toBe(200)
    await page.reload()
    // Its title may still be in the recent activity beside it: the translation panel no longer names it.
    await expect(page.getByTestId('translation-panel').getByText('English only note')).toHaveCount(0)
    await arabicAdmin.page.reload()
    await expect(arabicAdmin.page.getByRole('heading', { name: adminText.translationPanel.heading.ar })).toBeVisible()
    await expect(arabicAdmin.page.getByTestId('translation-panel').getByText('English only note')).toHaveCount(0)
    await arabicAdmin.context.close()
  })

  test('a job, a solution and a case study written in English only are marked as English on the Arabic lists', async ({ page, cms }) => {
    const stamp = Date.now()
    await cms.create('jobs', {
      title: 'Data Platform Engineer', slug: `data-platform-${stamp}`, department: 'engineering', location: 'riyadh', employmentType: 'full-time',
      workplace: 'onsite', status: 'open', postedAt: '2026-11-20', summary: 'Build the lab’s data platform.',
      description: richText('The role.'), requirements: richText('Python.'),
    })
    await cms.create('solutions', {
      title: 'Edge inference', slug: `edge-inference-${stamp}`, kind: 'technology', order: 999, summary: 'Models that run where the data is.',
      sections: [{ blockType: 'offices', heading: 'Offices' }],
    })
    await cms.create('case-studies', {
      title: 'Meter reading at scale', slug: `meter-reading-${stamp}`, client: 'A utility', sector: 'Energy',
      problem: 'Manual readings.', approach: 'Computer vision.', result: 'Daily readings.',
    })
    const english = { lang: 'en-US', dir: 'ltr' }
    const marked = async (locator: Locator) => {
      await expect(locator).toHaveAttribute('lang', english.lang)
      await expect(locator).toHaveAttribute('dir', english.dir)
    }
    await page.goto('/ar/careers')
    await marked(page.getByTestId('open-positions').locator('[lang]', { hasText: 'Data Platform Engineer' }))
    await page.goto('/ar/solutions')
    await marked(page.locator('main h3', { hasText: 'Edge inference' }))
    // The solutions menu in the header too.
    await marked(page.locator('header a', { hasText: 'Edge inference' }).first())
    // An Arabic document beside them is not marked.
    await expect(page.locator('main h3', { hasText: 'الرؤية الحاسوبية' }).first()).not.toHaveAttribute('lang', english.lang)
    // Every case study is on their own list (the solutions index shows the four its editors chose).
    await page.goto('/ar/case-studies')
    await marked(page.locator('main .teaser-title', { hasText: 'Meter reading at scale' }))
    // And on its own page, its heading and its text.
    await page.goto(`/ar/case-studies/meter-reading-${stamp}`)
    await marked(page.getByRole('heading', { level: 1 }))
    await marked(page.locator('main [lang]', { hasText: 'Computer vision.' }).last())
  })

  test('a page with client testimonials shows each quote with who said it, in both languages', async ({ page, cms }) => {
    const slug = `clients-say-${Date.now()}`
    const created = await cms.create('pages', {
      title: 'What clients say',
      slug,
      layout: [
        {
          blockType: 'testimonials',
          heading: 'What clients say',
          items: [
            { quote: 'The model our analysts now trust.', role: 'Head of data', organization: 'A Saudi bank' },
            { quote: 'Forecasts we plan the wards by.', role: 'Operations director', organization: 'A hospital group' },
          ],
        },
      ],
    })
    type Rows = { id: string; items: { id: string }[] }[]
    const arabic = [
      { quote: 'النموذج الذي صار محللونا يثقون به.', role: 'رئيس البيانات', organization: 'بنك سعودي' },
      { quote: 'توقعات نخطط بها للأجنحة.', role: 'مدير العمليات', organization: 'مجموعة مستشفيات' },
    ]
    const layout = (created.layout as Rows).map((block) => ({ ...block, blockType: 'testimonials', heading: 'ماذا يقول عملاؤنا', items: block.items.map((item, i) => ({ ...item, ...arabic[i] })) }))
    expect((await cms.update('pages', created.id, { title: 'ماذا يقول عملاؤنا', layout }, { locale: 'ar' })).status()).toBe(200)

    for (const [path, quote, caption] of [
      [`/${slug}`, 'The model our analysts now trust.', 'Head of data, A Saudi bank'],
      [`/ar/${slug}`, 'النموذج الذي صار محللونا يثقون به.', 'رئيس البيانات، بنك سعودي'],
    ] as const) {
      await page.goto(path)
      const figures = page.locator('main figure')
      await expect(figures).toHaveCount(2)
      await expect(figures.first().locator('blockquote')).toHaveText(quote)
      await expect(figures.first().locator('figcaption')).toHaveText(caption)
    }
  })

  test('visitors cannot read drafts or write content through the API', async ({ request }) => {
    const create = await request.post('/api/posts', { data: { title: 'x', slug: 'x' } })
    expect(create.status()).toBe(403)
    const graphql = await request.post('/api/graphql', {
      data: { query: 'mutation { createCategory(data: { title: "x", slug: "x" }) { id } }' },
    })
    expect(graphql.status()).toBe(403)
    expect((await graphql.json()).errors?.length).toBeGreaterThan(0)
  })

  test('GraphQL answers the site’s own queries over GET, written any way, and refuses mutations over GET', async ({ request }) => {
    // The site's own redirects query (data/content/redirects.ts), spaced differently.
    const query = 'query Redirects {\n  Redirects(limit: 5000) {\n    docs { from to }\n  }\n}'
    const get = await request.get(`/api/graphql?${new URLSearchParams({ query })}`)
    expect(get.status()).toBe(200)
    expect(Array.isArray((await get.json()).data.Redirects.docs)).toBe(true)
    const other = 'query Redirects { Redirects(limit: 5000) { docs { from to id } } }'
    expect((await request.get(`/api/graphql?${new URLSearchParams({ query: other })}`)).status()).toBe(403)
    const mutation = await request.get(`/api/graphql?${new URLSearchParams({ query: 'mutation { logoutUser }' })}`)
    expect(mutation.status()).toBe(405)
  })

  test('a post scheduled for publication appears on its page in both languages at its time, with nobody publishing it', async ({ request, cms }) => {
    const auth = cms.headers
    const slug = `scheduled-${Date.now()}`
    const { id } = await cms.create('posts', { ...(await postDefaults(cms)), title: 'Scheduled note', slug, excerpt: 'Published by the schedule.', content: richText('Scheduled.') }, { draft: true })
    expect((await request.patch(`/api/posts/${id}?locale=ar&draft=true`, { headers: auth, data: { title: 'ملاحظة مجدولة', excerpt: 'تُنشر في موعدها.', content: richText('مجدولة.'), _status: 'draft' } })).status()).toBe(200)
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404)

    const scheduled = await request.post('/api/payload-jobs', {
      headers: auth,
      data: { taskSlug: 'schedulePublish', queue: 'default', waitUntil: new Date(Date.now() + 3_000).toISOString(), input: { type: 'publish', doc: { relationTo: 'posts', value: id } } },
    })
    expect(scheduled.status()).toBe(201)
    await expect.poll(async () => (await request.get(`/blog/${slug}`)).status(), { timeout: 60_000, intervals: [1_000] }).toBe(200)
    const arabic = await request.get(`/ar/blog/${slug}`)
    expect(arabic.status()).toBe(200)
    expect(await arabic.text()).toContain('ملاحظة مجدولة')
    const post = await (await request.get(`/api/posts/${id}?depth=0`, { headers: auth })).json()
    expect(post.publishedAt).toBeTruthy()
  })

  test('a renamed post keeps its old address in the language renamed, and an editor’s own redirect works', async ({ request, cms }) => {
    const auth = cms.headers
    const slug = 'digital-twins-for-smart-cities'
    const renamed = `${slug}-${Date.now()}`
    // The redirects the renaming makes go after the slug is back.
    cms.afterwards(async () => {
      expect((await request.delete(`/api/redirects?where[from][in]=/team,/blog/${slug},/ar/blog/${slug},/blog/${renamed},/ar/blog/${renamed}`, { headers: auth })).status()).toBe(200)
    })
    const { id } = await cms.find('posts', `where[slug][equals]=${slug}`)
    expect((await cms.update('posts', id, { slug: renamed, _status: 'published' })).status()).toBe(200)
    const old = await request.get(`/blog/${slug}`, { maxRedirects: 0 })
    expect(old.status()).toBe(308)
    expect(old.headers().location).toBe(`/blog/${renamed}`)
    expect((await request.get(`/blog/${renamed}`)).status()).toBe(200)
    // Each language has its own slug (ADR 055): the Arabic page stays where it was, and the new
    // English slug under the Arabic prefix leads to it.
    expect((await request.get(`/ar/blog/${slug}`, { maxRedirects: 0 })).status()).toBe(200)
    const other = await request.get(`/ar/blog/${renamed}`, { maxRedirects: 0 })
    expect(other.status()).toBe(308)
    expect(other.headers().location).toBe(`/ar/blog/${slug}`)
    // Renamed back: the original address is a page again, and the second one leads to it.
    expect((await request.patch(`/api/posts/${id}`, { headers: auth, data: { slug, _status: 'published' } })).status()).toBe(200)
    expect((await request.get(`/blog/${slug}`, { maxRedirects: 0 })).status()).toBe(200)
    expect((await request.get(`/blog/${renamed}`, { maxRedirects: 0 })).headers().location).toBe(`/blog/${slug}`)

    const own = await request.post('/api/redirects', { headers: auth, data: { from: '/team', to: '/about' } })
    expect(own.status()).toBe(201)
    const team = await request.get('/team', { maxRedirects: 0 })
    expect(team.status()).toBe(308)
    expect(team.headers().location).toBe('/about')
    expect((await request.get('/no-such-team', { maxRedirects: 0 })).status()).toBe(404)
  })

  test('staff work through submissions: an export of every row and column of the filtered list, headed in the admin’s language', async ({ browser, request, cms }) => {
    // Three forms sent and the admin's list rendered in each language.
    test.slow()
    const batch = `export-${Date.now()}`
    for (const name of ['a', 'b']) await sendConsultation(browser, request, cms, `${batch}-${name}@example.com`)
    // A third that the list's filter leaves out.
    await sendConsultation(browser, request, cms, `other-${batch}@example.com`)
    const columns = ['fullName', 'email', 'phone', 'projectDescription', 'channel', 'time', 'topics', 'size', 'formLocale', 'submissionId', 'status', 'owner', 'notes'] as const
    const dates = { en: ['Last changed (Riyadh time)', 'Received (Riyadh time)'], ar: ['آخر تعديل (بتوقيت الرياض)', 'تاريخ الاستلام (بتوقيت الرياض)'] }
    for (const language of adminLanguages) {
      const { context, page } = await adminIn(browser, language)
      await page.goto(`/admin/collections/consultation-requests?where[email][like]=${batch}-`)
      const exportLink = page.getByRole('link', { name: adminText.exportCsv[language] })
      await expect(exportLink).toBeVisible()
      const href = await exportLink.getAttribute('href')
      expect(decodeURIComponent(href ?? '')).toContain(`/api/consultation-requests/export?where[email][like]=${batch}-`)
      // Downloaded as staff get it, by following the link: the browser's request is same-origin, so
      // the session cookie counts (an API client sending the cookie alone is refused, hostile.spec.ts).
      const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()])
      expect(download.suggestedFilename()).toMatch(/^consultation-requests-.*\.csv$/)
      const [header, ...rows] = parse(await readFile(await download.path(), 'utf8'), { bom: true }) as string[][]
      expect(header).toEqual([...columns.map((column) => fieldLabels[column][language]), ...dates[language]])
      expect(rows.map((row) => row[1]).sort()).toEqual([`${batch}-a@example.com`, `${batch}-b@example.com`])
      for (const row of rows) {
        expect(row).toHaveLength(header!.length)
        expect(row[header!.indexOf(fieldLabels.channel[language])]).toBe(optionLabels.contactChannels.whatsapp[language])
        expect(row[header!.indexOf(fieldLabels.status[language])]).toBe(optionLabels.submissionStatuses.new[language])
      }
      await context.close()
    }
  })

  for (const language of adminLanguages) {
    test(`${language} admin: edit pages never scroll sideways, on a desktop or a phone, and count SEO lengths`, async ({ browser, request, cms }) => {
      // Ten renders of the admin's heaviest pages.
      test.slow()
      // Seeded documents: a post or job another test creates beside this one may be gone before its page is opened.
      const [post, job, page] = await Promise.all([
        cms.find('posts', 'where[slug][equals]=arabic-rag-enterprise-search'),
        cms.find('jobs', 'where[slug][equals]=senior-machine-learning-engineer-riyadh'),
        cms.find('pages', 'where[slug][equals]=privacy-policy'),
      ])
      const submission = await sendConsultation(browser, request, cms, `wide-${language}-${Date.now()}@example.com`)
      // Each edit page, with what shows that it has rendered: rich text and the SEO counter, blocks, a visitor's field.
      const seo = (admin: Page) => admin.getByText(/\d+\/50-70/).first()
      const pages: [string, (admin: Page) => Locator][] = [
        [`/admin/collections/posts/${post.id}?locale=ar`, seo],
        [`/admin/collections/jobs/${job.id}?locale=en`, seo],
        [`/admin/collections/pages/${page.id}?locale=ar`, (admin) => admin.locator('.blocks-field__block-pill').first()],
        ['/admin/globals/home?locale=en', (admin) => admin.locator('#layout-row-0 .blocks-field__block-pill')],
        [`/admin/collections/consultation-requests/${submission.id}`, (admin) => admin.locator('input[name="fullName"]')],
      ]
      for (const width of [1280, 375]) {
        const { context, page: admin } = await adminIn(browser, language, { width })
        for (const [path, rendered] of pages) {
          await admin.goto(path)
          await expect(rendered(admin)).toBeAttached({ timeout: 30_000 })
          const widths = await admin.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth])
          expect(widths[0], `${width} px, ${path}`).toBeLessThanOrEqual(widths[1]!)
        }
        await context.close()
      }
    })
  }
})
