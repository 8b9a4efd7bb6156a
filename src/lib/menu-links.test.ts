import { describe, expect, it } from 'vitest'
import { destinationOf, sitePathPattern } from './menu-links'

describe('a menu link', () => {
  it('leads to a document by its current slug, under its collection’s route', () => {
    expect(destinationOf({ kind: 'document', document: { relationTo: 'pages', value: { slug: 'privacy-policy' } } })).toEqual({ href: '/privacy-policy', external: false })
    expect(destinationOf({ kind: 'document', document: { relationTo: 'posts', value: { slug: 'a-post' } } })).toEqual({ href: '/blog/a-post', external: false })
    expect(destinationOf({ kind: 'document', document: { relationTo: 'case-studies', value: { slug: 'beds' } } })).toEqual({ href: '/case-studies/beds', external: false })
  })

  it('leads nowhere while its document is not published (the read gives no document) or from a collection without pages', () => {
    expect(destinationOf({ kind: 'document', document: { relationTo: 'pages', value: null } })).toBeNull()
    expect(destinationOf({ kind: 'document', document: null })).toBeNull()
    expect(destinationOf({ kind: 'document', document: { relationTo: 'users', value: { slug: 'x' } } })).toBeNull()
    expect(destinationOf(null)).toBeNull()
  })

  it('takes a site path without the language, in any script, and refuses other sites and scripts', () => {
    expect(destinationOf({ kind: 'path', path: '/careers' })).toEqual({ href: '/careers', external: false })
    expect(destinationOf({ kind: 'path', path: '/blog/التعلم-الآلي' })).toEqual({ href: '/blog/التعلم-الآلي', external: false })
    for (const path of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/a b', '/x?y=1', '', 'careers']) {
      expect(sitePathPattern.test(path), path).toBe(false)
      expect(destinationOf({ kind: 'path', path }), path).toBeNull()
    }
  })

  it('leaves the site only for an address of its own kind', () => {
    expect(destinationOf({ kind: 'url', url: 'https://www.linkedin.com/company/x' })).toEqual({ href: 'https://www.linkedin.com/company/x', external: true })
    expect(destinationOf({ kind: 'url', url: null })).toBeNull()
    expect(destinationOf({ kind: 'path', url: 'https://evil.example' })).toBeNull()
  })
})
