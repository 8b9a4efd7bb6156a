import 'server-only'
import { cacheTags } from '@/lib/cache-tags'
import { getGraphQLClient } from '@/data/graphql/named-clients'
import { graphql } from '@/lib/graphql/graphql'
import { cached } from '../cache'

const RedirectsQuery = graphql(`
  query Redirects {
    Redirects(limit: 5000) { docs { from to } }
  }
`)

/** Every redirect as old path → new address: one cache entry, expired when any redirect changes. */
export const getRedirects = cached(
  'redirects',
  async (): Promise<Record<string, string>> => {
    const data = await getGraphQLClient().request(RedirectsQuery, {})
    return Object.fromEntries((data.Redirects?.docs ?? []).flatMap((d) => (d?.from && d.to ? [[d.from, d.to]] : [])))
  },
  () => [cacheTags.collection('redirects')],
)
