import { describe, expect, it, vi } from 'vitest'
import { fileJsonLd, jsonLdCapacity, jsonLdFor, jsonLdHtml } from './json-ld-store'

describe('JSON-LD store', () => {
  it('gives back what was filed, from any copy of the module (the texts live on globalThis)', async () => {
    fileJsonLd('store-test-a', '{"@type":"WebPage"}')
    expect(jsonLdFor('store-test-a')).toBe('{"@type":"WebPage"}')
    // Next builds the server components and the server's copy of client components apart: a second
    // instance of the module must see the same texts.
    vi.resetModules()
    const other = await import('./json-ld-store')
    expect(other.jsonLdFor('store-test-a')).toBe('{"@type":"WebPage"}')
    expect(jsonLdFor('store-test-missing')).toBeUndefined()
  })

  it('gives the HTML an empty object, logged, for a key it does not hold', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fileJsonLd('store-test-b', '{"@type":"JobPosting"}')
    expect(jsonLdHtml('store-test-b')).toBe('{"@type":"JobPosting"}')
    expect(logged).not.toHaveBeenCalled()
    expect(jsonLdHtml('store-test-missing')).toBe('{}')
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('store-test-missing'))
    logged.mockRestore()
  })

  it('keeps only the most recently filed texts, so requests cannot grow it', () => {
    fileJsonLd('store-test-kept', 'kept')
    for (let i = 0; i < jsonLdCapacity - 1; i++) fileJsonLd(`store-test-${i}`, String(i))
    // Filing a text again makes it the newest: it survives the next ones.
    fileJsonLd('store-test-kept', 'kept')
    fileJsonLd('store-test-0', '0')
    for (let i = 0; i < 10; i++) fileJsonLd(`store-test-new-${i}`, String(i))
    expect(jsonLdFor('store-test-kept')).toBe('kept')
    expect(jsonLdFor('store-test-0')).toBe('0')
    expect(jsonLdFor('store-test-1')).toBeUndefined()
    expect(jsonLdFor('store-test-new-9')).toBe('9')
    let held = 0
    for (let i = 0; i < jsonLdCapacity; i++) if (jsonLdFor(`store-test-${i}`) !== undefined) held++
    expect(held).toBeLessThan(jsonLdCapacity)
    expect((globalThis as Record<symbol, Map<string, string>>)[Symbol.for('thaqib.json-ld')]!.size).toBe(jsonLdCapacity)
  })
})
