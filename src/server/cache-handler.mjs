// Next.js's cache handler for pages and data (next.config.ts `cacheHandler`): Next's own file system
// cache, except that "not found" pages are never stored. A slug-shaped address that matches no
// document (`/blog/anything`) renders the 404 page on each request instead of adding a cache entry
// per made-up address: the cache grows with the content, never with what visitors type.
// Plain JavaScript: Next.js loads this file itself, at run time, outside its bundles.
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const Base = FileSystemCache.default ?? FileSystemCache

export default class BoundedCacheHandler extends Base {
  async set(key, data, ctx) {
    if (data && data.kind === 'APP_PAGE' && data.status === 404) return
    return super.set(key, data, ctx)
  }
}
