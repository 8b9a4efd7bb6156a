import { describe, expect, it } from 'vitest'
import { assertNavigable, classifyHref, UnsafeNavigationError } from './safe-url'

describe('safe navigation', () => {
  it('classifies link targets', () => {
    expect(classifyHref('/about')).toBe('internal')
    expect(classifyHref('#team')).toBe('anchor')
    expect(classifyHref('mailto:hello@thaqiblab.sa')).toBe('contact')
    expect(classifyHref('tel:+966115107400')).toBe('contact')
    expect(classifyHref('https://example.org')).toBe('external')
  })

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' java\nscript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example', '/\\evil.example', ''])(
    'refuses %j',
    (href) => {
      expect(classifyHref(href)).toBe('unsafe')
      expect(() => assertNavigable(href, { external: true })).toThrow(UnsafeNavigationError)
    },
  )

  it('requires the external flag for external URLs', () => {
    expect(() => assertNavigable('https://example.org')).toThrow(/external flag/)
    expect(assertNavigable('https://example.org', { external: true })).toBe('external')
    expect(assertNavigable('/contact')).toBe('internal')
  })
})
