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
 * A PostgreSQL server that stops or restarts cuts the pool's connections; `pg` reports that as an
 * 'error' event on the pool for an idle connection and on the connection itself for one checked
 * out (Payload's adapter keeps one from start-up), which without a listener is thrown as an uncaught
 * exception. Both are logged instead, as one line: the pool opens new connections when the server
 * is back.
 */
type Emitter = { on: (event: string, listener: (value: never) => void) => void }
export function watchDatabasePool(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: Emitter & { _clients?: Emitter[] } }).pool
  if (!pool) return
  const lost = (error: Error) => payload.logger.warn({ err: { message: error.message, code: (error as { code?: string }).code } }, 'A database connection was lost; a new one is opened when needed')
  const watch = (client: Emitter) => client.on('error', lost)
  pool.on('error', lost)
  pool.on('connect', watch)
  for (const client of pool._clients ?? []) watch(client)
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

/** An error of a database that cannot be reached now (refused, reset, cut, shutting down, timed out): an outage, not a bug. */
export function isDatabaseUnreachable(error: unknown): boolean {
  const { code, cause, message } = (error ?? {}) as { code?: string; cause?: { code?: string; message?: string }; message?: string }
  const text = `${code ?? ''} ${cause?.code ?? ''} ${message ?? ''} ${cause?.message ?? ''}`
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|57P01|57P03|DEPENDENCY_UNAVAILABLE|Connection terminated|timeout exceeded when trying to connect|the database system is|database is locked|SQLITE_BUSY/i.test(text)
}
