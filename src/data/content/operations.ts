import '@/data/content/case-studies'
import '@/data/content/form-texts'
import '@/data/content/globals'
import '@/data/content/jobs'
import '@/data/content/pages'
import '@/data/content/people'
import '@/data/content/posts'
import '@/data/content/redirects'
import '@/data/content/search'
import '@/data/content/site'
import '@/data/content/solutions'
import '@/data/content/translations'

/**
 * Loading this module loads the content layer, which defines every operation the site runs
 * (lib/graphql/graphql.ts records them). For the generator of lib/graphql/site-operation-digests.ts and
 * its test.
 */
export function loadContentOperations(): void {}
