// The HTML of every page against the speed budget (scripts/lib/page-budget.mjs), and what it is
// made of: the inline React Server Components payload (`self.__next_f`) repeats the rendered page
// as data for hydration, so every element rendered on the server is paid for twice.
import { localizePath, locales, splitLocalePath } from '../../src/i18n/locales.ts'
import { documentRoutes, fixedRoutes } from '../../src/lib/routes.ts'
import { decodedPayload, htmlCeilingBytes, pageTypeOfPath, sitemapPaths } from '../lib/page-budget.mjs'
import { fetchRaw } from '../lib/http.mjs'

const bytesOf = (text, pattern) => [...text.matchAll(pattern)].reduce((total, m) => total + Buffer.byteLength(m[0]), 0)
const pushScripts = /<script>self\.__next_f\.push\([\s\S]*?<\/script>/g

/** What a page's HTML is made of, in bytes. */
export function htmlComposition(html) {
  const payload = decodedPayload(html)
  const markup = html.replace(pushScripts, '')
  return {
    totalBytes: Buffer.byteLength(html),
    rscPayloadBytes: bytesOf(html, pushScripts),
    inlineSvgBytes: bytesOf(markup, /<svg[\s\S]*?<\/svg>/g),
    classAttributeBytes: bytesOf(markup, / class="[^"]*"/g),
    payload: {
      decodedBytes: Buffer.byteLength(payload),
      classNameBytes: bytesOf(payload, /"className":"[^"]*"/g),
      jsonLdBytes: bytesOf(payload, /\{\\?"@context\\?":[\s\S]*?(?=\n[0-9a-f]+:|$)/g),
      clientReferences: [...payload.matchAll(/^[0-9a-f]+:I\[/gm)].length,
    },
  }
}

/** Every page's HTML as the production server sends it uncompressed, with its composition. */
export async function measureHtml({ origin, pages }) {
  const out = {}
  for (const entry of pages) {
    const response = await fetchRaw(origin + entry.path)
    if (response.status !== entry.expectStatus) throw new Error(`${entry.path} answered ${response.status}, expected ${entry.expectStatus}`)
    out[entry.key] = htmlComposition(response.body.toString('utf8'))
  }
  return out
}

/**
 * The HTML size of every page the sitemap lists, in both languages (the pages above are one of each
 * type; content makes pages of one type differ): `{ path, locale, type, totalBytes, ceilingBytes }`.
 */
export async function measureSitemapHtml({ origin }) {
  const sitemap = await fetchRaw(`${origin}/sitemap.xml`)
  if (sitemap.status !== 200) throw new Error(`/sitemap.xml answered ${sitemap.status}`)
  const out = []
  for (const path of sitemapPaths(sitemap.body.toString('utf8'))) {
    const response = await fetchRaw(origin + path)
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
    const { locale, path: sitePath } = splitLocalePath(path)
    const type = pageTypeOfPath(sitePath, { fixedRoutes, documentRoutes })
    out.push({ path, locale, type, totalBytes: response.body.length, ceilingBytes: htmlCeilingBytes(type) })
  }
  if (!locales.every((l) => out.some((p) => p.path === localizePath('/', l.code)))) throw new Error('The sitemap does not list the home page in every language')
  return out
}
