import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit'
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases'
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth'
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives'
import {
  type DocumentNode,
  GraphQLError,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  NoFragmentCyclesRule,
  parse,
  TypeInfo,
  ValidationContext,
  visit,
  visitInParallel,
  visitWithTypeInfo,
} from 'graphql'

/**
 * Limits on any GraphQL document, checked before Payload sees it (graphql-armor's maintained rules
 * and graphql-js's own token limit and fragment-cycle rule). Each rule counts fragments once (they
 * memoise), so a document that doubles fragments is refused in time linear in its size.
 */
export const graphqlLimits = {
  /** A request's body: GraphQL documents are small; a larger body is not a query. */
  bodyBytes: 64 * 1024,
  /** Lexical tokens in the document: refused while parsing, before any tree is built. */
  tokens: 2_000,
  /** Nesting of fields, with fragments flattened. */
  depth: 10,
  /** Aliased fields: each one is a resolver run and, in Payload, a request object. */
  aliases: 15,
  directives: 10,
  /**
   * graphql-armor's cost: fields weighted by depth, fragment spreads counted in. The site's own
   * largest operations (a page or a solution with all their blocks) cost about 6,500; a test keeps
   * every site operation under the limit.
   */
  cost: 10_000,
} as const

export type DocumentCheck = { ok: true; document: DocumentNode } | { ok: false; status: 400; message: string }

/**
 * The rules look at the document alone; a placeholder schema satisfies graphql-js's validation
 * context without building Payload's (which the endpoint builds when the request is let through).
 */
const placeholderSchema = new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields: { _: { type: GraphQLString } } }) })

const rules = [
  NoFragmentCyclesRule,
  maxDepthRule({ n: graphqlLimits.depth, flattenFragments: true, exposeLimits: true }),
  maxAliasesRule({ n: graphqlLimits.aliases, exposeLimits: true }),
  maxDirectivesRule({ n: graphqlLimits.directives, exposeLimits: true }),
  costLimitRule({ maxCost: graphqlLimits.cost, exposeLimits: true }),
]

export function checkDocument(query: string): DocumentCheck {
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: graphqlLimits.tokens, noLocation: true })
  } catch (error) {
    return { ok: false, status: 400, message: error instanceof Error ? error.message : 'The query could not be parsed.' }
  }
  const errors: GraphQLError[] = []
  const typeInfo = new TypeInfo(placeholderSchema)
  const context = new ValidationContext(placeholderSchema, document, typeInfo, (error) => errors.push(error))
  try {
    visit(document, visitWithTypeInfo(typeInfo, visitInParallel(rules.map((rule) => rule(context)))))
  } catch (error) {
    // graphql-armor's rules throw their refusal (a GraphQLError of the CommonJS build of graphql).
    errors.push(new GraphQLError(error instanceof Error ? error.message : 'The query is not allowed.'))
  }
  const first = errors[0]
  if (first) return { ok: false, status: 400, message: first.message.replace(/^Syntax Error: /, '') }
  return { ok: true, document }
}

/** graphql-js suggests field and type names in its errors ("Did you mean …?"): they map the schema for a stranger. */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '')
}
