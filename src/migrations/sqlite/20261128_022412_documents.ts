import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`solutions_blocks_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`solutions_blocks_downloads_order_idx\` ON \`solutions_blocks_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`solutions_blocks_downloads_parent_id_idx\` ON \`solutions_blocks_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`solutions_blocks_downloads_path_idx\` ON \`solutions_blocks_downloads\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`solutions_blocks_downloads_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_blocks_downloads_locales_locale_parent_id_unique\` ON \`solutions_blocks_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_v_blocks_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_v_blocks_downloads_order_idx\` ON \`_solutions_v_blocks_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_blocks_downloads_parent_id_idx\` ON \`_solutions_v_blocks_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_blocks_downloads_path_idx\` ON \`_solutions_v_blocks_downloads\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_v_blocks_downloads_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_v_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_v_blocks_downloads_locales_locale_parent_id_uniqu\` ON \`_solutions_v_blocks_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_downloads_order_idx\` ON \`pages_blocks_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_downloads_parent_id_idx\` ON \`pages_blocks_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_downloads_path_idx\` ON \`pages_blocks_downloads\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_downloads_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_downloads_locales_locale_parent_id_unique\` ON \`pages_blocks_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_downloads_order_idx\` ON \`_pages_v_blocks_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_downloads_parent_id_idx\` ON \`_pages_v_blocks_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_downloads_path_idx\` ON \`_pages_v_blocks_downloads\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_downloads_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_downloads_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`documents_missing_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_missing_translations_order_idx\` ON \`documents_missing_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`documents_missing_translations_parent_idx\` ON \`documents_missing_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`documents_outdated_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_outdated_translations_order_idx\` ON \`documents_outdated_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`documents_outdated_translations_parent_idx\` ON \`documents_outdated_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`translation_baseline\` text,
  	\`prefix\` text DEFAULT 'documents',
  	\`_objectkey\` text,
  	\`folder_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`folder_id\`) REFERENCES \`payload_folders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_folder_idx\` ON \`documents\` (\`folder_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`documents_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_locales_locale_parent_id_unique\` ON \`documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_folders_folder_type\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_folders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_folders_folder_type_order_idx\` ON \`payload_folders_folder_type\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_folders_folder_type_parent_idx\` ON \`payload_folders_folder_type\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_folders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`folder_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`folder_id\`) REFERENCES \`payload_folders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_folders_name_idx\` ON \`payload_folders\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`payload_folders_folder_idx\` ON \`payload_folders\` (\`folder_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_folders_updated_at_idx\` ON \`payload_folders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_folders_created_at_idx\` ON \`payload_folders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_downloads_order_idx\` ON \`home_blocks_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_downloads_parent_id_idx\` ON \`home_blocks_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_downloads_path_idx\` ON \`home_blocks_downloads\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_downloads_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_downloads_locales_locale_parent_id_unique\` ON \`home_blocks_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_downloads_order_idx\` ON \`_home_v_blocks_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_downloads_parent_id_idx\` ON \`_home_v_blocks_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_downloads_path_idx\` ON \`_home_v_blocks_downloads\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_downloads_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_downloads_locales_locale_parent_id_unique\` ON \`_home_v_blocks_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_blocks_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_blocks_downloads_order_idx\` ON \`about_blocks_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_blocks_downloads_parent_id_idx\` ON \`about_blocks_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_blocks_downloads_path_idx\` ON \`about_blocks_downloads\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`about_blocks_downloads_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_downloads_locales_locale_parent_id_unique\` ON \`about_blocks_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_downloads_order_idx\` ON \`_about_v_blocks_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_downloads_parent_id_idx\` ON \`_about_v_blocks_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_downloads_path_idx\` ON \`_about_v_blocks_downloads\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_downloads_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_downloads_locales_locale_parent_id_unique\` ON \`_about_v_blocks_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`solutions_index_blocks_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_downloads_order_idx\` ON \`solutions_index_blocks_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_downloads_parent_id_idx\` ON \`solutions_index_blocks_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_downloads_path_idx\` ON \`solutions_index_blocks_downloads\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`solutions_index_blocks_downloads_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_downloads_locales_locale_parent_id_un\` ON \`solutions_index_blocks_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_downloads_order_idx\` ON \`_solutions_index_v_blocks_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_downloads_parent_id_idx\` ON \`_solutions_index_v_blocks_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_downloads_path_idx\` ON \`_solutions_index_v_blocks_downloads\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_downloads_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_downloads_locales_locale_parent_id\` ON \`_solutions_index_v_blocks_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`careers_blocks_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`careers_blocks_downloads_order_idx\` ON \`careers_blocks_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`careers_blocks_downloads_parent_id_idx\` ON \`careers_blocks_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_blocks_downloads_path_idx\` ON \`careers_blocks_downloads\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`careers_blocks_downloads_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_downloads_locales_locale_parent_id_unique\` ON \`careers_blocks_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_downloads_order_idx\` ON \`_careers_v_blocks_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_downloads_parent_id_idx\` ON \`_careers_v_blocks_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_downloads_path_idx\` ON \`_careers_v_blocks_downloads\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_downloads_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_downloads_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`solutions_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`CREATE INDEX \`solutions_rels_documents_id_idx\` ON \`solutions_rels\` (\`documents_id\`);`)
  await db.run(sql`ALTER TABLE \`_solutions_v_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_rels_documents_id_idx\` ON \`_solutions_v_rels\` (\`documents_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`CREATE INDEX \`pages_rels_documents_id_idx\` ON \`pages_rels\` (\`documents_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_documents_id_idx\` ON \`_pages_v_rels\` (\`documents_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`folder_id\` integer REFERENCES payload_folders(id);`)
  await db.run(sql`CREATE INDEX \`media_folder_idx\` ON \`media\` (\`folder_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payload_folders_id\` integer REFERENCES payload_folders(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payload_folders_id_idx\` ON \`payload_locked_documents_rels\` (\`payload_folders_id\`);`)
  await db.run(sql`ALTER TABLE \`home_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`CREATE INDEX \`home_rels_documents_id_idx\` ON \`home_rels\` (\`documents_id\`);`)
  await db.run(sql`ALTER TABLE \`_home_v_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_documents_id_idx\` ON \`_home_v_rels\` (\`documents_id\`);`)
  await db.run(sql`ALTER TABLE \`about_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`CREATE INDEX \`about_rels_documents_id_idx\` ON \`about_rels\` (\`documents_id\`);`)
  await db.run(sql`ALTER TABLE \`_about_v_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`CREATE INDEX \`_about_v_rels_documents_id_idx\` ON \`_about_v_rels\` (\`documents_id\`);`)
  await db.run(sql`ALTER TABLE \`solutions_index_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`CREATE INDEX \`solutions_index_rels_documents_id_idx\` ON \`solutions_index_rels\` (\`documents_id\`);`)
  await db.run(sql`ALTER TABLE \`_solutions_index_v_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_rels_documents_id_idx\` ON \`_solutions_index_v_rels\` (\`documents_id\`);`)
  await db.run(sql`ALTER TABLE \`careers_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`CREATE INDEX \`careers_rels_documents_id_idx\` ON \`careers_rels\` (\`documents_id\`);`)
  await db.run(sql`ALTER TABLE \`_careers_v_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`CREATE INDEX \`_careers_v_rels_documents_id_idx\` ON \`_careers_v_rels\` (\`documents_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`solutions_blocks_downloads\`;`)
  await db.run(sql`DROP TABLE \`solutions_blocks_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_v_blocks_downloads\`;`)
  await db.run(sql`DROP TABLE \`_solutions_v_blocks_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_downloads\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_downloads\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`documents_missing_translations\`;`)
  await db.run(sql`DROP TABLE \`documents_outdated_translations\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents_locales\`;`)
  await db.run(sql`DROP TABLE \`payload_folders_folder_type\`;`)
  await db.run(sql`DROP TABLE \`payload_folders\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_downloads\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_downloads\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_downloads\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_downloads\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_downloads\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_downloads\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_downloads\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_downloads\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_downloads_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_solutions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_rels\`("id", "order", "parent_id", "path", "case_studies_id") SELECT "id", "order", "parent_id", "path", "case_studies_id" FROM \`solutions_rels\`;`)
  await db.run(sql`DROP TABLE \`solutions_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_rels\` RENAME TO \`solutions_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`solutions_rels_order_idx\` ON \`solutions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`solutions_rels_parent_idx\` ON \`solutions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`solutions_rels_path_idx\` ON \`solutions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`solutions_rels_case_studies_id_idx\` ON \`solutions_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_solutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_v_rels\`("id", "order", "parent_id", "path", "case_studies_id") SELECT "id", "order", "parent_id", "path", "case_studies_id" FROM \`_solutions_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_solutions_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_v_rels\` RENAME TO \`_solutions_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_solutions_v_rels_order_idx\` ON \`_solutions_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_rels_parent_idx\` ON \`_solutions_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_rels_path_idx\` ON \`_solutions_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_rels_case_studies_id_idx\` ON \`_solutions_v_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_rels\`("id", "order", "parent_id", "path", "case_studies_id") SELECT "id", "order", "parent_id", "path", "case_studies_id" FROM \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_rels\` RENAME TO \`pages_rels\`;`)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_case_studies_id_idx\` ON \`pages_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_rels\`("id", "order", "parent_id", "path", "case_studies_id") SELECT "id", "order", "parent_id", "path", "case_studies_id" FROM \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_rels\` RENAME TO \`_pages_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_case_studies_id_idx\` ON \`_pages_v_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`translation_baseline\` text,
  	\`placeholder_color\` text,
  	\`prefix\` text DEFAULT 'media',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text,
  	\`sizes_og_url\` text,
  	\`sizes_og_width\` numeric,
  	\`sizes_og_height\` numeric,
  	\`sizes_og_mime_type\` text,
  	\`sizes_og_filesize\` numeric,
  	\`sizes_og_filename\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media\`("id", "translation_baseline", "placeholder_color", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_large_url", "sizes_large_width", "sizes_large_height", "sizes_large_mime_type", "sizes_large_filesize", "sizes_large_filename", "sizes_og_url", "sizes_og_width", "sizes_og_height", "sizes_og_mime_type", "sizes_og_filesize", "sizes_og_filename") SELECT "id", "translation_baseline", "placeholder_color", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_large_url", "sizes_large_width", "sizes_large_height", "sizes_large_mime_type", "sizes_large_filesize", "sizes_large_filename", "sizes_og_url", "sizes_og_width", "sizes_og_height", "sizes_og_mime_type", "sizes_og_filesize", "sizes_og_filename" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_large_sizes_large_filename_idx\` ON \`media\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_og_sizes_og_filename_idx\` ON \`media\` (\`sizes_og_filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`categories_id\` integer,
  	\`authors_id\` integer,
  	\`jobs_id\` integer,
  	\`solutions_id\` integer,
  	\`case_studies_id\` integer,
  	\`pages_id\` integer,
  	\`redirects_id\` integer,
  	\`media_id\` integer,
  	\`consultation_requests_id\` integer,
  	\`job_applications_id\` integer,
  	\`cv_files_id\` integer,
  	\`users_id\` integer,
  	\`seed_records_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`solutions_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consultation_requests_id\`) REFERENCES \`consultation_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cv_files_id\`) REFERENCES \`cv_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seed_records_id\`) REFERENCES \`seed_records\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "categories_id", "authors_id", "jobs_id", "solutions_id", "case_studies_id", "pages_id", "redirects_id", "media_id", "consultation_requests_id", "job_applications_id", "cv_files_id", "users_id", "seed_records_id") SELECT "id", "order", "parent_id", "path", "posts_id", "categories_id", "authors_id", "jobs_id", "solutions_id", "case_studies_id", "pages_id", "redirects_id", "media_id", "consultation_requests_id", "job_applications_id", "cv_files_id", "users_id", "seed_records_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_solutions_id_idx\` ON \`payload_locked_documents_rels\` (\`solutions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_case_studies_id_idx\` ON \`payload_locked_documents_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consultation_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`consultation_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cv_files_id_idx\` ON \`payload_locked_documents_rels\` (\`cv_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seed_records_id_idx\` ON \`payload_locked_documents_rels\` (\`seed_records_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_rels\`("id", "order", "parent_id", "path", "case_studies_id") SELECT "id", "order", "parent_id", "path", "case_studies_id" FROM \`home_rels\`;`)
  await db.run(sql`DROP TABLE \`home_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_rels\` RENAME TO \`home_rels\`;`)
  await db.run(sql`CREATE INDEX \`home_rels_order_idx\` ON \`home_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_parent_idx\` ON \`home_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_path_idx\` ON \`home_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_case_studies_id_idx\` ON \`home_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_rels\`("id", "order", "parent_id", "path", "case_studies_id") SELECT "id", "order", "parent_id", "path", "case_studies_id" FROM \`_home_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_home_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_rels\` RENAME TO \`_home_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_order_idx\` ON \`_home_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_parent_idx\` ON \`_home_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_path_idx\` ON \`_home_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_case_studies_id_idx\` ON \`_home_v_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`about\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_rels\`("id", "order", "parent_id", "path", "case_studies_id") SELECT "id", "order", "parent_id", "path", "case_studies_id" FROM \`about_rels\`;`)
  await db.run(sql`DROP TABLE \`about_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_rels\` RENAME TO \`about_rels\`;`)
  await db.run(sql`CREATE INDEX \`about_rels_order_idx\` ON \`about_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`about_rels_parent_idx\` ON \`about_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_rels_path_idx\` ON \`about_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`about_rels_case_studies_id_idx\` ON \`about_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_rels\`("id", "order", "parent_id", "path", "case_studies_id") SELECT "id", "order", "parent_id", "path", "case_studies_id" FROM \`_about_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_about_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_rels\` RENAME TO \`_about_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_about_v_rels_order_idx\` ON \`_about_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_rels_parent_idx\` ON \`_about_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_rels_path_idx\` ON \`_about_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_rels_case_studies_id_idx\` ON \`_about_v_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`solutions_index\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_rels\`("id", "order", "parent_id", "path", "case_studies_id") SELECT "id", "order", "parent_id", "path", "case_studies_id" FROM \`solutions_index_rels\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_rels\` RENAME TO \`solutions_index_rels\`;`)
  await db.run(sql`CREATE INDEX \`solutions_index_rels_order_idx\` ON \`solutions_index_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_rels_parent_idx\` ON \`solutions_index_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_rels_path_idx\` ON \`solutions_index_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_rels_case_studies_id_idx\` ON \`solutions_index_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_solutions_index_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_rels\`("id", "order", "parent_id", "path", "case_studies_id") SELECT "id", "order", "parent_id", "path", "case_studies_id" FROM \`_solutions_index_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_rels\` RENAME TO \`_solutions_index_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_rels_order_idx\` ON \`_solutions_index_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_rels_parent_idx\` ON \`_solutions_index_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_rels_path_idx\` ON \`_solutions_index_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_rels_case_studies_id_idx\` ON \`_solutions_index_v_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`careers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_rels\`("id", "order", "parent_id", "path", "case_studies_id") SELECT "id", "order", "parent_id", "path", "case_studies_id" FROM \`careers_rels\`;`)
  await db.run(sql`DROP TABLE \`careers_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_rels\` RENAME TO \`careers_rels\`;`)
  await db.run(sql`CREATE INDEX \`careers_rels_order_idx\` ON \`careers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`careers_rels_parent_idx\` ON \`careers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_rels_path_idx\` ON \`careers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`careers_rels_case_studies_id_idx\` ON \`careers_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_rels\`("id", "order", "parent_id", "path", "case_studies_id") SELECT "id", "order", "parent_id", "path", "case_studies_id" FROM \`_careers_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_rels\` RENAME TO \`_careers_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_careers_v_rels_order_idx\` ON \`_careers_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_rels_parent_idx\` ON \`_careers_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_rels_path_idx\` ON \`_careers_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_rels_case_studies_id_idx\` ON \`_careers_v_rels\` (\`case_studies_id\`);`)
}
