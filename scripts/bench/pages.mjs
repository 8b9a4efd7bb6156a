// The page types the benchmark measures, each in every language: the routes of the manifest
// (src/lib/routes.ts), a document route with its seeded example (the browser tests open it too).
// The benchmark runs under tsx (package.json), which loads the TypeScript sources.
import { localizePath, locales } from '../../src/i18n/locales.ts'
import { documentRoutes, fixedRoutes } from '../../src/lib/routes.ts'

const documentType = ({ id, label, base, example }) => ({ id, label, path: `${base}/${example}` })

/** The fixed pages, each followed by the documents under it (`/blog`, then a post), then the rest. */
export const pageTypes = [
  ...fixedRoutes.flatMap(({ id, label, path }) => [{ id, label, path }, ...documentRoutes.filter((d) => d.base === path).map(documentType)]),
  ...documentRoutes.filter((d) => !fixedRoutes.some((f) => f.path === d.base)).map(documentType),
  // Not a content page: the JavaScript target does not apply, and its 404 status is intended.
  { id: 'not-found', label: '404', path: '/bench-no-such-page', expectStatus: 404, content: false },
]

/** Every page type in every language: `{ key, type, locale, path }`. */
export function benchPages() {
  return pageTypes.flatMap((type) =>
    locales.map((locale) => ({
      key: `${type.id}.${locale.code}`,
      type,
      locale: locale.code,
      path: localizePath(type.path, locale.code),
      expectStatus: type.expectStatus ?? 200,
      content: type.content ?? true,
    })),
  )
}
