import { dateFormatLocale, type Locale } from '@/i18n/locales'

/**
 * An office's opening hours as data (days and clock times), shown in the reader's convention:
 * "Sunday to Thursday, 9:00 AM – 6:00 PM" in English, «من الأحد إلى الخميس، 9:00 ص – 6:00 م» in
 * Arabic (a twelve-hour clock with ص and م, as Saudi offices write their hours), and given to search
 * engines as schema.org opening hours.
 */

const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
export type Weekday = (typeof weekdays)[number]

export type OpeningHoursRow = {
  firstDay?: Weekday | null
  lastDay?: Weekday | null
  /** "HH:MM" on a 24-hour clock; both empty: closed on those days. */
  opens?: string | null
  closes?: string | null
}

/** A time of day as editors type it: "09:00", "9:00" or "18:30" (a 24-hour clock). */
export function isClockTime(value: string): boolean {
  return /^([01]?\d|2[0-3]):[0-5]\d$/.test(value)
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number)
  return hours! * 60 + minutes!
}

/** Whether a row opens before it closes (or is closed all day: neither time given). */
export function opensBeforeCloses(opens: string | null | undefined, closes: string | null | undefined): boolean {
  if (!opens && !closes) return true
  if (!opens || !closes || !isClockTime(opens) || !isClockTime(closes)) return false
  return minutesOf(opens) < minutesOf(closes)
}

/** 2026-11-29 was a Sunday: the days of that week name the weekdays in any language. */
const sundayUtc = Date.UTC(2026, 10, 29)
const dayNames = new Map(
  (Object.keys(dateFormatLocale) as Locale[]).map((locale) => {
    const format = new Intl.DateTimeFormat(dateFormatLocale[locale], { weekday: 'long', timeZone: 'UTC' })
    return [locale, weekdays.map((_, i) => format.format(new Date(sundayUtc + i * 86_400_000)))] as const
  }),
)

/** A weekday's name in the reader's language. */
export function weekdayName(day: Weekday, locale: Locale): string {
  return dayNames.get(locale)![weekdays.indexOf(day)]!
}

const clocks = new Map(
  (Object.keys(dateFormatLocale) as Locale[]).map((locale) => [locale, new Intl.DateTimeFormat(dateFormatLocale[locale], { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' })] as const),
)

/** "9:00 AM – 6:00 PM" or «9:00 ص – 6:00 م»; null for a row without both times. */
export function formatTimeRange(opens: string | null | undefined, closes: string | null | undefined, locale: Locale): string | null {
  if (!opens || !closes || !isClockTime(opens) || !isClockTime(closes)) return null
  const at = (time: string) => new Date(sundayUtc + minutesOf(time) * 60_000)
  return clocks.get(locale)!.formatRange(at(opens), at(closes))
}

/** The days a row covers, in week order from the first to the last (Sunday to Thursday: five days). */
export function daysOf(row: OpeningHoursRow): Weekday[] {
  if (!row.firstDay) return []
  const first = weekdays.indexOf(row.firstDay)
  const last = row.lastDay ? weekdays.indexOf(row.lastDay) : first
  const count = ((last - first + 7) % 7) + 1
  return Array.from({ length: count }, (_, i) => weekdays[(first + i) % 7]!)
}

/** "09:00" for schema.org, from what the editor typed ("9:00"). */
export const clockTime = (time: string) => time.padStart(5, '0')
