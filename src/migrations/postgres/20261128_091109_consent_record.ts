import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_applications" ADD COLUMN "consented_at" timestamp(3) with time zone;
  ALTER TABLE "job_applications" ADD COLUMN "consent_text" varchar;
  ALTER TABLE "job_applications" ADD COLUMN "privacy_policy_version" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_applications" DROP COLUMN "consented_at";
  ALTER TABLE "job_applications" DROP COLUMN "consent_text";
  ALTER TABLE "job_applications" DROP COLUMN "privacy_policy_version";`)
}
