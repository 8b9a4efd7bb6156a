import { describe, expect, it } from 'vitest'
import { getRequestToPost } from './http-get'

const get = (params: Record<string, string>) =>
  new Request(`http://site.test/api/graphql?${new URLSearchParams(params)}`, { headers: { authorization: 'Bearer t' } })

describe('GraphQL over GET', () => {
  it('turns a GET query into the POST request Payload handles, keeping headers', async () => {
    const result = getRequestToPost(get({ query: 'query Q { Posts { totalDocs } }', variables: '{"a":1}', operationName: 'Q' }))
    expect(result).toBeInstanceOf(Request)
    const request = result as Request
    expect(request.method).toBe('POST')
    expect(request.headers.get('authorization')).toBe('Bearer t')
    expect(request.headers.get('content-type')).toBe('application/json')
    expect(await request.json()).toEqual({ query: 'query Q { Posts { totalDocs } }', variables: { a: 1 }, operationName: 'Q' })
  })

  it('refuses mutations over GET with 405', async () => {
    const result = getRequestToPost(get({ query: 'mutation { logoutUser }' })) as Response
    expect(result.status).toBe(405)
    expect(result.headers.get('allow')).toBe('POST')
  })

  it('answers 400 for a missing query, bad variables or invalid syntax', () => {
    expect((getRequestToPost(get({})) as Response).status).toBe(400)
    expect((getRequestToPost(get({ query: '{ a }', variables: '{nope' })) as Response).status).toBe(400)
    expect((getRequestToPost(get({ query: 'query {' })) as Response).status).toBe(400)
  })
})
