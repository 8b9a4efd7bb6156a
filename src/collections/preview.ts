import type { CollectionConfig, GlobalConfig, PayloadRequest } from 'payload'
import { defaultLocale, isLocale, localizePath } from '@/i18n/locales'
import { documentPath, routeOfGlobal, type RoutedCollection } from '@/lib/routes'

/** The address that opens a page of the site in draft mode, in the admin's content language. */
function previewUrl(path: string | null, locale: string | undefined): string | null {
  if (!path) return null
  return `/api/preview?path=${encodeURIComponent(localizePath(path, isLocale(locale) ? locale : defaultLocale))}`
}

const livePreviewBreakpoints = [
  { name: 'phone', label: '375 px', width: 375, height: 812 },
  { name: 'desktop', label: '1280 px', width: 1280, height: 800 },
]

/**
 * The document's page: at its slug in the language being edited, else (a translation without a slug
 * of its own yet, ADR 055) at the default language's, where the site shows it in both languages.
 */
async function pathOfDocument(collection: RoutedCollection, doc: { id?: unknown; slug?: unknown }, req: PayloadRequest): Promise<string | null> {
  if (typeof doc.slug === 'string' && doc.slug) return documentPath(collection, doc.slug)
  if (typeof doc.id !== 'number' && typeof doc.id !== 'string') return null
  const { locale, fallbackLocale } = req
  try {
    const stored = await req.payload.findByID({ collection, id: doc.id, locale: defaultLocale, draft: true, depth: 0, disableErrors: true, select: { slug: true }, req })
    const slug = (stored as { slug?: unknown } | null)?.slug
    return typeof slug === 'string' && slug ? documentPath(collection, slug) : null
  } finally {
    // The read sets the request's language to its own: the admin's is put back.
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}

/**
 * The admin's Preview button and Live Preview for a collection whose documents have pages: both open
 * the page through /api/preview, which shows the latest draft to signed-in editors; Live Preview
 * renders it again on every save and autosave, at a phone's and a desktop's width.
 */
export function previewIn(collection: RoutedCollection): Pick<NonNullable<CollectionConfig['admin']>, 'preview' | 'livePreview'> {
  return {
    preview: async (doc, { locale, req }) => previewUrl(await pathOfDocument(collection, doc, req), locale),
    livePreview: {
      url: async ({ data, locale, req }) => previewUrl(await pathOfDocument(collection, data, req), locale?.code),
      breakpoints: livePreviewBreakpoints,
    },
  }
}

/**
 * The same for a global that holds a page of its own (the route manifest names it, lib/routes.ts),
 * or that shows on every page (the menus: previewed on `path`); nothing for the site settings.
 */
export function previewOfGlobal(global: string, path: string | undefined = routeOfGlobal(global)?.path): Pick<NonNullable<GlobalConfig['admin']>, 'preview' | 'livePreview'> {
  if (!path) return {}
  return {
    preview: (_doc, { locale }) => previewUrl(path, locale),
    livePreview: { url: ({ locale }) => previewUrl(path, locale?.code), breakpoints: livePreviewBreakpoints },
  }
}
