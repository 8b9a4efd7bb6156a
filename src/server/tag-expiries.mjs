// An editor's publish expires cache tags in Redis for every instance (docs/decisions/017-deployment.md).
// When that call fails (Redis away, or its answer later than the breaker's time limit on a busy
// machine), the expiry must not be lost: the shared entries would stay "fresh" until their own
// revalidation time, on every instance. This process keeps the expiry, tries it again every second
// until Redis has it, and meanwhile takes any entry Redis gives it that carries such a tag and
// predates the expiry for a miss, so that it renders the page afresh (and stores the fresh copy,
// which other instances then read) (docs/decisions/036-cache-while-redis-is-away.md).
//
// Plain JavaScript: the cache handler that uses it is loaded by Next.js outside its bundles.

/**
 * @param {(tag: string) => Promise<void>} send Expires a tag in Redis.
 * @param {{ retryMs?: number, max?: number, now?: () => number }} [options] `max`: the most expiries
 *   kept (the oldest is dropped past it; a publish names a few tags).
 */
export function tagExpiries(send, { retryMs = 1_000, max = 10_000, now = Date.now } = {}) {
  /** @type {Map<string, number>} Each tag not yet expired in Redis, with when it was expired here. */
  const pending = new Map()
  /** @type {ReturnType<typeof setInterval> | null} */
  let timer = null
  let retrying = false

  async function retry() {
    if (retrying) return
    retrying = true
    try {
      for (const [tag, at] of [...pending]) {
        await send(tag)
        // Unless expired again meanwhile (that call keeps its own time).
        if (pending.get(tag) === at) pending.delete(tag)
      }
    } catch {
      // Still away: the next turn tries again.
    } finally {
      retrying = false
      if (pending.size === 0 && timer) {
        clearInterval(timer)
        timer = null
      }
    }
  }

  return {
    /** Expires `tag` in Redis; if that fails, keeps it and rejects with the failure. */
    async expire(tag) {
      const at = now()
      try {
        await send(tag)
        if (pending.get(tag) !== undefined && pending.get(tag) <= at) pending.delete(tag)
      } catch (error) {
        pending.delete(tag)
        pending.set(tag, at)
        if (pending.size > max) pending.delete(pending.keys().next().value)
        if (!timer) {
          timer = setInterval(() => void retry(), retryMs)
          timer.unref?.()
        }
        throw error
      }
    },

    /**
     * Whether an entry (its `tags`, when it was written: `lastModified`) or the page it belongs to
     * (`implicitTags`) carries a tag expired here after it was written, which Redis has not had yet.
     * @param {{ tags?: string[], lastModified?: number } | null | undefined} entry
     * @param {string[]} [implicitTags]
     */
    outdated(entry, implicitTags = []) {
      if (!entry || pending.size === 0) return false
      for (const tag of [...(entry.tags ?? []), ...implicitTags]) {
        const at = pending.get(tag)
        if (at !== undefined && at >= (entry.lastModified ?? 0)) return true
      }
      return false
    },

    /** The tags Redis has not had yet (for tests and the readiness report). */
    get pending() {
      return [...pending.keys()]
    },
  }
}
