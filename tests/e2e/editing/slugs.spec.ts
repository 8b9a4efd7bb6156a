import { toSlug } from '../../../src/fields/slug'
import { fieldLabels } from '../../../src/labels/fields'
import { expect, newVisitor, postDefaults, richText, test } from '../fixtures'
import { adminIn, adminLanguages } from './admin-page'

// A URL per language (docs/decisions/055-a-url-per-language.md): each test publishes a post of its
// own and reads only its own addresses, so it runs beside the other content-changing tests.

/** A path with its Arabic segments percent-encoded, as a response's headers and the DOM's `href` carry it. */
const encoded = (path: string) => encodeURI(path)

/** The post as the editor reads it through the API in a language (the published version). */
async function slugIn(request: import('@playwright/test').APIRequestContext, headers: Record<string, string>, id: number, locale: string) {
  return ((await (await request.get(`/api/posts/${id}?locale=${locale}&depth=0&fallback-locale=none`, { headers })).json()) as { slug?: string | null }).slug ?? null
}

test.describe('a URL per language', () => {
  test('an Arabic translation published in the Arabic admin gets its own address in Arabic letters, which every address of the site follows', async ({ request, browser, cms }) => {
    // The admin, two languages of visitors, the sitemap and the search after a publish: a slow test.
    test.slow()
    const stamp = Date.now()
    const english = `Field notes on machine learning ${stamp}`
    const arabic = `ملاحظات ميدانية في التعلم الآلي ${stamp}`
    const { id, slug } = (await cms.create('posts', {
      ...(await postDefaults(cms)),
      title: english,
      excerpt: 'Notes from the field.',
      publishedAt: new Date().toISOString(),
      content: richText('What we learned in the field.'),
    })) as { id: number; slug: string }
    expect(slug).toBe(toSlug(english, 'en'))
    const arabicSlug = toSlug(arabic, 'ar')
    expect(arabicSlug).toBe(`ملاحظات-ميدانية-في-التعلم-الآلي-${stamp}`)
    const englishPath = `/blog/${slug}`
    const arabicPath = `/ar/blog/${arabicSlug}`
    // The redirects the renaming below makes go with the post.
    cms.afterwards(async () => {
      const from = [`/ar/blog/${slug}`, arabicPath, `${arabicPath}-2`].map(encodeURIComponent).join(',')
      expect((await request.delete(`/api/redirects?where[from][in]=${from}`, { headers: cms.headers })).status()).toBe(200)
    })

    // Before its translation, the Arabic page shows the English text at the English slug.
    expect((await request.get(`/ar/blog/${slug}`)).status()).toBe(200)

    // The translator writes the Arabic in the Arabic admin and publishes it; the slug is made from
    // the Arabic title, in Arabic letters.
    expect((await cms.update('posts', id, { excerpt: 'ملاحظات من الميدان.', content: richText('ما تعلمناه في الميدان.') }, { locale: 'ar', draft: true })).status()).toBe(200)
    const admin = await adminIn(browser, 'ar')
    await admin.page.goto(`/admin/collections/posts/${id}?locale=ar`)
    await admin.page.locator('#field-title').fill(arabic)
    await admin.page.getByRole('button', { name: 'نشر التّغييرات' }).click()
    await expect.poll(() => slugIn(request, cms.headers, id, 'ar'), { timeout: 20_000 }).toBe(arabicSlug)
    expect(await slugIn(request, cms.headers, id, 'en')).toBe(slug)
    await admin.context.close()

    // Visitors: the Arabic page at its address; the English slug under /ar leads there for good.
    await expect.poll(async () => (await request.get(encoded(arabicPath))).status(), { timeout: 20_000 }).toBe(200)
    expect(await (await request.get(encoded(arabicPath))).text()).toContain(arabic)
    const moved = await request.get(`/ar/blog/${slug}`, { maxRedirects: 0 })
    expect(moved.status()).toBe(308)
    expect(moved.headers().location).toBe(encoded(arabicPath))
    expect((await request.get(englishPath)).status()).toBe(200)

    // hreflang and canonical name each language's own address, from both pages.
    const visitor = await newVisitor(browser)
    for (const [path, canonical] of [
      [englishPath, englishPath],
      [arabicPath, arabicPath],
    ] as const) {
      await visitor.page.goto(encoded(path))
      const href = (selector: string) => visitor.page.locator(selector).getAttribute('href').then((value) => decodeURI(new URL(value ?? '', 'http://x').pathname))
      expect(await href('link[rel="canonical"]')).toBe(canonical)
      expect(await href('link[rel="alternate"][hreflang="en-US"]')).toBe(englishPath)
      expect(await href('link[rel="alternate"][hreflang="ar-SA"]')).toBe(arabicPath)
    }

    // The language switcher goes straight to the other language's address, both ways.
    await visitor.page.goto(englishPath)
    await visitor.page.locator('[data-locale-switch="ar"]').first().click()
    await expect(visitor.page).toHaveURL((url) => decodeURI(url.pathname) === arabicPath)
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(arabic)
    await visitor.page.locator('[data-locale-switch="en"]').first().click()
    await expect(visitor.page).toHaveURL((url) => url.pathname === englishPath)
    // Without JavaScript too: the prefix changes, and the redirect takes the visitor to the address.
    const plain = await newVisitor(browser, { javaScriptEnabled: false })
    await plain.page.goto(englishPath)
    await plain.page.locator('[data-locale-switch="ar"]').first().click()
    await expect(plain.page).toHaveURL((url) => decodeURI(url.pathname) === arabicPath)
    await plain.context.close()

    // The sitemap lists both addresses, each with the other as its alternate.
    const sitemap = decodeURI(await (await request.get('/sitemap.xml')).text())
    expect(sitemap).toContain(`/ar/blog/${arabicSlug}</loc>`)
    expect(sitemap).toContain(`/blog/${slug}</loc>`)
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/blog/${slug}</loc>[\\s\\S]*?hreflang="ar-SA"[^>]*href="[^"]*/ar/blog/${arabicSlug}"`))

    // The Arabic feed links it at its Arabic address.
    // (Not decoded as a whole: an excerpt may hold a bare "%".)
    const feed = await (await request.get('/ar/blog/rss.xml')).text()
    expect([`/ar/blog/${arabicSlug}<`, `${encoded(`/ar/blog/${arabicSlug}`)}<`].some((link) => feed.includes(link))).toBe(true)

    // The Arabic search finds the post at its Arabic address.
    await visitor.page.goto(`/ar/search?q=${stamp}`)
    await expect(visitor.page.getByTestId('search-result').getByRole('link', { name: arabic })).toHaveAttribute('href', arabicPath)

    // Published, the slug no longer follows the title; a new slug typed by the editor moves the
    // Arabic address only, and the former one redirects to it.
    expect((await cms.update('posts', id, { title: `${arabic} (محدّث)`, _status: 'published' }, { locale: 'ar' })).status()).toBe(200)
    expect(await slugIn(request, cms.headers, id, 'ar')).toBe(arabicSlug)
    expect((await cms.update('posts', id, { slug: `${arabicSlug}-2`, _status: 'published' }, { locale: 'ar' })).status()).toBe(200)
    await expect.poll(async () => (await request.get(encoded(arabicPath), { maxRedirects: 0 })).headers().location, { timeout: 20_000 }).toBe(encoded(`${arabicPath}-2`))
    expect((await request.get(encoded(`${arabicPath}-2`))).status()).toBe(200)
    expect((await request.get(englishPath, { maxRedirects: 0 })).status()).toBe(200)
    await visitor.context.close()
  })

  test('a slug is refused in either admin language when it is not letters, digits and single hyphens, or another post’s in the same language', async ({ request, cms }) => {
    const stamp = Date.now()
    const { id } = (await cms.create('posts', {
      ...(await postDefaults(cms)),
      title: `Refusals ${stamp}`,
      excerpt: 'A post whose slug is refused.',
      publishedAt: new Date().toISOString(),
      content: richText('Refused.'),
    })) as { id: number }
    for (const language of adminLanguages) {
      const refused = await request.patch(`/api/posts/${id}?locale=en`, { headers: { ...cms.headers, cookie: `payload-lng=${language}` }, data: { slug: 'Machine Learning', _status: 'published' } })
      expect(refused.status()).toBe(400)
      // The answer names the field alone, in the editor's language (the admin shows the reason under
      // it: tests/integration/slugs.test.ts checks that message).
      const { errors: [error] } = (await refused.json()) as { errors: { message: string }[] }
      expect(error!.message).toContain(fieldLabels.slug[language])
      expect(error!.message).not.toContain(fieldLabels.title[language])
    }
    // Unique per language: another post's Arabic slug is refused in Arabic; as an Arabic slug, another post's English one would be too (the seeded posts have one slug in both).
    const seeded = 'arabic-rag-enterprise-search'
    // Written straight to the post, which goes with its redirect after the test.
    cms.afterwards(async () => {
      expect((await request.delete(`/api/redirects?where[from][equals]=/ar/blog/refusals-${stamp}`, { headers: cms.headers })).status()).toBe(200)
    })
    const arabic = { title: `رفض ${stamp}`, excerpt: 'منشور يُرفض معرّفه.', content: richText('مرفوض.'), _status: 'published' }
    const translate = (slug: string) => request.patch(`/api/posts/${id}?locale=ar`, { headers: cms.headers, data: { ...arabic, slug } })
    expect((await translate(seeded)).status()).toBe(400)
    expect((await translate(`${seeded}-ar`)).status()).toBe(200)
    await expect.poll(async () => (await request.get(`/ar/blog/${seeded}-ar`)).status(), { timeout: 20_000 }).toBe(200)
    // The Arabic slug under the English prefix leads to the English page.
    const other = await request.get(`/blog/${seeded}-ar`, { maxRedirects: 0 })
    expect(other.status()).toBe(308)
    expect(other.headers().location).toBe(`/blog/refusals-${stamp}`)
  })
})
