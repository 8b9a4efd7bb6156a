// The page types the benchmark measures, each in both languages. Slugs are the seeded ones that the
// browser tests use too (tests/e2e/fixtures.ts).
export const benchLocales = [
  { code: 'en', prefix: '' },
  { code: 'ar', prefix: '/ar' },
]

export const pageTypes = [
  { id: 'home', label: 'Home', path: '/' },
  { id: 'about', label: 'About', path: '/about' },
  { id: 'solutions', label: 'Solutions index', path: '/solutions' },
  { id: 'solution', label: 'A solution', path: '/solutions/ai-data-science' },
  { id: 'blog', label: 'Blog index', path: '/blog' },
  { id: 'post', label: 'A post', path: '/blog/arabic-rag-enterprise-search' },
  { id: 'careers', label: 'Careers', path: '/careers' },
  { id: 'job', label: 'A job', path: '/careers/senior-machine-learning-engineer-riyadh' },
  { id: 'contact', label: 'Contact', path: '/contact' },
  { id: 'cms-page', label: 'CMS page', path: '/pages/privacy-policy' },
  // Not a content page: the JavaScript target does not apply, and its 404 status is intended.
  { id: 'not-found', label: '404', path: '/bench-no-such-page', expectStatus: 404, content: false },
]

export function localize(path, locale) {
  if (!locale.prefix) return path
  return path === '/' ? locale.prefix : `${locale.prefix}${path}`
}

/** Every page type in every language: `{ key, type, locale, path }`. */
export function benchPages() {
  return pageTypes.flatMap((type) =>
    benchLocales.map((locale) => ({
      key: `${type.id}.${locale.code}`,
      type,
      locale: locale.code,
      path: localize(type.path, locale),
      expectStatus: type.expectStatus ?? 200,
      content: type.content ?? true,
    })),
  )
}
