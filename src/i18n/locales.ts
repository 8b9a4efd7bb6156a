/**
 * The one locale registry. Payload's localization, next-intl's routing, the <html> attributes,
 * hreflang alternates and the message files are all derived from this list.
 */
export const locales = [
  { code: 'en', iso: 'en-US', file: 'en.json', dir: 'ltr', label: 'English', prefix: '' },
  { code: 'ar', iso: 'ar-SA', file: 'ar.json', dir: 'rtl', label: 'العربية', prefix: '/ar' },
] as const

export type LocaleEntry = (typeof locales)[number]
export type Locale = LocaleEntry['code']

export const defaultLocale: Locale = 'en'
export const localeCodes = locales.map((l) => l.code) as readonly Locale[]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && locales.some((l) => l.code === value)
}

/**
 * The locale named by a language code from elsewhere (the admin's interface language, whose
 * languages are the site's), or the default locale for any other code.
 */
export function localeOrDefault(code: string | undefined): Locale {
  return isLocale(code) ? code : defaultLocale
}

export function getLocale(code: Locale): LocaleEntry {
  const entry = locales.find((l) => l.code === code)
  if (!entry) throw new Error(`Unknown locale: ${code}`)
  return entry
}

/** The cookie that remembers the visitor's chosen language (spec section 2 and 9). */
const localeCookie = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'lax',
} as const

/** The `document.cookie` assignment that remembers a chosen language (the language switcher's). */
export function localeCookieAssignment(locale: Locale): string {
  const { name, maxAgeSeconds, path, sameSite } = localeCookie
  return `${name}=${locale}; Max-Age=${maxAgeSeconds}; Path=${path}; SameSite=${sameSite === 'lax' ? 'Lax' : sameSite}`
}

/** The time zone of every date the site shows, on the server and in the browser alike (ADR 004). */
export const siteTimeZone = 'Asia/Riyadh'

/**
 * Dates are shown in the Gregorian calendar in both languages: `ar-SA` alone defaults to the
 * Hijri calendar in ICU, so the Arabic format locale pins it (see docs/decisions/004).
 */
export const dateFormatLocale: Record<Locale, string> = {
  en: 'en-US',
  ar: 'ar-SA-u-ca-gregory-nu-latn',
}

/** Adds the locale's path prefix to a site path: `localizePath('/about', 'ar')` is `/ar/about`. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  const prefix = getLocale(locale).prefix
  if (!prefix) return clean
  // The home page with a query or fragment (`/?q=…`, `/#contact`) keeps them after the bare prefix.
  return clean === '/' || clean.startsWith('/?') || clean.startsWith('/#') ? `${prefix}${clean.slice(1)}` : `${prefix}${clean}`
}

/** Splits a URL path into its locale and the path without prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const entry of locales) {
    if (!entry.prefix) continue
    if (pathname === entry.prefix) return { locale: entry.code, path: '/' }
    if (pathname.startsWith(`${entry.prefix}/`)) {
      return { locale: entry.code, path: pathname.slice(entry.prefix.length) }
    }
  }
  return { locale: defaultLocale, path: pathname || '/' }
}
