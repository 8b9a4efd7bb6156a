/* Payload's GraphQL endpoint, with GET added for queries (see lib/graphql/http-get). */
import config from '@payload-config'
import { REST_OPTIONS } from '@payloadcms/next/routes'

export { GET, POST } from '@/lib/graphql/handler'
export const OPTIONS = REST_OPTIONS(config)
