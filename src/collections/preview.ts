import type { CollectionConfig } from 'payload'
import { defaultLocale, isLocale, localizePath } from '@/i18n/locales'
import { documentPath, type RoutedCollection } from '@/lib/routes'

/** The address that opens a document's page in draft mode, in the admin's content language. */
function previewUrl(collection: RoutedCollection, slug: unknown, locale: string | undefined): string | null {
  if (typeof slug !== 'string' || !slug) return null
  const path = localizePath(documentPath(collection, slug), isLocale(locale) ? locale : defaultLocale)
  return `/api/preview?path=${encodeURIComponent(path)}`
}

/**
 * The admin's Preview button and Live Preview for a collection whose documents have pages: both open
 * the page through /api/preview, which shows the latest draft to signed-in editors; Live Preview
 * renders it again on every save and autosave, at a phone's and a desktop's width.
 */
export function previewIn(collection: RoutedCollection): Pick<NonNullable<CollectionConfig['admin']>, 'preview' | 'livePreview'> {
  return {
    preview: (doc, { locale }) => previewUrl(collection, doc.slug, locale),
    livePreview: {
      url: ({ data, locale }) => previewUrl(collection, data.slug, locale?.code),
      breakpoints: [
        { name: 'phone', label: '375 px', width: 375, height: 812 },
        { name: 'desktop', label: '1280 px', width: 1280, height: 800 },
      ],
    },
  }
}
