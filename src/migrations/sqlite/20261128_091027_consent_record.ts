import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`consented_at\` text;`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`consent_text\` text;`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`privacy_policy_version\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`job_applications\` DROP COLUMN \`consented_at\`;`)
  await db.run(sql`ALTER TABLE \`job_applications\` DROP COLUMN \`consent_text\`;`)
  await db.run(sql`ALTER TABLE \`job_applications\` DROP COLUMN \`privacy_policy_version\`;`)
}
