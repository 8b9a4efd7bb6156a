// The pages the benchmark measures: each route of the manifest (src/lib/routes.ts, a document route
// with its seeded example) in every language, and the 404 page. The benchmark runs under tsx
// (package.json), which loads the TypeScript sources.
import { localizePath, locales } from '../../src/i18n/locales.ts'
import { documentRoutes, fixedRoutes } from '../../src/lib/routes.ts'

const documentType = ({ id, label, base, example }) => ({ id, label, path: `${base}/${example}` })

/** The fixed pages, each followed by the documents under it (`/blog`, then a post), then the rest. */
const pageTypes = [
  ...fixedRoutes.flatMap(({ id, label, path }) => [{ id, label, path }, ...documentRoutes.filter((d) => d.base === path).map(documentType)]),
  ...documentRoutes.filter((d) => !fixedRoutes.some((f) => f.path === d.base)).map(documentType),
  // Not a content page (the speed budget does not apply), and its 404 status is intended.
  { id: 'not-found', label: '404', path: '/bench-no-such-page', expectStatus: 404 },
]

/** Every page type in every language: `{ key, type, locale, path, expectStatus }`. */
export const benchPages = () =>
  pageTypes.flatMap((type) =>
    locales.map((locale) => ({
      key: `${type.id}.${locale.code}`,
      type,
      locale: locale.code,
      path: localizePath(type.path, locale.code),
      expectStatus: type.expectStatus ?? 200,
    })),
  )
