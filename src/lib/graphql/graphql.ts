import { initGraphQLTada } from 'gql.tada'
import type { introspection } from './graphql-env.d.ts'

/** Typed GraphQL documents: result and variable types come from Payload's generated schema. */
export const graphql = initGraphQLTada<{
  disableMasking: true
  introspection: introspection
  scalars: { JSON: unknown; JSONObject: Record<string, unknown>; DateTime: string; EmailAddress: string }
}>()

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada'
export { readFragment } from 'gql.tada'
