import { type DocumentNode, Kind } from 'graphql'
import { initGraphQLTada } from 'gql.tada'
import type { introspection } from './graphql-env.d.ts'

const tada = initGraphQLTada<{
  disableMasking: true
  introspection: introspection
  scalars: { JSON: unknown; JSONObject: Record<string, unknown>; DateTime: string; EmailAddress: string }
}>()

/**
 * Every operation (query or mutation) the app defines, as it was written. The GraphQL endpoint lets
 * anonymous clients run exactly these and nothing else (lib/graphql/anonymous-operations.ts).
 */
export const definedOperations = new Set<DocumentNode>()

/**
 * Typed GraphQL documents: result and variable types come from Payload's generated schema. Each
 * document that holds an operation is also recorded in `definedOperations`.
 */
export const graphql = Object.assign(((...args: Parameters<typeof tada>) => {
  const document: DocumentNode = tada(...args)
  if (document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)) definedOperations.add(document)
  return document
}) as typeof tada, tada)

export type { ResultOf } from 'gql.tada'
