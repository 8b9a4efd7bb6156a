import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`authors_missing_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`authors_missing_translations_order_idx\` ON \`authors_missing_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`authors_missing_translations_parent_idx\` ON \`authors_missing_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`authors_outdated_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`authors_outdated_translations_order_idx\` ON \`authors_outdated_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`authors_outdated_translations_parent_idx\` ON \`authors_outdated_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`authors_profiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`authors_profiles_order_idx\` ON \`authors_profiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`authors_profiles_parent_id_idx\` ON \`authors_profiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`solutions_blocks_people\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`solutions_blocks_people_order_idx\` ON \`solutions_blocks_people\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`solutions_blocks_people_parent_id_idx\` ON \`solutions_blocks_people\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`solutions_blocks_people_path_idx\` ON \`solutions_blocks_people\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`solutions_blocks_people_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_blocks_people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_blocks_people_locales_locale_parent_id_unique\` ON \`solutions_blocks_people_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_v_blocks_people\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_v_blocks_people_order_idx\` ON \`_solutions_v_blocks_people\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_blocks_people_parent_id_idx\` ON \`_solutions_v_blocks_people\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_blocks_people_path_idx\` ON \`_solutions_v_blocks_people\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_v_blocks_people_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_v_blocks_people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_v_blocks_people_locales_locale_parent_id_unique\` ON \`_solutions_v_blocks_people_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_people\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_people_order_idx\` ON \`pages_blocks_people\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_people_parent_id_idx\` ON \`pages_blocks_people\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_people_path_idx\` ON \`pages_blocks_people\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_people_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_people_locales_locale_parent_id_unique\` ON \`pages_blocks_people_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_people\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_people_order_idx\` ON \`_pages_v_blocks_people\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_people_parent_id_idx\` ON \`_pages_v_blocks_people\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_people_path_idx\` ON \`_pages_v_blocks_people\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_people_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_people_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_people_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_people\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_people_order_idx\` ON \`home_blocks_people\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_people_parent_id_idx\` ON \`home_blocks_people\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_people_path_idx\` ON \`home_blocks_people\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_people_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_people_locales_locale_parent_id_unique\` ON \`home_blocks_people_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_people\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_people_order_idx\` ON \`_home_v_blocks_people\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_people_parent_id_idx\` ON \`_home_v_blocks_people\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_people_path_idx\` ON \`_home_v_blocks_people\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_people_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_people_locales_locale_parent_id_unique\` ON \`_home_v_blocks_people_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_blocks_people\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_blocks_people_order_idx\` ON \`about_blocks_people\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_blocks_people_parent_id_idx\` ON \`about_blocks_people\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_blocks_people_path_idx\` ON \`about_blocks_people\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`about_blocks_people_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_people_locales_locale_parent_id_unique\` ON \`about_blocks_people_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_people\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_people_order_idx\` ON \`_about_v_blocks_people\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_people_parent_id_idx\` ON \`_about_v_blocks_people\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_people_path_idx\` ON \`_about_v_blocks_people\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_people_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_people_locales_locale_parent_id_unique\` ON \`_about_v_blocks_people_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`solutions_index_blocks_people\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_people_order_idx\` ON \`solutions_index_blocks_people\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_people_parent_id_idx\` ON \`solutions_index_blocks_people\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_people_path_idx\` ON \`solutions_index_blocks_people\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`solutions_index_blocks_people_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_people_locales_locale_parent_id_uniqu\` ON \`solutions_index_blocks_people_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_people\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_people_order_idx\` ON \`_solutions_index_v_blocks_people\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_people_parent_id_idx\` ON \`_solutions_index_v_blocks_people\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_people_path_idx\` ON \`_solutions_index_v_blocks_people\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_people_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_people_locales_locale_parent_id_un\` ON \`_solutions_index_v_blocks_people_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`careers_blocks_people\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`careers_blocks_people_order_idx\` ON \`careers_blocks_people\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`careers_blocks_people_parent_id_idx\` ON \`careers_blocks_people\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_blocks_people_path_idx\` ON \`careers_blocks_people\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`careers_blocks_people_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_people_locales_locale_parent_id_unique\` ON \`careers_blocks_people_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_people\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_people_order_idx\` ON \`_careers_v_blocks_people\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_people_parent_id_idx\` ON \`_careers_v_blocks_people\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_people_path_idx\` ON \`_careers_v_blocks_people\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_people_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_people_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_people_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`authors\` ADD \`translation_baseline\` text;`)
  await db.run(sql`ALTER TABLE \`authors\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`authors\` ADD \`kind\` text DEFAULT 'person' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`authors\` ADD \`photo_id\` integer REFERENCES media(id);`)
  // The bylines seeded before people had a kind are the lab's three teams (content/authors.json).
  await db.run(sql`UPDATE \`authors\` SET \`kind\` = 'team' WHERE \`slug\` IN ('research-team', 'engineering-team', 'solutions-team');`)
  await db.run(sql`CREATE INDEX \`authors_photo_idx\` ON \`authors\` (\`photo_id\`);`)
  await db.run(sql`ALTER TABLE \`solutions_rels\` ADD \`authors_id\` integer REFERENCES authors(id);`)
  await db.run(sql`CREATE INDEX \`solutions_rels_authors_id_idx\` ON \`solutions_rels\` (\`authors_id\`);`)
  await db.run(sql`ALTER TABLE \`_solutions_v_rels\` ADD \`authors_id\` integer REFERENCES authors(id);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_rels_authors_id_idx\` ON \`_solutions_v_rels\` (\`authors_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`authors_id\` integer REFERENCES authors(id);`)
  await db.run(sql`CREATE INDEX \`pages_rels_authors_id_idx\` ON \`pages_rels\` (\`authors_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`authors_id\` integer REFERENCES authors(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_authors_id_idx\` ON \`_pages_v_rels\` (\`authors_id\`);`)
  await db.run(sql`ALTER TABLE \`home_rels\` ADD \`authors_id\` integer REFERENCES authors(id);`)
  await db.run(sql`CREATE INDEX \`home_rels_authors_id_idx\` ON \`home_rels\` (\`authors_id\`);`)
  await db.run(sql`ALTER TABLE \`_home_v_rels\` ADD \`authors_id\` integer REFERENCES authors(id);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_authors_id_idx\` ON \`_home_v_rels\` (\`authors_id\`);`)
  await db.run(sql`ALTER TABLE \`about_rels\` ADD \`authors_id\` integer REFERENCES authors(id);`)
  await db.run(sql`CREATE INDEX \`about_rels_authors_id_idx\` ON \`about_rels\` (\`authors_id\`);`)
  await db.run(sql`ALTER TABLE \`_about_v_rels\` ADD \`authors_id\` integer REFERENCES authors(id);`)
  await db.run(sql`CREATE INDEX \`_about_v_rels_authors_id_idx\` ON \`_about_v_rels\` (\`authors_id\`);`)
  await db.run(sql`ALTER TABLE \`solutions_index_rels\` ADD \`authors_id\` integer REFERENCES authors(id);`)
  await db.run(sql`CREATE INDEX \`solutions_index_rels_authors_id_idx\` ON \`solutions_index_rels\` (\`authors_id\`);`)
  await db.run(sql`ALTER TABLE \`_solutions_index_v_rels\` ADD \`authors_id\` integer REFERENCES authors(id);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_rels_authors_id_idx\` ON \`_solutions_index_v_rels\` (\`authors_id\`);`)
  await db.run(sql`ALTER TABLE \`careers_rels\` ADD \`authors_id\` integer REFERENCES authors(id);`)
  await db.run(sql`CREATE INDEX \`careers_rels_authors_id_idx\` ON \`careers_rels\` (\`authors_id\`);`)
  await db.run(sql`ALTER TABLE \`_careers_v_rels\` ADD \`authors_id\` integer REFERENCES authors(id);`)
  await db.run(sql`CREATE INDEX \`_careers_v_rels_authors_id_idx\` ON \`_careers_v_rels\` (\`authors_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`authors_missing_translations\`;`)
  await db.run(sql`DROP TABLE \`authors_outdated_translations\`;`)
  await db.run(sql`DROP TABLE \`authors_profiles\`;`)
  await db.run(sql`DROP TABLE \`solutions_blocks_people\`;`)
  await db.run(sql`DROP TABLE \`solutions_blocks_people_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_v_blocks_people\`;`)
  await db.run(sql`DROP TABLE \`_solutions_v_blocks_people_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_people\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_people_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_people\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_people_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_people\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_people_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_people\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_people_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_people\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_people_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_people\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_people_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_people\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_people_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_people\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_people_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_people\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_people_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_people\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_people_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_authors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_authors\`("id", "generate_slug", "slug", "updated_at", "created_at") SELECT "id", "generate_slug", "slug", "updated_at", "created_at" FROM \`authors\`;`)
  await db.run(sql`DROP TABLE \`authors\`;`)
  await db.run(sql`ALTER TABLE \`__new_authors\` RENAME TO \`authors\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`authors_slug_idx\` ON \`authors\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`authors_updated_at_idx\` ON \`authors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`authors_created_at_idx\` ON \`authors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_rels\`("id", "order", "parent_id", "path", "case_studies_id", "documents_id") SELECT "id", "order", "parent_id", "path", "case_studies_id", "documents_id" FROM \`solutions_rels\`;`)
  await db.run(sql`DROP TABLE \`solutions_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_rels\` RENAME TO \`solutions_rels\`;`)
  await db.run(sql`CREATE INDEX \`solutions_rels_order_idx\` ON \`solutions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`solutions_rels_parent_idx\` ON \`solutions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`solutions_rels_path_idx\` ON \`solutions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`solutions_rels_case_studies_id_idx\` ON \`solutions_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`solutions_rels_documents_id_idx\` ON \`solutions_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_solutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_v_rels\`("id", "order", "parent_id", "path", "case_studies_id", "documents_id") SELECT "id", "order", "parent_id", "path", "case_studies_id", "documents_id" FROM \`_solutions_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_solutions_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_v_rels\` RENAME TO \`_solutions_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_solutions_v_rels_order_idx\` ON \`_solutions_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_rels_parent_idx\` ON \`_solutions_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_rels_path_idx\` ON \`_solutions_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_rels_case_studies_id_idx\` ON \`_solutions_v_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_rels_documents_id_idx\` ON \`_solutions_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_rels\`("id", "order", "parent_id", "path", "case_studies_id", "documents_id") SELECT "id", "order", "parent_id", "path", "case_studies_id", "documents_id" FROM \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_rels\` RENAME TO \`pages_rels\`;`)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_case_studies_id_idx\` ON \`pages_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_documents_id_idx\` ON \`pages_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_rels\`("id", "order", "parent_id", "path", "case_studies_id", "documents_id") SELECT "id", "order", "parent_id", "path", "case_studies_id", "documents_id" FROM \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_rels\` RENAME TO \`_pages_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_case_studies_id_idx\` ON \`_pages_v_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_documents_id_idx\` ON \`_pages_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_rels\`("id", "order", "parent_id", "path", "case_studies_id", "documents_id") SELECT "id", "order", "parent_id", "path", "case_studies_id", "documents_id" FROM \`home_rels\`;`)
  await db.run(sql`DROP TABLE \`home_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_rels\` RENAME TO \`home_rels\`;`)
  await db.run(sql`CREATE INDEX \`home_rels_order_idx\` ON \`home_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_parent_idx\` ON \`home_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_path_idx\` ON \`home_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_case_studies_id_idx\` ON \`home_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_documents_id_idx\` ON \`home_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_rels\`("id", "order", "parent_id", "path", "case_studies_id", "documents_id") SELECT "id", "order", "parent_id", "path", "case_studies_id", "documents_id" FROM \`_home_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_home_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_rels\` RENAME TO \`_home_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_order_idx\` ON \`_home_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_parent_idx\` ON \`_home_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_path_idx\` ON \`_home_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_case_studies_id_idx\` ON \`_home_v_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_documents_id_idx\` ON \`_home_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`about\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_rels\`("id", "order", "parent_id", "path", "case_studies_id", "documents_id") SELECT "id", "order", "parent_id", "path", "case_studies_id", "documents_id" FROM \`about_rels\`;`)
  await db.run(sql`DROP TABLE \`about_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_rels\` RENAME TO \`about_rels\`;`)
  await db.run(sql`CREATE INDEX \`about_rels_order_idx\` ON \`about_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`about_rels_parent_idx\` ON \`about_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_rels_path_idx\` ON \`about_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`about_rels_case_studies_id_idx\` ON \`about_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`about_rels_documents_id_idx\` ON \`about_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_rels\`("id", "order", "parent_id", "path", "case_studies_id", "documents_id") SELECT "id", "order", "parent_id", "path", "case_studies_id", "documents_id" FROM \`_about_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_about_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_rels\` RENAME TO \`_about_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_about_v_rels_order_idx\` ON \`_about_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_rels_parent_idx\` ON \`_about_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_rels_path_idx\` ON \`_about_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_rels_case_studies_id_idx\` ON \`_about_v_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_rels_documents_id_idx\` ON \`_about_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`solutions_index\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_rels\`("id", "order", "parent_id", "path", "case_studies_id", "documents_id") SELECT "id", "order", "parent_id", "path", "case_studies_id", "documents_id" FROM \`solutions_index_rels\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_rels\` RENAME TO \`solutions_index_rels\`;`)
  await db.run(sql`CREATE INDEX \`solutions_index_rels_order_idx\` ON \`solutions_index_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_rels_parent_idx\` ON \`solutions_index_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_rels_path_idx\` ON \`solutions_index_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_rels_case_studies_id_idx\` ON \`solutions_index_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_rels_documents_id_idx\` ON \`solutions_index_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_solutions_index_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_rels\`("id", "order", "parent_id", "path", "case_studies_id", "documents_id") SELECT "id", "order", "parent_id", "path", "case_studies_id", "documents_id" FROM \`_solutions_index_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_rels\` RENAME TO \`_solutions_index_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_rels_order_idx\` ON \`_solutions_index_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_rels_parent_idx\` ON \`_solutions_index_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_rels_path_idx\` ON \`_solutions_index_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_rels_case_studies_id_idx\` ON \`_solutions_index_v_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_rels_documents_id_idx\` ON \`_solutions_index_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`careers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_rels\`("id", "order", "parent_id", "path", "case_studies_id", "documents_id") SELECT "id", "order", "parent_id", "path", "case_studies_id", "documents_id" FROM \`careers_rels\`;`)
  await db.run(sql`DROP TABLE \`careers_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_rels\` RENAME TO \`careers_rels\`;`)
  await db.run(sql`CREATE INDEX \`careers_rels_order_idx\` ON \`careers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`careers_rels_parent_idx\` ON \`careers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_rels_path_idx\` ON \`careers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`careers_rels_case_studies_id_idx\` ON \`careers_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_rels_documents_id_idx\` ON \`careers_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_rels\`("id", "order", "parent_id", "path", "case_studies_id", "documents_id") SELECT "id", "order", "parent_id", "path", "case_studies_id", "documents_id" FROM \`_careers_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_rels\` RENAME TO \`_careers_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_careers_v_rels_order_idx\` ON \`_careers_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_rels_parent_idx\` ON \`_careers_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_rels_path_idx\` ON \`_careers_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_rels_case_studies_id_idx\` ON \`_careers_v_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_rels_documents_id_idx\` ON \`_careers_v_rels\` (\`documents_id\`);`)
}
