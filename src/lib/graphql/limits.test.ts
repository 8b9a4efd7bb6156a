import { describe, expect, it } from 'vitest'
import { checkDocument, graphqlLimits, withoutSuggestions } from './limits'

/** `fragment F{n} on Query { ...F{n-1} ...F{n-1} }`: tiny text, 2^n fields once expanded. */
function fragmentBomb(levels: number): string {
  const fragments = ['fragment F0 on Query { __typename }']
  for (let i = 1; i <= levels; i++) fragments.push(`fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`)
  return `query { ...F${levels} }\n${fragments.join('\n')}`
}

describe('GraphQL document limits', () => {
  it('lets the site’s kind of query through', () => {
    const check = checkDocument('query Post($slug: String!) { Posts(where: { slug: { equals: $slug } }, limit: 1) { docs { title author { name } } } }')
    expect(check.ok).toBe(true)
  })

  it('refuses 500 aliases of one field', () => {
    const query = `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: SiteSetting { email }`).join(' ')} }`
    expect(checkDocument(query)).toMatchObject({ ok: false, message: expect.stringMatching(/token|alias/i) })
    const fewer = `{ ${Array.from({ length: graphqlLimits.aliases + 1 }, (_, i) => `a${i}: SiteSetting { email }`).join(' ')} }`
    expect(checkDocument(fewer)).toMatchObject({ ok: false, message: expect.stringMatching(/alias/i) })
  })

  it('refuses a fragment-doubling document, however deep (2^40 fields: a rule that expanded it would never return)', () => {
    expect(checkDocument(fragmentBomb(40))).toMatchObject({ ok: false, message: expect.stringMatching(/cost/i) })
  })

  it('refuses fragment cycles, deep nesting and token floods', () => {
    expect(checkDocument('query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }')).toMatchObject({ ok: false })
    const deep = `{ ${'a { '.repeat(graphqlLimits.depth + 2)}b${' }'.repeat(graphqlLimits.depth + 2)} }`
    expect(checkDocument(deep)).toMatchObject({ ok: false, message: expect.stringMatching(/depth/i) })
    expect(checkDocument(`{ a(x: [${'1,'.repeat(3000)}]) }`)).toMatchObject({ ok: false, message: expect.stringMatching(/token/i) })
  })

  it('strips field suggestions from error messages', () => {
    expect(withoutSuggestions('Cannot query field "emial" on type "User". Did you mean "email"?')).toBe('Cannot query field "emial" on type "User".')
  })
})
