import 'server-only'
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis } from 'rate-limiter-flexible'
import { env } from '@/env'
import { redisClient } from '@/lib/redis'
import { redisCommand } from '@/lib/dependencies.mjs'

/**
 * Counters with a window (rate-limiter-flexible): submissions per client and form, confirmation
 * e-mails per recipient, sign-in failures, anonymous GraphQL requests. Kept in the shared cache
 * (REDIS_URL) when there is one, so that every instance counts together; in this process's memory
 * otherwise (one instance); or in PostgreSQL when FORM_RATE_LIMIT_STORE is its URL. While a shared
 * store is unreachable or hung, each process counts in its own memory (the insurance limiter), so an
 * outage neither opens the limits nor closes the forms; Redis is asked through the process's breaker
 * (src/lib/dependencies.mjs), so a hung Redis costs a form at most its time limit, then nothing.
 */
export type Counter = { name: string; points: number; duration: number }

const limiters = new Map<string, Promise<RateLimiterAbstract>>()

const counterStore = () => env.FORM_RATE_LIMIT_STORE ?? (env.REDIS_URL ? 'redis' : 'memory')

/**
 * PostgreSQL's answers to a `CREATE TABLE IF NOT EXISTS` that ran beside another process's (two
 * instances starting on a new database): the other one is creating the table, so try again.
 */
const createdMeanwhile = new Set(['42P07', '42710', '23505'])
const tableCreationAttempts = 5

export function createLimiter({ name, points, duration }: Counter, store = counterStore(), tableName = 'form_rate_limits'): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: name, points, duration }
  if (store === 'memory') return Promise.resolve(new RateLimiterMemory(options))
  const insuranceLimiter = new RateLimiterMemory(options)
  if (store === 'redis') {
    return Promise.resolve(
      new RateLimiterRedis({ ...options, keyPrefix: `thaqib:counter:${name}`, storeClient: redisClient(), useRedisPackage: true, rejectIfRedisNotReady: true, insuranceLimiter }),
    )
  }
  return import('pg').then(async ({ default: pg }) => {
    const pool = new pg.Pool({ connectionString: store, max: 2 })
    // Idle connections cut by a database restart: reported here, reopened on next use.
    pool.on('error', (error) => console.warn('A rate-limit database connection was lost', error.message))
    const attempt = () =>
      new Promise<RateLimiterAbstract>((resolve, reject) => {
        const limiter: RateLimiterPostgres = new RateLimiterPostgres({ ...options, storeClient: pool, tableName, insuranceLimiter }, (error?: unknown) =>
          error ? reject(error) : resolve(limiter),
        )
      })
    for (let n = 1; ; n++) {
      try {
        return await attempt()
      } catch (error) {
        const code = (error as { code?: string } | null)?.code
        if (n < tableCreationAttempts && code && createdMeanwhile.has(code)) {
          await new Promise((resolve) => setTimeout(resolve, 20 * n))
          continue
        }
        await pool.end().catch(() => undefined)
        throw error
      }
    }
  })
}

/**
 * The counter's limiter, made once per process. One that could not be made (its store unreachable
 * at the time) is forgotten, so the next request tries again rather than letting every request
 * through for the life of the process.
 */
function limiterFor(counter: Counter): Promise<RateLimiterAbstract> {
  let limiter = limiters.get(counter.name)
  if (!limiter) {
    const made = createLimiter(counter)
    limiters.set(counter.name, made)
    made.catch(() => {
      if (limiters.get(counter.name) === made) limiters.delete(counter.name)
    })
    limiter = made
  }
  return limiter
}

/** Counters on Redis go through its breaker; while it is away or hung, this process's memory counts. */
const fallbacks = new Map<string, RateLimiterMemory>()

async function withLimiter<T>(counter: Counter, run: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> {
  const client = counterStore() === 'redis' ? redisClient() : null
  if (!client) return run(await limiterFor(counter))
  try {
    return (await redisCommand(client, async () => run(await limiterFor(counter)))) as T
  } catch (rejection) {
    // "No points left" is an answer, not a failure of the store.
    if (!(rejection instanceof Error)) throw rejection
    let memory = fallbacks.get(counter.name)
    if (!memory) fallbacks.set(counter.name, (memory = new RateLimiterMemory({ keyPrefix: counter.name, points: counter.points, duration: counter.duration })))
    return run(memory)
  }
}

export async function consume(counter: Counter, key: string): Promise<boolean> {
  try {
    await withLimiter(counter, (limiter) => limiter.consume(key))
    return true
  } catch (rejection) {
    // A rejection is either "no points left" or a store failure; only the first refuses.
    if (rejection instanceof Error) {
      console.warn(`Counter store failed (${counter.name}); letting this one through`, rejection)
      return true
    }
    return false
  }
}

/** Whether the counter has points left for this key, without using one. */
export async function hasPointsLeft(counter: Counter, key: string): Promise<boolean> {
  try {
    const state = await withLimiter(counter, (limiter) => limiter.get(key))
    return !state || state.consumedPoints < counter.points
  } catch (error) {
    console.warn(`Counter store failed (${counter.name}); letting this one through`, error)
    return true
  }
}

export async function resetCounter(counter: Counter, key: string): Promise<void> {
  await withLimiter(counter, (limiter) => limiter.delete(key)).catch((error: unknown) => console.warn(`Counter store failed (${counter.name})`, error))
}
