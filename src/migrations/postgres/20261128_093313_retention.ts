import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "personal_data_consultation_months" numeric DEFAULT 24;
  ALTER TABLE "site_settings" ADD COLUMN "personal_data_application_months" numeric DEFAULT 12;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_personal_data_consultation_months" numeric DEFAULT 24;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_personal_data_application_months" numeric DEFAULT 12;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "personal_data_consultation_months";
  ALTER TABLE "site_settings" DROP COLUMN "personal_data_application_months";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_personal_data_consultation_months";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_personal_data_application_months";`)
}
