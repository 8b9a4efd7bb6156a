/**
 * The site's route table: the one place a page route is named. Each route exists once per language
 * in the two route trees, `src/app/(frontend)/(en)/(site)` and `src/app/(frontend)/ar/(site)` (kept
 * as files: ADR 002 measured that a proxy on the request path costs more than two thin trees).
 * Everything else is derived from this list: the view registry (views/registry.ts), the sitemap
 * (data/seo/site-pages.ts), links to documents in rich text, the browser tests' route list and the
 * benchmark's pages (the search page has a benchmark phase of its own). tests/unit/routes.test.ts checks both trees and the proxy's form-page matcher
 * against it. Plain data without imports, so that tests and scripts can read it too.
 *
 * Adding a page: one entry here, its view in `src/views`, its factory in views/registry.ts, and
 * one `page.tsx` in each tree (the unit test names what is missing).
 */

/**
 * Pages at a fixed path, each in every language, with the global that holds their content, or the
 * collection they list when they have no global (their last change is their newest document's).
 */
export const fixedRoutes = [
  { id: 'home', path: '/', label: 'Home', global: 'home' },
  { id: 'about', path: '/about', label: 'About', global: 'about' },
  { id: 'solutions', path: '/solutions', label: 'Solutions index', global: 'solutions-index' },
  { id: 'case-studies', path: '/case-studies', label: 'Case studies index', lists: 'case-studies' },
  { id: 'blog', path: '/blog', label: 'Blog index', global: 'blog-index' },
  { id: 'careers', path: '/careers', label: 'Careers', global: 'careers' },
  { id: 'contact', path: '/contact', label: 'Contact', global: 'contact', form: true },
] as const

/**
 * Pages of a collection's documents, at `{base}/{slug}`, in the languages each document has; the
 * editors' own pages at the top level (`/{slug}`, base ''), where a slug may not be one of the
 * site's own first segments (`reservedSegments`). `example` is a seeded document that tests and the
 * benchmark open.
 */
export const documentRoutes = [
  { id: 'solution', base: '/solutions', collection: 'solutions', label: 'A solution', example: 'ai-data-science' },
  { id: 'case-study', base: '/case-studies', collection: 'case-studies', label: 'A case study', example: 'hospital-bed-forecasting' },
  { id: 'post', base: '/blog', collection: 'posts', label: 'A post', example: 'arabic-rag-enterprise-search' },
  { id: 'job', base: '/careers', collection: 'jobs', label: 'A job', example: 'senior-machine-learning-engineer-riyadh', form: true },
  { id: 'cms-page', base: '', collection: 'pages', label: 'CMS page', example: 'privacy-policy' },
  { id: 'person', base: '/people', collection: 'authors', label: 'A person or team', example: 'research-team' },
] as const

/**
 * Pages that serve visitors without holding content of their own: in every language, but not in the
 * sitemap and not indexed by search engines (their metadata says `noindex`).
 */
export const toolRoutes = [{ id: 'search', path: '/search', label: 'Search' }] as const

/**
 * Routes of the trees that are not pages of their own: the not-found page for every unknown path,
 * and the blog index's later pages (`/blog?page=N` is rewritten there, next.config.ts).
 */
export const supportRoutes = ['/[...missing]', '/blog-pages/[page]'] as const

/**
 * First path segments the site itself answers besides its page routes: the languages' prefixes,
 * the API, the admin, share cards, files and folders at the root, and the editors' pages' former
 * folder (its addresses redirect to the top level).
 */
const siteSegments = ['ar', 'en', 'api', 'admin', 'og', '_next', 'pages', 'brand', 'images', 'icons', 'sitemap', 'robots', 'manifest', 'favicon', 'icon', 'apple-icon'] as const

/** What an editor's page may not be called: a first segment of the site's own (`/blog`, `/api`, …). */
export const reservedSegments: ReadonlySet<string> = new Set([
  ...siteSegments,
  ...[...fixedRoutes, ...toolRoutes].map((r) => r.path.split('/')[1]!).filter(Boolean),
  ...documentRoutes.map((r) => r.base.slice(1)).filter(Boolean),
  ...supportRoutes.map((r) => r.split('/')[1]!).filter((segment) => !segment.startsWith('[')),
])

type FixedRoute = (typeof fixedRoutes)[number]
export type DocumentRoute = (typeof documentRoutes)[number]
export type FixedRouteId = FixedRoute['id']
export type ToolRouteId = (typeof toolRoutes)[number]['id']
export type DocumentRouteId = DocumentRoute['id']
export type RoutedCollection = DocumentRoute['collection']

/** The route of a collection's documents (undefined: its documents have no page). */
export function routeOfCollection(collection: string | undefined): DocumentRoute | undefined {
  return documentRoutes.find((r) => r.collection === collection)
}

export type GlobalRoute = Extract<FixedRoute, { global: string }>

/** The fixed pages whose content a global holds. */
export const globalRoutes: readonly GlobalRoute[] = fixedRoutes.filter((r): r is GlobalRoute => 'global' in r)

/** The fixed page whose content a global holds (undefined: the global has no page of its own). */
export function routeOfGlobal(global: string): GlobalRoute | undefined {
  return globalRoutes.find((r) => r.global === global)
}

/** A document's path without language prefix: `/blog/{slug}`. */
export function documentPath(collection: RoutedCollection, slug: string): string {
  const route = routeOfCollection(collection)
  if (!route) throw new Error(`No route for the collection ${collection}`)
  return `${route.base}/${slug}`
}

/**
 * The document route of `path`: by its first segment (`/blog/x` → the post route), or for a path of
 * one segment that is not the site's own, the editors' pages (`/privacy-policy`).
 */
export function documentRouteOf(path: string): { route: DocumentRoute; slug: string } | null {
  const match = /^(?:(\/[^/]+))?\/([^/]+)$/.exec(path)
  if (!match) return null
  const [, base = '', slug] = match
  if (!base && reservedSegments.has(slug!)) return null
  const route = documentRoutes.find((r) => r.base === base)
  return route ? { route, slug: slug! } : null
}
