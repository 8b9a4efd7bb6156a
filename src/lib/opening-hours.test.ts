import { describe, expect, it } from 'vitest'
import { clockTime, daysOf, formatTimeRange, isClockTime, opensBeforeCloses, weekdayName } from './opening-hours'

/** Intl puts narrow no-break and thin spaces around the dash and before AM/PM: compared as plain spaces. */
const plain = (text: string | null) => text?.replace(/[\u202f\u2009\u00a0]/g, ' ')

describe('opening hours', () => {
  it('shows the hours on a twelve-hour clock in both languages: AM/PM in English, ص/م in Arabic, Western digits', () => {
    expect(plain(formatTimeRange('09:00', '18:00', 'en'))).toBe('9:00 AM – 6:00 PM')
    expect(plain(formatTimeRange('9:00', '18:30', 'ar'))).toBe('9:00 ص – 6:30 م')
  })

  it('names the weekdays in the reader’s language', () => {
    expect(weekdayName('sunday', 'en')).toBe('Sunday')
    expect(weekdayName('thursday', 'ar')).toBe('الخميس')
    expect(weekdayName('saturday', 'ar')).toBe('السبت')
  })

  it('counts the days of a row in week order, also across the end of the week', () => {
    expect(daysOf({ firstDay: 'sunday', lastDay: 'thursday' })).toEqual(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday'])
    expect(daysOf({ firstDay: 'friday', lastDay: 'saturday' })).toEqual(['friday', 'saturday'])
    expect(daysOf({ firstDay: 'saturday', lastDay: 'monday' })).toEqual(['saturday', 'sunday', 'monday'])
    expect(daysOf({ firstDay: 'friday' })).toEqual(['friday'])
    expect(daysOf({})).toEqual([])
  })

  it('takes times on a 24-hour clock and refuses anything else', () => {
    for (const time of ['09:00', '9:00', '23:59', '00:00']) expect(isClockTime(time), time).toBe(true)
    for (const time of ['24:00', '9', '9:0', '9:00 PM', '٩:٠٠', '09:60', '']) expect(isClockTime(time), time).toBe(false)
    expect(formatTimeRange('9 AM', '18:00', 'en')).toBeNull()
    expect(clockTime('9:00')).toBe('09:00')
  })

  it('wants both times with the closing after the opening, or neither for a closed day', () => {
    expect(opensBeforeCloses('09:00', '18:00')).toBe(true)
    expect(opensBeforeCloses(null, null)).toBe(true)
    expect(opensBeforeCloses('18:00', '09:00')).toBe(false)
    expect(opensBeforeCloses('09:00', null)).toBe(false)
    expect(opensBeforeCloses('09:00', '09:00')).toBe(false)
  })
})
