/* Payload's GraphQL endpoint behind the site's checks (data/graphql/endpoint.ts), with GET for queries. */
import config from '@payload-config'
import { REST_OPTIONS } from '@payloadcms/next/routes'

export { GET, POST } from '@/data/graphql/endpoint'
export const OPTIONS = REST_OPTIONS(config)
