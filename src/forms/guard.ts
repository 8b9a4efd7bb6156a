import 'server-only'
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible'
import { env } from '@/env'

/**
 * Submissions allowed per client IP and form in the window. In memory by default (one server
 * process); with FORM_RATE_LIMIT_STORE set to a PostgreSQL URL the count is shared by every process
 * and server that uses that database.
 */
const limiters = new Map<string, Promise<RateLimiterAbstract>>()

export function createLimiter(form: string, store = env.FORM_RATE_LIMIT_STORE): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: `form:${form}`, points: env.FORM_RATE_LIMIT, duration: env.FORM_RATE_WINDOW_SECONDS }
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

export async function withinRateLimit(form: string, ip: string): Promise<boolean> {
  let limiter = limiters.get(form)
  if (!limiter) limiters.set(form, (limiter = createLimiter(form)))
  try {
    await (await limiter).consume(ip)
    return true
  } catch (rejection) {
    // A rejection is either "no points left" or a store failure; only the first refuses the visitor.
    if (rejection instanceof Error) {
      console.error('Rate limit store failed; letting the submission through', rejection)
      return true
    }
    return false
  }
}

/** The client's address as the reverse proxy in front of the app reports it (first X-Forwarded-For hop). */
export function clientIp(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'unknown'
}

export { sameOrigin } from './origin'
