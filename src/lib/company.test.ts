import { describe, expect, it } from 'vitest'
import { isCommercialRegistration, isHttpsUrl, isVatNumber, isWhatsappNumber, whatsappHref } from './company'

describe('company details', () => {
  it('takes a 10-digit commercial registration number and a 15-digit VAT number that starts and ends with 3', () => {
    expect(isCommercialRegistration('1010123456')).toBe(true)
    expect(isCommercialRegistration('101012345')).toBe(false)
    expect(isCommercialRegistration('10101234567')).toBe(false)
    expect(isVatNumber('300000000000003')).toBe(true)
    expect(isVatNumber('310000000000002')).toBe(false)
    expect(isVatNumber('30000000000003')).toBe(false)
  })

  it('links WhatsApp by the number’s digits and takes international numbers only', () => {
    expect(whatsappHref('+966 11 510 7400')).toBe('https://wa.me/966115107400')
    expect(isWhatsappNumber('+966 55 123 4567')).toBe(true)
    expect(isWhatsappNumber('0551234567')).toBe(false)
  })

  it('takes https links to a place only', () => {
    expect(isHttpsUrl('https://maps.app.goo.gl/abc')).toBe(true)
    expect(isHttpsUrl('http://maps.google.com')).toBe(false)
    expect(isHttpsUrl('javascript:alert(1)')).toBe(false)
    expect(isHttpsUrl('https://')).toBe(false)
  })
})
