import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import type { Locale } from '@/i18n/locales'

type Read = { fn: (...args: unknown[]) => Promise<unknown>; tags: (...args: unknown[]) => string[] }

/** Every cached read, by name: the one `'use cache'` function below runs them. */
const reads = new Map<string, Read>()

/**
 * One content read in Next's `'use cache'`, keyed by the read's name and arguments (and by Next, by
 * the build), tagged from lib/cache-tags and kept until a tag expires.
 */
async function cachedRead(name: string, args: unknown[]): Promise<unknown> {
  'use cache'
  const read = reads.get(name)
  if (!read) throw new Error(`No content read named ${name}`)
  cacheTag(...read.tags(...args))
  cacheLife('max')
  return read.fn(...args)
}

/**
 * Caches a content read under its tags (from lib/cache-tags). A cached page view never waits on
 * the database; Payload hooks expire the tags when an editor publishes. The arguments must be
 * plain data (they are the cache key).
 */
export function cached<Args extends unknown[], Result>(
  name: string,
  fn: (...args: Args) => Promise<Result>,
  tags: (...args: Args) => string[],
): (...args: Args) => Promise<Result> {
  if (reads.has(name)) throw new Error(`Two content reads are named ${name}`)
  // The one function runs every read with the arguments it was given for it.
  reads.set(name, { fn: fn as unknown as Read['fn'], tags: tags as unknown as Read['tags'] })
  return (...args: Args) => cachedRead(name, args) as Promise<Result>
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
