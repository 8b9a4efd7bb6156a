// The speed budget's byte limits and the framework's floor they are measured against, read from a
// production build. Shared by the benchmark (scripts/bench/browser.mjs) and the browser test that
// keeps the site within them (tests/e2e/budget.spec.ts). 1 KB = 1,000 bytes, as in the report.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

/** The HTML of every page, uncompressed. */
export const htmlBudgetBytes = 80_000
/** First-load JavaScript on a content page, compressed, beyond the framework's floor. */
export const jsAboveFloorBytes = 10_000

/**
 * Page types with pages still over the budget (ADR 011 says why), with the ceilings every page of
 * the type must stay under until they meet it: none. Measured on every page the sitemap lists, the
 * longest are the Arabic posts (up to 79.8 KB) and the Arabic industry pages (up to 78.9 KB); a
 * page type listed here again must say so in ADR 011.
 */
const htmlOverBudget = {}
/**
 * Page types still beyond the 10 KB allowance (ADR 011), with the most they may load: none. Content
 * pages load 9.8 to 9.9 KB beyond the floor; a form's code and the blog list's load when a visitor
 * reaches for them, not with the page.
 */
const jsOverBudget = {}

/** A page's React payload as React reads it: the strings of every `self.__next_f.push([1, "…"])`, joined. */
export function decodedPayload(html) {
  let payload = ''
  for (const match of html.matchAll(/<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)) {
    const [kind, text] = JSON.parse(match[1])
    if (kind === 1) payload += text
  }
  return payload
}

/** The site paths a sitemap lists (its `<loc>` entries), each in every language it is listed in. */
export function sitemapPaths(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replaceAll('&amp;', '&')).pathname)
}

/**
 * The page type of a site path without its language prefix, as the ceilings are keyed: a fixed
 * page's route id, or the id of the document route it is under (the manifest's routes, passed in:
 * src/lib/routes.ts is TypeScript, and this module is read by plain Node too).
 */
export function pageTypeOfPath(path, { fixedRoutes, documentRoutes }) {
  // The editors' pages are at the top level (base ''): a path of one segment.
  return fixedRoutes.find((r) => r.path === path)?.id ?? documentRoutes.find((r) => (r.base ? path.startsWith(`${r.base}/`) : /^\/[^/]+$/.test(path)))?.id ?? path
}

/** The most HTML a page of this type may have (uncompressed). */
export const htmlCeilingBytes = (pageType) => htmlOverBudget[pageType] ?? htmlBudgetBytes
/** The most first-load JavaScript beyond the framework's floor a page of this type may load (compressed). */
export const jsAboveFloorCeilingBytes = (pageType) => jsOverBudget[pageType] ?? jsAboveFloorBytes

/** Next.js's own client modules (the router's boundaries and segments), as the build names them. */
const frameworkModule = /^\[project\]\/node_modules\/next\/dist\//

function files(dir, pattern) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** The client reference manifest of one page: which chunks each client module needs. */
function clientManifest(file) {
  const sandbox = { globalThis: {} }
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox)
  return Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {})[0] ?? { clientModules: {} }
}

/**
 * The scripts a page of this App Router build loads whatever the site's own code: the bootstrap
 * every page starts with (`rootMainFiles`: React DOM, the router and its RSC client, Turbopack's
 * runtime) and the chunks that every page lists for Next's own client modules (the layout router,
 * its error and not-found boundaries) and that hold nothing of the site's: a chunk that Turbopack
 * shares between Next's Link and the site's own client components counts as the site's. Paths as
 * the browser asks for them.
 */
export function frameworkFloorChunks(distDir) {
  const build = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const pages = files(path.join(distDir, 'server', 'app', '(frontend)'), /^page_client-reference-manifest\.js$/).map(clientManifest)
  const siteChunks = new Set(pages.flatMap((manifest) => Object.entries(manifest.clientModules).filter(([id]) => !frameworkModule.test(id)).flatMap(([, entry]) => entry.chunks)))
  const frameworkChunks = (manifest) =>
    new Set(
      Object.entries(manifest.clientModules)
        .filter(([id]) => frameworkModule.test(id))
        .flatMap(([, entry]) => entry.chunks)
        .filter((chunk) => !siteChunks.has(chunk)),
    )
  const [first, ...rest] = pages.map(frameworkChunks)
  const everyPage = [...(first ?? [])].filter((chunk) => rest.every((set) => set.has(chunk)))
  return [...new Set([...build.rootMainFiles.map((file) => `/_next/${file}`), ...everyPage])]
}

/**
 * Holds Next's link prefetches (requests for the payloads of other pages) until the page's load
 * event, in a Playwright page, before it navigates. A prefetched payload makes React preload the
 * chunks of that other page's client components: before the load event, that counted another
 * page's code as this page's first load, or not, depending on timing (a post counted the blog
 * index's list when `/blog` was prefetched early). Held until load, what a page loads by its load
 * event is its own code, whatever the timing; the prefetches then go on as they would.
 */
export async function holdPrefetchesUntilLoad(page) {
  const loaded = new Promise((resolve) => page.once('load', resolve))
  await page.route(
    (url) => url.searchParams.has('_rsc'),
    async (route) => {
      if (route.request().headers()['next-router-prefetch']) await loaded
      await route.continue().catch(() => undefined)
    },
  )
}
