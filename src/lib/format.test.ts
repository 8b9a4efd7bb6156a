import { describe, expect, it } from 'vitest'
import { formatDate, formatPhone, telHref } from './format'

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
