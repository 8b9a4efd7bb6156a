import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_activity_action" ADD VALUE 'scheduled-publish' BEFORE 'deleted';
  ALTER TYPE "public"."enum_activity_action" ADD VALUE 'scheduled-unpublish' BEFORE 'deleted';
  ALTER TYPE "public"."enum_activity_action" ADD VALUE 'unscheduled' BEFORE 'deleted';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "activity" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_activity_action";
  CREATE TYPE "public"."enum_activity_action" AS ENUM('created', 'updated', 'published', 'unpublished', 'restored', 'deleted', 'exported', 'erased', 'signed-in');
  ALTER TABLE "activity" ALTER COLUMN "action" SET DATA TYPE "public"."enum_activity_action" USING "action"::"public"."enum_activity_action";`)
}
