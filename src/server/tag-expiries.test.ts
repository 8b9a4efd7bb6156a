import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { tagExpiries } from './tag-expiries.mjs'

// A publish's tag expiry that Redis did not take is kept and tried again until it does; meanwhile
// entries that predate it are misses on this instance (docs/decisions/036-cache-while-redis-is-away.md).
beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }))
afterEach(() => vi.useRealTimers())

/** A Redis that fails while `away` is true, and records the tags it took. */
function redis() {
  const state = { away: false, taken: [] as string[] }
  const send = async (tag: string) => {
    if (state.away) throw new Error('redis is unavailable (circuit open)')
    state.taken.push(tag)
  }
  return { state, send }
}

describe('tag expiries', () => {
  it('keeps nothing when Redis takes the expiry', async () => {
    const { state, send } = redis()
    const expiries = tagExpiries(send)
    await expiries.expire('post:6')
    expect(state.taken).toEqual(['post:6'])
    expect(expiries.pending).toEqual([])
    expect(expiries.outdated({ tags: ['post:6'], lastModified: 0 })).toBe(false)
  })

  it('keeps an expiry Redis did not take and tries it every second until Redis takes it', async () => {
    const { state, send } = redis()
    const expiries = tagExpiries(send)
    state.away = true
    await expect(expiries.expire('post:6')).rejects.toThrow('unavailable')
    expect(expiries.pending).toEqual(['post:6'])
    await vi.advanceTimersByTimeAsync(3_000)
    expect(state.taken).toEqual([])
    state.away = false
    await vi.advanceTimersByTimeAsync(1_000)
    expect(state.taken).toEqual(['post:6'])
    expect(expiries.pending).toEqual([])
    // Nothing left to try: no more calls.
    await vi.advanceTimersByTimeAsync(5_000)
    expect(state.taken).toEqual(['post:6'])
  })

  it('meanwhile, takes an entry written before the expiry, by its own tags or its page’s, for a miss; not one written after, nor one without the tag', async () => {
    const { state, send } = redis()
    const expiries = tagExpiries(send)
    const before = Date.now() - 1
    state.away = true
    await expect(expiries.expire('post:6')).rejects.toThrow()
    expect(expiries.outdated({ tags: ['post:6', 'posts'], lastModified: before })).toBe(true)
    expect(expiries.outdated({ tags: [], lastModified: before }, ['post:6'])).toBe(true)
    expect(expiries.outdated({ tags: ['post:7'], lastModified: before })).toBe(false)
    await vi.advanceTimersByTimeAsync(10)
    expect(expiries.outdated({ tags: ['post:6'], lastModified: Date.now() })).toBe(false)
    expect(expiries.outdated(null)).toBe(false)
  })

  it('keeps at most `max` expiries, dropping the oldest', async () => {
    const { state, send } = redis()
    const expiries = tagExpiries(send, { max: 2 })
    state.away = true
    for (const tag of ['a', 'b', 'c']) await expect(expiries.expire(tag)).rejects.toThrow()
    expect(expiries.pending).toEqual(['b', 'c'])
  })
})
