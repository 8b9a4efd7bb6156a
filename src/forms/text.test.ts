import { describe, expect, it } from 'vitest'
import { canonicalEmail, cleanText, hasControlCharacters, smtpAddress } from './text'

describe('form text', () => {
  it('finds control characters, allowing line breaks only where they belong', () => {
    expect(hasControlCharacters('Sara\u0000')).toBe(true)
    expect(hasControlCharacters('two\nlines')).toBe(true)
    expect(hasControlCharacters('two\nlines\ttabbed', true)).toBe(false)
    expect(hasControlCharacters('bell\u0007', true)).toBe(true)
    expect(hasControlCharacters('سارة العتيبي')).toBe(false)
  })

  it('removes bidirectional overrides but keeps the marks Arabic text uses, in composed form', () => {
    expect(cleanText('Evil \u202Efdp.exe\u202C Person')).toBe('Evil fdp.exe Person')
    expect(cleanText('\u2067مرحبا\u2069 world')).toBe('مرحبا world')
    expect(cleanText('السعر\u200F 100')).toBe('السعر\u200F 100')
    expect(cleanText('e\u0301')).toBe('\u00e9')
  })

  it('accepts internationalised domains in either form and stores one', () => {
    const saudi = canonicalEmail('user@مثال.السعودية')
    expect(saudi).toBe('user@مثال.السعودية')
    expect(canonicalEmail('user@xn--mgbh0fb.xn--mgberp4a5d4ar')).toBe(saudi)
    expect(canonicalEmail('user@BÜCHER.de')).toBe('user@bücher.de')
    expect(canonicalEmail('user@xn--bcher-kva.de')).toBe('user@bücher.de')
    expect(canonicalEmail('name.surname+tag@company.com.sa')).toBe('name.surname+tag@company.com.sa')
    expect(smtpAddress('user@مثال.السعودية')).toBe('user@xn--mgbh0fb.xn--mgberp4a5d4ar')
  })

  it('refuses what is not an address', () => {
    for (const bad of ['user', 'user@', '@example.com', 'a..b@example.com', 'user@-example.com', 'user@example', 'us er@example.com', 'user@exa mple.com']) {
      expect(canonicalEmail(bad), bad).toBeNull()
    }
  })
})
