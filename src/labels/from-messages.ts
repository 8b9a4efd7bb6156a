import { localeCodes } from '@/i18n/locales'
import { type Messages, messages } from '@/i18n/messages'
import type { Label } from './label'

/**
 * Option labels taken from the site's message files, so the admin and the site never name an
 * option differently: `fromMessages(departments, (m) => m.Careers.departments)`.
 */
export function fromMessages<V extends string>(values: readonly V[], pick: (messages: Messages) => Record<V, string>): Record<V, Label> {
  return Object.fromEntries(values.map((value) => [value, messageLabel((m) => pick(m)[value])])) as Record<V, Label>
}

/** One message of the site's files as a label: `messageLabel((m) => m.Careers.department)`. */
export function messageLabel(pick: (messages: Messages) => string): Label {
  return Object.fromEntries(localeCodes.map((locale) => [locale, pick(messages[locale])])) as Label
}
