import 'server-only'
import type { MetadataRoute } from 'next'
import { getLocale, type Locale, localizePath } from '@/i18n/locales'
import { getShell } from '@/data/content/site'

/** The web app manifest of one language: name and description from the CMS, its language and direction. */
export async function webManifest(locale: Locale): Promise<Response> {
  const { settings } = await getShell(locale)
  const entry = getLocale(locale)
  const home = localizePath('/', locale)
  const manifest: MetadataRoute.Manifest = {
    id: home,
    name: settings.siteName ?? '',
    short_name: settings.siteName ?? '',
    description: settings.description ?? undefined,
    lang: entry.iso,
    dir: entry.dir,
    start_url: home,
    display: 'browser',
    background_color: '#f7f5f0',
    theme_color: '#132b3f',
    icons: [
      { src: '/brand/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/brand/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/brand/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  }
  return new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/manifest+json; charset=utf-8' } })
}
