import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { buildSchema, getOperationAST, parse, print, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { loadContentOperations } from './operations'
import { definedOperations } from '@/lib/graphql/graphql'
import { checkDocument } from '@/lib/graphql/limits'
import { isSiteOperation, operationDigests, screenAnonymousDocument } from '@/lib/graphql/anonymous-operations'
import { siteOperationDigests } from '@/lib/graphql/site-operation-digests'

loadContentOperations()

const contentDir = path.resolve(import.meta.dirname, '../content')
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path.join(dir, e.name)] : []))

describe('the anonymous allow-list', () => {
  it('holds every operation the content layer defines', () => {
    const written = sources(contentDir).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\b(?:query|mutation) (\w+)/g)].map((m) => m[1]))
    const allowed = [...definedOperations].map((d) => getOperationAST(d)?.name?.value)
    expect(written.length).toBeGreaterThan(0)
    expect(new Set(allowed)).toEqual(new Set(written))
  })

  it('holds operations the schema answers (src/lib/graphql/schema.graphql): each is valid, not only typed', () => {
    const schema = buildSchema(readFileSync(path.resolve(import.meta.dirname, '../../lib/graphql/schema.graphql'), 'utf8'))
    const invalid = [...definedOperations].flatMap((d) => validate(schema, d).map((error) => `${getOperationAST(d)?.name?.value}: ${error.message}`))
    expect(invalid).toEqual([])
  })

  it('is the list of lib/graphql/site-operation-digests.ts (regenerate it with npm run generate)', () => {
    expect(siteOperationDigests).toEqual(operationDigests(definedOperations))
  })

  it('refuses an anonymous document over the limits (400) or not the site’s own (403), and lets a site operation through', () => {
    const bomb = `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: SiteSetting { email }`).join(' ')} }`
    expect(screenAnonymousDocument(bomb, 'POST')).toMatchObject({ ok: false, status: 400, message: expect.stringMatching(/tokens/) })
    expect(screenAnonymousDocument('{ Users { docs { email } } }', 'GET')).toMatchObject({ ok: false, status: 403 })
    expect(screenAnonymousDocument('mutation { logoutUser }', 'GET')).toMatchObject({ ok: false, status: 405 })
    expect(screenAnonymousDocument('mutation { logoutUser }', 'POST')).toMatchObject({ ok: false, status: 403 })
    for (const document of definedOperations) expect(screenAnonymousDocument(print(document), 'POST').ok).toBe(true)
  })

  it('matches a site operation however it is spaced, and nothing else', () => {
    expect(isSiteOperation(parse('query Redirects {\n Redirects(limit: 5000) { docs { from to } }\n}'))).toBe(true)
    expect(isSiteOperation(parse('query Redirects { Redirects(limit: 5000) { docs { from to id } } }'))).toBe(false)
    expect(isSiteOperation(parse('{ Users { docs { email } } }'))).toBe(false)
  })

  it('lets every site operation through the document limits that every client gets', () => {
    for (const document of definedOperations) {
      const checked = checkDocument(print(document))
      expect(checked.ok ? 'allowed' : checked.message, getOperationAST(document)?.name?.value).toBe('allowed')
    }
  })
})
