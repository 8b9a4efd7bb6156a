import { createTranslator } from 'next-intl'
import { getFormTexts } from '@/data/content/form-texts'
import { layTexts, type TextTree } from '@/forms/lay-texts'
import { editableForms } from '@/forms/texts'
import type { Locale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'

/**
 * A translator of the `Forms` messages with the editors' texts laid over them, for what the server
 * writes with a form's texts (the application's thank-you message, the general position's name).
 */
export async function formsTranslator(locale: Locale) {
  const [consultation, application] = await Promise.all(editableForms.map((form) => getFormTexts(form, locale)))
  const tree = layTexts(layTexts(messages[locale] as unknown as TextTree, 'consultation', consultation), 'application', application)
  return createTranslator({ locale, messages: tree as unknown as typeof messages.en, namespace: 'Forms' })
}
