// When the render behind each cache entry began (docs/decisions/056-entries-dated-by-their-render.md).
//
// A cache entry is dated when it is stored, but what it holds was read when its render began. A
// render that began before an editor's publish and ended after it would store the old content dated
// after the publish: the publish's expiry had removed the entries there were, and this one came in
// after it, fresh until the next publish. So each miss notes when it happened (a render of that key
// follows), and the entry stored next under that key is dated from then: an expiry between the two
// makes it stale on its first read, and the next visitor's render reads the publish.
//
// Plain JavaScript: the cache handler that uses it is loaded by Next.js outside its bundles.

/**
 * @param {{ max?: number, now?: () => number }} [options] `max`: the most keys remembered (a miss
 *   that stores nothing, like a made-up address's 404, is forgotten past it, oldest first).
 */
export function renderStarts({ max = 10_000, now = Date.now } = {}) {
  /** @type {Map<string, number>} Each key missed and not stored since, with its first miss. */
  const began = new Map()
  return {
    /** A read of `key` found nothing usable: a render of it follows. The earliest miss is kept. */
    missed(key) {
      if (began.has(key)) return
      began.set(key, now())
      if (began.size > max) began.delete(began.keys().next().value)
    },

    /**
     * The date to store an entry of `key` under: a millisecond before the render began, or
     * `storedAt` when no miss of it is on record (a second render of the same key at once).
     * @param {string} key
     * @param {number} storedAt
     */
    datedFrom(key, storedAt) {
      const at = began.get(key)
      began.delete(key)
      return at === undefined ? storedAt : Math.min(storedAt, at - 1)
    },
  }
}
