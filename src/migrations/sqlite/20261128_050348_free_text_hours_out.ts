import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`contact_hours\`;`)
  await db.run(sql`DROP TABLE \`contact_hours_locales\`;`)
  await db.run(sql`DROP TABLE \`_contact_v_version_hours\`;`)
  await db.run(sql`DROP TABLE \`_contact_v_version_hours_locales\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_offices_locales\` DROP COLUMN \`hours\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v_version_offices_locales\` DROP COLUMN \`hours\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`contact_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_hours_order_idx\` ON \`contact_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_hours_parent_id_idx\` ON \`contact_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_hours_locales\` (
  	\`days\` text,
  	\`hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_hours_locales_locale_parent_id_unique\` ON \`contact_hours_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contact_v_version_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_contact_v_version_hours_order_idx\` ON \`_contact_v_version_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_contact_v_version_hours_parent_id_idx\` ON \`_contact_v_version_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contact_v_version_hours_locales\` (
  	\`days\` text,
  	\`hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_v_version_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_contact_v_version_hours_locales_locale_parent_id_unique\` ON \`_contact_v_version_hours_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings_offices_locales\` ADD \`hours\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v_version_offices_locales\` ADD \`hours\` text;`)
}
