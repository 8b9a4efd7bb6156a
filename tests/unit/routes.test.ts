import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { localeCodes, localizePath, locales } from '@/i18n/locales'
import { config as proxyConfig } from '@/proxy'
import { documentRouteOf, documentRoutes, fixedRoutes, reservedSegments, supportRoutes, toolRoutes } from '@/lib/routes'

// The route manifest (src/lib/routes.ts) against what is on disk: each language's route tree has
// a page for exactly the manifest's routes, and the proxy's form-page matcher covers exactly the
// routes that hold a form, in every language; and the two trees hold the same files, each bound to
// its own language. Seconds, not a build and a browser run.

type LocaleEntry = (typeof locales)[number]

/** The folder of a language's tree: `(en)` for the unprefixed language, else its prefix. */
const rootOf = (locale: LocaleEntry) => path.resolve('src/app/(frontend)', locale.prefix ? locale.prefix.slice(1) : `(${locale.code})`)
/** Its pages, under the `(site)` group. */
const treeOf = (locale: LocaleEntry) => path.join(rootOf(locale), '(site)')

/** Every file of a folder, as paths relative to it. */
function filesIn(root: string, base = ''): string[] {
  return readdirSync(path.join(root, base))
    .sort()
    .flatMap((name) => (statSync(path.join(root, base, name)).isDirectory() ? filesIn(root, path.join(base, name)) : [path.join(base, name)]))
}

/**
 * A locale code where a route file names its language: a quoted argument (`homeRoute('ar')`,
 * `locale="ar"`), the fonts' stylesheet (`generated/ar.css`) or the error page's texts inlined for
 * it (`process.env.ERROR_PAGE_MESSAGES_ar`).
 */
const localeBinding = new RegExp(`(['"/]|ERROR_PAGE_MESSAGES_)(${localeCodes.join('|')})(['".]|(?!\\w))`, 'g')
const bindingsOf = (text: string) => [...text.matchAll(localeBinding)].map((m) => m[2])
const withoutBindings = (text: string) => text.replace(localeBinding, '$1<locale>$3')

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

  it('each language tree holds the same files, alike but for the language each binds', () => {
    const [first, ...others] = locales
    const files = filesIn(rootOf(first))
    expect(files).toContain('layout.tsx')
    for (const locale of others) expect(filesIn(rootOf(locale)), locale.code).toEqual(files)
    for (const file of files) {
      const texts = locales.map((locale) => readFileSync(path.join(rootOf(locale), file), 'utf8'))
      const binds = bindingsOf(texts[0]!).length > 0
      locales.forEach((locale, i) => {
        expect(withoutBindings(texts[i]!), `${locale.code}: ${file}`).toBe(withoutBindings(texts[0]!))
        // A file that names its language names its own, and only its own.
        expect(new Set(bindingsOf(texts[i]!)), `${locale.code}: ${file}`).toEqual(new Set(binds ? [locale.code] : []))
      })
    }
  })

  // Every page's React payload carries the 404 page of each not-found boundary above it, so the
  // boundary sits only on the segments that can answer 404 (documents, the blog's later pages and
  // the catch-all); fixed pages throw an error for missing content instead (ADR 011).
  it.each(locales.map((l) => [l.code, l] as const))('the %s tree has a 404 page on its dynamic segments only', (_code, locale) => {
    const files = filesIn(treeOf(locale))
    const dynamicSegments = files.filter((f) => path.basename(f) === 'page.tsx' && /^\[/.test(path.basename(path.dirname(f)))).map(path.dirname)
    const boundaries = files.filter((f) => path.basename(f) === 'not-found.tsx').map(path.dirname)
    expect(dynamicSegments.length).toBeGreaterThan(0)
    expect(boundaries.sort()).toEqual(dynamicSegments.sort())
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

  it("keeps the editors' top-level pages off every first segment the site answers itself", () => {
    // Every folder that is a first path segment: through route groups, in the app and in public/.
    const segments = (dir: string): string[] =>
      readdirSync(dir)
        .filter((name) => statSync(path.join(dir, name)).isDirectory())
        .flatMap((name) => (/^\(.*\)$/.test(name) ? segments(path.join(dir, name)) : /^[\w-]+$/.test(name) ? [name] : []))
    const own = [...segments(path.resolve('src/app')), ...segments(path.resolve('public')), ...locales.map((l) => l.prefix.slice(1)).filter(Boolean)]
    expect(own).toContain('blog')
    expect(own.filter((segment) => !reservedSegments.has(segment))).toEqual([])
    expect(documentRouteOf('/about')).toBeNull()
    expect(documentRouteOf('/ar')).toBeNull()
    expect(documentRouteOf('/privacy-policy')).toMatchObject({ route: { id: 'cms-page' }, slug: 'privacy-policy' })
    expect(documentRouteOf('/blog/a-post')).toMatchObject({ route: { id: 'post' }, slug: 'a-post' })
    expect(documentRouteOf('/pages/privacy-policy')).toBeNull()
  })
})
