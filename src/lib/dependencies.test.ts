import { stat } from 'node:fs/promises'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DependencyUnavailable, degradedDependencies, dependency, dependencySettings } from './dependencies.mjs'

// The breakers every dependency is called through: a hung call is given up at its time limit, three
// failures in a row make the next calls fail at once, and one call later decides whether it is back.
afterEach(() => vi.useRealTimers())

const hang = () => new Promise<never>(() => undefined)

describe('a dependency behind its breaker', () => {
  it('gives up a hung call at its time limit, then refuses at once, and closes again when a try succeeds', async () => {
    vi.useFakeTimers()
    const redis = dependency('redis')
    const { timeoutMs, failures, retryAfterMs } = dependencySettings.redis
    for (let i = 0; i < failures; i++) {
      const call = redis.call(hang)
      const settled = expect(call).rejects.toThrow(/timed out/)
      // The limit, then one turn of the event loop (the answers that came meanwhile are read first).
      await vi.advanceTimersByTimeAsync(timeoutMs! + 1)
      await settled
    }
    expect(redis.state).toBe('degraded')
    expect(degradedDependencies()).toContain('redis')
    // Open: refused without waiting, and the work is not started.
    const work = vi.fn(async () => 'PONG')
    await expect(redis.call(work)).rejects.toBeInstanceOf(DependencyUnavailable)
    expect(work).not.toHaveBeenCalled()
    // After the pause one call goes through; it succeeds, and the breaker closes.
    await vi.advanceTimersByTimeAsync(retryAfterMs)
    await expect(redis.call(work)).resolves.toBe('PONG')
    expect(redis.state).toBe('ok')
    expect(degradedDependencies()).not.toContain('redis')
  })

  it('takes an answer that arrived while the process was busy past the time limit as in time', async () => {
    const redis = dependency('redis')
    const { timeoutMs } = dependencySettings.redis
    // A file's details, asked for on the event loop's next turn (as a client writes a queued command)
    // and read by Node's thread pool, while this thread is held past the limit (a long render): when
    // the limit's timer fires, the question has not even been asked.
    const call = redis.call(() => new Promise((asked) => setImmediate(asked)).then(() => stat(import.meta.filename)))
    const busyUntil = Date.now() + timeoutMs! + 250
    while (Date.now() < busyUntil);
    await expect(call).resolves.toMatchObject({ size: expect.any(Number) })
    expect(redis.state).toBe('ok')
  })

  it('counts errors only: an answer carried by a rejection (a rate limit spent) leaves it closed', async () => {
    const smtp = dependency('smtp')
    const answer = { remainingPoints: 0 }
    for (let i = 0; i < 5; i++) await expect(smtp.call(() => Promise.reject(answer))).rejects.toBe(answer)
    expect(smtp.state).toBe('ok')
  })

  it('is one breaker per dependency for the whole process', () => {
    expect(dependency('database')).toBe(dependency('database'))
    expect(() => dependency('nothing' as 'redis')).toThrow(/Unknown dependency/)
  })
})
