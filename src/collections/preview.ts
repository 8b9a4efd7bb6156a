import type { CollectionConfig, GlobalConfig } from 'payload'
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

const pathOfDocument = (collection: RoutedCollection, slug: unknown) => (typeof slug === 'string' && slug ? documentPath(collection, slug) : null)

/**
 * The admin's Preview button and Live Preview for a collection whose documents have pages: both open
 * the page through /api/preview, which shows the latest draft to signed-in editors; Live Preview
 * renders it again on every save and autosave, at a phone's and a desktop's width.
 */
export function previewIn(collection: RoutedCollection): Pick<NonNullable<CollectionConfig['admin']>, 'preview' | 'livePreview'> {
  return {
    preview: (doc, { locale }) => previewUrl(pathOfDocument(collection, doc.slug), locale),
    livePreview: {
      url: ({ data, locale }) => previewUrl(pathOfDocument(collection, data.slug), locale?.code),
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
