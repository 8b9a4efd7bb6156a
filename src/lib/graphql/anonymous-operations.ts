import { createHash } from 'node:crypto'
import { type DocumentNode, getOperationAST, Kind, type OperationDefinitionNode, print } from 'graphql'
import { checkDocument } from './limits'
import { siteOperationDigests } from './site-operation-digests'

/**
 * The site's own GraphQL operations, the only ones anonymous clients may run
 * (docs/decisions/013-graphql-endpoint.md). They are listed by the digest of their printed form
 * (lib/graphql/site-operation-digests.ts, generated from the content layer), so spacing and comments do
 * not matter. Plain code without Next: the production server's front (src/server) refuses other
 * anonymous documents before the app sees them, and the endpoint checks again.
 */
const digestOf = (document: DocumentNode): string => createHash('sha256').update(print(document)).digest('hex')

/** Each named operation among `documents`, by name, with its digest. */
export function operationDigests(documents: Iterable<DocumentNode>): Record<string, string> {
  return Object.fromEntries([...documents].map((document) => [getOperationAST(document)?.name?.value ?? '(anonymous)', digestOf(document)]))
}

const allowed = new Set(Object.values(siteOperationDigests))

export function isSiteOperation(document: DocumentNode): boolean {
  return allowed.has(digestOf(document))
}

/** The GraphQL-over-HTTP rule for everyone: a GET can never change data. */
export const getOnlyForQueries = (operation: string) => `Only queries can be sent with GET; send the ${operation} with POST.`

/**
 * Whether a request carries credentials of any kind (a session cookie or an API key). Only such a
 * request is checked for a signed-in user; without them a client is anonymous, with no staff API.
 */
export function carriesCredentials(authorization: string | null | undefined, cookie: string | null | undefined): boolean {
  return Boolean(authorization) || /(?:^|;\s*)payload-token=/.test(cookie ?? '')
}

const anonymousRefusalMessage = 'Without signing in, this endpoint runs only the site’s own queries.'

export type AnonymousScreen = { ok: true; document: DocumentNode } | { ok: false; status: 400 | 403 | 405; message: string }

/**
 * An anonymous client's document: within the limits every client gets (else 400, saying which),
 * only queries over GET (else 405, as for everyone) and one of the site's operations (else 403).
 */
export function screenAnonymousDocument(query: string, method: 'GET' | 'POST'): AnonymousScreen {
  const check = checkDocument(query)
  if (!check.ok) return check
  const change = method === 'GET' ? check.document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation !== 'query') : undefined
  if (change?.kind === Kind.OPERATION_DEFINITION) return { ok: false, status: 405, message: getOnlyForQueries(change.operation) }
  if (!isSiteOperation(check.document)) return { ok: false, status: 403, message: anonymousRefusalMessage }
  return check
}

/**
 * The variables an operation declares, and only those: graphql-js ignores the others, so they
 * change nothing in the answer, and left in they would make a new entry of the anonymous answers'
 * cache for every value a stranger invents (a miss, and a run through Payload, each time).
 */
export function declaredVariables(operation: OperationDefinitionNode, variables: Record<string, unknown> | undefined): Record<string, unknown> {
  const declared = new Set(operation.variableDefinitions?.map((definition) => definition.variable.name.value))
  return Object.fromEntries(Object.entries(variables ?? {}).filter(([name]) => declared.has(name)))
}
