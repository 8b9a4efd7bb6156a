import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`personal_data_consultation_months\` numeric DEFAULT 24;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`personal_data_application_months\` numeric DEFAULT 12;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_personal_data_consultation_months\` numeric DEFAULT 24;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_personal_data_application_months\` numeric DEFAULT 12;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`personal_data_consultation_months\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`personal_data_application_months\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_personal_data_consultation_months\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_personal_data_application_months\`;`)
}
