import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`posts_outdated_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_outdated_translations_order_idx\` ON \`posts_outdated_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`posts_outdated_translations_parent_idx\` ON \`posts_outdated_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_version_outdated_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_version_outdated_translations_order_idx\` ON \`_posts_v_version_outdated_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_outdated_translations_parent_idx\` ON \`_posts_v_version_outdated_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jobs_outdated_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jobs_outdated_translations_order_idx\` ON \`jobs_outdated_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`jobs_outdated_translations_parent_idx\` ON \`jobs_outdated_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v_version_outdated_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_outdated_translations_order_idx\` ON \`_jobs_v_version_outdated_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_outdated_translations_parent_idx\` ON \`_jobs_v_version_outdated_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`solutions_outdated_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`solutions_outdated_translations_order_idx\` ON \`solutions_outdated_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`solutions_outdated_translations_parent_idx\` ON \`solutions_outdated_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_v_version_outdated_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_solutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_v_version_outdated_translations_order_idx\` ON \`_solutions_v_version_outdated_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_version_outdated_translations_parent_idx\` ON \`_solutions_v_version_outdated_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_outdated_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_outdated_translations_order_idx\` ON \`case_studies_outdated_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_outdated_translations_parent_idx\` ON \`case_studies_outdated_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_outdated_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_outdated_translations_order_idx\` ON \`pages_outdated_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_outdated_translations_parent_idx\` ON \`pages_outdated_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_outdated_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_outdated_translations_order_idx\` ON \`_pages_v_version_outdated_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_outdated_translations_parent_idx\` ON \`_pages_v_version_outdated_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`media_outdated_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`media_outdated_translations_order_idx\` ON \`media_outdated_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`media_outdated_translations_parent_idx\` ON \`media_outdated_translations\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`translation_baseline\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_translation_baseline\` text;`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`translation_baseline\` text;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_translation_baseline\` text;`)
  await db.run(sql`ALTER TABLE \`solutions\` ADD \`translation_baseline\` text;`)
  await db.run(sql`ALTER TABLE \`_solutions_v\` ADD \`version_translation_baseline\` text;`)
  await db.run(sql`ALTER TABLE \`case_studies\` ADD \`translation_baseline\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`translation_baseline\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_translation_baseline\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`translation_baseline\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`posts_outdated_translations\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_version_outdated_translations\`;`)
  await db.run(sql`DROP TABLE \`jobs_outdated_translations\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v_version_outdated_translations\`;`)
  await db.run(sql`DROP TABLE \`solutions_outdated_translations\`;`)
  await db.run(sql`DROP TABLE \`_solutions_v_version_outdated_translations\`;`)
  await db.run(sql`DROP TABLE \`case_studies_outdated_translations\`;`)
  await db.run(sql`DROP TABLE \`pages_outdated_translations\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_outdated_translations\`;`)
  await db.run(sql`DROP TABLE \`media_outdated_translations\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`translation_baseline\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_translation_baseline\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`translation_baseline\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`version_translation_baseline\`;`)
  await db.run(sql`ALTER TABLE \`solutions\` DROP COLUMN \`translation_baseline\`;`)
  await db.run(sql`ALTER TABLE \`_solutions_v\` DROP COLUMN \`version_translation_baseline\`;`)
  await db.run(sql`ALTER TABLE \`case_studies\` DROP COLUMN \`translation_baseline\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`translation_baseline\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_translation_baseline\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`translation_baseline\`;`)
}
