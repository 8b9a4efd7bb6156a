import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { graphql } from '@/lib/graphql/graphql'
import { json, startServer } from '../../../tests/support/http-server'

const PostsQuery = graphql(`
  query TestPosts($locale: LocaleInputType) {
    Posts(locale: $locale, limit: 1) { docs { slug } }
  }
`)

let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
  server = await startServer((_req, res) => json(res, 200, { data: { Posts: { docs: [{ slug: 'hello' }] } } }))
})
afterAll(() => server.close())
afterEach(() => {
  server.requests.length = 0
})

describe('named clients', () => {
  it('reach each configured host over HTTP, with its own GET preference and token', async () => {
    vi.resetModules()
    vi.stubEnv('GRAPHQL_HOST', `${server.url}/cms`)
    vi.stubEnv('GRAPHQL_TOKEN', 'cms-token')
    vi.stubEnv('GRAPHQL_CLIENTS', JSON.stringify({ partner: { host: `${server.url}/partner`, preferGet: true } }))
    const { getGraphQLClient } = await import('./named-clients')

    await getGraphQLClient().request(PostsQuery, {})
    await getGraphQLClient('partner').request(PostsQuery, {})
    expect(server.requests.map((r) => [r.method, r.url.split('?')[0], r.headers.authorization])).toEqual([
      ['POST', '/cms', 'Bearer cms-token'],
      ['GET', '/partner', undefined],
    ])
    expect(() => getGraphQLClient('unknown')).toThrow(/No GraphQL client named "unknown"/)
    vi.unstubAllEnvs()
  })
})
