import 'server-only'
import { createHash } from 'node:crypto'
import { type DocumentNode, print } from 'graphql'
// Loading the content layer defines every operation the site runs (lib/graphql/graphql.ts records them).
import '@/lib/content/case-studies'
import '@/lib/content/globals'
import '@/lib/content/jobs'
import '@/lib/content/pages'
import '@/lib/content/posts'
import '@/lib/content/site'
import '@/lib/content/solutions'
import '@/lib/content/translations'
import { definedOperations } from './graphql'

const digest = (document: DocumentNode) => createHash('sha256').update(print(document)).digest('hex')

let allowed: Set<string> | undefined

/**
 * Whether a document is one of the site's own operations (compared in printed form, so spacing and
 * comments do not matter). Anonymous clients may run these and nothing else: the content layer's
 * reads over HTTP, for a site that takes its content from another instance (GRAPHQL_HOST).
 */
export function isSiteOperation(document: DocumentNode): boolean {
  allowed ??= new Set([...definedOperations].map(digest))
  return allowed.has(digest(document))
}

export function siteOperationCount(): number {
  return definedOperations.size
}
