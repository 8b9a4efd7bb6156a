import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`primary_cta_href\` text,
  	\`secondary_cta_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_hero_order_idx\` ON \`_home_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_hero_parent_id_idx\` ON \`_home_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_hero_path_idx\` ON \`_home_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_hero_image_idx\` ON \`_home_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_hero_locales\` (
  	\`eyebrow\` text,
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`primary_cta_label\` text,
  	\`secondary_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_hero_locales_locale_parent_id_unique\` ON \`_home_v_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_feature_grid_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_feature_grid_items_order_idx\` ON \`_home_v_blocks_feature_grid_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_feature_grid_items_parent_id_idx\` ON \`_home_v_blocks_feature_grid_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_feature_grid_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_feature_grid_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_feature_grid_items_locales_locale_parent_id_u\` ON \`_home_v_blocks_feature_grid_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_feature_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_feature_grid_order_idx\` ON \`_home_v_blocks_feature_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_feature_grid_parent_id_idx\` ON \`_home_v_blocks_feature_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_feature_grid_path_idx\` ON \`_home_v_blocks_feature_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_feature_grid_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_feature_grid_locales_locale_parent_id_unique\` ON \`_home_v_blocks_feature_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_steps_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_steps_items_order_idx\` ON \`_home_v_blocks_steps_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_steps_items_parent_id_idx\` ON \`_home_v_blocks_steps_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_steps_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_steps_items_locales_locale_parent_id_unique\` ON \`_home_v_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_steps_order_idx\` ON \`_home_v_blocks_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_steps_parent_id_idx\` ON \`_home_v_blocks_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_steps_path_idx\` ON \`_home_v_blocks_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_steps_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_steps_locales_locale_parent_id_unique\` ON \`_home_v_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_stats_items_order_idx\` ON \`_home_v_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_stats_items_parent_id_idx\` ON \`_home_v_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_stats_items_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_stats_items_locales_locale_parent_id_unique\` ON \`_home_v_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_stats_order_idx\` ON \`_home_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_stats_parent_id_idx\` ON \`_home_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_stats_path_idx\` ON \`_home_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_stats_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_stats_locales_locale_parent_id_unique\` ON \`_home_v_blocks_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_href\` text NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_call_to_action_order_idx\` ON \`_home_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_call_to_action_parent_id_idx\` ON \`_home_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_call_to_action_path_idx\` ON \`_home_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_call_to_action_locales\` (
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_call_to_action_locales_locale_parent_id_uniqu\` ON \`_home_v_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_rich_text_order_idx\` ON \`_home_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_rich_text_parent_id_idx\` ON \`_home_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_rich_text_path_idx\` ON \`_home_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_rich_text_locales\` (
  	\`heading\` text,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_rich_text_locales_locale_parent_id_unique\` ON \`_home_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_faq_items_order_idx\` ON \`_home_v_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_faq_items_parent_id_idx\` ON \`_home_v_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_faq_items_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_faq_items_locales_locale_parent_id_unique\` ON \`_home_v_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_faq_order_idx\` ON \`_home_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_faq_parent_id_idx\` ON \`_home_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_faq_path_idx\` ON \`_home_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_faq_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_faq_locales_locale_parent_id_unique\` ON \`_home_v_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_case_study_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_case_study_cards_order_idx\` ON \`_home_v_blocks_case_study_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_case_study_cards_parent_id_idx\` ON \`_home_v_blocks_case_study_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_case_study_cards_path_idx\` ON \`_home_v_blocks_case_study_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_case_study_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_case_study_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_case_study_cards_locales_locale_parent_id_uni\` ON \`_home_v_blocks_case_study_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_logo_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`logo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_logo_strip_items_order_idx\` ON \`_home_v_blocks_logo_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_logo_strip_items_parent_id_idx\` ON \`_home_v_blocks_logo_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_logo_strip_items_logo_idx\` ON \`_home_v_blocks_logo_strip_items\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_logo_strip\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_logo_strip_order_idx\` ON \`_home_v_blocks_logo_strip\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_logo_strip_parent_id_idx\` ON \`_home_v_blocks_logo_strip\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_logo_strip_path_idx\` ON \`_home_v_blocks_logo_strip\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_logo_strip_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_logo_strip_locales_locale_parent_id_unique\` ON \`_home_v_blocks_logo_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_solution_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'all' NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_solution_cards_order_idx\` ON \`_home_v_blocks_solution_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_solution_cards_parent_id_idx\` ON \`_home_v_blocks_solution_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_solution_cards_path_idx\` ON \`_home_v_blocks_solution_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_solution_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_solution_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_solution_cards_locales_locale_parent_id_uniqu\` ON \`_home_v_blocks_solution_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_offices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_offices_order_idx\` ON \`_home_v_blocks_offices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_offices_parent_id_idx\` ON \`_home_v_blocks_offices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_offices_path_idx\` ON \`_home_v_blocks_offices\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_offices_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_offices_locales_locale_parent_id_unique\` ON \`_home_v_blocks_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_latest_posts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_latest_posts_order_idx\` ON \`_home_v_blocks_latest_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_latest_posts_parent_id_idx\` ON \`_home_v_blocks_latest_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_latest_posts_path_idx\` ON \`_home_v_blocks_latest_posts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_latest_posts_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_latest_posts_locales_locale_parent_id_unique\` ON \`_home_v_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_seo_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_seo_version_seo_image_idx\` ON \`_home_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_created_at_idx\` ON \`_home_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_updated_at_idx\` ON \`_home_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_locales\` (
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_locales_locale_parent_id_unique\` ON \`_home_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_rels_order_idx\` ON \`_home_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_parent_idx\` ON \`_home_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_path_idx\` ON \`_home_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_case_studies_id_idx\` ON \`_home_v_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`primary_cta_href\` text,
  	\`secondary_cta_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_hero_order_idx\` ON \`_about_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_hero_parent_id_idx\` ON \`_about_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_hero_path_idx\` ON \`_about_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_hero_image_idx\` ON \`_about_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_hero_locales\` (
  	\`eyebrow\` text,
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`primary_cta_label\` text,
  	\`secondary_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_hero_locales_locale_parent_id_unique\` ON \`_about_v_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_feature_grid_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_feature_grid_items_order_idx\` ON \`_about_v_blocks_feature_grid_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_feature_grid_items_parent_id_idx\` ON \`_about_v_blocks_feature_grid_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_feature_grid_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_feature_grid_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_feature_grid_items_locales_locale_parent_id_\` ON \`_about_v_blocks_feature_grid_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_feature_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_feature_grid_order_idx\` ON \`_about_v_blocks_feature_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_feature_grid_parent_id_idx\` ON \`_about_v_blocks_feature_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_feature_grid_path_idx\` ON \`_about_v_blocks_feature_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_feature_grid_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_feature_grid_locales_locale_parent_id_unique\` ON \`_about_v_blocks_feature_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_steps_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_steps_items_order_idx\` ON \`_about_v_blocks_steps_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_steps_items_parent_id_idx\` ON \`_about_v_blocks_steps_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_steps_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_steps_items_locales_locale_parent_id_unique\` ON \`_about_v_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_steps_order_idx\` ON \`_about_v_blocks_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_steps_parent_id_idx\` ON \`_about_v_blocks_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_steps_path_idx\` ON \`_about_v_blocks_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_steps_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_steps_locales_locale_parent_id_unique\` ON \`_about_v_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_stats_items_order_idx\` ON \`_about_v_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_stats_items_parent_id_idx\` ON \`_about_v_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_stats_items_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_stats_items_locales_locale_parent_id_unique\` ON \`_about_v_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_stats_order_idx\` ON \`_about_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_stats_parent_id_idx\` ON \`_about_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_stats_path_idx\` ON \`_about_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_stats_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_stats_locales_locale_parent_id_unique\` ON \`_about_v_blocks_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_href\` text NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_call_to_action_order_idx\` ON \`_about_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_call_to_action_parent_id_idx\` ON \`_about_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_call_to_action_path_idx\` ON \`_about_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_call_to_action_locales\` (
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_call_to_action_locales_locale_parent_id_uniq\` ON \`_about_v_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_rich_text_order_idx\` ON \`_about_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_rich_text_parent_id_idx\` ON \`_about_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_rich_text_path_idx\` ON \`_about_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_rich_text_locales\` (
  	\`heading\` text,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_rich_text_locales_locale_parent_id_unique\` ON \`_about_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_faq_items_order_idx\` ON \`_about_v_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_faq_items_parent_id_idx\` ON \`_about_v_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_faq_items_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_faq_items_locales_locale_parent_id_unique\` ON \`_about_v_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_faq_order_idx\` ON \`_about_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_faq_parent_id_idx\` ON \`_about_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_faq_path_idx\` ON \`_about_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_faq_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_faq_locales_locale_parent_id_unique\` ON \`_about_v_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_case_study_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_case_study_cards_order_idx\` ON \`_about_v_blocks_case_study_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_case_study_cards_parent_id_idx\` ON \`_about_v_blocks_case_study_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_case_study_cards_path_idx\` ON \`_about_v_blocks_case_study_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_case_study_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_case_study_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_case_study_cards_locales_locale_parent_id_un\` ON \`_about_v_blocks_case_study_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_logo_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`logo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_logo_strip_items_order_idx\` ON \`_about_v_blocks_logo_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_logo_strip_items_parent_id_idx\` ON \`_about_v_blocks_logo_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_logo_strip_items_logo_idx\` ON \`_about_v_blocks_logo_strip_items\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_logo_strip\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_logo_strip_order_idx\` ON \`_about_v_blocks_logo_strip\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_logo_strip_parent_id_idx\` ON \`_about_v_blocks_logo_strip\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_logo_strip_path_idx\` ON \`_about_v_blocks_logo_strip\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_logo_strip_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_logo_strip_locales_locale_parent_id_unique\` ON \`_about_v_blocks_logo_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_solution_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'all' NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_solution_cards_order_idx\` ON \`_about_v_blocks_solution_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_solution_cards_parent_id_idx\` ON \`_about_v_blocks_solution_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_solution_cards_path_idx\` ON \`_about_v_blocks_solution_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_solution_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_solution_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_solution_cards_locales_locale_parent_id_uniq\` ON \`_about_v_blocks_solution_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_offices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_offices_order_idx\` ON \`_about_v_blocks_offices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_offices_parent_id_idx\` ON \`_about_v_blocks_offices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_offices_path_idx\` ON \`_about_v_blocks_offices\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_offices_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_offices_locales_locale_parent_id_unique\` ON \`_about_v_blocks_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_latest_posts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_latest_posts_order_idx\` ON \`_about_v_blocks_latest_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_latest_posts_parent_id_idx\` ON \`_about_v_blocks_latest_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_latest_posts_path_idx\` ON \`_about_v_blocks_latest_posts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_blocks_latest_posts_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_latest_posts_locales_locale_parent_id_unique\` ON \`_about_v_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_seo_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_version_seo_version_seo_image_idx\` ON \`_about_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_created_at_idx\` ON \`_about_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_updated_at_idx\` ON \`_about_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_locales\` (
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_locales_locale_parent_id_unique\` ON \`_about_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_rels_order_idx\` ON \`_about_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_rels_parent_idx\` ON \`_about_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_rels_path_idx\` ON \`_about_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_rels_case_studies_id_idx\` ON \`_about_v_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`primary_cta_href\` text,
  	\`secondary_cta_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_hero_order_idx\` ON \`_solutions_index_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_hero_parent_id_idx\` ON \`_solutions_index_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_hero_path_idx\` ON \`_solutions_index_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_hero_image_idx\` ON \`_solutions_index_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_hero_locales\` (
  	\`eyebrow\` text,
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`primary_cta_label\` text,
  	\`secondary_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_hero_locales_locale_parent_id_uniq\` ON \`_solutions_index_v_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_feature_grid_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_feature_grid_items_order_idx\` ON \`_solutions_index_v_blocks_feature_grid_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_feature_grid_items_parent_id_idx\` ON \`_solutions_index_v_blocks_feature_grid_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_feature_grid_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_feature_grid_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_feature_grid_items_locales_locale_\` ON \`_solutions_index_v_blocks_feature_grid_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_feature_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_feature_grid_order_idx\` ON \`_solutions_index_v_blocks_feature_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_feature_grid_parent_id_idx\` ON \`_solutions_index_v_blocks_feature_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_feature_grid_path_idx\` ON \`_solutions_index_v_blocks_feature_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_feature_grid_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_feature_grid_locales_locale_parent\` ON \`_solutions_index_v_blocks_feature_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_steps_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_steps_items_order_idx\` ON \`_solutions_index_v_blocks_steps_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_steps_items_parent_id_idx\` ON \`_solutions_index_v_blocks_steps_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_steps_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_steps_items_locales_locale_parent_\` ON \`_solutions_index_v_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_steps_order_idx\` ON \`_solutions_index_v_blocks_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_steps_parent_id_idx\` ON \`_solutions_index_v_blocks_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_steps_path_idx\` ON \`_solutions_index_v_blocks_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_steps_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_steps_locales_locale_parent_id_uni\` ON \`_solutions_index_v_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_stats_items_order_idx\` ON \`_solutions_index_v_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_stats_items_parent_id_idx\` ON \`_solutions_index_v_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_stats_items_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_stats_items_locales_locale_parent_\` ON \`_solutions_index_v_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_stats_order_idx\` ON \`_solutions_index_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_stats_parent_id_idx\` ON \`_solutions_index_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_stats_path_idx\` ON \`_solutions_index_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_stats_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_stats_locales_locale_parent_id_uni\` ON \`_solutions_index_v_blocks_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_href\` text NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_call_to_action_order_idx\` ON \`_solutions_index_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_call_to_action_parent_id_idx\` ON \`_solutions_index_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_call_to_action_path_idx\` ON \`_solutions_index_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_call_to_action_locales\` (
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_call_to_action_locales_locale_pare\` ON \`_solutions_index_v_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_rich_text_order_idx\` ON \`_solutions_index_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_rich_text_parent_id_idx\` ON \`_solutions_index_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_rich_text_path_idx\` ON \`_solutions_index_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_rich_text_locales\` (
  	\`heading\` text,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_rich_text_locales_locale_parent_id\` ON \`_solutions_index_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_faq_items_order_idx\` ON \`_solutions_index_v_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_faq_items_parent_id_idx\` ON \`_solutions_index_v_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_faq_items_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_faq_items_locales_locale_parent_id\` ON \`_solutions_index_v_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_faq_order_idx\` ON \`_solutions_index_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_faq_parent_id_idx\` ON \`_solutions_index_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_faq_path_idx\` ON \`_solutions_index_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_faq_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_faq_locales_locale_parent_id_uniqu\` ON \`_solutions_index_v_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_case_study_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_case_study_cards_order_idx\` ON \`_solutions_index_v_blocks_case_study_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_case_study_cards_parent_id_idx\` ON \`_solutions_index_v_blocks_case_study_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_case_study_cards_path_idx\` ON \`_solutions_index_v_blocks_case_study_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_case_study_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_case_study_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_case_study_cards_locales_locale_pa\` ON \`_solutions_index_v_blocks_case_study_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_logo_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`logo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_logo_strip_items_order_idx\` ON \`_solutions_index_v_blocks_logo_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_logo_strip_items_parent_id_idx\` ON \`_solutions_index_v_blocks_logo_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_logo_strip_items_logo_idx\` ON \`_solutions_index_v_blocks_logo_strip_items\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_logo_strip\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_logo_strip_order_idx\` ON \`_solutions_index_v_blocks_logo_strip\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_logo_strip_parent_id_idx\` ON \`_solutions_index_v_blocks_logo_strip\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_logo_strip_path_idx\` ON \`_solutions_index_v_blocks_logo_strip\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_logo_strip_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_logo_strip_locales_locale_parent_i\` ON \`_solutions_index_v_blocks_logo_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_solution_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'all' NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_solution_cards_order_idx\` ON \`_solutions_index_v_blocks_solution_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_solution_cards_parent_id_idx\` ON \`_solutions_index_v_blocks_solution_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_solution_cards_path_idx\` ON \`_solutions_index_v_blocks_solution_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_solution_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_solution_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_solution_cards_locales_locale_pare\` ON \`_solutions_index_v_blocks_solution_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_offices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_offices_order_idx\` ON \`_solutions_index_v_blocks_offices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_offices_parent_id_idx\` ON \`_solutions_index_v_blocks_offices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_offices_path_idx\` ON \`_solutions_index_v_blocks_offices\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_offices_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_offices_locales_locale_parent_id_u\` ON \`_solutions_index_v_blocks_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_latest_posts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_latest_posts_order_idx\` ON \`_solutions_index_v_blocks_latest_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_latest_posts_parent_id_idx\` ON \`_solutions_index_v_blocks_latest_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_latest_posts_path_idx\` ON \`_solutions_index_v_blocks_latest_posts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_blocks_latest_posts_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_latest_posts_locales_locale_parent\` ON \`_solutions_index_v_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_seo_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_version_seo_version_seo_image_idx\` ON \`_solutions_index_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_created_at_idx\` ON \`_solutions_index_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_updated_at_idx\` ON \`_solutions_index_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_locales\` (
  	\`version_heading\` text NOT NULL,
  	\`version_intro\` text,
  	\`version_technologies_heading\` text,
  	\`version_technologies_intro\` text,
  	\`version_industries_heading\` text,
  	\`version_industries_intro\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_locales_locale_parent_id_unique\` ON \`_solutions_index_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_index_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_solutions_index_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_rels_order_idx\` ON \`_solutions_index_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_rels_parent_idx\` ON \`_solutions_index_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_rels_path_idx\` ON \`_solutions_index_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_rels_case_studies_id_idx\` ON \`_solutions_index_v_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`primary_cta_href\` text,
  	\`secondary_cta_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_hero_order_idx\` ON \`_careers_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_hero_parent_id_idx\` ON \`_careers_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_hero_path_idx\` ON \`_careers_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_hero_image_idx\` ON \`_careers_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_hero_locales\` (
  	\`eyebrow\` text,
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`primary_cta_label\` text,
  	\`secondary_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_hero_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_feature_grid_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_feature_grid_items_order_idx\` ON \`_careers_v_blocks_feature_grid_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_feature_grid_items_parent_id_idx\` ON \`_careers_v_blocks_feature_grid_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_feature_grid_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_feature_grid_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_feature_grid_items_locales_locale_parent_i\` ON \`_careers_v_blocks_feature_grid_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_feature_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_feature_grid_order_idx\` ON \`_careers_v_blocks_feature_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_feature_grid_parent_id_idx\` ON \`_careers_v_blocks_feature_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_feature_grid_path_idx\` ON \`_careers_v_blocks_feature_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_feature_grid_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_feature_grid_locales_locale_parent_id_uniq\` ON \`_careers_v_blocks_feature_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_steps_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_steps_items_order_idx\` ON \`_careers_v_blocks_steps_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_steps_items_parent_id_idx\` ON \`_careers_v_blocks_steps_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_steps_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_steps_items_locales_locale_parent_id_uniqu\` ON \`_careers_v_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_steps_order_idx\` ON \`_careers_v_blocks_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_steps_parent_id_idx\` ON \`_careers_v_blocks_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_steps_path_idx\` ON \`_careers_v_blocks_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_steps_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_steps_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_stats_items_order_idx\` ON \`_careers_v_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_stats_items_parent_id_idx\` ON \`_careers_v_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_stats_items_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_stats_items_locales_locale_parent_id_uniqu\` ON \`_careers_v_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_stats_order_idx\` ON \`_careers_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_stats_parent_id_idx\` ON \`_careers_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_stats_path_idx\` ON \`_careers_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_stats_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_stats_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_href\` text NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_call_to_action_order_idx\` ON \`_careers_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_call_to_action_parent_id_idx\` ON \`_careers_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_call_to_action_path_idx\` ON \`_careers_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_call_to_action_locales\` (
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_call_to_action_locales_locale_parent_id_un\` ON \`_careers_v_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_rich_text_order_idx\` ON \`_careers_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_rich_text_parent_id_idx\` ON \`_careers_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_rich_text_path_idx\` ON \`_careers_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_rich_text_locales\` (
  	\`heading\` text,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_rich_text_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_faq_items_order_idx\` ON \`_careers_v_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_faq_items_parent_id_idx\` ON \`_careers_v_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_faq_items_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_faq_items_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_faq_order_idx\` ON \`_careers_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_faq_parent_id_idx\` ON \`_careers_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_faq_path_idx\` ON \`_careers_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_faq_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_faq_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_case_study_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_case_study_cards_order_idx\` ON \`_careers_v_blocks_case_study_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_case_study_cards_parent_id_idx\` ON \`_careers_v_blocks_case_study_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_case_study_cards_path_idx\` ON \`_careers_v_blocks_case_study_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_case_study_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_case_study_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_case_study_cards_locales_locale_parent_id_\` ON \`_careers_v_blocks_case_study_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_logo_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`logo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_logo_strip_items_order_idx\` ON \`_careers_v_blocks_logo_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_logo_strip_items_parent_id_idx\` ON \`_careers_v_blocks_logo_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_logo_strip_items_logo_idx\` ON \`_careers_v_blocks_logo_strip_items\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_logo_strip\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_logo_strip_order_idx\` ON \`_careers_v_blocks_logo_strip\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_logo_strip_parent_id_idx\` ON \`_careers_v_blocks_logo_strip\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_logo_strip_path_idx\` ON \`_careers_v_blocks_logo_strip\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_logo_strip_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_logo_strip_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_logo_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_solution_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'all' NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_solution_cards_order_idx\` ON \`_careers_v_blocks_solution_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_solution_cards_parent_id_idx\` ON \`_careers_v_blocks_solution_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_solution_cards_path_idx\` ON \`_careers_v_blocks_solution_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_solution_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_solution_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_solution_cards_locales_locale_parent_id_un\` ON \`_careers_v_blocks_solution_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_offices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_offices_order_idx\` ON \`_careers_v_blocks_offices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_offices_parent_id_idx\` ON \`_careers_v_blocks_offices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_offices_path_idx\` ON \`_careers_v_blocks_offices\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_offices_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_offices_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_latest_posts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_latest_posts_order_idx\` ON \`_careers_v_blocks_latest_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_latest_posts_parent_id_idx\` ON \`_careers_v_blocks_latest_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_latest_posts_path_idx\` ON \`_careers_v_blocks_latest_posts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_blocks_latest_posts_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_latest_posts_locales_locale_parent_id_uniq\` ON \`_careers_v_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_seo_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_version_seo_version_seo_image_idx\` ON \`_careers_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_created_at_idx\` ON \`_careers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_updated_at_idx\` ON \`_careers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_locales\` (
  	\`version_positions_heading\` text NOT NULL,
  	\`version_positions_intro\` text,
  	\`version_no_positions\` text,
  	\`version_apply_heading\` text,
  	\`version_apply_intro\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_locales_locale_parent_id_unique\` ON \`_careers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`case_studies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_rels_order_idx\` ON \`_careers_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_rels_parent_idx\` ON \`_careers_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_rels_path_idx\` ON \`_careers_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_rels_case_studies_id_idx\` ON \`_careers_v_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE TABLE \`_blog_index_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_seo_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_blog_index_v_version_seo_version_seo_image_idx\` ON \`_blog_index_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_index_v_created_at_idx\` ON \`_blog_index_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_index_v_updated_at_idx\` ON \`_blog_index_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_blog_index_v_locales\` (
  	\`version_heading\` text NOT NULL,
  	\`version_intro\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_blog_index_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_blog_index_v_locales_locale_parent_id_unique\` ON \`_blog_index_v_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  	\`days\` text NOT NULL,
  	\`hours\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_v_version_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_contact_v_version_hours_locales_locale_parent_id_unique\` ON \`_contact_v_version_hours_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contact_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_seo_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_contact_v_version_seo_version_seo_image_idx\` ON \`_contact_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_contact_v_created_at_idx\` ON \`_contact_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_v_updated_at_idx\` ON \`_contact_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_contact_v_locales\` (
  	\`version_heading\` text NOT NULL,
  	\`version_intro\` text,
  	\`version_hours_heading\` text,
  	\`version_form_heading\` text,
  	\`version_form_intro\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_contact_v_locales_locale_parent_id_unique\` ON \`_contact_v_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_social_order_idx\` ON \`_site_settings_v_version_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_social_parent_id_idx\` ON \`_site_settings_v_version_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_offices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`phone\` text,
  	\`email\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_offices_order_idx\` ON \`_site_settings_v_version_offices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_offices_parent_id_idx\` ON \`_site_settings_v_version_offices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_offices_locales\` (
  	\`city\` text NOT NULL,
  	\`name\` text,
  	\`address\` text,
  	\`hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v_version_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_version_offices_locales_locale_parent_id_un\` ON \`_site_settings_v_version_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_email\` text NOT NULL,
  	\`version_phone\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_locales\` (
  	\`version_site_name\` text NOT NULL,
  	\`version_tagline\` text,
  	\`version_description\` text,
  	\`version_footer_blurb\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_locales_locale_parent_id_unique\` ON \`_site_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`DROP TABLE \`exports\`;`)
  await db.run(sql`DROP TABLE \`exports_texts\`;`)
  await db.run(sql`DROP TABLE \`imports\`;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_posts_v_autosave_idx\` ON \`_posts_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`categories\` ADD \`generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`authors\` ADD \`generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`solutions\` ADD \`generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_solutions_v\` ADD \`version_generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`case_studies\` ADD \`generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` ADD \`status\` text DEFAULT 'new';`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` ADD \`owner_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` ADD \`notes\` text;`)
  await db.run(sql`CREATE INDEX \`consultation_requests_status_idx\` ON \`consultation_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_owner_idx\` ON \`consultation_requests\` (\`owner_id\`);`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`status\` text DEFAULT 'new';`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`owner_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`notes\` text;`)
  await db.run(sql`CREATE INDEX \`job_applications_status_idx\` ON \`job_applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_owner_idx\` ON \`job_applications\` (\`owner_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`exports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`format\` text DEFAULT 'csv' NOT NULL,
  	\`limit\` numeric,
  	\`page\` numeric DEFAULT 1,
  	\`sort\` text,
  	\`sort_order\` text,
  	\`locale\` text DEFAULT 'all',
  	\`drafts\` text DEFAULT 'yes',
  	\`collection_slug\` text DEFAULT 'consultation-requests' NOT NULL,
  	\`where\` text DEFAULT '{}',
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
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`exports_updated_at_idx\` ON \`exports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`exports_created_at_idx\` ON \`exports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`exports_filename_idx\` ON \`exports\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`exports_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`exports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exports_texts_order_parent\` ON \`exports_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`collection_slug\` text NOT NULL,
  	\`import_mode\` text,
  	\`match_field\` text DEFAULT 'id',
  	\`status\` text DEFAULT 'pending',
  	\`summary_imported\` numeric,
  	\`summary_updated\` numeric,
  	\`summary_total\` numeric,
  	\`summary_issues\` numeric,
  	\`summary_issue_details\` text,
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
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`imports_updated_at_idx\` ON \`imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`imports_created_at_idx\` ON \`imports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`imports_filename_idx\` ON \`imports\` (\`filename\`);`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_feature_grid_items\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_feature_grid\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_steps_items\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_steps\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_case_study_cards\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_logo_strip_items\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_logo_strip\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_solution_cards\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_offices\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_latest_posts\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v\`;`)
  await db.run(sql`DROP TABLE \`_home_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_feature_grid_items\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_feature_grid\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_steps_items\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_steps\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_case_study_cards\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_logo_strip_items\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_logo_strip\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_solution_cards\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_offices\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_latest_posts\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v\`;`)
  await db.run(sql`DROP TABLE \`_about_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_feature_grid_items\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_feature_grid\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_steps_items\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_steps\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_case_study_cards\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_logo_strip_items\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_logo_strip\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_solution_cards\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_offices\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_latest_posts\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_feature_grid_items\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_feature_grid\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_steps_items\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_steps\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_case_study_cards\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_logo_strip_items\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_logo_strip\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_solution_cards\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_offices\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_latest_posts\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_blog_index_v\`;`)
  await db.run(sql`DROP TABLE \`_blog_index_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_contact_v_version_hours\`;`)
  await db.run(sql`DROP TABLE \`_contact_v_version_hours_locales\`;`)
  await db.run(sql`DROP TABLE \`_contact_v\`;`)
  await db.run(sql`DROP TABLE \`_contact_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_navigation\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_navigation_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_social\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_offices\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_consultation_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`full_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`channel\` text NOT NULL,
  	\`time\` text NOT NULL,
  	\`size\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`submission_id\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_consultation_requests\`("id", "full_name", "email", "phone", "description", "channel", "time", "size", "locale", "submission_id", "updated_at", "created_at") SELECT "id", "full_name", "email", "phone", "description", "channel", "time", "size", "locale", "submission_id", "updated_at", "created_at" FROM \`consultation_requests\`;`)
  await db.run(sql`DROP TABLE \`consultation_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_consultation_requests\` RENAME TO \`consultation_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultation_requests_submission_id_idx\` ON \`consultation_requests\` (\`submission_id\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_updated_at_idx\` ON \`consultation_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_created_at_idx\` ON \`consultation_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_job_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`full_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`job_id\` integer,
  	\`position_title\` text NOT NULL,
  	\`source\` text NOT NULL,
  	\`source_other\` text,
  	\`github\` text,
  	\`summary\` text NOT NULL,
  	\`cv_id\` integer NOT NULL,
  	\`consent\` integer DEFAULT false NOT NULL,
  	\`locale\` text NOT NULL,
  	\`submission_id\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`job_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cv_id\`) REFERENCES \`cv_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_job_applications\`("id", "full_name", "email", "phone", "job_id", "position_title", "source", "source_other", "github", "summary", "cv_id", "consent", "locale", "submission_id", "updated_at", "created_at") SELECT "id", "full_name", "email", "phone", "job_id", "position_title", "source", "source_other", "github", "summary", "cv_id", "consent", "locale", "submission_id", "updated_at", "created_at" FROM \`job_applications\`;`)
  await db.run(sql`DROP TABLE \`job_applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_job_applications\` RENAME TO \`job_applications\`;`)
  await db.run(sql`CREATE INDEX \`job_applications_job_idx\` ON \`job_applications\` (\`job_id\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_cv_idx\` ON \`job_applications\` (\`cv_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`job_applications_submission_id_idx\` ON \`job_applications\` (\`submission_id\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_updated_at_idx\` ON \`job_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_created_at_idx\` ON \`job_applications\` (\`created_at\`);`)
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
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consultation_requests_id\`) REFERENCES \`consultation_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cv_files_id\`) REFERENCES \`cv_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seed_records_id\`) REFERENCES \`seed_records\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "categories_id", "authors_id", "jobs_id", "solutions_id", "case_studies_id", "pages_id", "media_id", "consultation_requests_id", "job_applications_id", "cv_files_id", "users_id", "seed_records_id") SELECT "id", "order", "parent_id", "path", "posts_id", "categories_id", "authors_id", "jobs_id", "solutions_id", "case_studies_id", "pages_id", "media_id", "consultation_requests_id", "job_applications_id", "cv_files_id", "users_id", "seed_records_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consultation_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`consultation_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cv_files_id_idx\` ON \`payload_locked_documents_rels\` (\`cv_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seed_records_id_idx\` ON \`payload_locked_documents_rels\` (\`seed_records_id\`);`)
  await db.run(sql`DROP INDEX \`_posts_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`categories\` DROP COLUMN \`generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`authors\` DROP COLUMN \`generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`version_generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`solutions\` DROP COLUMN \`generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`_solutions_v\` DROP COLUMN \`version_generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`case_studies\` DROP COLUMN \`generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`generate_slug\`;`)
}
