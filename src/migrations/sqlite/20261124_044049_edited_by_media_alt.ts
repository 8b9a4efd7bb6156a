import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`media_missing_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`media_missing_translations_order_idx\` ON \`media_missing_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`media_missing_translations_parent_idx\` ON \`media_missing_translations\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`solutions\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_solutions_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`case_studies\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`solutions_index\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_solutions_index_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`careers\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_careers_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`blog_index\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_blog_index_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`contact\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_contact_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_edited_by\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`media_missing_translations\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`solutions\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_solutions_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`case_studies\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`solutions_index\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_solutions_index_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`careers\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_careers_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`blog_index\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_blog_index_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`contact\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_contact_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_edited_by\`;`)
}
