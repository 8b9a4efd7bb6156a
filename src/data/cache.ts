import 'server-only'
import { unstable_cache } from 'next/cache'

/**
 * The version of the code that shapes what is cached (next.config.ts sets it when the site is
 * built): Next's data cache outlives a build (`.next/cache`, or Valkey/Redis shared by instances),
 * and a new build must never read what an older one cached, in the older shape.
 */
const version = process.env.CONTENT_CACHE_VERSION ?? 'unversioned'

/** Every cached read's name: two reads of one name would share their entries. */
const names = new Set<string>()

/**
 * Caches a content read in Next's data cache (`unstable_cache`, ADR 029), keyed by the read's name,
 * the code's version and its arguments, tagged from lib/cache-tags and kept until a tag expires. A
 * cached page view never waits on the database; Payload hooks expire the tags when an editor
 * publishes. The arguments must be plain data (they are the cache key).
 */
export function cached<Args extends unknown[], Result>(
  name: string,
  fn: (...args: Args) => Promise<Result>,
  tags: (...args: Args) => string[],
): (...args: Args) => Promise<Result> {
  if (names.has(name)) throw new Error(`Two content reads are named ${name}`)
  names.add(name)
  return (...args: Args) => unstable_cache(() => fn(...args), [name, version, JSON.stringify(args)], { tags: tags(...args) })()
}
