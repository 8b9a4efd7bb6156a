import { defaultLocale, getLocale, type Locale } from '@/i18n/locales'

/**
 * Payload fills a missing translation from the default locale. Text shown that way is marked with
 * its own language and direction, so screen readers and the bidi algorithm treat it right.
 */
export function fallbackAttrs(locale: Locale, ownValue: unknown): { lang?: string; dir?: 'ltr' | 'rtl' } {
  const missing = ownValue === null || ownValue === undefined || ownValue === '' || ownValue === false
  if (locale === defaultLocale || !missing) return {}
  const entry = getLocale(defaultLocale)
  return { lang: entry.iso, dir: entry.dir }
}

/**
 * The marking for a document's text in a list (a card), from its `missingTranslations`: shown in the
 * default language, marked as such, where `locale` is one it still lacks (docs/decisions/020).
 */
export function untranslatedAttrs(missingTranslations: readonly (string | null)[] | null | undefined, locale: Locale) {
  return missingTranslations?.includes(locale) ? fallbackAttrs(locale, null) : {}
}
