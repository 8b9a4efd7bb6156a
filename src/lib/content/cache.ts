import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Locale } from '@/i18n/locales'

/**
 * The version of the code that shapes what is cached (next.config.ts): entries of another version,
 * left in the file system or in Valkey/Redis by an earlier build, are never read.
 */
const version = process.env.CONTENT_CACHE_VERSION ?? 'unversioned'

/**
 * Caches a content read under its tags (from lib/cache-tags). A cached page view never waits on
 * the database; Payload hooks expire the tags when an editor publishes.
 */
export function cached<Args extends unknown[], Result>(
  name: string,
  fn: (...args: Args) => Promise<Result>,
  tags: (...args: Args) => string[],
): (...args: Args) => Promise<Result> {
  return (...args: Args) => unstable_cache(() => fn(...args), [name, version, JSON.stringify(args)], { tags: tags(...args) })()
}

/**
 * A per-slug read that answers null at once for a slug no document has, so a request for a
 * made-up address costs one look at the cached slug list and writes no cache entry of its own
 * (the number of entries stays bounded by the documents, whatever visitors ask for).
 */
export function forKnownSlugs<Result>(
  slugs: () => Promise<string[]>,
  read: (locale: Locale, slug: string) => Promise<Result | null>,
): (locale: Locale, slug: string) => Promise<Result | null> {
  return async (locale, slug) => ((await slugs()).includes(slug) ? read(locale, slug) : null)
}
