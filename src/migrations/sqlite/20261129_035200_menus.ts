import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`menus_header_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_kind\` text DEFAULT 'document',
  	\`link_path\` text,
  	\`link_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus_header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_header_children_order_idx\` ON \`menus_header_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`menus_header_children_parent_id_idx\` ON \`menus_header_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menus_header_children_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus_header_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`menus_header_children_locales_locale_parent_id_unique\` ON \`menus_header_children_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menus_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`submenu\` text DEFAULT 'none',
  	\`link_kind\` text DEFAULT 'document',
  	\`link_path\` text,
  	\`link_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_header_order_idx\` ON \`menus_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`menus_header_parent_id_idx\` ON \`menus_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menus_header_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus_header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`menus_header_locales_locale_parent_id_unique\` ON \`menus_header_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menus_footer_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_kind\` text DEFAULT 'document',
  	\`link_path\` text,
  	\`link_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus_footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_footer_columns_links_order_idx\` ON \`menus_footer_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`menus_footer_columns_links_parent_id_idx\` ON \`menus_footer_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menus_footer_columns_links_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus_footer_columns_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`menus_footer_columns_links_locales_locale_parent_id_unique\` ON \`menus_footer_columns_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menus_footer_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_footer_columns_order_idx\` ON \`menus_footer_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`menus_footer_columns_parent_id_idx\` ON \`menus_footer_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menus_footer_columns_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus_footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`menus_footer_columns_locales_locale_parent_id_unique\` ON \`menus_footer_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menus_legal\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_kind\` text DEFAULT 'document',
  	\`link_path\` text,
  	\`link_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_legal_order_idx\` ON \`menus_legal\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`menus_legal_parent_id_idx\` ON \`menus_legal\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menus_legal_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus_legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`menus_legal_locales_locale_parent_id_unique\` ON \`menus_legal_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menus\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`edited_by\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`menus__status_idx\` ON \`menus\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`menus_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`solutions_id\` integer,
  	\`case_studies_id\` integer,
  	\`posts_id\` integer,
  	\`jobs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`solutions_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_rels_order_idx\` ON \`menus_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_parent_idx\` ON \`menus_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_path_idx\` ON \`menus_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_pages_id_idx\` ON \`menus_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_solutions_id_idx\` ON \`menus_rels\` (\`solutions_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_case_studies_id_idx\` ON \`menus_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_posts_id_idx\` ON \`menus_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_jobs_id_idx\` ON \`menus_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_header_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_kind\` text DEFAULT 'document',
  	\`link_path\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v_version_header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_version_header_children_order_idx\` ON \`_menus_v_version_header_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_header_children_parent_id_idx\` ON \`_menus_v_version_header_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_header_children_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v_version_header_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_menus_v_version_header_children_locales_locale_parent_id_un\` ON \`_menus_v_version_header_children_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`submenu\` text DEFAULT 'none',
  	\`link_kind\` text DEFAULT 'document',
  	\`link_path\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_version_header_order_idx\` ON \`_menus_v_version_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_header_parent_id_idx\` ON \`_menus_v_version_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_header_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v_version_header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_menus_v_version_header_locales_locale_parent_id_unique\` ON \`_menus_v_version_header_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_footer_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_kind\` text DEFAULT 'document',
  	\`link_path\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v_version_footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_version_footer_columns_links_order_idx\` ON \`_menus_v_version_footer_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_footer_columns_links_parent_id_idx\` ON \`_menus_v_version_footer_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_footer_columns_links_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v_version_footer_columns_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_menus_v_version_footer_columns_links_locales_locale_parent_\` ON \`_menus_v_version_footer_columns_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_footer_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_version_footer_columns_order_idx\` ON \`_menus_v_version_footer_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_footer_columns_parent_id_idx\` ON \`_menus_v_version_footer_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_footer_columns_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v_version_footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_menus_v_version_footer_columns_locales_locale_parent_id_uni\` ON \`_menus_v_version_footer_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_legal\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_kind\` text DEFAULT 'document',
  	\`link_path\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_version_legal_order_idx\` ON \`_menus_v_version_legal\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_legal_parent_id_idx\` ON \`_menus_v_version_legal\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_legal_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v_version_legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_menus_v_version_legal_locales_locale_parent_id_unique\` ON \`_menus_v_version_legal_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_edited_by\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version__status_idx\` ON \`_menus_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_created_at_idx\` ON \`_menus_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_updated_at_idx\` ON \`_menus_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_snapshot_idx\` ON \`_menus_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_published_locale_idx\` ON \`_menus_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_latest_idx\` ON \`_menus_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`solutions_id\` integer,
  	\`case_studies_id\` integer,
  	\`posts_id\` integer,
  	\`jobs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_menus_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`solutions_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_order_idx\` ON \`_menus_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_parent_idx\` ON \`_menus_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_path_idx\` ON \`_menus_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_pages_id_idx\` ON \`_menus_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_solutions_id_idx\` ON \`_menus_v_rels\` (\`solutions_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_case_studies_id_idx\` ON \`_menus_v_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_posts_id_idx\` ON \`_menus_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_jobs_id_idx\` ON \`_menus_v_rels\` (\`jobs_id\`);`)
  await db.run(sql`DROP TABLE \`site_settings_navigation\`;`)
  await db.run(sql`DROP TABLE \`site_settings_navigation_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_navigation\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_navigation_locales\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_navigation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_navigation_order_idx\` ON \`site_settings_navigation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_navigation_parent_id_idx\` ON \`site_settings_navigation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_navigation_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_navigation_locales_locale_parent_id_unique\` ON \`site_settings_navigation_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_navigation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`href\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_navigation_order_idx\` ON \`_site_settings_v_version_navigation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_navigation_parent_id_idx\` ON \`_site_settings_v_version_navigation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_navigation_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v_version_navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_version_navigation_locales_locale_parent_id\` ON \`_site_settings_v_version_navigation_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`DROP TABLE \`menus_header_children\`;`)
  await db.run(sql`DROP TABLE \`menus_header_children_locales\`;`)
  await db.run(sql`DROP TABLE \`menus_header\`;`)
  await db.run(sql`DROP TABLE \`menus_header_locales\`;`)
  await db.run(sql`DROP TABLE \`menus_footer_columns_links\`;`)
  await db.run(sql`DROP TABLE \`menus_footer_columns_links_locales\`;`)
  await db.run(sql`DROP TABLE \`menus_footer_columns\`;`)
  await db.run(sql`DROP TABLE \`menus_footer_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`menus_legal\`;`)
  await db.run(sql`DROP TABLE \`menus_legal_locales\`;`)
  await db.run(sql`DROP TABLE \`menus\`;`)
  await db.run(sql`DROP TABLE \`menus_rels\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_header_children\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_header_children_locales\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_header\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_header_locales\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_footer_columns_links\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_footer_columns_links_locales\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_footer_columns\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_footer_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_legal\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_legal_locales\`;`)
  await db.run(sql`DROP TABLE \`_menus_v\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_rels\`;`)
}
