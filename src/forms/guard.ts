import 'server-only'
import { RateLimiterMemory } from 'rate-limiter-flexible'

/** Submissions allowed per client IP and form in the window (in memory, per server process). */
const limiters = new Map<string, RateLimiterMemory>()
const points = Number(process.env.FORM_RATE_LIMIT ?? 5)
const duration = Number(process.env.FORM_RATE_WINDOW_SECONDS ?? 600)

export async function withinRateLimit(form: string, ip: string): Promise<boolean> {
  let limiter = limiters.get(form)
  if (!limiter) limiters.set(form, (limiter = new RateLimiterMemory({ keyPrefix: form, points, duration })))
  try {
    await limiter.consume(ip)
    return true
  } catch {
    return false
  }
}

/** The client's address as the reverse proxy in front of the app reports it (first X-Forwarded-For hop). */
export function clientIp(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'unknown'
}

/** A form may only be sent from a page of this site. */
export function sameOrigin(headers: Headers): boolean {
  const origin = headers.get('origin')
  if (!origin) return true // Same-origin form posts from older browsers may omit Origin; Next checks too.
  const host = headers.get('x-forwarded-host') ?? headers.get('host')
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}
