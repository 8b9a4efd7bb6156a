import type { Locale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { pickMessages } from '@/i18n/pick-messages'

/**
 * The messages at `keys` for `locale`, for a component wrapped in `withMessages` (its `intl` prop).
 * Every message picked travels in the page's React payload, so a component's messages go with the
 * component rather than with every page, and only the ones it shows in the browser (ADR 011).
 */
export function clientIntl(locale: Locale, keys: readonly string[]) {
  return { locale, messages: pickMessages(messages[locale], keys) }
}
