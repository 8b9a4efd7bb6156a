import type { TadaDocumentNode } from 'gql.tada'
import { type DocumentNode, getOperationAST, print } from 'graphql'
import { FetchError } from 'ofetch'
import { createHttpClient } from '@/lib/http-client'
import { findToken, type TokenSources } from './token'

export type GraphQLClientOptions = TokenSources & {
  /** The client's name in the configuration (e.g. `cms`). */
  name: string
  /** Absolute URL of the GraphQL endpoint. */
  endpoint: string
  /** Send queries as GET (mutations and uploads are always POST). */
  preferGet?: boolean
  fetch?: typeof globalThis.fetch
}

export type GraphQLErrorEntry = { message: string; path?: readonly (string | number)[]; extensions?: Record<string, unknown> }

export class GraphQLRequestError extends Error {
  constructor(
    readonly client: string,
    readonly errors: GraphQLErrorEntry[],
    readonly status?: number,
  ) {
    super(`GraphQL client "${client}": ${errors.map((e) => e.message).join('; ') || `HTTP ${status}`}`)
    this.name = 'GraphQLRequestError'
  }
}

type Response<T> = { data?: T | null; errors?: GraphQLErrorEntry[] }

const printed = new WeakMap<DocumentNode, string>()
function source(document: DocumentNode): string {
  let text = printed.get(document)
  if (!text) printed.set(document, (text = print(document)))
  return text
}

/** Files in the variables, for the GraphQL multipart request specification. */
function extractFiles(value: unknown, path = 'variables', found: { path: string; file: Blob }[] = []) {
  if (typeof Blob !== 'undefined' && value instanceof Blob) found.push({ path, file: value })
  else if (Array.isArray(value)) value.forEach((v, i) => extractFiles(v, `${path}.${i}`, found))
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) extractFiles(v, `${path}.${k}`, found)
  return found
}

function withoutFiles(value: unknown): unknown {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return null
  if (Array.isArray(value)) return value.map(withoutFiles)
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutFiles(v)]))
  return value
}

export type RequestOptions = { headers?: Record<string, string>; signal?: AbortSignal }

export function createGraphQLClient(options: GraphQLClientOptions) {
  const http = createHttpClient({ fetch: options.fetch })

  async function request<Result, Variables>(
    document: TadaDocumentNode<Result, Variables>,
    variables?: Variables,
    { headers: extraHeaders, signal }: RequestOptions = {},
  ): Promise<Result> {
    const query = source(document)
    const operation = getOperationAST(document)
    const operationName = operation?.name?.value
    const headers: Record<string, string> = { accept: 'application/graphql-response+json, application/json', ...extraHeaders }
    const token = findToken(options)
    if (token) headers.authorization = `Bearer ${token}`

    const files = extractFiles(variables)
    let response: Response<Result>
    try {
      if (files.length > 0) {
        const form = new FormData()
        form.append('operations', JSON.stringify({ query, variables: withoutFiles(variables), operationName }))
        form.append('map', JSON.stringify(Object.fromEntries(files.map((f, i) => [String(i), [f.path]]))))
        files.forEach((f, i) => form.append(String(i), f.file))
        response = await http<Response<Result>>(options.endpoint, { method: 'POST', body: form, headers, signal })
      } else if (options.preferGet && operation?.operation === 'query') {
        const params: Record<string, string> = { query }
        if (variables !== undefined) params.variables = JSON.stringify(variables)
        if (operationName) params.operationName = operationName
        response = await http<Response<Result>>(options.endpoint, { method: 'GET', query: params, headers, signal })
      } else {
        response = await http<Response<Result>>(options.endpoint, {
          method: 'POST',
          body: { query, variables, operationName },
          headers,
          signal,
        })
      }
    } catch (error) {
      if (error instanceof FetchError) {
        const body = error.data as Response<Result> | undefined
        throw new GraphQLRequestError(options.name, body?.errors ?? [{ message: error.message }], error.statusCode)
      }
      throw error
    }
    if (response.errors?.length) throw new GraphQLRequestError(options.name, response.errors)
    if (response.data == null) throw new GraphQLRequestError(options.name, [{ message: 'The response has no data.' }])
    return response.data
  }

  return { name: options.name, endpoint: options.endpoint, request }
}

export type GraphQLClient = ReturnType<typeof createGraphQLClient>
