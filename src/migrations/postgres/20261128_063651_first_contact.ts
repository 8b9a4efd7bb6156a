import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultation_requests" ALTER COLUMN "phone" DROP NOT NULL;
  ALTER TABLE "consultation_requests" ALTER COLUMN "channel" SET DEFAULT 'email';
  ALTER TABLE "consultation_requests" ALTER COLUMN "time" DROP NOT NULL;
  ALTER TABLE "consultation_requests" ALTER COLUMN "size" DROP NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultation_requests" ALTER COLUMN "phone" SET NOT NULL;
  ALTER TABLE "consultation_requests" ALTER COLUMN "channel" DROP DEFAULT;
  ALTER TABLE "consultation_requests" ALTER COLUMN "time" SET NOT NULL;
  ALTER TABLE "consultation_requests" ALTER COLUMN "size" SET NOT NULL;`)
}
