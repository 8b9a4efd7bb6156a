import 'server-only'
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible'
import { env } from '@/env'

/**
 * Counters with a window (rate-limiter-flexible): submissions per client and form, confirmation
 * e-mails per recipient, sign-in failures, anonymous GraphQL requests. In memory by default (one server process); with FORM_RATE_LIMIT_STORE set
 * to a PostgreSQL URL the counts are shared by every process and server that uses that database.
 */
export type Counter = { name: string; points: number; duration: number }

const limiters = new Map<string, Promise<RateLimiterAbstract>>()

export function createLimiter({ name, points, duration }: Counter, store = env.FORM_RATE_LIMIT_STORE): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: name, points, duration }
  if (store === 'memory') return Promise.resolve(new RateLimiterMemory(options))
  return import('pg').then(
    ({ default: pg }) =>
      new Promise<RateLimiterAbstract>((resolve, reject) => {
        const limiter: RateLimiterPostgres = new RateLimiterPostgres(
          { ...options, storeClient: new pg.Pool({ connectionString: store, max: 2 }), tableName: 'form_rate_limits' },
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
