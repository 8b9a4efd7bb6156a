import { expect, postDefaults, richText, test } from '../fixtures'
import { graphOf, headOf, nodeOf, readFeed, readSitemap, siteUrlOf } from '../seo-reading'

test.describe('a post that exists in English only', () => {
  const slug = 'seo-english-only-briefing'
  const title = 'English-only briefing </script><script>window.injected = true</script>'

  test('is listed once, without an Arabic alternate, everywhere', async ({ page, request, baseURL, cms }) => {
    const site = siteUrlOf(baseURL)
    await cms.create('posts', {
      ...(await postDefaults(cms)),
      title,
      slug,
      excerpt: 'A briefing in English only.',
      publishedAt: '2026-11-21',
      content: richText('A briefing that has not been translated yet.'),
    })

    const english = `${site}/blog/${slug}`
    const expected = { 'en-US': english, 'x-default': english }
    const entries = await readSitemap(request)
    expect(entries.find((e) => e.loc === english)?.alternates).toEqual(expected)
    expect(entries.map((e) => e.loc)).not.toContain(`${site}/ar/blog/${slug}`)

    // The Arabic address still shows the post (from the English text) but claims no translation.
    for (const path of [`/blog/${slug}`, `/ar/blog/${slug}`]) {
      const head = await headOf(page, request, path)
      expect(head.alternates, path).toEqual(expected)
      expect(head.canonical, path).toBe(english)
      // No SEO title: the post's own title, with the site template.
      expect(head.title, path).toBe(`${title} · ${path.startsWith('/ar/') ? 'مختبر ثاقب' : 'Thaqib Lab'}`)
      const posting = nodeOf(graphOf(head), 'BlogPosting')
      expect(posting.headline).toBe(title)
      expect(posting.inLanguage).toBe('en-US')
    }

    const [en, ar] = [await readFeed(request, '/blog/rss.xml'), await readFeed(request, '/ar/blog/rss.xml')]
    expect(en.items.map((i) => i.link)).toContain(english)
    expect(ar.items.map((i) => i.link)).not.toContain(`${site}/ar/blog/${slug}`)

    await page.goto(`/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    expect(await page.evaluate(() => 'injected' in window)).toBe(false)
  })
})

test.describe('a job posting that exists in English only', () => {
  test('offers job search one language on its Arabic page: English text, headings, organization and address', async ({ page, request, baseURL, cms }) => {
    const site = siteUrlOf(baseURL)
    const slug = `english-only-role-${Date.now()}`
    await cms.create('jobs', {
      title: 'Applied Research Engineer',
      slug,
      department: 'research',
      location: 'khobar',
      employmentType: 'full-time',
      workplace: 'hybrid',
      status: 'open',
      postedAt: '2026-11-20',
      validThrough: '2099-01-31',
      summary: 'Turn research prototypes into systems our clients run.',
      description: richText('You will take models from the lab to production.'),
      requirements: richText('Three years of Python in production.'),
      benefits: richText('Conference budget.'),
    })
    const posting = nodeOf(graphOf(await headOf(page, request, `/ar/careers/${slug}`)), 'JobPosting')
    expect(posting.url).toBe(`${site}/careers/${slug}`)
    expect(posting.description).toContain('<h2>Requirements</h2>')
    expect(posting.description).toContain('<h2>What we offer</h2>')
    expect(String(posting.description)).not.toMatch(/\p{Script=Arabic}/u)
    const organization = posting.hiringOrganization as { name: string }
    expect(organization.name).toBe('Thaqib Lab')
    expect(JSON.stringify(posting.jobLocation)).not.toMatch(/\p{Script=Arabic}/u)
  })
})
