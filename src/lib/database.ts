import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { env, isPostgresUrl } from '@/env'

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

/**
 * A PostgreSQL server that stops or restarts cuts the pool's idle connections; `pg` reports that
 * as an 'error' event on the pool, which without a listener is thrown as an uncaught exception. It
 * is logged instead: the pool opens new connections when the server is back.
 */
export function watchDatabasePool(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: { on: (event: 'error', listener: (error: Error) => void) => void } }).pool
  pool?.on('error', (error) => payload.logger.warn({ err: error }, 'A database connection was lost; a new one is opened when needed'))
}

/** One trivial query: the database answers. */
export async function pingDatabase(payload: Payload): Promise<void> {
  if (onPostgres()) await rawDatabase(payload).execute!(pgSql`SELECT 1`)
  else await rawDatabase(payload).run!(sqliteSql`SELECT 1`)
}

/**
 * Raw SQL beside Payload's API, for what it cannot express (atomic claims, readiness): Payload's
 * drizzle instance, whose methods differ by database (`execute` on PostgreSQL, `all`/`run` on SQLite).
 */
type Rows = { rows?: unknown[] } | unknown[]
type Drizzle = { execute?: (query: unknown) => Promise<Rows>; all?: (query: unknown) => Promise<Rows>; run?: (query: unknown) => Promise<Rows> }

export const onPostgres = () => isPostgresUrl(env.DATABASE_URL)
export const rawDatabase = (payload: Payload) => (payload.db as unknown as { drizzle: Drizzle }).drizzle
export const rowsOf = (result: Rows): Record<string, unknown>[] => (Array.isArray(result) ? result : (result.rows ?? [])) as Record<string, unknown>[]
