import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { getRequestToPost } from '@/lib/graphql/http-get'

/** Payload's GraphQL handlers: POST as Payload ships it, GET added for queries. */
export const POST = GRAPHQL_POST(config)

export async function GET(request: Request): Promise<Response> {
  const converted = getRequestToPost(request)
  return converted instanceof Response ? converted : POST(converted)
}
