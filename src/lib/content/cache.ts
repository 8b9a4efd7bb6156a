import 'server-only'
import { unstable_cache } from 'next/cache'

/**
 * Caches a content read under its tags (from lib/cache-tags). A cached page view never waits on
 * the database; Payload hooks expire the tags when an editor publishes.
 */
export function cached<Args extends unknown[], Result>(
  name: string,
  fn: (...args: Args) => Promise<Result>,
  tags: (...args: Args) => string[],
): (...args: Args) => Promise<Result> {
  return (...args: Args) => unstable_cache(() => fn(...args), [name, JSON.stringify(args)], { tags: tags(...args) })()
}
