import { defaultLocale, type Locale } from '@/i18n/locales'

/**
 * The language a document's text is shown in: the page's, or the default language's when the
 * document has no translation and Payload falls back to it (`own` is read without the fallback).
 */
export const contentLocaleOf = (locale: Locale, ownTitle: string | null | undefined): Locale => (ownTitle ? locale : defaultLocale)
