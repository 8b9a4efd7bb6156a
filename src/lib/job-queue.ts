import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { onPostgres, rawDatabase, rowsOf } from '@/lib/database'

/**
 * Atomic claims on Payload's jobs table, for queues that several runners (the immediate run after a
 * submission, the periodic one, other server processes) work through at once. Payload's own runner
 * reads due jobs and then marks them in a second statement, so two runners could take the same job
 * (seen on PostgreSQL: e-mails sent twice). Here a job is taken by a single UPDATE that re-checks it is
 * still free: on PostgreSQL with `FOR UPDATE SKIP LOCKED`, on SQLite by its one writer at a time.
 */

/**
 * Takes the oldest due job of the queue and returns its id, or null. A job is due when it is not
 * done, not given up, not taken, and its retry time has come, or its last try was more than
 * `retryCapMs` ago (so a long back-off never leaves an e-mail waiting more than that after the
 * cause of its failure is gone). With `retryCapMs` null a job waits for its time, however far
 * (a scheduled publish).
 */
export async function claimNextJob(payload: Payload, queue: string, retryCapMs: number | null, now = new Date()): Promise<number | null> {
  const nowIso = now.toISOString()
  const capIso = new Date(retryCapMs === null ? 0 : now.getTime() - retryCapMs).toISOString()
  if (onPostgres()) {
    const result = await rawDatabase(payload).execute!(pgSql`
      UPDATE "payload_jobs" SET "processing" = true, "updated_at" = ${nowIso}
      WHERE "id" = (
        SELECT "id" FROM "payload_jobs"
        WHERE "queue" = ${queue} AND "processing" = false AND "completed_at" IS NULL AND "has_error" IS NOT TRUE
          AND ("wait_until" IS NULL OR "wait_until" <= ${nowIso} OR "updated_at" <= ${capIso})
        ORDER BY "created_at", "id" LIMIT 1
        FOR UPDATE SKIP LOCKED
      ) AND "processing" = false
      RETURNING "id"`)
    return Number(rowsOf(result)[0]?.id ?? NaN) || null
  }
  const result = await rawDatabase(payload).all!(sqliteSql`
    UPDATE payload_jobs SET processing = 1, updated_at = ${nowIso}
    WHERE id = (
      SELECT id FROM payload_jobs
      WHERE queue = ${queue} AND processing = 0 AND completed_at IS NULL AND (has_error IS NULL OR has_error = 0)
        AND (wait_until IS NULL OR wait_until <= ${nowIso} OR updated_at <= ${capIso})
      ORDER BY created_at, id LIMIT 1
    ) AND processing = 0
    RETURNING id`)
  return Number(rowsOf(result)[0]?.id ?? NaN) || null
}

/**
 * Frees jobs of the queue left taken by a process that died mid-run (a taken job is touched when
 * it starts and when it ends, so one untouched for `staleMs` has no runner). Each freed job's input
 * gets `orphaned: true`: its work may have been done before its runner stopped (an e-mail that left
 * before the job's end could be recorded), which a handler that must not do it twice checks.
 */
export async function releaseStaleJobs(payload: Payload, queue: string, staleMs: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - staleMs).toISOString()
  if (onPostgres()) {
    const result = await rawDatabase(payload).execute!(pgSql`
      UPDATE "payload_jobs" SET "processing" = false, "input" = jsonb_set(coalesce("input", '{}'::jsonb), '{orphaned}', 'true'::jsonb)
      WHERE "queue" = ${queue} AND "processing" = true AND "completed_at" IS NULL AND "updated_at" < ${cutoff}
      RETURNING "id"`)
    return rowsOf(result).length
  }
  const result = await rawDatabase(payload).all!(sqliteSql`
    UPDATE payload_jobs SET processing = 0, input = json_set(coalesce(input, '{}'), '$.orphaned', json('true'))
    WHERE queue = ${queue} AND processing = 1 AND completed_at IS NULL AND updated_at < ${cutoff}
    RETURNING id`)
  return rowsOf(result).length
}

/** Whether the queue holds a job with this key (`input.key`), done or not. */
export async function emailJobExists(payload: Payload, key: string): Promise<boolean> {
  if (onPostgres()) {
    const result = await rawDatabase(payload).execute!(pgSql`SELECT 1 FROM "payload_jobs" WHERE ("input"->>'key') = ${key} LIMIT 1`)
    return rowsOf(result).length > 0
  }
  const result = await rawDatabase(payload).all!(sqliteSql`SELECT 1 AS found FROM payload_jobs WHERE json_extract(input, '$.key') = ${key} LIMIT 1`)
  return rowsOf(result).length > 0
}
