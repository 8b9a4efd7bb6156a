import { dateFormatLocale, type Locale, siteTimeZone } from '@/i18n/locales'

/** A long date in the visitor's language, Gregorian in both (see docs/decisions/004). */
export function formatDate(value: string | null | undefined, locale: Locale): string {
  if (!value) return ''
  return new Intl.DateTimeFormat(dateFormatLocale[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: siteTimeZone,
  }).format(new Date(value))
}

/** Made once: every card of a list asks it for its date. */
const dayInRiyadh = new Intl.DateTimeFormat('en-US', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: siteTimeZone })

/**
 * The day `formatDate` shows, as a `<time datetime>` value (YYYY-MM-DD, in the site's time zone):
 * the page says a date, not an instant, and a list of cards carries each one twice (ADR 011).
 */
export function dateAttribute(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const parts = Object.fromEntries(dayInRiyadh.formatToParts(new Date(value)).map((part) => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** Words read per minute, by the language of the text. */
const wordsPerMinute: Record<Locale, number> = { en: 200, ar: 160 }

/** Reading time from a Lexical document in the given language. */
export function readingMinutes(richText: unknown, locale: Locale): number {
  const words = collectText(richText).split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.round(words / wordsPerMinute[locale]))
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

/**
 * A phone number as the site shows it, one way everywhere: Saudi numbers (+966 and nine digits, or
 * a national number starting with 0) in international groups, "+966 11 510 7400" for a Riyadh
 * line and "+966 55 123 4567" for a mobile; any other number as the editor wrote it. Shown inside
 * `<bdi dir="ltr">`, so that Arabic text around it never reorders its groups.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/[\s().-]/g, '')
  const national = /^(?:\+966|00966|0)(\d{9})$/.exec(digits)?.[1]
  if (!national) return phone.trim()
  return `+966 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`
}

/** A file's size for a visitor, in kilobytes under a megabyte and in megabytes above. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const megabytes = bytes >= 1024 * 1024
  return new Intl.NumberFormat(dateFormatLocale[locale], {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)))
}
