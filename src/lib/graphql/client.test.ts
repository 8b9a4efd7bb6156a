import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { json, startServer } from '../../../tests/support/http-server'
import { createGraphQLClient, GraphQLRequestError } from './client'
import { graphql } from './graphql'

const PostsQuery = graphql(`
  query TestPosts($locale: LocaleInputType) {
    Posts(locale: $locale, limit: 1) { docs { slug } }
  }
`)
const LogoutMutation = graphql(`
  mutation TestLogout {
    logoutUser
  }
`)

let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.url.startsWith('/errors')) return json(res, 200, { errors: [{ message: 'Boom' }] })
    json(res, 200, { data: { Posts: { docs: [{ slug: 'hello' }] }, logoutUser: 'ok' } })
  })
})
afterAll(() => server.close())
afterEach(() => {
  server.requests.length = 0
  vi.unstubAllGlobals()
})

describe('GraphQL client', () => {
  it('sends queries as JSON POST by default', async () => {
    const client = createGraphQLClient({ name: 'test', endpoint: `${server.url}/graphql` })
    const data = await client.request(PostsQuery, { locale: 'ar' })
    expect(data.Posts?.docs[0]?.slug).toBe('hello')
    const [req] = server.requests
    expect(req?.method).toBe('POST')
    expect(req?.headers['content-type']).toContain('application/json')
    const body = JSON.parse(req?.body.toString() ?? '{}')
    expect(body.operationName).toBe('TestPosts')
    expect(body.variables).toEqual({ locale: 'ar' })
    expect(body.query).toContain('query TestPosts')
  })

  it('sends queries as GET when GET is preferred, with query, variables and operation name', async () => {
    const client = createGraphQLClient({ name: 'test', endpoint: `${server.url}/graphql`, preferGet: true })
    await client.request(PostsQuery, { locale: 'en' })
    const [req] = server.requests
    expect(req?.method).toBe('GET')
    const url = new URL(req?.url ?? '', server.url)
    expect(url.searchParams.get('query')).toContain('query TestPosts')
    expect(JSON.parse(url.searchParams.get('variables') ?? '{}')).toEqual({ locale: 'en' })
    expect(url.searchParams.get('operationName')).toBe('TestPosts')
  })

  it('sends mutations as POST even when GET is preferred', async () => {
    const client = createGraphQLClient({ name: 'test', endpoint: `${server.url}/graphql`, preferGet: true })
    await client.request(LogoutMutation, {})
    expect(server.requests[0]?.method).toBe('POST')
  })

  it('uploads files as a GraphQL multipart request', async () => {
    const client = createGraphQLClient({ name: 'test', endpoint: `${server.url}/graphql`, preferGet: true })
    const file = new Blob(['%PDF-1.7 test'], { type: 'application/pdf' })
    await client.request(PostsQuery, { locale: 'en', file } as never)
    const [req] = server.requests
    expect(req?.method).toBe('POST')
    expect(req?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    const body = req?.body.toString() ?? ''
    expect(body).toContain('name="operations"')
    expect(body).toContain('"variables":{"locale":"en","file":null}')
    expect(body).toContain('name="map"')
    expect(body).toContain('{"0":["variables.file"]}')
    expect(body).toContain('%PDF-1.7 test')
  })

  it('adds no Authorization header when there is no token', async () => {
    await createGraphQLClient({ name: 'test', endpoint: `${server.url}/graphql` }).request(PostsQuery, {})
    expect(server.requests[0]?.headers.authorization).toBeUndefined()
  })

  it('takes the token from configuration first', async () => {
    vi.stubGlobal('localStorage', { getItem: () => 'from-storage' })
    const client = createGraphQLClient({ name: 'test', endpoint: `${server.url}/graphql`, token: 'from-config', cookieHeader: 'payload-token=from-cookie' })
    await client.request(PostsQuery, {})
    expect(server.requests[0]?.headers.authorization).toBe('Bearer from-config')
  })

  it('takes the token from a cookie when none is configured', async () => {
    vi.stubGlobal('localStorage', { getItem: () => 'from-storage' })
    const client = createGraphQLClient({ name: 'test', endpoint: `${server.url}/graphql`, cookieHeader: 'a=1; payload-token=from-cookie; b=2' })
    await client.request(PostsQuery, {})
    expect(server.requests[0]?.headers.authorization).toBe('Bearer from-cookie')
  })

  it('takes the token from the browser cookie, then from localStorage', async () => {
    vi.stubGlobal('document', { cookie: 'payload-token=browser-cookie' })
    await createGraphQLClient({ name: 'test', endpoint: `${server.url}/graphql` }).request(PostsQuery, {})
    expect(server.requests[0]?.headers.authorization).toBe('Bearer browser-cookie')

    vi.stubGlobal('document', { cookie: '' })
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'payload-token' ? 'from-storage' : null) })
    await createGraphQLClient({ name: 'test', endpoint: `${server.url}/graphql` }).request(PostsQuery, {})
    expect(server.requests[1]?.headers.authorization).toBe('Bearer from-storage')
  })

  it('turns GraphQL errors into a GraphQLRequestError', async () => {
    const client = createGraphQLClient({ name: 'partner', endpoint: `${server.url}/errors` })
    await expect(client.request(PostsQuery, {})).rejects.toThrowError(GraphQLRequestError)
    await expect(client.request(PostsQuery, {})).rejects.toThrow(/partner.*Boom/)
  })
})
