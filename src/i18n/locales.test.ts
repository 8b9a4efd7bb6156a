import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseSetCookie } from 'next/dist/compiled/@edge-runtime/cookies'
import { describe, expect, it } from 'vitest'
import {
  dateFormatLocale,
  defaultLocale,
  getLocale,
  isLocale,
  localeCookieAssignment,
  localizePath,
  locales,
  splitLocalePath,
} from './locales'

describe('locale registry', () => {
  it('has one unprefixed language, the default; every other is prefixed with its code; each has its message file and the direction of its script', () => {
    expect(locales.filter((l) => !l.prefix).map((l) => l.code)).toEqual([defaultLocale])
    for (const locale of locales) {
      if (locale.prefix) expect(locale.prefix).toBe(`/${locale.code}`)
      expect(locale.iso.startsWith(`${locale.code}-`), locale.iso).toBe(true)
      expect(existsSync(path.resolve('messages', locale.file)), locale.file).toBe(true)
      // What ICU knows of the language's script (Arabic: right to left).
      expect(locale.dir).toBe((new Intl.Locale(locale.iso) as Intl.Locale & { textInfo: { direction: string } }).textInfo.direction)
    }
  })

  it('recognises only registered codes', () => {
    expect(isLocale('ar')).toBe(true)
    expect(isLocale('en')).toBe(true)
    expect(isLocale('fr')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
    expect(() => getLocale('fr' as never)).toThrow(/Unknown locale/)
  })

  it('prefixes Arabic paths and leaves English unprefixed', () => {
    expect(localizePath('/', 'en')).toBe('/')
    expect(localizePath('/', 'ar')).toBe('/ar')
    expect(localizePath('/blog/some-post', 'ar')).toBe('/ar/blog/some-post')
    expect(localizePath('/#contact', 'ar')).toBe('/ar#contact')
    expect(localizePath('/?q=x', 'ar')).toBe('/ar?q=x')
    expect(localizePath('/blog?page=2', 'ar')).toBe('/ar/blog?page=2')
    expect(localizePath('about', 'en')).toBe('/about')
  })

  it('splits a URL path into language and path', () => {
    expect(splitLocalePath('/ar')).toEqual({ locale: 'ar', path: '/' })
    expect(splitLocalePath('/ar/careers/x')).toEqual({ locale: 'ar', path: '/careers/x' })
    expect(splitLocalePath('/arabic-nlp')).toEqual({ locale: 'en', path: '/arabic-nlp' })
    expect(splitLocalePath('/')).toEqual({ locale: 'en', path: '/' })
  })

  it('remembers the chosen language in i18n_redirected for 365 days on the whole site, SameSite Lax', () => {
    const days = 24 * 60 * 60
    for (const { code } of locales) {
      // Read back as a browser reads the cookie the language switcher writes.
      const cookie = parseSetCookie(localeCookieAssignment(code))
      expect(cookie).toEqual({ name: 'i18n_redirected', value: code, maxAge: 365 * days, path: '/', sameSite: 'lax' })
    }
  })

  it('formats Arabic dates in the Gregorian calendar, not ar-SA’s default Hijri', () => {
    const date = new Date('2026-05-14T12:00:00Z')
    const arabic = new Intl.DateTimeFormat(dateFormatLocale.ar, { month: 'long', year: 'numeric', day: 'numeric' }).format(date)
    expect(arabic).toContain('2026')
    expect(arabic).toMatch(/مايو/)
    const hijri = new Intl.DateTimeFormat('ar-SA', { year: 'numeric' }).format(date)
    expect(hijri).not.toContain('2026')
  })
})
