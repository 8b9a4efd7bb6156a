import { describe, expect, it } from 'vitest'
import { sitePath, sitePathOr } from './site-path'

/** Where a browser goes when it follows `Location: <path>` from this site. */
const followed = (path: string) => new URL(path, 'https://thaqiblab.sa').origin

describe('sitePath', () => {
  it('keeps a path of the site with its query, Arabic paths encoded as a browser sends them', () => {
    expect(sitePath('/ar/blog/arabic-rag?x=1')).toBe('/ar/blog/arabic-rag?x=1')
    expect(sitePath('/')).toBe('/')
    expect(sitePath('/ar/blog/التعلم-الآلي')).toBe('/ar/blog/%D8%A7%D9%84%D8%AA%D8%B9%D9%84%D9%85-%D8%A7%D9%84%D8%A2%D9%84%D9%8A')
    expect(sitePath('/blog?next=//evil.example')).toBe('/blog?next=//evil.example')
  })

  const attacks = [
    '//evil.example/x',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/../..//evil.example',
    '/./\\evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/',
    'http://site.invalid/x',
    'javascript:alert(1)',
    'blog/x',
    '',
    null,
    undefined,
  ]
  it.each(attacks.map((a) => [JSON.stringify(a), a]))('never leads to another host: %s', (_, value) => {
    const result = sitePath(value)
    if (result !== null) expect(followed(result)).toBe('https://thaqiblab.sa')
    expect(result === null || !result.startsWith('//')).toBe(true)
  })

  it('refuses the forms that resolve to another host instead of rewriting them', () => {
    for (const value of ['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '//evil.example', '/\\evil.example']) expect(sitePath(value)).toBeNull()
  })

  it('leaves encoded slashes and backslashes encoded: a browser does not decode them in a path', () => {
    expect(sitePath('/%2F/evil.example')).toBe('/%2F/evil.example')
    expect(followed('/%2F/evil.example')).toBe('https://thaqiblab.sa')
    expect(sitePath('/%5C%5Cevil.example')).toBe('/%5C%5Cevil.example')
  })

  it('falls back to a path of the site', () => {
    expect(sitePathOr('/.//evil.example')).toBe('/')
    expect(sitePathOr('//evil.example', '/ar')).toBe('/ar')
  })
})
