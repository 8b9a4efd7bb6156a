import type { Locale } from './locales'
import type { Messages } from './messages'

/**
 * The error page's texts in every language. The error boundaries render in the browser with nothing
 * from the server (the last-resort one even replaces the document), so their texts travel with the
 * code: next.config.ts inlines this one namespace of the message files at build time, where importing
 * the files would ship every namespace of both languages to every page (ADR 011).
 */
export function errorPageMessages(locale: Locale): Messages['ErrorPage'] {
  const inlined = process.env.ERROR_PAGE_MESSAGES
  if (!inlined) throw new Error('ERROR_PAGE_MESSAGES is inlined by next.config.ts at build time.')
  return (JSON.parse(inlined) as Record<Locale, Messages['ErrorPage']>)[locale]
}
