import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Each e-mail of a submission is queued once: the jobs table holds a key (`input.key`) at most once
// (forms/notify.ts). An expression index, which Payload's schema does not describe.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE UNIQUE INDEX IF NOT EXISTS "payload_jobs_input_key_idx" ON "payload_jobs" (("input"->>'key')) WHERE ("input"->>'key') IS NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "payload_jobs_input_key_idx";`)
}
