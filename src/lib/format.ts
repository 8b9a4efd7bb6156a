import { dateFormatLocale, type Locale } from '@/i18n/locales'

/** A long date in the visitor's language, Gregorian in both (see docs/decisions/004). */
export function formatDate(value: string | null | undefined, locale: Locale): string {
  if (!value) return ''
  return new Intl.DateTimeFormat(dateFormatLocale[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Riyadh',
  }).format(new Date(value))
}

/** Reading time from a Lexical document: words at 200 (English) or 160 (Arabic) per minute. */
export function readingMinutes(richText: unknown, locale: Locale): number {
  const words = collectText(richText).split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.round(words / (locale === 'ar' ? 160 : 200)))
}

function collectText(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const { text, children, root } = node as { text?: string; children?: unknown[]; root?: unknown }
  if (typeof text === 'string') return text
  if (root) return collectText(root)
  return (children ?? []).map(collectText).join(' ')
}

/** A `tel:` link for a phone number as editors write it (spaces allowed). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`
}
