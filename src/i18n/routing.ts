import { defineRouting } from 'next-intl/routing'
import { defaultLocale, localeCodes, localeCookie } from './locales'

/**
 * next-intl's routing, derived from the locale registry. There is no next-intl proxy: English and
 * Arabic are two route trees (see docs/decisions/002), so these settings drive link building only.
 */
export const routing = defineRouting({
  locales: localeCodes,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: {
    name: localeCookie.name,
    maxAge: localeCookie.maxAgeSeconds,
    path: localeCookie.path,
    sameSite: localeCookie.sameSite,
  },
})
