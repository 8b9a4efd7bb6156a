import '@/lib/content/case-studies'
import '@/lib/content/globals'
import '@/lib/content/jobs'
import '@/lib/content/pages'
import '@/lib/content/posts'
import '@/lib/content/redirects'
import '@/lib/content/search'
import '@/lib/content/site'
import '@/lib/content/solutions'
import '@/lib/content/translations'

/**
 * Loading this module loads the content layer, which defines every operation the site runs
 * (lib/graphql/graphql.ts records them). For the generator of lib/graphql/site-operation-digests.ts and
 * its test.
 */
export function loadContentOperations(): void {}
