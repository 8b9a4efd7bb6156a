import 'server-only'
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis } from 'rate-limiter-flexible'
import { env } from '@/env'
import { redisClient } from '@/lib/redis'

/**
 * Counters with a window (rate-limiter-flexible): submissions per client and form, confirmation
 * e-mails per recipient, sign-in failures, anonymous GraphQL requests. Kept in the shared cache
 * (REDIS_URL) when there is one, so that every instance counts together; in this process's memory
 * otherwise (one instance); or in PostgreSQL when FORM_RATE_LIMIT_STORE is its URL. While a shared
 * store is unreachable, each process counts in its own memory (the insurance limiter), so an outage
 * neither opens the limits nor closes the forms.
 */
export type Counter = { name: string; points: number; duration: number }

const limiters = new Map<string, Promise<RateLimiterAbstract>>()

export const counterStore = () => env.FORM_RATE_LIMIT_STORE ?? (env.REDIS_URL ? 'redis' : 'memory')

export function createLimiter({ name, points, duration }: Counter, store = counterStore()): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: name, points, duration }
  if (store === 'memory') return Promise.resolve(new RateLimiterMemory(options))
  const insuranceLimiter = new RateLimiterMemory(options)
  if (store === 'redis') {
    return Promise.resolve(
      new RateLimiterRedis({ ...options, keyPrefix: `thaqib:counter:${name}`, storeClient: redisClient(), useRedisPackage: true, rejectIfRedisNotReady: true, insuranceLimiter }),
    )
  }
  return import('pg').then(
    ({ default: pg }) =>
      new Promise<RateLimiterAbstract>((resolve, reject) => {
        const pool = new pg.Pool({ connectionString: store, max: 2 })
        // Idle connections cut by a database restart: reported here, reopened on next use.
        pool.on('error', (error) => console.warn('A rate-limit database connection was lost', error.message))
        const limiter: RateLimiterPostgres = new RateLimiterPostgres(
          { ...options, storeClient: pool, tableName: 'form_rate_limits', insuranceLimiter },
          (error?: unknown) => (error ? reject(error) : resolve(limiter)),
        )
      }),
  )
}

function limiterFor(counter: Counter): Promise<RateLimiterAbstract> {
  let limiter = limiters.get(counter.name)
  if (!limiter) limiters.set(counter.name, (limiter = createLimiter(counter)))
  return limiter
}

export async function consume(counter: Counter, key: string): Promise<boolean> {
  try {
    await (await limiterFor(counter)).consume(key)
    return true
  } catch (rejection) {
    // A rejection is either "no points left" or a store failure; only the first refuses.
    if (rejection instanceof Error) {
      console.error(`Counter store failed (${counter.name}); letting this one through`, rejection)
      return true
    }
    return false
  }
}


/** Whether the counter has points left for this key, without using one. */
export async function hasPointsLeft(counter: Counter, key: string): Promise<boolean> {
  try {
    const state = await (await limiterFor(counter)).get(key)
    return !state || state.consumedPoints < counter.points
  } catch (error) {
    console.error(`Counter store failed (${counter.name}); letting this one through`, error)
    return true
  }
}

export async function resetCounter(counter: Counter, key: string): Promise<void> {
  await (await limiterFor(counter)).delete(key).catch((error: unknown) => console.error(`Counter store failed (${counter.name})`, error))
}
