import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_offices_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`first_day\` text NOT NULL,
  	\`last_day\` text,
  	\`opens\` text,
  	\`closes\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_offices_opening_hours_order_idx\` ON \`site_settings_offices_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_offices_opening_hours_parent_id_idx\` ON \`site_settings_offices_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_offices_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_day\` text NOT NULL,
  	\`last_day\` text,
  	\`opens\` text,
  	\`closes\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v_version_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_offices_opening_hours_order_idx\` ON \`_site_settings_v_version_offices_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_offices_opening_hours_parent_id_idx\` ON \`_site_settings_v_version_offices_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings_offices\` ADD \`whatsapp\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_offices\` ADD \`map_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`company_commercial_registration\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`company_vat_number\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`company_legal_name\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v_version_offices\` ADD \`whatsapp\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v_version_offices\` ADD \`map_url\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_company_commercial_registration\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_company_vat_number\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v_locales\` ADD \`version_company_legal_name\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_offices_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_offices_opening_hours\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_offices\` DROP COLUMN \`whatsapp\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_offices\` DROP COLUMN \`map_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`company_commercial_registration\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`company_vat_number\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`company_legal_name\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v_version_offices\` DROP COLUMN \`whatsapp\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v_version_offices\` DROP COLUMN \`map_url\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_company_commercial_registration\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_company_vat_number\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v_locales\` DROP COLUMN \`version_company_legal_name\`;`)
}
