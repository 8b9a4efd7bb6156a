import { describe, expect, it } from 'vitest'
import { sitePath } from './preview-path'

describe('sitePath', () => {
  it('keeps a path of the site with its query', () => {
    expect(sitePath('/ar/blog/arabic-rag?x=1')).toBe('/ar/blog/arabic-rag?x=1')
    expect(sitePath('/')).toBe('/')
  })

  it('refuses anything that leads to another host, or nothing', () => {
    for (const value of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'blog/x', '', null, '/%0a//evil.example']) {
      const result = sitePath(value)
      if (result !== null) expect(new URL(result, 'http://site.invalid').origin).toBe('http://site.invalid')
      else expect(result).toBeNull()
    }
    expect(sitePath('//evil.example/x')).toBeNull()
    expect(sitePath('https://evil.example/')).toBeNull()
  })
})
