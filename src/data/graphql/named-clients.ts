import 'server-only'
import { env, type GraphQLClientConfig } from '@/env'
import { createGraphQLClient, type GraphQLClient } from '@/lib/graphql/client'

/** The embedded CMS is reached in process: no HTTP server is needed, so `next build` can prerender. */
const EMBEDDED_ENDPOINT = 'http://embedded.invalid/api/graphql'

const embeddedFetch: typeof fetch = async (input, init) => {
  const { GET, POST } = await import('./handler')
  const request = new Request(input, init)
  return request.method === 'GET' ? GET(request) : POST(request)
}

function configs(): Record<string, GraphQLClientConfig> {
  return {
    cms: { host: env.GRAPHQL_HOST, preferGet: env.GRAPHQL_PREFER_GET, token: env.GRAPHQL_TOKEN },
    ...env.GRAPHQL_CLIENTS,
  }
}

const clients = new Map<string, GraphQLClient>()

/** A named GraphQL client, configured at runtime (GRAPHQL_HOST, GRAPHQL_CLIENTS). */
export function getGraphQLClient(name = 'cms'): GraphQLClient {
  const existing = clients.get(name)
  if (existing) return existing
  const config = configs()[name]
  if (!config) throw new Error(`No GraphQL client named "${name}" is configured.`)
  const embedded = config.host === 'embedded'
  const client = createGraphQLClient({
    name,
    endpoint: embedded ? EMBEDDED_ENDPOINT : config.host,
    preferGet: config.preferGet,
    token: config.token,
    fetch: embedded ? embeddedFetch : undefined,
  })
  clients.set(name, client)
  return client
}
