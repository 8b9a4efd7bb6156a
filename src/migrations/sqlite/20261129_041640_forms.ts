import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`forms_consultation_team_emails\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`email\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_consultation_team_emails_order_idx\` ON \`forms_consultation_team_emails\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_consultation_team_emails_parent_id_idx\` ON \`forms_consultation_team_emails\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_application_team_emails\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`email\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_application_team_emails_order_idx\` ON \`forms_application_team_emails\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_application_team_emails_parent_id_idx\` ON \`forms_application_team_emails\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`edited_by\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`forms__status_idx\` ON \`forms\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`forms_locales\` (
  	\`consultation_legend\` text,
  	\`consultation_full_name\` text,
  	\`consultation_email\` text,
  	\`consultation_phone\` text,
  	\`consultation_phone_hint\` text,
  	\`consultation_description\` text,
  	\`consultation_description_hint\` text,
  	\`consultation_channel\` text,
  	\`consultation_time\` text,
  	\`consultation_topics\` text,
  	\`consultation_size\` text,
  	\`consultation_submit\` text,
  	\`consultation_thanks\` text,
  	\`consultation_channels_email\` text,
  	\`consultation_channels_phone\` text,
  	\`consultation_channels_whatsapp\` text,
  	\`consultation_times_morning\` text,
  	\`consultation_times_afternoon\` text,
  	\`consultation_times_evening\` text,
  	\`consultation_sizes_under250k\` text,
  	\`consultation_sizes_n250k1m\` text,
  	\`consultation_sizes_n1m5m\` text,
  	\`consultation_sizes_over5m\` text,
  	\`consultation_sizes_not_sure\` text,
  	\`consultation_choose_size\` text,
  	\`application_full_name\` text,
  	\`application_email\` text,
  	\`application_phone\` text,
  	\`application_phone_hint\` text,
  	\`application_source\` text,
  	\`application_choose_source\` text,
  	\`application_sources_linkedin\` text,
  	\`application_sources_x\` text,
  	\`application_sources_github\` text,
  	\`application_sources_referral\` text,
  	\`application_sources_event\` text,
  	\`application_sources_university\` text,
  	\`application_sources_search\` text,
  	\`application_sources_other\` text,
  	\`application_source_other\` text,
  	\`application_github\` text,
  	\`application_github_hint\` text,
  	\`application_optional\` text,
  	\`application_summary\` text,
  	\`application_summary_hint\` text,
  	\`application_cv\` text,
  	\`application_cv_hint\` text,
  	\`application_cv_kept\` text,
  	\`application_consent\` text,
  	\`application_submit\` text,
  	\`application_general_position\` text,
  	\`application_applying_for\` text,
  	\`application_thanks\` text,
  	\`application_choose_file\` text,
  	\`application_no_file\` text,
  	\`application_file_chosen\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_locales_locale_parent_id_unique\` ON \`forms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_version_consultation_team_emails\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_version_consultation_team_emails_order_idx\` ON \`_forms_v_version_consultation_team_emails\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_version_consultation_team_emails_parent_id_idx\` ON \`_forms_v_version_consultation_team_emails\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_version_application_team_emails\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_version_application_team_emails_order_idx\` ON \`_forms_v_version_application_team_emails\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_version_application_team_emails_parent_id_idx\` ON \`_forms_v_version_application_team_emails\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v\` (
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
  await db.run(sql`CREATE INDEX \`_forms_v_version_version__status_idx\` ON \`_forms_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_created_at_idx\` ON \`_forms_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_updated_at_idx\` ON \`_forms_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_snapshot_idx\` ON \`_forms_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_published_locale_idx\` ON \`_forms_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_latest_idx\` ON \`_forms_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_locales\` (
  	\`version_consultation_legend\` text,
  	\`version_consultation_full_name\` text,
  	\`version_consultation_email\` text,
  	\`version_consultation_phone\` text,
  	\`version_consultation_phone_hint\` text,
  	\`version_consultation_description\` text,
  	\`version_consultation_description_hint\` text,
  	\`version_consultation_channel\` text,
  	\`version_consultation_time\` text,
  	\`version_consultation_topics\` text,
  	\`version_consultation_size\` text,
  	\`version_consultation_submit\` text,
  	\`version_consultation_thanks\` text,
  	\`version_consultation_channels_email\` text,
  	\`version_consultation_channels_phone\` text,
  	\`version_consultation_channels_whatsapp\` text,
  	\`version_consultation_times_morning\` text,
  	\`version_consultation_times_afternoon\` text,
  	\`version_consultation_times_evening\` text,
  	\`version_consultation_sizes_under250k\` text,
  	\`version_consultation_sizes_n250k1m\` text,
  	\`version_consultation_sizes_n1m5m\` text,
  	\`version_consultation_sizes_over5m\` text,
  	\`version_consultation_sizes_not_sure\` text,
  	\`version_consultation_choose_size\` text,
  	\`version_application_full_name\` text,
  	\`version_application_email\` text,
  	\`version_application_phone\` text,
  	\`version_application_phone_hint\` text,
  	\`version_application_source\` text,
  	\`version_application_choose_source\` text,
  	\`version_application_sources_linkedin\` text,
  	\`version_application_sources_x\` text,
  	\`version_application_sources_github\` text,
  	\`version_application_sources_referral\` text,
  	\`version_application_sources_event\` text,
  	\`version_application_sources_university\` text,
  	\`version_application_sources_search\` text,
  	\`version_application_sources_other\` text,
  	\`version_application_source_other\` text,
  	\`version_application_github\` text,
  	\`version_application_github_hint\` text,
  	\`version_application_optional\` text,
  	\`version_application_summary\` text,
  	\`version_application_summary_hint\` text,
  	\`version_application_cv\` text,
  	\`version_application_cv_hint\` text,
  	\`version_application_cv_kept\` text,
  	\`version_application_consent\` text,
  	\`version_application_submit\` text,
  	\`version_application_general_position\` text,
  	\`version_application_applying_for\` text,
  	\`version_application_thanks\` text,
  	\`version_application_choose_file\` text,
  	\`version_application_no_file\` text,
  	\`version_application_file_chosen\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_forms_v_locales_locale_parent_id_unique\` ON \`_forms_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`forms_consultation_team_emails\`;`)
  await db.run(sql`DROP TABLE \`forms_application_team_emails\`;`)
  await db.run(sql`DROP TABLE \`forms\`;`)
  await db.run(sql`DROP TABLE \`forms_locales\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_version_consultation_team_emails\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_version_application_team_emails\`;`)
  await db.run(sql`DROP TABLE \`_forms_v\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_locales\`;`)
}
