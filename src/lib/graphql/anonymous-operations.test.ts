import { getOperationAST, parse } from 'graphql'
import { describe, expect, it } from 'vitest'
import { declaredVariables } from './anonymous-operations'

const operation = (query: string) => getOperationAST(parse(query))!

describe('the variables an anonymous answer is kept under', () => {
  it('are the ones the operation declares, whatever else a client sends', () => {
    const post = operation('query Post($slug: String!, $locale: LocaleInputType) { Posts(where: { slug: { equals: $slug } }, locale: $locale) { totalDocs } }')
    expect(declaredVariables(post, { slug: 'a', locale: 'ar', junk: 'x1', draft: false })).toEqual({ slug: 'a', locale: 'ar' })
    // Two requests that differ only in what the operation ignores are one entry.
    expect(JSON.stringify(declaredVariables(post, { slug: 'a', cacheBuster: Math.random() }))).toBe(JSON.stringify(declaredVariables(post, { slug: 'a' })))
    // What it declares still tells answers apart.
    expect(declaredVariables(post, { slug: 'b' })).not.toEqual(declaredVariables(post, { slug: 'a' }))
  })

  it('are none for an operation without variables', () => {
    expect(declaredVariables(operation('query Menus { Navigation { id } }'), { x: 1 })).toEqual({})
    expect(declaredVariables(operation('query Menus { Navigation { id } }'), undefined)).toEqual({})
  })
})
