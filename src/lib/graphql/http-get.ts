import { getOperationAST, parse } from 'graphql'

/**
 * GraphQL over HTTP GET (Payload ships only a POST handler). A GET request carries `query`,
 * `variables` and `operationName` in its query string; only queries are allowed over GET,
 * as the GraphQL-over-HTTP specification requires, so a GET can never change data.
 */
export type GetOperation = { query: string; variables: unknown; operationName: string | undefined }

/** The operation a GET request carries in its query string, or the error answer. */
export function operationFromQueryString(url: URL): GetOperation | Response {
  const query = url.searchParams.get('query')
  if (!query) return jsonError(400, 'The query parameter "query" is required.')
  const operationName = url.searchParams.get('operationName') || undefined
  try {
    const raw = url.searchParams.get('variables')
    return { query, variables: raw ? JSON.parse(raw) : undefined, operationName }
  } catch {
    return jsonError(400, 'The query parameter "variables" must be JSON.')
  }
}

export function getRequestToPost(request: Request): Request | Response {
  const url = new URL(request.url)
  const operation = operationFromQueryString(url)
  if (operation instanceof Response) return operation
  const { query, variables, operationName } = operation

  try {
    const operation = getOperationAST(parse(query), operationName)
    if (!operation) return jsonError(400, 'No operation found (set operationName).')
    if (operation.operation !== 'query') {
      return jsonError(405, `Only queries can be sent with GET; send the ${operation.operation} with POST.`, {
        Allow: 'POST',
      })
    }
  } catch (error) {
    return jsonError(400, error instanceof Error ? error.message : 'Invalid query.')
  }

  const headers = new Headers(request.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  return new Request(url.origin + url.pathname, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables, operationName }),
  })
}

function jsonError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ errors: [{ message }] }, { status, headers })
}
