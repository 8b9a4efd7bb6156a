import { createTranslator } from 'next-intl'
import { layTexts, type TextTree } from '@/forms/lay-texts'
import type { Locale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'

/**
 * A translator of the `Forms` messages with the editors' application texts (data/content/form-texts.ts
 * `getFormTexts`) laid over them, for what the server writes with them: the application's thank-you
 * message and the general position's name.
 */
export function applicationTranslator(locale: Locale, texts: TextTree) {
  const tree = layTexts(messages[locale] as unknown as TextTree, 'application', texts)
  return createTranslator({ locale, messages: tree as unknown as typeof messages.en, namespace: 'Forms' })
}
