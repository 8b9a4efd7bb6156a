import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`posts_missing_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_missing_translations_order_idx\` ON \`posts_missing_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`posts_missing_translations_parent_idx\` ON \`posts_missing_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_version_missing_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_version_missing_translations_order_idx\` ON \`_posts_v_version_missing_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_missing_translations_parent_idx\` ON \`_posts_v_version_missing_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jobs_missing_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jobs_missing_translations_order_idx\` ON \`jobs_missing_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`jobs_missing_translations_parent_idx\` ON \`jobs_missing_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v_version_missing_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_missing_translations_order_idx\` ON \`_jobs_v_version_missing_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_missing_translations_parent_idx\` ON \`_jobs_v_version_missing_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`solutions_missing_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`solutions_missing_translations_order_idx\` ON \`solutions_missing_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`solutions_missing_translations_parent_idx\` ON \`solutions_missing_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_v_version_missing_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_solutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_v_version_missing_translations_order_idx\` ON \`_solutions_v_version_missing_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_version_missing_translations_parent_idx\` ON \`_solutions_v_version_missing_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_missing_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_missing_translations_order_idx\` ON \`case_studies_missing_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_missing_translations_parent_idx\` ON \`case_studies_missing_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_missing_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_missing_translations_order_idx\` ON \`pages_missing_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_missing_translations_parent_idx\` ON \`pages_missing_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_missing_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_missing_translations_order_idx\` ON \`_pages_v_version_missing_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_missing_translations_parent_idx\` ON \`_pages_v_version_missing_translations\` (\`parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`posts_missing_translations\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_version_missing_translations\`;`)
  await db.run(sql`DROP TABLE \`jobs_missing_translations\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v_version_missing_translations\`;`)
  await db.run(sql`DROP TABLE \`solutions_missing_translations\`;`)
  await db.run(sql`DROP TABLE \`_solutions_v_version_missing_translations\`;`)
  await db.run(sql`DROP TABLE \`case_studies_missing_translations\`;`)
  await db.run(sql`DROP TABLE \`pages_missing_translations\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_missing_translations\`;`)
}
