import { localizePath } from '../../src/i18n/locales'
import { expect, seededSlugs, siteLocales, specRoutes, test } from './fixtures'
import { graphOf, headOf, type Node, nodeOf, readFeed, readSitemap, siteUrlOf } from './seo-reading'

const arabicLetters = /\p{Script=Arabic}/u

/** Width and height from a PNG's header (IHDR). */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
}

const isoDate = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/

test.describe('robots.txt', () => {
  test('points to the sitemap and keeps crawlers out of /admin and /api', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/plain')
    const lines = (await response.text()).split('\n').map((l) => l.trim()).filter(Boolean)
    expect(lines).toContain('User-Agent: *')
    expect(lines).toContain('Disallow: /admin')
    expect(lines).toContain('Disallow: /api')
    // Uploaded images stay reachable: share cards and pages show them.
    expect(lines).toContain('Allow: /api/media/file/')
    expect(lines).toContain(`Sitemap: ${siteUrlOf(baseURL)}/sitemap.xml`)
  })
})

test.describe('sitemap.xml', () => {
  test('lists every page of the site in both languages', async ({ request, baseURL }) => {
    const site = siteUrlOf(baseURL)
    const entries = await readSitemap(request)
    const locs = entries.map((e) => e.loc)
    expect(new Set(locs).size).toBe(locs.length)
    for (const locale of siteLocales) {
      for (const route of specRoutes) {
        const path = localizePath(route, locale.code)
        expect(locs).toContain(path === '/' ? site : `${site}${path}`)
      }
    }
    // Every seeded job, post and solution, in both languages.
    expect(locs.filter((l) => l.startsWith(`${site}/blog/`)).length).toBe(seededSlugs('posts').length)
    expect(locs.filter((l) => l.startsWith(`${site}/ar/careers/`)).length).toBe(seededSlugs('jobs').length)
    for (const entry of entries) {
      expect(entry.loc.startsWith(site)).toBe(true)
      if (entry.lastmod) expect(entry.lastmod).toMatch(isoDate)
    }
  })

  test('every URL answers 200; alternates are absolute, reciprocal, with x-default, and match the pages’ own', async ({ page, request, baseURL }) => {
    test.setTimeout(120_000)
    const site = siteUrlOf(baseURL)
    const entries = await readSitemap(request)
    const byLoc = new Map(entries.map((e) => [e.loc, e]))
    for (const entry of entries) {
      const { 'x-default': xDefault, ...languages } = entry.alternates
      expect(xDefault, entry.loc).toBeDefined()
      expect(Object.values(languages)).toContain(entry.loc)
      expect(Object.values(languages)).toContain(xDefault)
      for (const [hreflang, href] of Object.entries(entry.alternates)) {
        expect(['en-US', 'ar-SA', 'x-default']).toContain(hreflang)
        expect(new URL(href).origin, href).toBe(new URL(site).origin)
        // Reciprocal: the alternate is listed too, with the same set of alternates.
        expect(byLoc.get(href)?.alternates, `${entry.loc} → ${href}`).toEqual(entry.alternates)
      }
      // headOf expects 200, without a redirect in between.
      const head = await headOf(page, request, entry.loc.slice(site.length) || '/')
      expect(head.alternates, entry.loc).toEqual(entry.alternates)
      expect(head.canonical, entry.loc).toBe(entry.loc)
    }
  })
})

test.describe('titles, descriptions and share cards', () => {
  for (const locale of siteLocales) {
    test(`${locale.code}: every page has its title, description, Open Graph and Twitter card with a 1200x630 PNG, and its breadcrumbs`, async ({ page, request, baseURL }) => {
      test.setTimeout(120_000)
      const site = siteUrlOf(baseURL)
      const home = locale.code === 'ar' ? `${site}/ar` : site
      const images = new Set<string>()
      for (const route of specRoutes) {
        const path = localizePath(route, locale.code)
        const head = await headOf(page, request, path)
        expect(head.title, path).not.toBe('')
        expect(head.description, path).toBeTruthy()
        expect(head.meta['og:title'], path).toBeTruthy()
        expect(head.meta['og:description'], path).toBe(head.description)
        expect(head.meta['og:url'], path).toBe(head.canonical)
        expect(head.meta['og:locale'], path).toBe(locale.iso.replace('-', '_'))
        expect(head.meta['og:site_name'], path).toBeTruthy()
        expect(head.meta['twitter:card'], path).toBe('summary_large_image')
        expect(head.meta['og:image:width'], path).toBe('1200')
        expect(head.meta['og:image:height'], path).toBe('630')
        expect(head.meta['og:image']?.startsWith(`${site}/`), path).toBe(true)
        expect(head.meta['twitter:image'], path).toBe(head.meta['og:image'])
        if (locale.code === 'ar') expect(head.title, path).toMatch(arabicLetters)
        images.add(head.meta['og:image']!)

        // JSON-LD: a WebPage (a person's: a ProfilePage) in the page's language; inner pages have
        // breadcrumbs from the home page down.
        const graph = graphOf(head)
        expect(nodeOf(graph, route.startsWith('/people/') ? 'ProfilePage' : 'WebPage').inLanguage, path).toBe(locale.iso)
        if (route === '/') {
          expect(graph.some((n) => n['@type'] === 'BreadcrumbList'), path).toBe(false)
          continue
        }
        const items = nodeOf(graph, 'BreadcrumbList').itemListElement as Node[]
        expect(items.length, path).toBeGreaterThanOrEqual(2)
        items.forEach((item, index) => {
          expect(item['@type'], path).toBe('ListItem')
          expect(item.position, path).toBe(index + 1)
          expect(item.name, path).toBeTruthy()
        })
        expect(items[0]!.item, path).toBe(home)
        expect(items.at(-1)!.item, path).toBe(`${site}${path}`)
        if (locale.code === 'ar') expect(String(items[0]!.name), path).toMatch(arabicLetters)
      }
      for (const image of images) {
        const response = await request.get(image.slice(site.length))
        expect(response.status(), image).toBe(200)
        expect(response.headers()['content-type'], image).toBe('image/png')
        expect(pngSize(await response.body()), image).toEqual({ width: 1200, height: 630 })
      }
    })
  }

  test('a page with its own image shares its 1200x630 crop; one without shares its generated card', async ({ page, request, baseURL }) => {
    const site = siteUrlOf(baseURL)
    const post = await headOf(page, request, '/ar/blog/arabic-rag-enterprise-search')
    expect(post.meta['og:image']).toMatch(/\/api\/media\/file\/post-arabic-rag-enterprise-search.*-1200x630\.png$/)
    expect(post.meta['og:type']).toBe('article')
    expect(post.meta['article:published_time']).toMatch(isoDate)
    const about = await headOf(page, request, '/ar/about')
    expect(about.meta['og:image']).toBe(`${site}/og/ar/about.png`)
    const home = await headOf(page, request, '/')
    expect(home.meta['og:image']).toBe(`${site}/og/en.png`)
  })

  test('generated cards are drawn once, then served from the cache; unknown pages have none', async ({ request }) => {
    const first = await request.get('/og/en/careers/data-engineer-khobar.png')
    expect(first.status()).toBe(200)
    const etag = first.headers().etag
    expect(etag).toBeTruthy()
    const again = await request.get('/og/en/careers/data-engineer-khobar.png')
    expect(again.headers()['x-share-card']).toBe('cached')
    expect(again.headers().etag).toBe(etag)
    expect(Buffer.compare(await again.body(), await first.body())).toBe(0)
    const revalidated = await request.get('/og/en/careers/data-engineer-khobar.png', { headers: { 'if-none-match': etag! } })
    expect(revalidated.status()).toBe(304)
    for (const missing of ['/og/en/no-such-page.png', '/og/fr/about.png', '/og/en/blog/no-such-post.png', '/og/en/about.jpg']) {
      expect((await request.get(missing)).status(), missing).toBe(404)
    }
  })

  test('a title from the SEO group is used as written, without the site template', async ({ page, request }) => {
    expect((await headOf(page, request, '/about')).title).toBe('About Thaqib Lab | Saudi AI and data lab')
    expect((await headOf(page, request, '/ar/terms-of-service')).title).toBe('شروط الاستخدام | مختبر ثاقب')
    expect((await headOf(page, request, '/ar')).title).toBe('مختبر ثاقب | ذكاء اصطناعي جاهز للتشغيل، نطوّره في المملكة')
  })
})

test.describe('structured data (JSON-LD)', () => {
  for (const locale of siteLocales) {
    const ar = locale.code === 'ar'

    test(`${locale.code}: the home page describes the organization with both offices and the website`, async ({ page, request, baseURL }) => {
      const site = siteUrlOf(baseURL)
      const graph = graphOf(await headOf(page, request, localizePath('/', locale.code)))
      const organization = nodeOf(graph, 'Organization')
      expect(organization.name).toBe(ar ? 'مختبر ثاقب' : 'Thaqib Lab')
      expect(organization.url).toBe(ar ? `${site}/ar` : site)
      expect((organization.logo as { url: string }).url).toMatch(/^https?:\/\//)
      expect(organization.telephone).toMatch(/^\+966/)
      const addresses = organization.address as Node[]
      expect(addresses.map((a) => a['@type'])).toEqual(['PostalAddress', 'PostalAddress'])
      expect(addresses.map((a) => a.addressLocality)).toEqual(ar ? ['الرياض', 'الخبر'] : ['Riyadh', 'Khobar'])
      for (const address of addresses) {
        expect(address.streetAddress).toBeTruthy()
        expect(address.addressCountry).toBe('SA')
      }
      expect(organization.sameAs).toContain('https://www.linkedin.com/company/thaqiblab')
      expect(organization.legalName).toBe(ar ? 'شركة مختبر ثاقب لتقنية المعلومات' : 'Thaqib Lab for Information Technology')
      // Each office as a place with its map and the hours it is open (the closed weekend left out).
      const places = organization.location as Node[]
      expect(places.map((p) => (p.address as Node).addressLocality)).toEqual(ar ? ['الرياض', 'الخبر'] : ['Riyadh', 'Khobar'])
      for (const place of places) {
        expect(String(place.hasMap)).toMatch(/^https:\/\//)
        expect(place.openingHoursSpecification).toEqual([
          { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '09:00', closes: '18:00' },
        ])
      }
      const website = nodeOf(graph, 'WebSite')
      expect(website.inLanguage).toBe(locale.iso)
      expect(website.url).toBe(organization.url)
      expect(nodeOf(graph, 'WebPage').inLanguage).toBe(locale.iso)
      expect(graph.some((n) => n['@type'] === 'BreadcrumbList')).toBe(false)
    })

    test(`${locale.code}: a post is a BlogPosting in its language`, async ({ page, request, baseURL }) => {
      const site = siteUrlOf(baseURL)
      const path = localizePath('/blog/arabic-rag-enterprise-search', locale.code)
      const graph = graphOf(await headOf(page, request, path))
      const posting = nodeOf(graph, 'BlogPosting')
      expect(posting.headline).toBeTruthy()
      if (ar) expect(String(posting.headline)).toMatch(arabicLetters)
      else expect(String(posting.headline)).not.toMatch(arabicLetters)
      expect(posting.inLanguage).toBe(locale.iso)
      expect(posting.url).toBe(`${site}${path}`)
      expect(posting.datePublished).toMatch(isoDate)
      expect(posting.dateModified).toMatch(isoDate)
      expect((posting.image as string[])[0]).toMatch(/^https?:\/\/.+\.png$/)
      // Signed by a team of the lab, which has its own page.
      expect((posting.author as Node)['@type']).toBe('Organization')
      expect((posting.author as Node).name).toBeTruthy()
      expect((posting.author as Node).url).toBe(`${site}${localizePath('/people/research-team', locale.code)}`)
      expect((posting.publisher as Node).name).toBe(ar ? 'مختبر ثاقب' : 'Thaqib Lab')
      expect(nodeOf(graph, 'WebPage').mainEntity).toEqual({ '@id': posting['@id'] })
      expect(nodeOf(graph, 'BreadcrumbList').itemListElement).toHaveLength(3)
    })

    test(`${locale.code}: a team's page is a ProfilePage about an organization within the lab`, async ({ page, request, baseURL }) => {
      const site = siteUrlOf(baseURL)
      const path = localizePath('/people/research-team', locale.code)
      const graph = graphOf(await headOf(page, request, path))
      const webPage = nodeOf(graph, 'ProfilePage')
      const team = nodeOf(graph, 'Organization')
      expect(team.url).toBe(`${site}${path}`)
      expect(webPage.mainEntity).toEqual({ '@id': team['@id'] })
      if (ar) expect(String(team.name)).toMatch(arabicLetters)
      else expect(team.name).toBe('Applied Research Team')
      expect(team.description).toBeTruthy()
      expect(team.image).toMatch(/^https?:\/\/.+/)
      expect(team.parentOrganization).toEqual({ '@id': `${site}#organization` })
      expect(nodeOf(graph, 'BreadcrumbList').itemListElement).toHaveLength(3)
    })

    test(`${locale.code}: a job posting has every field job search requires`, async ({ page, request, baseURL }) => {
      const site = siteUrlOf(baseURL)
      for (const [slug, city] of [['senior-machine-learning-engineer-riyadh', ar ? 'الرياض' : 'Riyadh'], ['data-engineer-khobar', ar ? 'الخبر' : 'Khobar']] as const) {
        const path = localizePath(`/careers/${slug}`, locale.code)
        const job = nodeOf(graphOf(await headOf(page, request, path)), 'JobPosting')
        expect(job.title).toBeTruthy()
        if (ar) expect(String(job.title)).toMatch(arabicLetters)
        expect(String(job.description)).toContain('<p>')
        expect(String(job.description).length).toBeGreaterThan(200)
        expect(job.datePosted).toMatch(isoDate)
        expect(job.validThrough).toMatch(isoDate)
        expect(Date.parse(String(job.validThrough))).toBeGreaterThan(Date.parse(String(job.datePosted)))
        expect(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN', 'TEMPORARY', 'VOLUNTEER', 'PER_DIEM', 'OTHER']).toContain(job.employmentType)
        const organization = job.hiringOrganization as Node
        expect(organization['@type']).toBe('Organization')
        expect(organization.name).toBe(ar ? 'مختبر ثاقب' : 'Thaqib Lab')
        expect(organization.sameAs).toMatch(/^https?:\/\//)
        const place = job.jobLocation as Node & { address: Node }
        expect(place['@type']).toBe('Place')
        expect(place.address['@type']).toBe('PostalAddress')
        expect(place.address.addressLocality).toBe(city)
        expect(place.address.addressCountry).toBe('SA')
        expect(place.address.streetAddress).toBeTruthy()
        expect(job.url).toBe(`${site}${path}`)
      }
    })
  }
})

test.describe('RSS feeds', () => {
  for (const locale of siteLocales) {
    const ar = locale.code === 'ar'
    test(`${locale.code}: the blog feed is valid RSS in its language, linked from every page's head`, async ({ page, request, baseURL }) => {
      const site = siteUrlOf(baseURL)
      const path = localizePath('/blog/rss.xml', locale.code)
      const feed = await readFeed(request, path)
      expect(feed.language).toBe(locale.iso)
      expect(feed.selfLink).toBe(`${site}${path}`)
      expect(feed.link).toBe(`${site}${localizePath('/blog', locale.code)}`)
      // Every seeded post is written in both languages, and there are fewer than the feed's 20.
      expect(feed.items.length).toBe(seededSlugs('posts').length)
      for (const item of feed.items) {
        expect(item.link.startsWith(`${site}${localizePath('/blog/', locale.code)}`)).toBe(true)
        expect(new Date(item.pubDate).getTime()).not.toBeNaN()
        expect(item.description).toBeTruthy()
        // Items are in the feed's language: an untranslated post is left out, not shown from the fallback.
        if (ar) expect(item.title).toMatch(arabicLetters)
        else expect(item.title).not.toMatch(arabicLetters)
      }
      const dates = feed.items.map((i) => new Date(i.pubDate).getTime())
      expect(dates).toEqual([...dates].sort((a, b) => b - a))
      for (const route of ['/', '/about', '/blog/arabic-rag-enterprise-search']) {
        const head = await headOf(page, request, localizePath(route, locale.code))
        expect(head.feeds, route).toEqual([{ href: `${site}${path}`, title: feed.title }])
      }
    })
  }
})

test.describe('icons and web manifest', () => {
  for (const locale of siteLocales) {
    test(`${locale.code}: favicon, touch icon and a localized manifest`, async ({ page, request }) => {
      const head = await headOf(page, request, localizePath('/about', locale.code))
      expect(head.manifest).toBe(localizePath('/manifest.webmanifest', locale.code))
      const response = await request.get(head.manifest!)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('application/manifest+json')
      const manifest = await response.json()
      expect(manifest.lang).toBe(locale.iso)
      expect(manifest.dir).toBe(locale.dir)
      expect(manifest.start_url).toBe(localizePath('/', locale.code))
      expect(manifest.name).toBe(locale.code === 'ar' ? 'مختبر ثاقب' : 'Thaqib Lab')
      expect(manifest.short_name).toBeTruthy()
      expect(manifest.description).toBeTruthy()
      if (locale.code === 'ar') expect(manifest.description).toMatch(arabicLetters)
      const sizes = new Set<string>()
      for (const icon of manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[]) {
        const file = await request.get(icon.src)
        expect(file.status(), icon.src).toBe(200)
        expect(file.headers()['content-type'], icon.src).toContain(icon.type)
        if (icon.type === 'image/png') {
          const { width, height } = pngSize(await file.body())
          expect(`${width}x${height}`, icon.src).toBe(icon.sizes)
          sizes.add(icon.sizes)
        }
      }
      expect([...sizes].sort()).toEqual(['192x192', '512x512'])
      expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true)

      const svg = head.icons.find((i) => i.rel === 'icon' && i.type === 'image/svg+xml')
      expect(svg).toBeDefined()
      expect((await request.get(svg!.href)).headers()['content-type']).toContain('image/svg+xml')
      const touch = head.icons.find((i) => i.rel === 'apple-touch-icon')
      expect(touch).toBeDefined()
      const touchIcon = await request.get(touch!.href)
      expect(touchIcon.headers()['content-type']).toBe('image/png')
      expect(pngSize(await touchIcon.body())).toEqual({ width: 180, height: 180 })
    })
  }

  test('/favicon.ico is an icon', async ({ request }) => {
    const response = await request.get('/favicon.ico')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/x-icon')
    const body = await response.body()
    expect(body.readUInt16LE(2)).toBe(1)
    expect(body.readUInt16LE(4)).toBeGreaterThanOrEqual(1)
  })
})
