import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_hero_locales\` (
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`primary_cta_label\` text,
  	\`secondary_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_hero_locales\`("eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id") SELECT "eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id" FROM \`home_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_hero_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_hero_locales\` RENAME TO \`home_blocks_hero_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_hero_locales_locale_parent_id_unique\` ON \`home_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_feature_grid_items_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_feature_grid_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_feature_grid_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`home_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_feature_grid_items_locales\` RENAME TO \`home_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_feature_grid_items_locales_locale_parent_id_uniq\` ON \`home_blocks_feature_grid_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_feature_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_feature_grid_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`home_blocks_feature_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_feature_grid_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_feature_grid_locales\` RENAME TO \`home_blocks_feature_grid_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_feature_grid_locales_locale_parent_id_unique\` ON \`home_blocks_feature_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_steps_items_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_steps_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`home_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_steps_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_steps_items_locales\` RENAME TO \`home_blocks_steps_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_steps_items_locales_locale_parent_id_unique\` ON \`home_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_steps_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_steps_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`home_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_steps_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_steps_locales\` RENAME TO \`home_blocks_steps_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_steps_locales_locale_parent_id_unique\` ON \`home_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_stats_items_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_stats_items_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`home_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_stats_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_stats_items_locales\` RENAME TO \`home_blocks_stats_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_stats_items_locales_locale_parent_id_unique\` ON \`home_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "link_href", "block_name") SELECT "_order", "_parent_id", "_path", "id", "link_href", "block_name" FROM \`home_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_call_to_action\` RENAME TO \`home_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_call_to_action_order_idx\` ON \`home_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_call_to_action_parent_id_idx\` ON \`home_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_call_to_action_path_idx\` ON \`home_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_call_to_action_locales\` (
  	\`heading\` text,
  	\`body\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_call_to_action_locales\`("heading", "body", "link_label", "id", "_locale", "_parent_id") SELECT "heading", "body", "link_label", "id", "_locale", "_parent_id" FROM \`home_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_call_to_action_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_call_to_action_locales\` RENAME TO \`home_blocks_call_to_action_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_call_to_action_locales_locale_parent_id_unique\` ON \`home_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_rich_text_locales\` (
  	\`heading\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_rich_text_locales\`("heading", "body", "id", "_locale", "_parent_id") SELECT "heading", "body", "id", "_locale", "_parent_id" FROM \`home_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_rich_text_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_rich_text_locales\` RENAME TO \`home_blocks_rich_text_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_rich_text_locales_locale_parent_id_unique\` ON \`home_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_faq_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_faq_items_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`home_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_faq_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_faq_items_locales\` RENAME TO \`home_blocks_faq_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_faq_items_locales_locale_parent_id_unique\` ON \`home_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_faq_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_faq_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`home_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_faq_locales\` RENAME TO \`home_blocks_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_faq_locales_locale_parent_id_unique\` ON \`home_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_case_study_cards_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_case_study_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_case_study_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`home_blocks_case_study_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_case_study_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_case_study_cards_locales\` RENAME TO \`home_blocks_case_study_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_case_study_cards_locales_locale_parent_id_unique\` ON \`home_blocks_case_study_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_logo_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_logo_strip_items\`("_order", "_parent_id", "id", "name", "logo_id") SELECT "_order", "_parent_id", "id", "name", "logo_id" FROM \`home_blocks_logo_strip_items\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_logo_strip_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_logo_strip_items\` RENAME TO \`home_blocks_logo_strip_items\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_logo_strip_items_order_idx\` ON \`home_blocks_logo_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_logo_strip_items_parent_id_idx\` ON \`home_blocks_logo_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_logo_strip_items_logo_idx\` ON \`home_blocks_logo_strip_items\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_logo_strip_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_logo_strip_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`home_blocks_logo_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_logo_strip_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_logo_strip_locales\` RENAME TO \`home_blocks_logo_strip_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_logo_strip_locales_locale_parent_id_unique\` ON \`home_blocks_logo_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_solution_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_solution_cards\`("_order", "_parent_id", "_path", "id", "kind", "block_name") SELECT "_order", "_parent_id", "_path", "id", "kind", "block_name" FROM \`home_blocks_solution_cards\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_solution_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_solution_cards\` RENAME TO \`home_blocks_solution_cards\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_solution_cards_order_idx\` ON \`home_blocks_solution_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_solution_cards_parent_id_idx\` ON \`home_blocks_solution_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_solution_cards_path_idx\` ON \`home_blocks_solution_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_solution_cards_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_solution_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_solution_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`home_blocks_solution_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_solution_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_solution_cards_locales\` RENAME TO \`home_blocks_solution_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_solution_cards_locales_locale_parent_id_unique\` ON \`home_blocks_solution_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_offices_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_offices_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`home_blocks_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_offices_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_offices_locales\` RENAME TO \`home_blocks_offices_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_offices_locales_locale_parent_id_unique\` ON \`home_blocks_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_latest_posts_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_latest_posts_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`home_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_latest_posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_latest_posts_locales\` RENAME TO \`home_blocks_latest_posts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_latest_posts_locales_locale_parent_id_unique\` ON \`home_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_hero_locales\` (
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`primary_cta_label\` text,
  	\`secondary_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_hero_locales\`("eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id") SELECT "eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_hero_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_hero_locales\` RENAME TO \`_home_v_blocks_hero_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_hero_locales_locale_parent_id_unique\` ON \`_home_v_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_feature_grid_items_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_feature_grid_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_feature_grid_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_feature_grid_items_locales\` RENAME TO \`_home_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_feature_grid_items_locales_locale_parent_id_u\` ON \`_home_v_blocks_feature_grid_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_feature_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_feature_grid_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_feature_grid_locales\` RENAME TO \`_home_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_feature_grid_locales_locale_parent_id_unique\` ON \`_home_v_blocks_feature_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_steps_items_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_steps_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_steps_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_steps_items_locales\` RENAME TO \`_home_v_blocks_steps_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_steps_items_locales_locale_parent_id_unique\` ON \`_home_v_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_steps_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_steps_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_steps_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_steps_locales\` RENAME TO \`_home_v_blocks_steps_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_steps_locales_locale_parent_id_unique\` ON \`_home_v_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_stats_items_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_stats_items_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_stats_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_stats_items_locales\` RENAME TO \`_home_v_blocks_stats_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_stats_items_locales_locale_parent_id_unique\` ON \`_home_v_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "link_href", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "link_href", "_uuid", "block_name" FROM \`_home_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_call_to_action\` RENAME TO \`_home_v_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_call_to_action_order_idx\` ON \`_home_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_call_to_action_parent_id_idx\` ON \`_home_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_call_to_action_path_idx\` ON \`_home_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_call_to_action_locales\` (
  	\`heading\` text,
  	\`body\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_call_to_action_locales\`("heading", "body", "link_label", "id", "_locale", "_parent_id") SELECT "heading", "body", "link_label", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_call_to_action_locales\` RENAME TO \`_home_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_call_to_action_locales_locale_parent_id_uniqu\` ON \`_home_v_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_rich_text_locales\` (
  	\`heading\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_rich_text_locales\`("heading", "body", "id", "_locale", "_parent_id") SELECT "heading", "body", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_rich_text_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_rich_text_locales\` RENAME TO \`_home_v_blocks_rich_text_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_rich_text_locales_locale_parent_id_unique\` ON \`_home_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_faq_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_faq_items_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_faq_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_faq_items_locales\` RENAME TO \`_home_v_blocks_faq_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_faq_items_locales_locale_parent_id_unique\` ON \`_home_v_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_faq_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_faq_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_faq_locales\` RENAME TO \`_home_v_blocks_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_faq_locales_locale_parent_id_unique\` ON \`_home_v_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_case_study_cards_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_case_study_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_case_study_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_case_study_cards_locales\` RENAME TO \`_home_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_case_study_cards_locales_locale_parent_id_uni\` ON \`_home_v_blocks_case_study_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_logo_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_logo_strip_items\`("_order", "_parent_id", "id", "name", "logo_id", "_uuid") SELECT "_order", "_parent_id", "id", "name", "logo_id", "_uuid" FROM \`_home_v_blocks_logo_strip_items\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_logo_strip_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_logo_strip_items\` RENAME TO \`_home_v_blocks_logo_strip_items\`;`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_logo_strip_items_order_idx\` ON \`_home_v_blocks_logo_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_logo_strip_items_parent_id_idx\` ON \`_home_v_blocks_logo_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_logo_strip_items_logo_idx\` ON \`_home_v_blocks_logo_strip_items\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_logo_strip_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_logo_strip_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_logo_strip_locales\` RENAME TO \`_home_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_logo_strip_locales_locale_parent_id_unique\` ON \`_home_v_blocks_logo_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_solution_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'all',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_solution_cards\`("_order", "_parent_id", "_path", "id", "kind", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "kind", "_uuid", "block_name" FROM \`_home_v_blocks_solution_cards\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_solution_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_solution_cards\` RENAME TO \`_home_v_blocks_solution_cards\`;`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_solution_cards_order_idx\` ON \`_home_v_blocks_solution_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_solution_cards_parent_id_idx\` ON \`_home_v_blocks_solution_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_solution_cards_path_idx\` ON \`_home_v_blocks_solution_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_solution_cards_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_solution_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_solution_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_solution_cards_locales\` RENAME TO \`_home_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_solution_cards_locales_locale_parent_id_uniqu\` ON \`_home_v_blocks_solution_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_offices_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_offices_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_offices_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_offices_locales\` RENAME TO \`_home_v_blocks_offices_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_offices_locales_locale_parent_id_unique\` ON \`_home_v_blocks_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_latest_posts_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_latest_posts_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_latest_posts_locales\` RENAME TO \`_home_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_latest_posts_locales_locale_parent_id_unique\` ON \`_home_v_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_hero_locales\` (
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`primary_cta_label\` text,
  	\`secondary_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_hero_locales\`("eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id") SELECT "eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id" FROM \`about_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_hero_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_hero_locales\` RENAME TO \`about_blocks_hero_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_hero_locales_locale_parent_id_unique\` ON \`about_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_feature_grid_items_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_feature_grid_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_feature_grid_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`about_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_feature_grid_items_locales\` RENAME TO \`about_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_feature_grid_items_locales_locale_parent_id_uni\` ON \`about_blocks_feature_grid_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_feature_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_feature_grid_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`about_blocks_feature_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_feature_grid_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_feature_grid_locales\` RENAME TO \`about_blocks_feature_grid_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_feature_grid_locales_locale_parent_id_unique\` ON \`about_blocks_feature_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_steps_items_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_steps_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`about_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_steps_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_steps_items_locales\` RENAME TO \`about_blocks_steps_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_steps_items_locales_locale_parent_id_unique\` ON \`about_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_steps_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_steps_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`about_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_steps_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_steps_locales\` RENAME TO \`about_blocks_steps_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_steps_locales_locale_parent_id_unique\` ON \`about_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_stats_items_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_stats_items_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`about_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_stats_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_stats_items_locales\` RENAME TO \`about_blocks_stats_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_stats_items_locales_locale_parent_id_unique\` ON \`about_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "link_href", "block_name") SELECT "_order", "_parent_id", "_path", "id", "link_href", "block_name" FROM \`about_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_call_to_action\` RENAME TO \`about_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`about_blocks_call_to_action_order_idx\` ON \`about_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_blocks_call_to_action_parent_id_idx\` ON \`about_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_blocks_call_to_action_path_idx\` ON \`about_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_call_to_action_locales\` (
  	\`heading\` text,
  	\`body\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_call_to_action_locales\`("heading", "body", "link_label", "id", "_locale", "_parent_id") SELECT "heading", "body", "link_label", "id", "_locale", "_parent_id" FROM \`about_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_call_to_action_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_call_to_action_locales\` RENAME TO \`about_blocks_call_to_action_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_call_to_action_locales_locale_parent_id_unique\` ON \`about_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_rich_text_locales\` (
  	\`heading\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_rich_text_locales\`("heading", "body", "id", "_locale", "_parent_id") SELECT "heading", "body", "id", "_locale", "_parent_id" FROM \`about_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_rich_text_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_rich_text_locales\` RENAME TO \`about_blocks_rich_text_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_rich_text_locales_locale_parent_id_unique\` ON \`about_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_faq_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_faq_items_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`about_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_faq_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_faq_items_locales\` RENAME TO \`about_blocks_faq_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_faq_items_locales_locale_parent_id_unique\` ON \`about_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_faq_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_faq_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`about_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_faq_locales\` RENAME TO \`about_blocks_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_faq_locales_locale_parent_id_unique\` ON \`about_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_case_study_cards_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_case_study_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_case_study_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`about_blocks_case_study_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_case_study_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_case_study_cards_locales\` RENAME TO \`about_blocks_case_study_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_case_study_cards_locales_locale_parent_id_uniqu\` ON \`about_blocks_case_study_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_logo_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_logo_strip_items\`("_order", "_parent_id", "id", "name", "logo_id") SELECT "_order", "_parent_id", "id", "name", "logo_id" FROM \`about_blocks_logo_strip_items\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_logo_strip_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_logo_strip_items\` RENAME TO \`about_blocks_logo_strip_items\`;`)
  await db.run(sql`CREATE INDEX \`about_blocks_logo_strip_items_order_idx\` ON \`about_blocks_logo_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_blocks_logo_strip_items_parent_id_idx\` ON \`about_blocks_logo_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_blocks_logo_strip_items_logo_idx\` ON \`about_blocks_logo_strip_items\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_logo_strip_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_logo_strip_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`about_blocks_logo_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_logo_strip_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_logo_strip_locales\` RENAME TO \`about_blocks_logo_strip_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_logo_strip_locales_locale_parent_id_unique\` ON \`about_blocks_logo_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_solution_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_solution_cards\`("_order", "_parent_id", "_path", "id", "kind", "block_name") SELECT "_order", "_parent_id", "_path", "id", "kind", "block_name" FROM \`about_blocks_solution_cards\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_solution_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_solution_cards\` RENAME TO \`about_blocks_solution_cards\`;`)
  await db.run(sql`CREATE INDEX \`about_blocks_solution_cards_order_idx\` ON \`about_blocks_solution_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_blocks_solution_cards_parent_id_idx\` ON \`about_blocks_solution_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_blocks_solution_cards_path_idx\` ON \`about_blocks_solution_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_solution_cards_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_solution_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_solution_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`about_blocks_solution_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_solution_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_solution_cards_locales\` RENAME TO \`about_blocks_solution_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_solution_cards_locales_locale_parent_id_unique\` ON \`about_blocks_solution_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_offices_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_offices_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`about_blocks_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_offices_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_offices_locales\` RENAME TO \`about_blocks_offices_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_offices_locales_locale_parent_id_unique\` ON \`about_blocks_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_latest_posts_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_latest_posts_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`about_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_latest_posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_latest_posts_locales\` RENAME TO \`about_blocks_latest_posts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_latest_posts_locales_locale_parent_id_unique\` ON \`about_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_hero_locales\` (
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`primary_cta_label\` text,
  	\`secondary_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_hero_locales\`("eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id") SELECT "eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_hero_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_hero_locales\` RENAME TO \`_about_v_blocks_hero_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_hero_locales_locale_parent_id_unique\` ON \`_about_v_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_feature_grid_items_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_feature_grid_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_feature_grid_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_feature_grid_items_locales\` RENAME TO \`_about_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_feature_grid_items_locales_locale_parent_id_\` ON \`_about_v_blocks_feature_grid_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_feature_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_feature_grid_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_feature_grid_locales\` RENAME TO \`_about_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_feature_grid_locales_locale_parent_id_unique\` ON \`_about_v_blocks_feature_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_steps_items_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_steps_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_steps_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_steps_items_locales\` RENAME TO \`_about_v_blocks_steps_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_steps_items_locales_locale_parent_id_unique\` ON \`_about_v_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_steps_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_steps_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_steps_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_steps_locales\` RENAME TO \`_about_v_blocks_steps_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_steps_locales_locale_parent_id_unique\` ON \`_about_v_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_stats_items_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_stats_items_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_stats_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_stats_items_locales\` RENAME TO \`_about_v_blocks_stats_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_stats_items_locales_locale_parent_id_unique\` ON \`_about_v_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "link_href", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "link_href", "_uuid", "block_name" FROM \`_about_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_call_to_action\` RENAME TO \`_about_v_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_call_to_action_order_idx\` ON \`_about_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_call_to_action_parent_id_idx\` ON \`_about_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_call_to_action_path_idx\` ON \`_about_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_call_to_action_locales\` (
  	\`heading\` text,
  	\`body\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_call_to_action_locales\`("heading", "body", "link_label", "id", "_locale", "_parent_id") SELECT "heading", "body", "link_label", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_call_to_action_locales\` RENAME TO \`_about_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_call_to_action_locales_locale_parent_id_uniq\` ON \`_about_v_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_rich_text_locales\` (
  	\`heading\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_rich_text_locales\`("heading", "body", "id", "_locale", "_parent_id") SELECT "heading", "body", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_rich_text_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_rich_text_locales\` RENAME TO \`_about_v_blocks_rich_text_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_rich_text_locales_locale_parent_id_unique\` ON \`_about_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_faq_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_faq_items_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_faq_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_faq_items_locales\` RENAME TO \`_about_v_blocks_faq_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_faq_items_locales_locale_parent_id_unique\` ON \`_about_v_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_faq_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_faq_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_faq_locales\` RENAME TO \`_about_v_blocks_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_faq_locales_locale_parent_id_unique\` ON \`_about_v_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_case_study_cards_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_case_study_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_case_study_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_case_study_cards_locales\` RENAME TO \`_about_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_case_study_cards_locales_locale_parent_id_un\` ON \`_about_v_blocks_case_study_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_logo_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_logo_strip_items\`("_order", "_parent_id", "id", "name", "logo_id", "_uuid") SELECT "_order", "_parent_id", "id", "name", "logo_id", "_uuid" FROM \`_about_v_blocks_logo_strip_items\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_logo_strip_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_logo_strip_items\` RENAME TO \`_about_v_blocks_logo_strip_items\`;`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_logo_strip_items_order_idx\` ON \`_about_v_blocks_logo_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_logo_strip_items_parent_id_idx\` ON \`_about_v_blocks_logo_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_logo_strip_items_logo_idx\` ON \`_about_v_blocks_logo_strip_items\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_logo_strip_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_logo_strip_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_logo_strip_locales\` RENAME TO \`_about_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_logo_strip_locales_locale_parent_id_unique\` ON \`_about_v_blocks_logo_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_solution_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'all',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_solution_cards\`("_order", "_parent_id", "_path", "id", "kind", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "kind", "_uuid", "block_name" FROM \`_about_v_blocks_solution_cards\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_solution_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_solution_cards\` RENAME TO \`_about_v_blocks_solution_cards\`;`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_solution_cards_order_idx\` ON \`_about_v_blocks_solution_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_solution_cards_parent_id_idx\` ON \`_about_v_blocks_solution_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_solution_cards_path_idx\` ON \`_about_v_blocks_solution_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_solution_cards_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_solution_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_solution_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_solution_cards_locales\` RENAME TO \`_about_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_solution_cards_locales_locale_parent_id_uniq\` ON \`_about_v_blocks_solution_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_offices_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_offices_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_offices_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_offices_locales\` RENAME TO \`_about_v_blocks_offices_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_offices_locales_locale_parent_id_unique\` ON \`_about_v_blocks_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_latest_posts_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_latest_posts_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_latest_posts_locales\` RENAME TO \`_about_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_latest_posts_locales_locale_parent_id_unique\` ON \`_about_v_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_hero_locales\` (
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`primary_cta_label\` text,
  	\`secondary_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_hero_locales\`("eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id") SELECT "eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_hero_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_hero_locales\` RENAME TO \`solutions_index_blocks_hero_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_hero_locales_locale_parent_id_unique\` ON \`solutions_index_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_feature_grid_items_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_feature_grid_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_feature_grid_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_feature_grid_items_locales\` RENAME TO \`solutions_index_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_feature_grid_items_locales_locale_par\` ON \`solutions_index_blocks_feature_grid_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_feature_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_feature_grid_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_feature_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_feature_grid_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_feature_grid_locales\` RENAME TO \`solutions_index_blocks_feature_grid_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_feature_grid_locales_locale_parent_id\` ON \`solutions_index_blocks_feature_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_steps_items_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_steps_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_steps_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_steps_items_locales\` RENAME TO \`solutions_index_blocks_steps_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_steps_items_locales_locale_parent_id_\` ON \`solutions_index_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_steps_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_steps_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_steps_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_steps_locales\` RENAME TO \`solutions_index_blocks_steps_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_steps_locales_locale_parent_id_unique\` ON \`solutions_index_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_stats_items_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_stats_items_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_stats_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_stats_items_locales\` RENAME TO \`solutions_index_blocks_stats_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_stats_items_locales_locale_parent_id_\` ON \`solutions_index_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "link_href", "block_name") SELECT "_order", "_parent_id", "_path", "id", "link_href", "block_name" FROM \`solutions_index_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_call_to_action\` RENAME TO \`solutions_index_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_call_to_action_order_idx\` ON \`solutions_index_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_call_to_action_parent_id_idx\` ON \`solutions_index_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_call_to_action_path_idx\` ON \`solutions_index_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_call_to_action_locales\` (
  	\`heading\` text,
  	\`body\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_call_to_action_locales\`("heading", "body", "link_label", "id", "_locale", "_parent_id") SELECT "heading", "body", "link_label", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_call_to_action_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_call_to_action_locales\` RENAME TO \`solutions_index_blocks_call_to_action_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_call_to_action_locales_locale_parent_\` ON \`solutions_index_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_rich_text_locales\` (
  	\`heading\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_rich_text_locales\`("heading", "body", "id", "_locale", "_parent_id") SELECT "heading", "body", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_rich_text_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_rich_text_locales\` RENAME TO \`solutions_index_blocks_rich_text_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_rich_text_locales_locale_parent_id_un\` ON \`solutions_index_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_faq_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_faq_items_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_faq_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_faq_items_locales\` RENAME TO \`solutions_index_blocks_faq_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_faq_items_locales_locale_parent_id_un\` ON \`solutions_index_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_faq_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_faq_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_faq_locales\` RENAME TO \`solutions_index_blocks_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_faq_locales_locale_parent_id_unique\` ON \`solutions_index_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_case_study_cards_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_case_study_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_case_study_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_case_study_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_case_study_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_case_study_cards_locales\` RENAME TO \`solutions_index_blocks_case_study_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_case_study_cards_locales_locale_paren\` ON \`solutions_index_blocks_case_study_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_logo_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_logo_strip_items\`("_order", "_parent_id", "id", "name", "logo_id") SELECT "_order", "_parent_id", "id", "name", "logo_id" FROM \`solutions_index_blocks_logo_strip_items\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_logo_strip_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_logo_strip_items\` RENAME TO \`solutions_index_blocks_logo_strip_items\`;`)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_logo_strip_items_order_idx\` ON \`solutions_index_blocks_logo_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_logo_strip_items_parent_id_idx\` ON \`solutions_index_blocks_logo_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_logo_strip_items_logo_idx\` ON \`solutions_index_blocks_logo_strip_items\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_logo_strip_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_logo_strip_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_logo_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_logo_strip_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_logo_strip_locales\` RENAME TO \`solutions_index_blocks_logo_strip_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_logo_strip_locales_locale_parent_id_u\` ON \`solutions_index_blocks_logo_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_solution_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_solution_cards\`("_order", "_parent_id", "_path", "id", "kind", "block_name") SELECT "_order", "_parent_id", "_path", "id", "kind", "block_name" FROM \`solutions_index_blocks_solution_cards\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_solution_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_solution_cards\` RENAME TO \`solutions_index_blocks_solution_cards\`;`)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_solution_cards_order_idx\` ON \`solutions_index_blocks_solution_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_solution_cards_parent_id_idx\` ON \`solutions_index_blocks_solution_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_solution_cards_path_idx\` ON \`solutions_index_blocks_solution_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_solution_cards_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_solution_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_solution_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_solution_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_solution_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_solution_cards_locales\` RENAME TO \`solutions_index_blocks_solution_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_solution_cards_locales_locale_parent_\` ON \`solutions_index_blocks_solution_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_offices_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_offices_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_offices_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_offices_locales\` RENAME TO \`solutions_index_blocks_offices_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_offices_locales_locale_parent_id_uniq\` ON \`solutions_index_blocks_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_latest_posts_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_latest_posts_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_latest_posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_latest_posts_locales\` RENAME TO \`solutions_index_blocks_latest_posts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_latest_posts_locales_locale_parent_id\` ON \`solutions_index_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`technologies_heading\` text,
  	\`technologies_intro\` text,
  	\`industries_heading\` text,
  	\`industries_intro\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_locales\`("heading", "intro", "technologies_heading", "technologies_intro", "industries_heading", "industries_intro", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "intro", "technologies_heading", "technologies_intro", "industries_heading", "industries_intro", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`solutions_index_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_locales\` RENAME TO \`solutions_index_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_locales_locale_parent_id_unique\` ON \`solutions_index_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_hero_locales\` (
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`primary_cta_label\` text,
  	\`secondary_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_hero_locales\`("eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id") SELECT "eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_hero_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_hero_locales\` RENAME TO \`_solutions_index_v_blocks_hero_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_hero_locales_locale_parent_id_uniq\` ON \`_solutions_index_v_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_feature_grid_items_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_feature_grid_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_feature_grid_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_feature_grid_items_locales\` RENAME TO \`_solutions_index_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_feature_grid_items_locales_locale_\` ON \`_solutions_index_v_blocks_feature_grid_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_feature_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_feature_grid_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_feature_grid_locales\` RENAME TO \`_solutions_index_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_feature_grid_locales_locale_parent\` ON \`_solutions_index_v_blocks_feature_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_steps_items_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_steps_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_steps_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_steps_items_locales\` RENAME TO \`_solutions_index_v_blocks_steps_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_steps_items_locales_locale_parent_\` ON \`_solutions_index_v_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_steps_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_steps_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_steps_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_steps_locales\` RENAME TO \`_solutions_index_v_blocks_steps_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_steps_locales_locale_parent_id_uni\` ON \`_solutions_index_v_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_stats_items_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_stats_items_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_stats_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_stats_items_locales\` RENAME TO \`_solutions_index_v_blocks_stats_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_stats_items_locales_locale_parent_\` ON \`_solutions_index_v_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "link_href", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "link_href", "_uuid", "block_name" FROM \`_solutions_index_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_call_to_action\` RENAME TO \`_solutions_index_v_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_call_to_action_order_idx\` ON \`_solutions_index_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_call_to_action_parent_id_idx\` ON \`_solutions_index_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_call_to_action_path_idx\` ON \`_solutions_index_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_call_to_action_locales\` (
  	\`heading\` text,
  	\`body\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_call_to_action_locales\`("heading", "body", "link_label", "id", "_locale", "_parent_id") SELECT "heading", "body", "link_label", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_call_to_action_locales\` RENAME TO \`_solutions_index_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_call_to_action_locales_locale_pare\` ON \`_solutions_index_v_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_rich_text_locales\` (
  	\`heading\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_rich_text_locales\`("heading", "body", "id", "_locale", "_parent_id") SELECT "heading", "body", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_rich_text_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_rich_text_locales\` RENAME TO \`_solutions_index_v_blocks_rich_text_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_rich_text_locales_locale_parent_id\` ON \`_solutions_index_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_faq_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_faq_items_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_faq_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_faq_items_locales\` RENAME TO \`_solutions_index_v_blocks_faq_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_faq_items_locales_locale_parent_id\` ON \`_solutions_index_v_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_faq_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_faq_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_faq_locales\` RENAME TO \`_solutions_index_v_blocks_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_faq_locales_locale_parent_id_uniqu\` ON \`_solutions_index_v_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_case_study_cards_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_case_study_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_case_study_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_case_study_cards_locales\` RENAME TO \`_solutions_index_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_case_study_cards_locales_locale_pa\` ON \`_solutions_index_v_blocks_case_study_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_logo_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_logo_strip_items\`("_order", "_parent_id", "id", "name", "logo_id", "_uuid") SELECT "_order", "_parent_id", "id", "name", "logo_id", "_uuid" FROM \`_solutions_index_v_blocks_logo_strip_items\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_logo_strip_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_logo_strip_items\` RENAME TO \`_solutions_index_v_blocks_logo_strip_items\`;`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_logo_strip_items_order_idx\` ON \`_solutions_index_v_blocks_logo_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_logo_strip_items_parent_id_idx\` ON \`_solutions_index_v_blocks_logo_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_logo_strip_items_logo_idx\` ON \`_solutions_index_v_blocks_logo_strip_items\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_logo_strip_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_logo_strip_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_logo_strip_locales\` RENAME TO \`_solutions_index_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_logo_strip_locales_locale_parent_i\` ON \`_solutions_index_v_blocks_logo_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_solution_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'all',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_solution_cards\`("_order", "_parent_id", "_path", "id", "kind", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "kind", "_uuid", "block_name" FROM \`_solutions_index_v_blocks_solution_cards\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_solution_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_solution_cards\` RENAME TO \`_solutions_index_v_blocks_solution_cards\`;`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_solution_cards_order_idx\` ON \`_solutions_index_v_blocks_solution_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_solution_cards_parent_id_idx\` ON \`_solutions_index_v_blocks_solution_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_solution_cards_path_idx\` ON \`_solutions_index_v_blocks_solution_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_solution_cards_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_solution_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_solution_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_solution_cards_locales\` RENAME TO \`_solutions_index_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_solution_cards_locales_locale_pare\` ON \`_solutions_index_v_blocks_solution_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_offices_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_offices_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_offices_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_offices_locales\` RENAME TO \`_solutions_index_v_blocks_offices_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_offices_locales_locale_parent_id_u\` ON \`_solutions_index_v_blocks_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_latest_posts_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_latest_posts_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_latest_posts_locales\` RENAME TO \`_solutions_index_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_latest_posts_locales_locale_parent\` ON \`_solutions_index_v_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_locales\` (
  	\`version_heading\` text,
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
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_locales\`("version_heading", "version_intro", "version_technologies_heading", "version_technologies_intro", "version_industries_heading", "version_industries_intro", "version_seo_title", "version_seo_description", "id", "_locale", "_parent_id") SELECT "version_heading", "version_intro", "version_technologies_heading", "version_technologies_intro", "version_industries_heading", "version_industries_intro", "version_seo_title", "version_seo_description", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_locales\` RENAME TO \`_solutions_index_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_locales_locale_parent_id_unique\` ON \`_solutions_index_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_hero_locales\` (
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`primary_cta_label\` text,
  	\`secondary_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_hero_locales\`("eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id") SELECT "eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id" FROM \`careers_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_hero_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_hero_locales\` RENAME TO \`careers_blocks_hero_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_hero_locales_locale_parent_id_unique\` ON \`careers_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_feature_grid_items_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_feature_grid_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_feature_grid_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`careers_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_feature_grid_items_locales\` RENAME TO \`careers_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_feature_grid_items_locales_locale_parent_id_u\` ON \`careers_blocks_feature_grid_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_feature_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_feature_grid_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`careers_blocks_feature_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_feature_grid_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_feature_grid_locales\` RENAME TO \`careers_blocks_feature_grid_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_feature_grid_locales_locale_parent_id_unique\` ON \`careers_blocks_feature_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_steps_items_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_steps_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`careers_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_steps_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_steps_items_locales\` RENAME TO \`careers_blocks_steps_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_steps_items_locales_locale_parent_id_unique\` ON \`careers_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_steps_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_steps_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`careers_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_steps_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_steps_locales\` RENAME TO \`careers_blocks_steps_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_steps_locales_locale_parent_id_unique\` ON \`careers_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_stats_items_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_stats_items_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`careers_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_stats_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_stats_items_locales\` RENAME TO \`careers_blocks_stats_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_stats_items_locales_locale_parent_id_unique\` ON \`careers_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "link_href", "block_name") SELECT "_order", "_parent_id", "_path", "id", "link_href", "block_name" FROM \`careers_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_call_to_action\` RENAME TO \`careers_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`careers_blocks_call_to_action_order_idx\` ON \`careers_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`careers_blocks_call_to_action_parent_id_idx\` ON \`careers_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_blocks_call_to_action_path_idx\` ON \`careers_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_call_to_action_locales\` (
  	\`heading\` text,
  	\`body\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_call_to_action_locales\`("heading", "body", "link_label", "id", "_locale", "_parent_id") SELECT "heading", "body", "link_label", "id", "_locale", "_parent_id" FROM \`careers_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_call_to_action_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_call_to_action_locales\` RENAME TO \`careers_blocks_call_to_action_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_call_to_action_locales_locale_parent_id_uniqu\` ON \`careers_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_rich_text_locales\` (
  	\`heading\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_rich_text_locales\`("heading", "body", "id", "_locale", "_parent_id") SELECT "heading", "body", "id", "_locale", "_parent_id" FROM \`careers_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_rich_text_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_rich_text_locales\` RENAME TO \`careers_blocks_rich_text_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_rich_text_locales_locale_parent_id_unique\` ON \`careers_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_faq_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_faq_items_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`careers_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_faq_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_faq_items_locales\` RENAME TO \`careers_blocks_faq_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_faq_items_locales_locale_parent_id_unique\` ON \`careers_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_faq_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_faq_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`careers_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_faq_locales\` RENAME TO \`careers_blocks_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_faq_locales_locale_parent_id_unique\` ON \`careers_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_case_study_cards_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_case_study_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_case_study_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`careers_blocks_case_study_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_case_study_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_case_study_cards_locales\` RENAME TO \`careers_blocks_case_study_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_case_study_cards_locales_locale_parent_id_uni\` ON \`careers_blocks_case_study_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_logo_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_logo_strip_items\`("_order", "_parent_id", "id", "name", "logo_id") SELECT "_order", "_parent_id", "id", "name", "logo_id" FROM \`careers_blocks_logo_strip_items\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_logo_strip_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_logo_strip_items\` RENAME TO \`careers_blocks_logo_strip_items\`;`)
  await db.run(sql`CREATE INDEX \`careers_blocks_logo_strip_items_order_idx\` ON \`careers_blocks_logo_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`careers_blocks_logo_strip_items_parent_id_idx\` ON \`careers_blocks_logo_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_blocks_logo_strip_items_logo_idx\` ON \`careers_blocks_logo_strip_items\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_logo_strip_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_logo_strip_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`careers_blocks_logo_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_logo_strip_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_logo_strip_locales\` RENAME TO \`careers_blocks_logo_strip_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_logo_strip_locales_locale_parent_id_unique\` ON \`careers_blocks_logo_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_solution_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_solution_cards\`("_order", "_parent_id", "_path", "id", "kind", "block_name") SELECT "_order", "_parent_id", "_path", "id", "kind", "block_name" FROM \`careers_blocks_solution_cards\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_solution_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_solution_cards\` RENAME TO \`careers_blocks_solution_cards\`;`)
  await db.run(sql`CREATE INDEX \`careers_blocks_solution_cards_order_idx\` ON \`careers_blocks_solution_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`careers_blocks_solution_cards_parent_id_idx\` ON \`careers_blocks_solution_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_blocks_solution_cards_path_idx\` ON \`careers_blocks_solution_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_solution_cards_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_solution_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_solution_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`careers_blocks_solution_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_solution_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_solution_cards_locales\` RENAME TO \`careers_blocks_solution_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_solution_cards_locales_locale_parent_id_uniqu\` ON \`careers_blocks_solution_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_offices_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_offices_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`careers_blocks_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_offices_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_offices_locales\` RENAME TO \`careers_blocks_offices_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_offices_locales_locale_parent_id_unique\` ON \`careers_blocks_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_latest_posts_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_latest_posts_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`careers_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_latest_posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_latest_posts_locales\` RENAME TO \`careers_blocks_latest_posts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_latest_posts_locales_locale_parent_id_unique\` ON \`careers_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_locales\` (
  	\`positions_heading\` text,
  	\`positions_intro\` text,
  	\`no_positions\` text,
  	\`apply_heading\` text,
  	\`apply_intro\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_locales\`("positions_heading", "positions_intro", "no_positions", "apply_heading", "apply_intro", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "positions_heading", "positions_intro", "no_positions", "apply_heading", "apply_intro", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`careers_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_locales\` RENAME TO \`careers_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_locales_locale_parent_id_unique\` ON \`careers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_hero_locales\` (
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`primary_cta_label\` text,
  	\`secondary_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_hero_locales\`("eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id") SELECT "eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_hero_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_hero_locales\` RENAME TO \`_careers_v_blocks_hero_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_hero_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_feature_grid_items_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_feature_grid_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_feature_grid_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_feature_grid_items_locales\` RENAME TO \`_careers_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_feature_grid_items_locales_locale_parent_i\` ON \`_careers_v_blocks_feature_grid_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_feature_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_feature_grid_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_feature_grid_locales\` RENAME TO \`_careers_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_feature_grid_locales_locale_parent_id_uniq\` ON \`_careers_v_blocks_feature_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_steps_items_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_steps_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_steps_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_steps_items_locales\` RENAME TO \`_careers_v_blocks_steps_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_steps_items_locales_locale_parent_id_uniqu\` ON \`_careers_v_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_steps_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_steps_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_steps_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_steps_locales\` RENAME TO \`_careers_v_blocks_steps_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_steps_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_stats_items_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_stats_items_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_stats_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_stats_items_locales\` RENAME TO \`_careers_v_blocks_stats_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_stats_items_locales_locale_parent_id_uniqu\` ON \`_careers_v_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "link_href", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "link_href", "_uuid", "block_name" FROM \`_careers_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_call_to_action\` RENAME TO \`_careers_v_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_call_to_action_order_idx\` ON \`_careers_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_call_to_action_parent_id_idx\` ON \`_careers_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_call_to_action_path_idx\` ON \`_careers_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_call_to_action_locales\` (
  	\`heading\` text,
  	\`body\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_call_to_action_locales\`("heading", "body", "link_label", "id", "_locale", "_parent_id") SELECT "heading", "body", "link_label", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_call_to_action_locales\` RENAME TO \`_careers_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_call_to_action_locales_locale_parent_id_un\` ON \`_careers_v_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_rich_text_locales\` (
  	\`heading\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_rich_text_locales\`("heading", "body", "id", "_locale", "_parent_id") SELECT "heading", "body", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_rich_text_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_rich_text_locales\` RENAME TO \`_careers_v_blocks_rich_text_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_rich_text_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_faq_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_faq_items_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_faq_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_faq_items_locales\` RENAME TO \`_careers_v_blocks_faq_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_faq_items_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_faq_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_faq_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_faq_locales\` RENAME TO \`_careers_v_blocks_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_faq_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_case_study_cards_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_case_study_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_case_study_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_case_study_cards_locales\` RENAME TO \`_careers_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_case_study_cards_locales_locale_parent_id_\` ON \`_careers_v_blocks_case_study_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_logo_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_logo_strip_items\`("_order", "_parent_id", "id", "name", "logo_id", "_uuid") SELECT "_order", "_parent_id", "id", "name", "logo_id", "_uuid" FROM \`_careers_v_blocks_logo_strip_items\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_logo_strip_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_logo_strip_items\` RENAME TO \`_careers_v_blocks_logo_strip_items\`;`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_logo_strip_items_order_idx\` ON \`_careers_v_blocks_logo_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_logo_strip_items_parent_id_idx\` ON \`_careers_v_blocks_logo_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_logo_strip_items_logo_idx\` ON \`_careers_v_blocks_logo_strip_items\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_logo_strip_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_logo_strip_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_logo_strip_locales\` RENAME TO \`_careers_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_logo_strip_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_logo_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_solution_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'all',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_solution_cards\`("_order", "_parent_id", "_path", "id", "kind", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "kind", "_uuid", "block_name" FROM \`_careers_v_blocks_solution_cards\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_solution_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_solution_cards\` RENAME TO \`_careers_v_blocks_solution_cards\`;`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_solution_cards_order_idx\` ON \`_careers_v_blocks_solution_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_solution_cards_parent_id_idx\` ON \`_careers_v_blocks_solution_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_solution_cards_path_idx\` ON \`_careers_v_blocks_solution_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_solution_cards_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_solution_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_solution_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_solution_cards_locales\` RENAME TO \`_careers_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_solution_cards_locales_locale_parent_id_un\` ON \`_careers_v_blocks_solution_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_offices_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_offices_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_offices_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_offices_locales\` RENAME TO \`_careers_v_blocks_offices_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_offices_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_latest_posts_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_latest_posts_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_latest_posts_locales\` RENAME TO \`_careers_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_latest_posts_locales_locale_parent_id_uniq\` ON \`_careers_v_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_locales\` (
  	\`version_positions_heading\` text,
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
  await db.run(sql`INSERT INTO \`__new__careers_v_locales\`("version_positions_heading", "version_positions_intro", "version_no_positions", "version_apply_heading", "version_apply_intro", "version_seo_title", "version_seo_description", "id", "_locale", "_parent_id") SELECT "version_positions_heading", "version_positions_intro", "version_no_positions", "version_apply_heading", "version_apply_intro", "version_seo_title", "version_seo_description", "id", "_locale", "_parent_id" FROM \`_careers_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_locales\` RENAME TO \`_careers_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_locales_locale_parent_id_unique\` ON \`_careers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_blog_index_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`blog_index\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blog_index_locales\`("heading", "intro", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "intro", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`blog_index_locales\`;`)
  await db.run(sql`DROP TABLE \`blog_index_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog_index_locales\` RENAME TO \`blog_index_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_index_locales_locale_parent_id_unique\` ON \`blog_index_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__blog_index_v_locales\` (
  	\`version_heading\` text,
  	\`version_intro\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_blog_index_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__blog_index_v_locales\`("version_heading", "version_intro", "version_seo_title", "version_seo_description", "id", "_locale", "_parent_id") SELECT "version_heading", "version_intro", "version_seo_title", "version_seo_description", "id", "_locale", "_parent_id" FROM \`_blog_index_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_blog_index_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__blog_index_v_locales\` RENAME TO \`_blog_index_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_blog_index_v_locales_locale_parent_id_unique\` ON \`_blog_index_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_hours_locales\` (
  	\`days\` text,
  	\`hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_hours_locales\`("days", "hours", "id", "_locale", "_parent_id") SELECT "days", "hours", "id", "_locale", "_parent_id" FROM \`contact_hours_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_hours_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_hours_locales\` RENAME TO \`contact_hours_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_hours_locales_locale_parent_id_unique\` ON \`contact_hours_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`hours_heading\` text,
  	\`form_heading\` text,
  	\`form_intro\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_locales\`("heading", "intro", "hours_heading", "form_heading", "form_intro", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "intro", "hours_heading", "form_heading", "form_intro", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`contact_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_locales\` RENAME TO \`contact_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_locales_locale_parent_id_unique\` ON \`contact_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__contact_v_version_hours_locales\` (
  	\`days\` text,
  	\`hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_v_version_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__contact_v_version_hours_locales\`("days", "hours", "id", "_locale", "_parent_id") SELECT "days", "hours", "id", "_locale", "_parent_id" FROM \`_contact_v_version_hours_locales\`;`)
  await db.run(sql`DROP TABLE \`_contact_v_version_hours_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__contact_v_version_hours_locales\` RENAME TO \`_contact_v_version_hours_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_contact_v_version_hours_locales_locale_parent_id_unique\` ON \`_contact_v_version_hours_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__contact_v_locales\` (
  	\`version_heading\` text,
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
  await db.run(sql`INSERT INTO \`__new__contact_v_locales\`("version_heading", "version_intro", "version_hours_heading", "version_form_heading", "version_form_intro", "version_seo_title", "version_seo_description", "id", "_locale", "_parent_id") SELECT "version_heading", "version_intro", "version_hours_heading", "version_form_heading", "version_form_intro", "version_seo_title", "version_seo_description", "id", "_locale", "_parent_id" FROM \`_contact_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_contact_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__contact_v_locales\` RENAME TO \`_contact_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_contact_v_locales_locale_parent_id_unique\` ON \`_contact_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`home__status_idx\` ON \`home\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`published_locale\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`latest\` integer;`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version__status_idx\` ON \`_home_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_snapshot_idx\` ON \`_home_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_published_locale_idx\` ON \`_home_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_latest_idx\` ON \`_home_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`about__status_idx\` ON \`about\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`published_locale\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`latest\` integer;`)
  await db.run(sql`CREATE INDEX \`_about_v_version_version__status_idx\` ON \`_about_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_snapshot_idx\` ON \`_about_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_published_locale_idx\` ON \`_about_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_latest_idx\` ON \`_about_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`solutions_index\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`solutions_index__status_idx\` ON \`solutions_index\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_solutions_index_v\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_solutions_index_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_solutions_index_v\` ADD \`published_locale\` text;`)
  await db.run(sql`ALTER TABLE \`_solutions_index_v\` ADD \`latest\` integer;`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_version_version__status_idx\` ON \`_solutions_index_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_snapshot_idx\` ON \`_solutions_index_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_published_locale_idx\` ON \`_solutions_index_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_latest_idx\` ON \`_solutions_index_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`careers\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`careers__status_idx\` ON \`careers\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_careers_v\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_careers_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_careers_v\` ADD \`published_locale\` text;`)
  await db.run(sql`ALTER TABLE \`_careers_v\` ADD \`latest\` integer;`)
  await db.run(sql`CREATE INDEX \`_careers_v_version_version__status_idx\` ON \`_careers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_snapshot_idx\` ON \`_careers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_published_locale_idx\` ON \`_careers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_latest_idx\` ON \`_careers_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`blog_index\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`blog_index__status_idx\` ON \`blog_index\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_blog_index_v\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_blog_index_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_blog_index_v\` ADD \`published_locale\` text;`)
  await db.run(sql`ALTER TABLE \`_blog_index_v\` ADD \`latest\` integer;`)
  await db.run(sql`CREATE INDEX \`_blog_index_v_version_version__status_idx\` ON \`_blog_index_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_blog_index_v_snapshot_idx\` ON \`_blog_index_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_blog_index_v_published_locale_idx\` ON \`_blog_index_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_blog_index_v_latest_idx\` ON \`_blog_index_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`contact\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`contact__status_idx\` ON \`contact\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_contact_v\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_contact_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_contact_v\` ADD \`published_locale\` text;`)
  await db.run(sql`ALTER TABLE \`_contact_v\` ADD \`latest\` integer;`)
  await db.run(sql`CREATE INDEX \`_contact_v_version_version__status_idx\` ON \`_contact_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_contact_v_snapshot_idx\` ON \`_contact_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_contact_v_published_locale_idx\` ON \`_contact_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_contact_v_latest_idx\` ON \`_contact_v\` (\`latest\`);`)
  // What visitors were shown before drafts existed is published, and so is every version kept of it.
  await db.run(sql`UPDATE \`home\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`_home_v\` SET \`version__status\` = 'published', \`latest\` = (\`id\` = (SELECT max(\`id\`) FROM \`_home_v\`));`)
  await db.run(sql`UPDATE \`about\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`_about_v\` SET \`version__status\` = 'published', \`latest\` = (\`id\` = (SELECT max(\`id\`) FROM \`_about_v\`));`)
  await db.run(sql`UPDATE \`solutions_index\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`_solutions_index_v\` SET \`version__status\` = 'published', \`latest\` = (\`id\` = (SELECT max(\`id\`) FROM \`_solutions_index_v\`));`)
  await db.run(sql`UPDATE \`careers\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`_careers_v\` SET \`version__status\` = 'published', \`latest\` = (\`id\` = (SELECT max(\`id\`) FROM \`_careers_v\`));`)
  await db.run(sql`UPDATE \`blog_index\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`_blog_index_v\` SET \`version__status\` = 'published', \`latest\` = (\`id\` = (SELECT max(\`id\`) FROM \`_blog_index_v\`));`)
  await db.run(sql`UPDATE \`contact\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`_contact_v\` SET \`version__status\` = 'published', \`latest\` = (\`id\` = (SELECT max(\`id\`) FROM \`_contact_v\`));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`home__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_home_v_version_version__status_idx\`;`)
  await db.run(sql`DROP INDEX \`_home_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_home_v_published_locale_idx\`;`)
  await db.run(sql`DROP INDEX \`_home_v_latest_idx\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`latest\`;`)
  await db.run(sql`DROP INDEX \`about__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_about_v_version_version__status_idx\`;`)
  await db.run(sql`DROP INDEX \`_about_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_about_v_published_locale_idx\`;`)
  await db.run(sql`DROP INDEX \`_about_v_latest_idx\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`latest\`;`)
  await db.run(sql`DROP INDEX \`solutions_index__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`solutions_index\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_solutions_index_v_version_version__status_idx\`;`)
  await db.run(sql`DROP INDEX \`_solutions_index_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_solutions_index_v_published_locale_idx\`;`)
  await db.run(sql`DROP INDEX \`_solutions_index_v_latest_idx\`;`)
  await db.run(sql`ALTER TABLE \`_solutions_index_v\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`ALTER TABLE \`_solutions_index_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_solutions_index_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`_solutions_index_v\` DROP COLUMN \`latest\`;`)
  await db.run(sql`DROP INDEX \`careers__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`careers\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_careers_v_version_version__status_idx\`;`)
  await db.run(sql`DROP INDEX \`_careers_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_careers_v_published_locale_idx\`;`)
  await db.run(sql`DROP INDEX \`_careers_v_latest_idx\`;`)
  await db.run(sql`ALTER TABLE \`_careers_v\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`ALTER TABLE \`_careers_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_careers_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`_careers_v\` DROP COLUMN \`latest\`;`)
  await db.run(sql`DROP INDEX \`blog_index__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`blog_index\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_blog_index_v_version_version__status_idx\`;`)
  await db.run(sql`DROP INDEX \`_blog_index_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_blog_index_v_published_locale_idx\`;`)
  await db.run(sql`DROP INDEX \`_blog_index_v_latest_idx\`;`)
  await db.run(sql`ALTER TABLE \`_blog_index_v\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`ALTER TABLE \`_blog_index_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_blog_index_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`_blog_index_v\` DROP COLUMN \`latest\`;`)
  await db.run(sql`DROP INDEX \`contact__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_contact_v_version_version__status_idx\`;`)
  await db.run(sql`DROP INDEX \`_contact_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_contact_v_published_locale_idx\`;`)
  await db.run(sql`DROP INDEX \`_contact_v_latest_idx\`;`)
  await db.run(sql`ALTER TABLE \`_contact_v\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`ALTER TABLE \`_contact_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_contact_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`_contact_v\` DROP COLUMN \`latest\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_hero_locales\` (
  	\`eyebrow\` text,
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`primary_cta_label\` text,
  	\`secondary_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_hero_locales\`("eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id") SELECT "eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id" FROM \`home_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_hero_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_hero_locales\` RENAME TO \`home_blocks_hero_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_hero_locales_locale_parent_id_unique\` ON \`home_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_feature_grid_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_feature_grid_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_feature_grid_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`home_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_feature_grid_items_locales\` RENAME TO \`home_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_feature_grid_items_locales_locale_parent_id_uniq\` ON \`home_blocks_feature_grid_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_feature_grid_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_feature_grid_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`home_blocks_feature_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_feature_grid_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_feature_grid_locales\` RENAME TO \`home_blocks_feature_grid_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_feature_grid_locales_locale_parent_id_unique\` ON \`home_blocks_feature_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_steps_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_steps_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`home_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_steps_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_steps_items_locales\` RENAME TO \`home_blocks_steps_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_steps_items_locales_locale_parent_id_unique\` ON \`home_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_steps_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_steps_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`home_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_steps_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_steps_locales\` RENAME TO \`home_blocks_steps_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_steps_locales_locale_parent_id_unique\` ON \`home_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_stats_items_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_stats_items_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`home_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_stats_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_stats_items_locales\` RENAME TO \`home_blocks_stats_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_stats_items_locales_locale_parent_id_unique\` ON \`home_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_href\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "link_href", "block_name") SELECT "_order", "_parent_id", "_path", "id", "link_href", "block_name" FROM \`home_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_call_to_action\` RENAME TO \`home_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_call_to_action_order_idx\` ON \`home_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_call_to_action_parent_id_idx\` ON \`home_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_call_to_action_path_idx\` ON \`home_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_call_to_action_locales\` (
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_call_to_action_locales\`("heading", "body", "link_label", "id", "_locale", "_parent_id") SELECT "heading", "body", "link_label", "id", "_locale", "_parent_id" FROM \`home_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_call_to_action_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_call_to_action_locales\` RENAME TO \`home_blocks_call_to_action_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_call_to_action_locales_locale_parent_id_unique\` ON \`home_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_rich_text_locales\` (
  	\`heading\` text,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_rich_text_locales\`("heading", "body", "id", "_locale", "_parent_id") SELECT "heading", "body", "id", "_locale", "_parent_id" FROM \`home_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_rich_text_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_rich_text_locales\` RENAME TO \`home_blocks_rich_text_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_rich_text_locales_locale_parent_id_unique\` ON \`home_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_faq_items_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_faq_items_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`home_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_faq_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_faq_items_locales\` RENAME TO \`home_blocks_faq_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_faq_items_locales_locale_parent_id_unique\` ON \`home_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_faq_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_faq_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`home_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_faq_locales\` RENAME TO \`home_blocks_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_faq_locales_locale_parent_id_unique\` ON \`home_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_case_study_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_case_study_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_case_study_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`home_blocks_case_study_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_case_study_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_case_study_cards_locales\` RENAME TO \`home_blocks_case_study_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_case_study_cards_locales_locale_parent_id_unique\` ON \`home_blocks_case_study_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_logo_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`logo_id\` integer,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_logo_strip_items\`("_order", "_parent_id", "id", "name", "logo_id") SELECT "_order", "_parent_id", "id", "name", "logo_id" FROM \`home_blocks_logo_strip_items\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_logo_strip_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_logo_strip_items\` RENAME TO \`home_blocks_logo_strip_items\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_logo_strip_items_order_idx\` ON \`home_blocks_logo_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_logo_strip_items_parent_id_idx\` ON \`home_blocks_logo_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_logo_strip_items_logo_idx\` ON \`home_blocks_logo_strip_items\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_logo_strip_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_logo_strip_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`home_blocks_logo_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_logo_strip_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_logo_strip_locales\` RENAME TO \`home_blocks_logo_strip_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_logo_strip_locales_locale_parent_id_unique\` ON \`home_blocks_logo_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_solution_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'all' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_solution_cards\`("_order", "_parent_id", "_path", "id", "kind", "block_name") SELECT "_order", "_parent_id", "_path", "id", "kind", "block_name" FROM \`home_blocks_solution_cards\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_solution_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_solution_cards\` RENAME TO \`home_blocks_solution_cards\`;`)
  await db.run(sql`CREATE INDEX \`home_blocks_solution_cards_order_idx\` ON \`home_blocks_solution_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_solution_cards_parent_id_idx\` ON \`home_blocks_solution_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_solution_cards_path_idx\` ON \`home_blocks_solution_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_solution_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_solution_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_solution_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`home_blocks_solution_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_solution_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_solution_cards_locales\` RENAME TO \`home_blocks_solution_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_solution_cards_locales_locale_parent_id_unique\` ON \`home_blocks_solution_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_offices_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_offices_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`home_blocks_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_offices_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_offices_locales\` RENAME TO \`home_blocks_offices_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_offices_locales_locale_parent_id_unique\` ON \`home_blocks_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_blocks_latest_posts_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_blocks_latest_posts_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`home_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_latest_posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_blocks_latest_posts_locales\` RENAME TO \`home_blocks_latest_posts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_latest_posts_locales_locale_parent_id_unique\` ON \`home_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_hero_locales\` (
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
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_hero_locales\`("eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id") SELECT "eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_hero_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_hero_locales\` RENAME TO \`_home_v_blocks_hero_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_hero_locales_locale_parent_id_unique\` ON \`_home_v_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_feature_grid_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_feature_grid_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_feature_grid_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_feature_grid_items_locales\` RENAME TO \`_home_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_feature_grid_items_locales_locale_parent_id_u\` ON \`_home_v_blocks_feature_grid_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_feature_grid_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_feature_grid_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_feature_grid_locales\` RENAME TO \`_home_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_feature_grid_locales_locale_parent_id_unique\` ON \`_home_v_blocks_feature_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_steps_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_steps_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_steps_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_steps_items_locales\` RENAME TO \`_home_v_blocks_steps_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_steps_items_locales_locale_parent_id_unique\` ON \`_home_v_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_steps_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_steps_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_steps_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_steps_locales\` RENAME TO \`_home_v_blocks_steps_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_steps_locales_locale_parent_id_unique\` ON \`_home_v_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_stats_items_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_stats_items_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_stats_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_stats_items_locales\` RENAME TO \`_home_v_blocks_stats_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_stats_items_locales_locale_parent_id_unique\` ON \`_home_v_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_call_to_action\` (
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
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "link_href", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "link_href", "_uuid", "block_name" FROM \`_home_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_call_to_action\` RENAME TO \`_home_v_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_call_to_action_order_idx\` ON \`_home_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_call_to_action_parent_id_idx\` ON \`_home_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_call_to_action_path_idx\` ON \`_home_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_call_to_action_locales\` (
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_call_to_action_locales\`("heading", "body", "link_label", "id", "_locale", "_parent_id") SELECT "heading", "body", "link_label", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_call_to_action_locales\` RENAME TO \`_home_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_call_to_action_locales_locale_parent_id_uniqu\` ON \`_home_v_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_rich_text_locales\` (
  	\`heading\` text,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_rich_text_locales\`("heading", "body", "id", "_locale", "_parent_id") SELECT "heading", "body", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_rich_text_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_rich_text_locales\` RENAME TO \`_home_v_blocks_rich_text_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_rich_text_locales_locale_parent_id_unique\` ON \`_home_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_faq_items_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_faq_items_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_faq_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_faq_items_locales\` RENAME TO \`_home_v_blocks_faq_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_faq_items_locales_locale_parent_id_unique\` ON \`_home_v_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_faq_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_faq_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_faq_locales\` RENAME TO \`_home_v_blocks_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_faq_locales_locale_parent_id_unique\` ON \`_home_v_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_case_study_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_case_study_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_case_study_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_case_study_cards_locales\` RENAME TO \`_home_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_case_study_cards_locales_locale_parent_id_uni\` ON \`_home_v_blocks_case_study_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_logo_strip_items\` (
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
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_logo_strip_items\`("_order", "_parent_id", "id", "name", "logo_id", "_uuid") SELECT "_order", "_parent_id", "id", "name", "logo_id", "_uuid" FROM \`_home_v_blocks_logo_strip_items\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_logo_strip_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_logo_strip_items\` RENAME TO \`_home_v_blocks_logo_strip_items\`;`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_logo_strip_items_order_idx\` ON \`_home_v_blocks_logo_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_logo_strip_items_parent_id_idx\` ON \`_home_v_blocks_logo_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_logo_strip_items_logo_idx\` ON \`_home_v_blocks_logo_strip_items\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_logo_strip_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_logo_strip_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_logo_strip_locales\` RENAME TO \`_home_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_logo_strip_locales_locale_parent_id_unique\` ON \`_home_v_blocks_logo_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_solution_cards\` (
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
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_solution_cards\`("_order", "_parent_id", "_path", "id", "kind", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "kind", "_uuid", "block_name" FROM \`_home_v_blocks_solution_cards\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_solution_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_solution_cards\` RENAME TO \`_home_v_blocks_solution_cards\`;`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_solution_cards_order_idx\` ON \`_home_v_blocks_solution_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_solution_cards_parent_id_idx\` ON \`_home_v_blocks_solution_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_solution_cards_path_idx\` ON \`_home_v_blocks_solution_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_solution_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_solution_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_solution_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_solution_cards_locales\` RENAME TO \`_home_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_solution_cards_locales_locale_parent_id_uniqu\` ON \`_home_v_blocks_solution_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_offices_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_offices_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_offices_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_offices_locales\` RENAME TO \`_home_v_blocks_offices_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_offices_locales_locale_parent_id_unique\` ON \`_home_v_blocks_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_blocks_latest_posts_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_blocks_latest_posts_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_home_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_blocks_latest_posts_locales\` RENAME TO \`_home_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_latest_posts_locales_locale_parent_id_unique\` ON \`_home_v_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_hero_locales\` (
  	\`eyebrow\` text,
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`primary_cta_label\` text,
  	\`secondary_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_hero_locales\`("eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id") SELECT "eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id" FROM \`about_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_hero_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_hero_locales\` RENAME TO \`about_blocks_hero_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_hero_locales_locale_parent_id_unique\` ON \`about_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_feature_grid_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_feature_grid_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_feature_grid_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`about_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_feature_grid_items_locales\` RENAME TO \`about_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_feature_grid_items_locales_locale_parent_id_uni\` ON \`about_blocks_feature_grid_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_feature_grid_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_feature_grid_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`about_blocks_feature_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_feature_grid_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_feature_grid_locales\` RENAME TO \`about_blocks_feature_grid_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_feature_grid_locales_locale_parent_id_unique\` ON \`about_blocks_feature_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_steps_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_steps_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`about_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_steps_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_steps_items_locales\` RENAME TO \`about_blocks_steps_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_steps_items_locales_locale_parent_id_unique\` ON \`about_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_steps_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_steps_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`about_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_steps_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_steps_locales\` RENAME TO \`about_blocks_steps_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_steps_locales_locale_parent_id_unique\` ON \`about_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_stats_items_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_stats_items_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`about_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_stats_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_stats_items_locales\` RENAME TO \`about_blocks_stats_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_stats_items_locales_locale_parent_id_unique\` ON \`about_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_href\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "link_href", "block_name") SELECT "_order", "_parent_id", "_path", "id", "link_href", "block_name" FROM \`about_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_call_to_action\` RENAME TO \`about_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`about_blocks_call_to_action_order_idx\` ON \`about_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_blocks_call_to_action_parent_id_idx\` ON \`about_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_blocks_call_to_action_path_idx\` ON \`about_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_call_to_action_locales\` (
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_call_to_action_locales\`("heading", "body", "link_label", "id", "_locale", "_parent_id") SELECT "heading", "body", "link_label", "id", "_locale", "_parent_id" FROM \`about_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_call_to_action_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_call_to_action_locales\` RENAME TO \`about_blocks_call_to_action_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_call_to_action_locales_locale_parent_id_unique\` ON \`about_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_rich_text_locales\` (
  	\`heading\` text,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_rich_text_locales\`("heading", "body", "id", "_locale", "_parent_id") SELECT "heading", "body", "id", "_locale", "_parent_id" FROM \`about_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_rich_text_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_rich_text_locales\` RENAME TO \`about_blocks_rich_text_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_rich_text_locales_locale_parent_id_unique\` ON \`about_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_faq_items_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_faq_items_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`about_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_faq_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_faq_items_locales\` RENAME TO \`about_blocks_faq_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_faq_items_locales_locale_parent_id_unique\` ON \`about_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_faq_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_faq_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`about_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_faq_locales\` RENAME TO \`about_blocks_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_faq_locales_locale_parent_id_unique\` ON \`about_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_case_study_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_case_study_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_case_study_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`about_blocks_case_study_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_case_study_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_case_study_cards_locales\` RENAME TO \`about_blocks_case_study_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_case_study_cards_locales_locale_parent_id_uniqu\` ON \`about_blocks_case_study_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_logo_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`logo_id\` integer,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_logo_strip_items\`("_order", "_parent_id", "id", "name", "logo_id") SELECT "_order", "_parent_id", "id", "name", "logo_id" FROM \`about_blocks_logo_strip_items\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_logo_strip_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_logo_strip_items\` RENAME TO \`about_blocks_logo_strip_items\`;`)
  await db.run(sql`CREATE INDEX \`about_blocks_logo_strip_items_order_idx\` ON \`about_blocks_logo_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_blocks_logo_strip_items_parent_id_idx\` ON \`about_blocks_logo_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_blocks_logo_strip_items_logo_idx\` ON \`about_blocks_logo_strip_items\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_logo_strip_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_logo_strip_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`about_blocks_logo_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_logo_strip_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_logo_strip_locales\` RENAME TO \`about_blocks_logo_strip_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_logo_strip_locales_locale_parent_id_unique\` ON \`about_blocks_logo_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_solution_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'all' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_solution_cards\`("_order", "_parent_id", "_path", "id", "kind", "block_name") SELECT "_order", "_parent_id", "_path", "id", "kind", "block_name" FROM \`about_blocks_solution_cards\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_solution_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_solution_cards\` RENAME TO \`about_blocks_solution_cards\`;`)
  await db.run(sql`CREATE INDEX \`about_blocks_solution_cards_order_idx\` ON \`about_blocks_solution_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_blocks_solution_cards_parent_id_idx\` ON \`about_blocks_solution_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_blocks_solution_cards_path_idx\` ON \`about_blocks_solution_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_solution_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_solution_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_solution_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`about_blocks_solution_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_solution_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_solution_cards_locales\` RENAME TO \`about_blocks_solution_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_solution_cards_locales_locale_parent_id_unique\` ON \`about_blocks_solution_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_offices_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_offices_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`about_blocks_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_offices_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_offices_locales\` RENAME TO \`about_blocks_offices_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_offices_locales_locale_parent_id_unique\` ON \`about_blocks_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_blocks_latest_posts_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_blocks_latest_posts_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`about_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`about_blocks_latest_posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_blocks_latest_posts_locales\` RENAME TO \`about_blocks_latest_posts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_blocks_latest_posts_locales_locale_parent_id_unique\` ON \`about_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_hero_locales\` (
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
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_hero_locales\`("eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id") SELECT "eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_hero_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_hero_locales\` RENAME TO \`_about_v_blocks_hero_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_hero_locales_locale_parent_id_unique\` ON \`_about_v_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_feature_grid_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_feature_grid_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_feature_grid_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_feature_grid_items_locales\` RENAME TO \`_about_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_feature_grid_items_locales_locale_parent_id_\` ON \`_about_v_blocks_feature_grid_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_feature_grid_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_feature_grid_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_feature_grid_locales\` RENAME TO \`_about_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_feature_grid_locales_locale_parent_id_unique\` ON \`_about_v_blocks_feature_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_steps_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_steps_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_steps_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_steps_items_locales\` RENAME TO \`_about_v_blocks_steps_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_steps_items_locales_locale_parent_id_unique\` ON \`_about_v_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_steps_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_steps_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_steps_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_steps_locales\` RENAME TO \`_about_v_blocks_steps_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_steps_locales_locale_parent_id_unique\` ON \`_about_v_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_stats_items_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_stats_items_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_stats_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_stats_items_locales\` RENAME TO \`_about_v_blocks_stats_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_stats_items_locales_locale_parent_id_unique\` ON \`_about_v_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_call_to_action\` (
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
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "link_href", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "link_href", "_uuid", "block_name" FROM \`_about_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_call_to_action\` RENAME TO \`_about_v_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_call_to_action_order_idx\` ON \`_about_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_call_to_action_parent_id_idx\` ON \`_about_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_call_to_action_path_idx\` ON \`_about_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_call_to_action_locales\` (
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_call_to_action_locales\`("heading", "body", "link_label", "id", "_locale", "_parent_id") SELECT "heading", "body", "link_label", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_call_to_action_locales\` RENAME TO \`_about_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_call_to_action_locales_locale_parent_id_uniq\` ON \`_about_v_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_rich_text_locales\` (
  	\`heading\` text,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_rich_text_locales\`("heading", "body", "id", "_locale", "_parent_id") SELECT "heading", "body", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_rich_text_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_rich_text_locales\` RENAME TO \`_about_v_blocks_rich_text_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_rich_text_locales_locale_parent_id_unique\` ON \`_about_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_faq_items_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_faq_items_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_faq_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_faq_items_locales\` RENAME TO \`_about_v_blocks_faq_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_faq_items_locales_locale_parent_id_unique\` ON \`_about_v_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_faq_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_faq_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_faq_locales\` RENAME TO \`_about_v_blocks_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_faq_locales_locale_parent_id_unique\` ON \`_about_v_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_case_study_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_case_study_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_case_study_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_case_study_cards_locales\` RENAME TO \`_about_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_case_study_cards_locales_locale_parent_id_un\` ON \`_about_v_blocks_case_study_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_logo_strip_items\` (
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
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_logo_strip_items\`("_order", "_parent_id", "id", "name", "logo_id", "_uuid") SELECT "_order", "_parent_id", "id", "name", "logo_id", "_uuid" FROM \`_about_v_blocks_logo_strip_items\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_logo_strip_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_logo_strip_items\` RENAME TO \`_about_v_blocks_logo_strip_items\`;`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_logo_strip_items_order_idx\` ON \`_about_v_blocks_logo_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_logo_strip_items_parent_id_idx\` ON \`_about_v_blocks_logo_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_logo_strip_items_logo_idx\` ON \`_about_v_blocks_logo_strip_items\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_logo_strip_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_logo_strip_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_logo_strip_locales\` RENAME TO \`_about_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_logo_strip_locales_locale_parent_id_unique\` ON \`_about_v_blocks_logo_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_solution_cards\` (
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
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_solution_cards\`("_order", "_parent_id", "_path", "id", "kind", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "kind", "_uuid", "block_name" FROM \`_about_v_blocks_solution_cards\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_solution_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_solution_cards\` RENAME TO \`_about_v_blocks_solution_cards\`;`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_solution_cards_order_idx\` ON \`_about_v_blocks_solution_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_solution_cards_parent_id_idx\` ON \`_about_v_blocks_solution_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_blocks_solution_cards_path_idx\` ON \`_about_v_blocks_solution_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_solution_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_solution_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_solution_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_solution_cards_locales\` RENAME TO \`_about_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_solution_cards_locales_locale_parent_id_uniq\` ON \`_about_v_blocks_solution_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_offices_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_offices_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_offices_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_offices_locales\` RENAME TO \`_about_v_blocks_offices_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_offices_locales_locale_parent_id_unique\` ON \`_about_v_blocks_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v_blocks_latest_posts_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v_blocks_latest_posts_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_about_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v_blocks_latest_posts_locales\` RENAME TO \`_about_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_blocks_latest_posts_locales_locale_parent_id_unique\` ON \`_about_v_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_hero_locales\` (
  	\`eyebrow\` text,
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`primary_cta_label\` text,
  	\`secondary_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_hero_locales\`("eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id") SELECT "eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_hero_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_hero_locales\` RENAME TO \`solutions_index_blocks_hero_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_hero_locales_locale_parent_id_unique\` ON \`solutions_index_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_feature_grid_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_feature_grid_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_feature_grid_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_feature_grid_items_locales\` RENAME TO \`solutions_index_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_feature_grid_items_locales_locale_par\` ON \`solutions_index_blocks_feature_grid_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_feature_grid_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_feature_grid_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_feature_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_feature_grid_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_feature_grid_locales\` RENAME TO \`solutions_index_blocks_feature_grid_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_feature_grid_locales_locale_parent_id\` ON \`solutions_index_blocks_feature_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_steps_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_steps_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_steps_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_steps_items_locales\` RENAME TO \`solutions_index_blocks_steps_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_steps_items_locales_locale_parent_id_\` ON \`solutions_index_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_steps_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_steps_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_steps_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_steps_locales\` RENAME TO \`solutions_index_blocks_steps_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_steps_locales_locale_parent_id_unique\` ON \`solutions_index_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_stats_items_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_stats_items_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_stats_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_stats_items_locales\` RENAME TO \`solutions_index_blocks_stats_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_stats_items_locales_locale_parent_id_\` ON \`solutions_index_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_href\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "link_href", "block_name") SELECT "_order", "_parent_id", "_path", "id", "link_href", "block_name" FROM \`solutions_index_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_call_to_action\` RENAME TO \`solutions_index_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_call_to_action_order_idx\` ON \`solutions_index_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_call_to_action_parent_id_idx\` ON \`solutions_index_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_call_to_action_path_idx\` ON \`solutions_index_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_call_to_action_locales\` (
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_call_to_action_locales\`("heading", "body", "link_label", "id", "_locale", "_parent_id") SELECT "heading", "body", "link_label", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_call_to_action_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_call_to_action_locales\` RENAME TO \`solutions_index_blocks_call_to_action_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_call_to_action_locales_locale_parent_\` ON \`solutions_index_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_rich_text_locales\` (
  	\`heading\` text,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_rich_text_locales\`("heading", "body", "id", "_locale", "_parent_id") SELECT "heading", "body", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_rich_text_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_rich_text_locales\` RENAME TO \`solutions_index_blocks_rich_text_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_rich_text_locales_locale_parent_id_un\` ON \`solutions_index_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_faq_items_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_faq_items_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_faq_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_faq_items_locales\` RENAME TO \`solutions_index_blocks_faq_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_faq_items_locales_locale_parent_id_un\` ON \`solutions_index_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_faq_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_faq_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_faq_locales\` RENAME TO \`solutions_index_blocks_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_faq_locales_locale_parent_id_unique\` ON \`solutions_index_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_case_study_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_case_study_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_case_study_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_case_study_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_case_study_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_case_study_cards_locales\` RENAME TO \`solutions_index_blocks_case_study_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_case_study_cards_locales_locale_paren\` ON \`solutions_index_blocks_case_study_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_logo_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`logo_id\` integer,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_logo_strip_items\`("_order", "_parent_id", "id", "name", "logo_id") SELECT "_order", "_parent_id", "id", "name", "logo_id" FROM \`solutions_index_blocks_logo_strip_items\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_logo_strip_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_logo_strip_items\` RENAME TO \`solutions_index_blocks_logo_strip_items\`;`)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_logo_strip_items_order_idx\` ON \`solutions_index_blocks_logo_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_logo_strip_items_parent_id_idx\` ON \`solutions_index_blocks_logo_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_logo_strip_items_logo_idx\` ON \`solutions_index_blocks_logo_strip_items\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_logo_strip_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_logo_strip_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_logo_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_logo_strip_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_logo_strip_locales\` RENAME TO \`solutions_index_blocks_logo_strip_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_logo_strip_locales_locale_parent_id_u\` ON \`solutions_index_blocks_logo_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_solution_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'all' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_solution_cards\`("_order", "_parent_id", "_path", "id", "kind", "block_name") SELECT "_order", "_parent_id", "_path", "id", "kind", "block_name" FROM \`solutions_index_blocks_solution_cards\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_solution_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_solution_cards\` RENAME TO \`solutions_index_blocks_solution_cards\`;`)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_solution_cards_order_idx\` ON \`solutions_index_blocks_solution_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_solution_cards_parent_id_idx\` ON \`solutions_index_blocks_solution_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`solutions_index_blocks_solution_cards_path_idx\` ON \`solutions_index_blocks_solution_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_solution_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_solution_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_solution_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_solution_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_solution_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_solution_cards_locales\` RENAME TO \`solutions_index_blocks_solution_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_solution_cards_locales_locale_parent_\` ON \`solutions_index_blocks_solution_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_offices_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_offices_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_offices_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_offices_locales\` RENAME TO \`solutions_index_blocks_offices_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_offices_locales_locale_parent_id_uniq\` ON \`solutions_index_blocks_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_blocks_latest_posts_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_blocks_latest_posts_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`solutions_index_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_blocks_latest_posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_blocks_latest_posts_locales\` RENAME TO \`solutions_index_blocks_latest_posts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_blocks_latest_posts_locales_locale_parent_id\` ON \`solutions_index_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`technologies_heading\` text,
  	\`technologies_intro\` text,
  	\`industries_heading\` text,
  	\`industries_intro\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions_index\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index_locales\`("heading", "intro", "technologies_heading", "technologies_intro", "industries_heading", "industries_intro", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "intro", "technologies_heading", "technologies_intro", "industries_heading", "industries_intro", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`solutions_index_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions_index_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index_locales\` RENAME TO \`solutions_index_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_index_locales_locale_parent_id_unique\` ON \`solutions_index_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_hero_locales\` (
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
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_hero_locales\`("eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id") SELECT "eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_hero_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_hero_locales\` RENAME TO \`_solutions_index_v_blocks_hero_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_hero_locales_locale_parent_id_uniq\` ON \`_solutions_index_v_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_feature_grid_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_feature_grid_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_feature_grid_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_feature_grid_items_locales\` RENAME TO \`_solutions_index_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_feature_grid_items_locales_locale_\` ON \`_solutions_index_v_blocks_feature_grid_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_feature_grid_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_feature_grid_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_feature_grid_locales\` RENAME TO \`_solutions_index_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_feature_grid_locales_locale_parent\` ON \`_solutions_index_v_blocks_feature_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_steps_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_steps_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_steps_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_steps_items_locales\` RENAME TO \`_solutions_index_v_blocks_steps_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_steps_items_locales_locale_parent_\` ON \`_solutions_index_v_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_steps_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_steps_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_steps_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_steps_locales\` RENAME TO \`_solutions_index_v_blocks_steps_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_steps_locales_locale_parent_id_uni\` ON \`_solutions_index_v_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_stats_items_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_stats_items_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_stats_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_stats_items_locales\` RENAME TO \`_solutions_index_v_blocks_stats_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_stats_items_locales_locale_parent_\` ON \`_solutions_index_v_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_call_to_action\` (
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
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "link_href", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "link_href", "_uuid", "block_name" FROM \`_solutions_index_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_call_to_action\` RENAME TO \`_solutions_index_v_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_call_to_action_order_idx\` ON \`_solutions_index_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_call_to_action_parent_id_idx\` ON \`_solutions_index_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_call_to_action_path_idx\` ON \`_solutions_index_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_call_to_action_locales\` (
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_call_to_action_locales\`("heading", "body", "link_label", "id", "_locale", "_parent_id") SELECT "heading", "body", "link_label", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_call_to_action_locales\` RENAME TO \`_solutions_index_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_call_to_action_locales_locale_pare\` ON \`_solutions_index_v_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_rich_text_locales\` (
  	\`heading\` text,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_rich_text_locales\`("heading", "body", "id", "_locale", "_parent_id") SELECT "heading", "body", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_rich_text_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_rich_text_locales\` RENAME TO \`_solutions_index_v_blocks_rich_text_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_rich_text_locales_locale_parent_id\` ON \`_solutions_index_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_faq_items_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_faq_items_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_faq_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_faq_items_locales\` RENAME TO \`_solutions_index_v_blocks_faq_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_faq_items_locales_locale_parent_id\` ON \`_solutions_index_v_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_faq_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_faq_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_faq_locales\` RENAME TO \`_solutions_index_v_blocks_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_faq_locales_locale_parent_id_uniqu\` ON \`_solutions_index_v_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_case_study_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_case_study_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_case_study_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_case_study_cards_locales\` RENAME TO \`_solutions_index_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_case_study_cards_locales_locale_pa\` ON \`_solutions_index_v_blocks_case_study_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_logo_strip_items\` (
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
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_logo_strip_items\`("_order", "_parent_id", "id", "name", "logo_id", "_uuid") SELECT "_order", "_parent_id", "id", "name", "logo_id", "_uuid" FROM \`_solutions_index_v_blocks_logo_strip_items\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_logo_strip_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_logo_strip_items\` RENAME TO \`_solutions_index_v_blocks_logo_strip_items\`;`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_logo_strip_items_order_idx\` ON \`_solutions_index_v_blocks_logo_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_logo_strip_items_parent_id_idx\` ON \`_solutions_index_v_blocks_logo_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_logo_strip_items_logo_idx\` ON \`_solutions_index_v_blocks_logo_strip_items\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_logo_strip_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_logo_strip_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_logo_strip_locales\` RENAME TO \`_solutions_index_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_logo_strip_locales_locale_parent_i\` ON \`_solutions_index_v_blocks_logo_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_solution_cards\` (
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
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_solution_cards\`("_order", "_parent_id", "_path", "id", "kind", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "kind", "_uuid", "block_name" FROM \`_solutions_index_v_blocks_solution_cards\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_solution_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_solution_cards\` RENAME TO \`_solutions_index_v_blocks_solution_cards\`;`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_solution_cards_order_idx\` ON \`_solutions_index_v_blocks_solution_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_solution_cards_parent_id_idx\` ON \`_solutions_index_v_blocks_solution_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_blocks_solution_cards_path_idx\` ON \`_solutions_index_v_blocks_solution_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_solution_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_solution_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_solution_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_solution_cards_locales\` RENAME TO \`_solutions_index_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_solution_cards_locales_locale_pare\` ON \`_solutions_index_v_blocks_solution_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_offices_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_offices_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_offices_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_offices_locales\` RENAME TO \`_solutions_index_v_blocks_offices_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_offices_locales_locale_parent_id_u\` ON \`_solutions_index_v_blocks_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_blocks_latest_posts_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_index_v_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_blocks_latest_posts_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_blocks_latest_posts_locales\` RENAME TO \`_solutions_index_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_blocks_latest_posts_locales_locale_parent\` ON \`_solutions_index_v_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v_locales\` (
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
  await db.run(sql`INSERT INTO \`__new__solutions_index_v_locales\`("version_heading", "version_intro", "version_technologies_heading", "version_technologies_intro", "version_industries_heading", "version_industries_intro", "version_seo_title", "version_seo_description", "id", "_locale", "_parent_id") SELECT "version_heading", "version_intro", "version_technologies_heading", "version_technologies_intro", "version_industries_heading", "version_industries_intro", "version_seo_title", "version_seo_description", "id", "_locale", "_parent_id" FROM \`_solutions_index_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v_locales\` RENAME TO \`_solutions_index_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_index_v_locales_locale_parent_id_unique\` ON \`_solutions_index_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_hero_locales\` (
  	\`eyebrow\` text,
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`primary_cta_label\` text,
  	\`secondary_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_hero_locales\`("eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id") SELECT "eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id" FROM \`careers_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_hero_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_hero_locales\` RENAME TO \`careers_blocks_hero_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_hero_locales_locale_parent_id_unique\` ON \`careers_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_feature_grid_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_feature_grid_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_feature_grid_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`careers_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_feature_grid_items_locales\` RENAME TO \`careers_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_feature_grid_items_locales_locale_parent_id_u\` ON \`careers_blocks_feature_grid_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_feature_grid_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_feature_grid_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`careers_blocks_feature_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_feature_grid_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_feature_grid_locales\` RENAME TO \`careers_blocks_feature_grid_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_feature_grid_locales_locale_parent_id_unique\` ON \`careers_blocks_feature_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_steps_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_steps_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`careers_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_steps_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_steps_items_locales\` RENAME TO \`careers_blocks_steps_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_steps_items_locales_locale_parent_id_unique\` ON \`careers_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_steps_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_steps_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`careers_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_steps_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_steps_locales\` RENAME TO \`careers_blocks_steps_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_steps_locales_locale_parent_id_unique\` ON \`careers_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_stats_items_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_stats_items_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`careers_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_stats_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_stats_items_locales\` RENAME TO \`careers_blocks_stats_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_stats_items_locales_locale_parent_id_unique\` ON \`careers_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_href\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "link_href", "block_name") SELECT "_order", "_parent_id", "_path", "id", "link_href", "block_name" FROM \`careers_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_call_to_action\` RENAME TO \`careers_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`careers_blocks_call_to_action_order_idx\` ON \`careers_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`careers_blocks_call_to_action_parent_id_idx\` ON \`careers_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_blocks_call_to_action_path_idx\` ON \`careers_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_call_to_action_locales\` (
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_call_to_action_locales\`("heading", "body", "link_label", "id", "_locale", "_parent_id") SELECT "heading", "body", "link_label", "id", "_locale", "_parent_id" FROM \`careers_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_call_to_action_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_call_to_action_locales\` RENAME TO \`careers_blocks_call_to_action_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_call_to_action_locales_locale_parent_id_uniqu\` ON \`careers_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_rich_text_locales\` (
  	\`heading\` text,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_rich_text_locales\`("heading", "body", "id", "_locale", "_parent_id") SELECT "heading", "body", "id", "_locale", "_parent_id" FROM \`careers_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_rich_text_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_rich_text_locales\` RENAME TO \`careers_blocks_rich_text_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_rich_text_locales_locale_parent_id_unique\` ON \`careers_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_faq_items_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_faq_items_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`careers_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_faq_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_faq_items_locales\` RENAME TO \`careers_blocks_faq_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_faq_items_locales_locale_parent_id_unique\` ON \`careers_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_faq_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_faq_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`careers_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_faq_locales\` RENAME TO \`careers_blocks_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_faq_locales_locale_parent_id_unique\` ON \`careers_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_case_study_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_case_study_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_case_study_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`careers_blocks_case_study_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_case_study_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_case_study_cards_locales\` RENAME TO \`careers_blocks_case_study_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_case_study_cards_locales_locale_parent_id_uni\` ON \`careers_blocks_case_study_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_logo_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`logo_id\` integer,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_logo_strip_items\`("_order", "_parent_id", "id", "name", "logo_id") SELECT "_order", "_parent_id", "id", "name", "logo_id" FROM \`careers_blocks_logo_strip_items\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_logo_strip_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_logo_strip_items\` RENAME TO \`careers_blocks_logo_strip_items\`;`)
  await db.run(sql`CREATE INDEX \`careers_blocks_logo_strip_items_order_idx\` ON \`careers_blocks_logo_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`careers_blocks_logo_strip_items_parent_id_idx\` ON \`careers_blocks_logo_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_blocks_logo_strip_items_logo_idx\` ON \`careers_blocks_logo_strip_items\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_logo_strip_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_logo_strip_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`careers_blocks_logo_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_logo_strip_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_logo_strip_locales\` RENAME TO \`careers_blocks_logo_strip_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_logo_strip_locales_locale_parent_id_unique\` ON \`careers_blocks_logo_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_solution_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'all' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_solution_cards\`("_order", "_parent_id", "_path", "id", "kind", "block_name") SELECT "_order", "_parent_id", "_path", "id", "kind", "block_name" FROM \`careers_blocks_solution_cards\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_solution_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_solution_cards\` RENAME TO \`careers_blocks_solution_cards\`;`)
  await db.run(sql`CREATE INDEX \`careers_blocks_solution_cards_order_idx\` ON \`careers_blocks_solution_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`careers_blocks_solution_cards_parent_id_idx\` ON \`careers_blocks_solution_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_blocks_solution_cards_path_idx\` ON \`careers_blocks_solution_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_solution_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_solution_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_solution_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`careers_blocks_solution_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_solution_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_solution_cards_locales\` RENAME TO \`careers_blocks_solution_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_solution_cards_locales_locale_parent_id_uniqu\` ON \`careers_blocks_solution_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_offices_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_offices_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`careers_blocks_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_offices_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_offices_locales\` RENAME TO \`careers_blocks_offices_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_offices_locales_locale_parent_id_unique\` ON \`careers_blocks_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_blocks_latest_posts_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_blocks_latest_posts_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`careers_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_blocks_latest_posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_blocks_latest_posts_locales\` RENAME TO \`careers_blocks_latest_posts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_blocks_latest_posts_locales_locale_parent_id_unique\` ON \`careers_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers_locales\` (
  	\`positions_heading\` text NOT NULL,
  	\`positions_intro\` text,
  	\`no_positions\` text,
  	\`apply_heading\` text,
  	\`apply_intro\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers_locales\`("positions_heading", "positions_intro", "no_positions", "apply_heading", "apply_intro", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "positions_heading", "positions_intro", "no_positions", "apply_heading", "apply_intro", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`careers_locales\`;`)
  await db.run(sql`DROP TABLE \`careers_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers_locales\` RENAME TO \`careers_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`careers_locales_locale_parent_id_unique\` ON \`careers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_hero_locales\` (
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
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_hero_locales\`("eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id") SELECT "eyebrow", "heading", "body", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_hero_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_hero_locales\` RENAME TO \`_careers_v_blocks_hero_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_hero_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_feature_grid_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_feature_grid_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_feature_grid_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_feature_grid_items_locales\` RENAME TO \`_careers_v_blocks_feature_grid_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_feature_grid_items_locales_locale_parent_i\` ON \`_careers_v_blocks_feature_grid_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_feature_grid_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_feature_grid_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_feature_grid_locales\` RENAME TO \`_careers_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_feature_grid_locales_locale_parent_id_uniq\` ON \`_careers_v_blocks_feature_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_steps_items_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_steps_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_steps_items_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_steps_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_steps_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_steps_items_locales\` RENAME TO \`_careers_v_blocks_steps_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_steps_items_locales_locale_parent_id_uniqu\` ON \`_careers_v_blocks_steps_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_steps_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_steps_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_steps_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_steps_locales\` RENAME TO \`_careers_v_blocks_steps_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_steps_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_stats_items_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_stats_items_locales\`("value", "label", "id", "_locale", "_parent_id") SELECT "value", "label", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_stats_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_stats_items_locales\` RENAME TO \`_careers_v_blocks_stats_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_stats_items_locales_locale_parent_id_uniqu\` ON \`_careers_v_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_call_to_action\` (
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
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "link_href", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "link_href", "_uuid", "block_name" FROM \`_careers_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_call_to_action\` RENAME TO \`_careers_v_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_call_to_action_order_idx\` ON \`_careers_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_call_to_action_parent_id_idx\` ON \`_careers_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_call_to_action_path_idx\` ON \`_careers_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_call_to_action_locales\` (
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_call_to_action_locales\`("heading", "body", "link_label", "id", "_locale", "_parent_id") SELECT "heading", "body", "link_label", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_call_to_action_locales\` RENAME TO \`_careers_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_call_to_action_locales_locale_parent_id_un\` ON \`_careers_v_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_rich_text_locales\` (
  	\`heading\` text,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_rich_text_locales\`("heading", "body", "id", "_locale", "_parent_id") SELECT "heading", "body", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_rich_text_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_rich_text_locales\` RENAME TO \`_careers_v_blocks_rich_text_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_rich_text_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_faq_items_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_faq_items_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_faq_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_faq_items_locales\` RENAME TO \`_careers_v_blocks_faq_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_faq_items_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_faq_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_faq_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_faq_locales\` RENAME TO \`_careers_v_blocks_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_faq_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_case_study_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_case_study_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_case_study_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_case_study_cards_locales\` RENAME TO \`_careers_v_blocks_case_study_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_case_study_cards_locales_locale_parent_id_\` ON \`_careers_v_blocks_case_study_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_logo_strip_items\` (
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
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_logo_strip_items\`("_order", "_parent_id", "id", "name", "logo_id", "_uuid") SELECT "_order", "_parent_id", "id", "name", "logo_id", "_uuid" FROM \`_careers_v_blocks_logo_strip_items\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_logo_strip_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_logo_strip_items\` RENAME TO \`_careers_v_blocks_logo_strip_items\`;`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_logo_strip_items_order_idx\` ON \`_careers_v_blocks_logo_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_logo_strip_items_parent_id_idx\` ON \`_careers_v_blocks_logo_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_logo_strip_items_logo_idx\` ON \`_careers_v_blocks_logo_strip_items\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_logo_strip_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_logo_strip_locales\`("heading", "id", "_locale", "_parent_id") SELECT "heading", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_logo_strip_locales\` RENAME TO \`_careers_v_blocks_logo_strip_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_logo_strip_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_logo_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_solution_cards\` (
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
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_solution_cards\`("_order", "_parent_id", "_path", "id", "kind", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "kind", "_uuid", "block_name" FROM \`_careers_v_blocks_solution_cards\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_solution_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_solution_cards\` RENAME TO \`_careers_v_blocks_solution_cards\`;`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_solution_cards_order_idx\` ON \`_careers_v_blocks_solution_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_solution_cards_parent_id_idx\` ON \`_careers_v_blocks_solution_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_blocks_solution_cards_path_idx\` ON \`_careers_v_blocks_solution_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_solution_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_solution_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_solution_cards_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_solution_cards_locales\` RENAME TO \`_careers_v_blocks_solution_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_solution_cards_locales_locale_parent_id_un\` ON \`_careers_v_blocks_solution_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_offices_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_offices_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_offices_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_offices_locales\` RENAME TO \`_careers_v_blocks_offices_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_offices_locales_locale_parent_id_unique\` ON \`_careers_v_blocks_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_blocks_latest_posts_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v_blocks_latest_posts_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`_careers_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_blocks_latest_posts_locales\` RENAME TO \`_careers_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_blocks_latest_posts_locales_locale_parent_id_uniq\` ON \`_careers_v_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v_locales\` (
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
  await db.run(sql`INSERT INTO \`__new__careers_v_locales\`("version_positions_heading", "version_positions_intro", "version_no_positions", "version_apply_heading", "version_apply_intro", "version_seo_title", "version_seo_description", "id", "_locale", "_parent_id") SELECT "version_positions_heading", "version_positions_intro", "version_no_positions", "version_apply_heading", "version_apply_intro", "version_seo_title", "version_seo_description", "id", "_locale", "_parent_id" FROM \`_careers_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_careers_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v_locales\` RENAME TO \`_careers_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_careers_v_locales_locale_parent_id_unique\` ON \`_careers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_blog_index_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`blog_index\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blog_index_locales\`("heading", "intro", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "intro", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`blog_index_locales\`;`)
  await db.run(sql`DROP TABLE \`blog_index_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog_index_locales\` RENAME TO \`blog_index_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_index_locales_locale_parent_id_unique\` ON \`blog_index_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__blog_index_v_locales\` (
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
  await db.run(sql`INSERT INTO \`__new__blog_index_v_locales\`("version_heading", "version_intro", "version_seo_title", "version_seo_description", "id", "_locale", "_parent_id") SELECT "version_heading", "version_intro", "version_seo_title", "version_seo_description", "id", "_locale", "_parent_id" FROM \`_blog_index_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_blog_index_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__blog_index_v_locales\` RENAME TO \`_blog_index_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_blog_index_v_locales_locale_parent_id_unique\` ON \`_blog_index_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_hours_locales\` (
  	\`days\` text NOT NULL,
  	\`hours\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_hours_locales\`("days", "hours", "id", "_locale", "_parent_id") SELECT "days", "hours", "id", "_locale", "_parent_id" FROM \`contact_hours_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_hours_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_hours_locales\` RENAME TO \`contact_hours_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_hours_locales_locale_parent_id_unique\` ON \`contact_hours_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`hours_heading\` text,
  	\`form_heading\` text,
  	\`form_intro\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_locales\`("heading", "intro", "hours_heading", "form_heading", "form_intro", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "intro", "hours_heading", "form_heading", "form_intro", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`contact_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_locales\` RENAME TO \`contact_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_locales_locale_parent_id_unique\` ON \`contact_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__contact_v_version_hours_locales\` (
  	\`days\` text NOT NULL,
  	\`hours\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_v_version_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__contact_v_version_hours_locales\`("days", "hours", "id", "_locale", "_parent_id") SELECT "days", "hours", "id", "_locale", "_parent_id" FROM \`_contact_v_version_hours_locales\`;`)
  await db.run(sql`DROP TABLE \`_contact_v_version_hours_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__contact_v_version_hours_locales\` RENAME TO \`_contact_v_version_hours_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_contact_v_version_hours_locales_locale_parent_id_unique\` ON \`_contact_v_version_hours_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__contact_v_locales\` (
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
  await db.run(sql`INSERT INTO \`__new__contact_v_locales\`("version_heading", "version_intro", "version_hours_heading", "version_form_heading", "version_form_intro", "version_seo_title", "version_seo_description", "id", "_locale", "_parent_id") SELECT "version_heading", "version_intro", "version_hours_heading", "version_form_heading", "version_form_intro", "version_seo_title", "version_seo_description", "id", "_locale", "_parent_id" FROM \`_contact_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_contact_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__contact_v_locales\` RENAME TO \`_contact_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_contact_v_locales_locale_parent_id_unique\` ON \`_contact_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}
