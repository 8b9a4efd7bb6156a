import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { createLimiter } from '@/lib/security/counters'

// Five submissions per client and form in the window (the default), then refusals.
const consumeAll = async (limiter: Awaited<ReturnType<typeof createLimiter>>, ip: string, times: number) => {
  const results: boolean[] = []
  for (let i = 0; i < times; i++) results.push(await limiter.consume(ip).then(() => true, () => false))
  return results
}

describe('form rate limit', () => {
  it('in memory: five per client, then refused; other clients are unaffected', async () => {
    const limiter = await createLimiter({ name: `test-${randomUUID()}`, points: 5, duration: 600 }, 'memory')
    expect(await consumeAll(limiter, '198.51.100.7', 6)).toEqual([true, true, true, true, true, false])
    expect(await consumeAll(limiter, '198.51.100.8', 1)).toEqual([true])
  })

  const postgresUrl = process.env.TEST_POSTGRES_URL
  if (postgresUrl) {
    it('in PostgreSQL: two server processes share one count', async () => {
      const counter = { name: `test-${randomUUID()}`, points: 5, duration: 600 }
      const [first, second] = await Promise.all([createLimiter(counter, postgresUrl), createLimiter(counter, postgresUrl)])
      expect(await consumeAll(first, '198.51.100.9', 3)).toEqual([true, true, true])
      expect(await consumeAll(second, '198.51.100.9', 3)).toEqual([true, true, false])
      expect(await consumeAll(first, '198.51.100.9', 1)).toEqual([false])
    })

    it('in PostgreSQL: eight processes starting at once on a new database all make the table and count together', async () => {
      // Each limiter has a pool of its own, as each process would; their CREATE TABLE statements run
      // side by side, and PostgreSQL refuses all but one of them when they meet.
      const tableName = `test_limits_${randomUUID().replaceAll('-', '')}`
      const counter = { name: 'test-start', points: 4, duration: 600 }
      try {
        const limiters = await Promise.all(Array.from({ length: 8 }, () => createLimiter(counter, postgresUrl, tableName)))
        const taken = await Promise.all(limiters.map((limiter) => limiter.consume('198.51.100.10').then(() => true, () => false)))
        expect(taken.filter(Boolean)).toHaveLength(4)
      } finally {
        const pool = new pg.Pool({ connectionString: postgresUrl, max: 1 })
        await pool.query(`DROP TABLE IF EXISTS "${tableName}"`)
        await pool.end()
      }
    })
  }
})
