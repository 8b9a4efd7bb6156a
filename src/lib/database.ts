import type { Payload } from 'payload'

/**
 * Closes Payload's database connections. Payload's `destroy()` leaves the PostgreSQL pool open, and
 * its adapter keeps one client checked out of the pool from connection on, so `pool.end()` alone
 * would wait forever: the pool is ended with a bound on the wait (the caller then exits).
 */
export async function closeDatabase(payload: Payload, waitMs = 2_000): Promise<void> {
  await payload.destroy()
  const pool = (payload.db as unknown as { pool?: { end: () => Promise<void> } }).pool
  if (!pool) return
  let timer: NodeJS.Timeout | undefined
  await Promise.race([pool.end().catch(() => undefined), new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))])
  clearTimeout(timer)
}
