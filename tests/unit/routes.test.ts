import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { localizePath, locales } from '@/i18n/locales'
import { config as proxyConfig } from '@/proxy'
import { documentRoutes, fixedRoutes, supportRoutes, toolRoutes } from '@/lib/routes'

// The route manifest (src/lib/routes.ts) against what is on disk: each language's route tree has
// a page for exactly the manifest's routes, and the proxy's form-page matcher covers exactly the
// routes that hold a form, in every language. Seconds, not a build and a browser run.

/** The folder of a language's route tree: `(en)` for the unprefixed language, else its prefix. */
const treeOf = (locale: (typeof locales)[number]) =>
  path.resolve('src/app/(frontend)', locale.prefix ? locale.prefix.slice(1) : `(${locale.code})`, '(site)')

/** The routes a tree has pages for, as paths: `/`, `/blog/[slug]`, … (route groups left out). */
function pagesIn(root: string, base = ''): string[] {
  const found: string[] = []
  for (const name of readdirSync(root).sort()) {
    const full = path.join(root, name)
    if (statSync(full).isDirectory()) found.push(...pagesIn(full, /^\(.*\)$/.test(name) ? base : `${base}/${name}`))
    else if (/^page\.(tsx|ts)$/.test(name)) found.push(base || '/')
  }
  return found
}

const expected = [...fixedRoutes.map((r) => r.path), ...toolRoutes.map((r) => r.path), ...documentRoutes.map((r) => `${r.base}/[slug]`), ...supportRoutes].sort()

describe('route manifest', () => {
  it.each(locales.map((l) => [l.code, l] as const))('the %s route tree has a page for every route and no other', (_code, locale) => {
    expect(pagesIn(treeOf(locale)).sort()).toEqual(expected)
  })

  it('names every route once', () => {
    const ids = [...fixedRoutes, ...toolRoutes, ...documentRoutes].map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
    const paths = [...fixedRoutes.map((r) => r.path), ...toolRoutes.map((r) => r.path), ...documentRoutes.map((r) => `${r.base}/[slug]`)]
    expect(new Set(paths).size).toBe(paths.length)
  })

  it("the proxy's matcher covers exactly the pages with a form, in every language", () => {
    const formPaths = [
      ...fixedRoutes.filter((r) => 'form' in r && r.form).map((r) => r.path),
      ...documentRoutes.filter((r) => 'form' in r && r.form).map((r) => `${r.base}/:slug*`),
    ]
    const expectedSources = locales.flatMap((l) => formPaths.map((p) => localizePath(p, l.code))).sort()
    const sources = proxyConfig.matcher.map((m) => m.source).sort()
    expect(sources).toEqual(expectedSources)
    for (const m of proxyConfig.matcher) expect(m.has).toEqual([{ type: 'header', key: 'origin' }])
  })
})
