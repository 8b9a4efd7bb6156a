import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_SERVER } from 'next/constants'
import createNextIntlPlugin from 'next-intl/plugin'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { browserFormMessages } from './src/components/forms/browser-messages'
import { ensureFontFaces } from './src/fonts/generate'
import { checkMessageFiles } from './src/i18n/message-files'
import { locales } from './src/i18n/locales'
import { pickMessages } from './src/i18n/pick-messages'

// The message files are bundled into the app; a broken one must stop the build (and the server)
// with a clear report rather than show raw keys to visitors.
const messageFiles = locales.map((l) => ({ code: l.code, file: l.file, text: readFileSync(path.join(process.cwd(), 'messages', l.file), 'utf8') }))
const messageProblems = checkMessageFiles(messageFiles)
if (messageProblems.length > 0) {
  console.error(`The message files have problems:\n  ${messageProblems.join('\n  ')}`)
  throw new Error('Broken message files (see above).')
}

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

/**
 * Names the content cache entries of this code (src/data/cache.ts): a hash of src/data and src/lib,
 * where every content read and the shape of what it returns are written. Next's data cache outlives a
 * build (`.next/cache`, or Valkey/Redis shared by instances), so without it a new version would read
 * entries an older one cached, in the older shape.
 */
function contentCacheVersion(): string {
  const hash = createHash('sha256')
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) visit(file)
      else if (/\.(ts|tsx|graphql)$/.test(entry.name) && !entry.name.endsWith('.test.ts')) hash.update(entry.name).update(readFileSync(file))
    }
  }
  for (const floor of ['lib', 'data']) visit(path.join(process.cwd(), 'src', floor))
  return hash.digest('base64url').slice(0, 12)
}

/**
 * Messages are compiled when the app is built (ADR 011), so the browser and the server format them
 * without an ICU parser, which a page with a form or the blog list would otherwise load (13 KB):
 * what next-intl's own `precompile` option does (src/i18n/precompile-loader.cjs), and use-intl's
 * formatter for compiled messages.
 */
const precompiledMessages: NonNullable<NextConfig['turbopack']> = {
  rules: {
    '*.json': {
      // The site's message files only (the path is relative to the workspace root Next infers).
      condition: { all: [{ not: 'foreign' }, { path: new RegExp(`(^|/)messages/(${locales.map((l) => l.file.replace('.', '\\.')).join('|')})$`) }] },
      loaders: [path.join(process.cwd(), 'src/i18n/precompile-loader.cjs')],
      as: '*.json',
    },
  },
  resolveAlias: { 'use-intl/format-message': `./${path.relative(process.cwd(), createRequire(import.meta.url).resolve('use-intl/format-message/format-only'))}` },
}

/**
 * The error page's texts in every language (src/i18n/error-page-messages.ts): the error boundaries
 * render in the browser without the server, and only this namespace of the message files is sent.
 */
function errorPageMessages(): Record<string, string> {
  const byLocale = Object.fromEntries(messageFiles.map((f) => [f.code, (JSON.parse(f.text) as { ErrorPage: unknown }).ErrorPage]))
  // Every language for the last-resort boundary; each language's own for the boundary in its frame.
  const own = Object.entries(byLocale).map(([code, texts]) => [`ERROR_PAGE_MESSAGES_${code}`, JSON.stringify(texts)])
  return { ERROR_PAGE_MESSAGES: JSON.stringify(byLocale), ...Object.fromEntries(own) }
}

/**
 * Each form's messages in each language as `FORM_MESSAGES_<form>_<code>`, compiled as the message
 * files are: a form loads its language's with its code, when a visitor reaches for it, instead of
 * the page carrying them in its payload (src/components/forms/form-messages.ts, ADR 011).
 */
async function formMessages(): Promise<Record<string, string>> {
  const { compileMessages } = createRequire(import.meta.url)('./src/i18n/precompile-loader.cjs') as { compileMessages: (tree: object) => Promise<object> }
  const entries = messageFiles.flatMap((file) =>
    Object.entries(browserFormMessages).map(async ([form, keys]) => [`FORM_MESSAGES_${form}_${file.code}`, JSON.stringify(await compileMessages(pickMessages(JSON.parse(file.text), keys)))]),
  )
  return Object.fromEntries(await Promise.all(entries))
}

const nextConfig: NextConfig = {
  // The test suite builds into its own folder so it never disturbs the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  trailingSlash: false,
  poweredByHeader: false,
  // Next would hash every page's HTML on every request to make an ETag (a fifth of a cached page's
  // serving time, measured in bench/report.md); cached pages are for shared caches (`s-maxage`),
  // which do not need it. Route handlers that set their own ETag (share cards) keep it.
  generateEtags: false,
  // Inlined into the browser's code at build time (src/i18n/error-page-messages.ts).
  env: errorPageMessages(),
  // The production server (src/server) compresses, after computing each page's security headers.
  compress: false,
  // Next's page and data cache (the content reads' entries too, ADR 029): on the file system, or on
  // Valkey/Redis shared by every instance, never storing "not found" pages (src/server/cache-handler.mjs).
  cacheHandler: path.join(process.cwd(), 'src/server/cache-handler.mjs'),
  reactStrictMode: true,
  turbopack: precompiledMessages,
  // No Cache Components (`cacheComponents`) and so no `'use cache'`: the content reads are cached with
  // `unstable_cache`, Next 16's way without them (docs/decisions/029-content-cache-without-cache-components.md).
  experimental: {
    // A CV may be 5 MB; the limits leave room so that a somewhat larger file reaches the action and
    // gets the form's own "too large" message instead of a bare error.
    serverActions: { bodySizeLimit: '16mb' },
    proxyClientMaxBodySize: '16mb',
    // Turbopack keeps its work between builds in the build folder's cache (about 350 MB, a quarter
    // of a minute to write) so that the next build of a changed source is quicker. A build that is
    // never followed by another in the same folder (CI's fresh clone, the container image's build
    // stage) turns it off with BUILD_CACHE=off.
    turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== 'off',
  },
  // The editors' pages moved from `/pages/{slug}` to the top level (`/{slug}`, ADR 052): old links
  // keep working, permanently redirected in each language.
  async redirects() {
    return locales.map((locale) => ({ source: `${locale.prefix}/pages/:slug`, destination: `${locale.prefix}/:slug`, permanent: true }))
  },
  // The blog list's further pages (`/blog?page=N`, the load-more link without JavaScript) are served
  // by prerendered, cached pages (src/views/blog-index.tsx).
  // Before the pages: `/blog` is a page of its own, which an ordinary rewrite would not override.
  async rewrites() {
    return {
      beforeFiles: locales.map((locale) => ({
        source: `${locale.prefix}/blog`,
        has: [{ type: 'query' as const, key: 'page', value: '(?<page>.*)' }],
        destination: `${locale.prefix}/blog-pages/:page`,
      })),
      afterFiles: [],
      fallback: [],
    }
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // The widths offered: a phone at two and three times its density (828, 1200), a card (384, 640)
    // and the widest image a page shows (56rem at twice its density). Next's eight default widths,
    // up to 3840, wrote nine URLs per image into every page twice over (ADR 011).
    deviceSizes: [640, 828, 1200, 1920],
    imageSizes: [384],
    // `search: ''`: an image's address has no query string. Without it Next takes any one, and each
    // made-up `?v=…` was a fresh decode and encode of the original (seconds of CPU for an AVIF) and
    // a new file in the image cache.
    localPatterns: [{ pathname: '/api/media/file/**', search: '' }, { pathname: '/images/**', search: '' }, { pathname: '/brand/**', search: '' }],
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload asks every browser for the colour-scheme client hint on every path (`Critical-CH`), for its
 * admin's theme. On a public page a first visit then loads twice (the browser retries the navigation
 * to send the hint), and the `Vary` would split shared caches: only the admin asks for it.
 */
const payloadHeaders = config.headers
config.headers = async () =>
  ((await payloadHeaders?.()) ?? []).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

// The web fonts are generated from the installed @fontsource packages before anything is built
// (src/fonts/faces.ts); the layouts import the stylesheets from this folder. `next start` serves a
// build that already holds them.
export default async function configure(phase: string): Promise<NextConfig> {
  const configured = { ...config, env: { ...config.env, ...(await formMessages()) } }
  if (phase === PHASE_PRODUCTION_SERVER) return configured
  await ensureFontFaces(path.join(process.cwd(), 'src/fonts/generated'))
  // Inlined into the build; the production server serves a build that already holds it.
  return { ...configured, env: { ...configured.env, CONTENT_CACHE_VERSION: contentCacheVersion() } }
}
