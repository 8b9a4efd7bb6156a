import { describe, expect, it } from 'vitest'
import { dateAttribute, formatDate, formatPhone, telHref } from './format'

describe('formatPhone', () => {
  it('writes Saudi numbers one way, however an editor typed them', () => {
    for (const typed of ['+966115107400', '+966 11 510 7400', '011 510 7400', '00966 11 5107400', '+966 (11) 510-7400']) {
      expect(formatPhone(typed)).toBe('+966 11 510 7400')
    }
    expect(formatPhone('+966551234567')).toBe('+966 55 123 4567')
  })

  it('leaves other numbers as written, and the tel: link dials the digits', () => {
    expect(formatPhone(' +44 20 7946 0958 ')).toBe('+44 20 7946 0958')
    expect(telHref(formatPhone('+966115107400'))).toBe('tel:+966115107400')
  })
})

describe('formatDate', () => {
  it('gives Gregorian dates in both languages', () => {
    expect(formatDate('2026-11-23T09:00:00Z', 'en')).toBe('November 23, 2026')
    expect(formatDate('2026-11-23T09:00:00Z', 'ar')).toMatch(/نوفمبر.*٢٠٢٦|نوفمبر.*2026/)
  })
})

describe('dateAttribute', () => {
  it('is the day formatDate shows, in Riyadh, not the UTC day of the instant', () => {
    // 22:30 UTC on 9 March is 01:30 on 10 March in Riyadh (UTC+3): both say the 10th.
    expect(dateAttribute('2026-03-09T22:30:00.000Z')).toBe('2026-03-10')
    expect(formatDate('2026-03-09T22:30:00.000Z', 'en')).toBe('March 10, 2026')
    expect(dateAttribute('2026-03-10T00:00:00.000Z')).toBe('2026-03-10')
  })

  it('is absent without a date', () => {
    expect(dateAttribute(null)).toBeUndefined()
    expect(dateAttribute('')).toBeUndefined()
  })
})
