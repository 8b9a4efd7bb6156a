import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_forms_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__forms_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__forms_v_published_locale" AS ENUM('en', 'ar');
  ALTER TYPE "public"."enum_activity_kind" ADD VALUE 'forms' BEFORE 'site-settings';
  CREATE TABLE "forms_consultation_team_emails" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email" varchar
  );
  
  CREATE TABLE "forms_application_team_emails" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email" varchar
  );
  
  CREATE TABLE "forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edited_by" varchar,
  	"_status" "enum_forms_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "forms_locales" (
  	"consultation_legend" varchar,
  	"consultation_full_name" varchar,
  	"consultation_email" varchar,
  	"consultation_phone" varchar,
  	"consultation_phone_hint" varchar,
  	"consultation_description" varchar,
  	"consultation_description_hint" varchar,
  	"consultation_channel" varchar,
  	"consultation_time" varchar,
  	"consultation_topics" varchar,
  	"consultation_size" varchar,
  	"consultation_submit" varchar,
  	"consultation_thanks" varchar,
  	"consultation_channels_email" varchar,
  	"consultation_channels_phone" varchar,
  	"consultation_channels_whatsapp" varchar,
  	"consultation_times_morning" varchar,
  	"consultation_times_afternoon" varchar,
  	"consultation_times_evening" varchar,
  	"consultation_sizes_under250k" varchar,
  	"consultation_sizes_n250k1m" varchar,
  	"consultation_sizes_n1m5m" varchar,
  	"consultation_sizes_over5m" varchar,
  	"consultation_sizes_not_sure" varchar,
  	"consultation_choose_size" varchar,
  	"application_full_name" varchar,
  	"application_email" varchar,
  	"application_phone" varchar,
  	"application_phone_hint" varchar,
  	"application_source" varchar,
  	"application_choose_source" varchar,
  	"application_sources_linkedin" varchar,
  	"application_sources_x" varchar,
  	"application_sources_github" varchar,
  	"application_sources_referral" varchar,
  	"application_sources_event" varchar,
  	"application_sources_university" varchar,
  	"application_sources_search" varchar,
  	"application_sources_other" varchar,
  	"application_source_other" varchar,
  	"application_github" varchar,
  	"application_github_hint" varchar,
  	"application_optional" varchar,
  	"application_summary" varchar,
  	"application_summary_hint" varchar,
  	"application_cv" varchar,
  	"application_cv_hint" varchar,
  	"application_cv_kept" varchar,
  	"application_consent" varchar,
  	"application_submit" varchar,
  	"application_general_position" varchar,
  	"application_applying_for" varchar,
  	"application_thanks" varchar,
  	"application_choose_file" varchar,
  	"application_no_file" varchar,
  	"application_file_chosen" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_forms_v_version_consultation_team_emails" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_forms_v_version_application_team_emails" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_forms_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "enum__forms_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__forms_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_forms_v_locales" (
  	"version_consultation_legend" varchar,
  	"version_consultation_full_name" varchar,
  	"version_consultation_email" varchar,
  	"version_consultation_phone" varchar,
  	"version_consultation_phone_hint" varchar,
  	"version_consultation_description" varchar,
  	"version_consultation_description_hint" varchar,
  	"version_consultation_channel" varchar,
  	"version_consultation_time" varchar,
  	"version_consultation_topics" varchar,
  	"version_consultation_size" varchar,
  	"version_consultation_submit" varchar,
  	"version_consultation_thanks" varchar,
  	"version_consultation_channels_email" varchar,
  	"version_consultation_channels_phone" varchar,
  	"version_consultation_channels_whatsapp" varchar,
  	"version_consultation_times_morning" varchar,
  	"version_consultation_times_afternoon" varchar,
  	"version_consultation_times_evening" varchar,
  	"version_consultation_sizes_under250k" varchar,
  	"version_consultation_sizes_n250k1m" varchar,
  	"version_consultation_sizes_n1m5m" varchar,
  	"version_consultation_sizes_over5m" varchar,
  	"version_consultation_sizes_not_sure" varchar,
  	"version_consultation_choose_size" varchar,
  	"version_application_full_name" varchar,
  	"version_application_email" varchar,
  	"version_application_phone" varchar,
  	"version_application_phone_hint" varchar,
  	"version_application_source" varchar,
  	"version_application_choose_source" varchar,
  	"version_application_sources_linkedin" varchar,
  	"version_application_sources_x" varchar,
  	"version_application_sources_github" varchar,
  	"version_application_sources_referral" varchar,
  	"version_application_sources_event" varchar,
  	"version_application_sources_university" varchar,
  	"version_application_sources_search" varchar,
  	"version_application_sources_other" varchar,
  	"version_application_source_other" varchar,
  	"version_application_github" varchar,
  	"version_application_github_hint" varchar,
  	"version_application_optional" varchar,
  	"version_application_summary" varchar,
  	"version_application_summary_hint" varchar,
  	"version_application_cv" varchar,
  	"version_application_cv_hint" varchar,
  	"version_application_cv_kept" varchar,
  	"version_application_consent" varchar,
  	"version_application_submit" varchar,
  	"version_application_general_position" varchar,
  	"version_application_applying_for" varchar,
  	"version_application_thanks" varchar,
  	"version_application_choose_file" varchar,
  	"version_application_no_file" varchar,
  	"version_application_file_chosen" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "forms_consultation_team_emails" ADD CONSTRAINT "forms_consultation_team_emails_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_application_team_emails" ADD CONSTRAINT "forms_application_team_emails_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_locales" ADD CONSTRAINT "forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_version_consultation_team_emails" ADD CONSTRAINT "_forms_v_version_consultation_team_emails_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_version_application_team_emails" ADD CONSTRAINT "_forms_v_version_application_team_emails_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_locales" ADD CONSTRAINT "_forms_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "forms_consultation_team_emails_order_idx" ON "forms_consultation_team_emails" USING btree ("_order");
  CREATE INDEX "forms_consultation_team_emails_parent_id_idx" ON "forms_consultation_team_emails" USING btree ("_parent_id");
  CREATE INDEX "forms_application_team_emails_order_idx" ON "forms_application_team_emails" USING btree ("_order");
  CREATE INDEX "forms_application_team_emails_parent_id_idx" ON "forms_application_team_emails" USING btree ("_parent_id");
  CREATE INDEX "forms__status_idx" ON "forms" USING btree ("_status");
  CREATE UNIQUE INDEX "forms_locales_locale_parent_id_unique" ON "forms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_forms_v_version_consultation_team_emails_order_idx" ON "_forms_v_version_consultation_team_emails" USING btree ("_order");
  CREATE INDEX "_forms_v_version_consultation_team_emails_parent_id_idx" ON "_forms_v_version_consultation_team_emails" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_version_application_team_emails_order_idx" ON "_forms_v_version_application_team_emails" USING btree ("_order");
  CREATE INDEX "_forms_v_version_application_team_emails_parent_id_idx" ON "_forms_v_version_application_team_emails" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_version_version__status_idx" ON "_forms_v" USING btree ("version__status");
  CREATE INDEX "_forms_v_created_at_idx" ON "_forms_v" USING btree ("created_at");
  CREATE INDEX "_forms_v_updated_at_idx" ON "_forms_v" USING btree ("updated_at");
  CREATE INDEX "_forms_v_snapshot_idx" ON "_forms_v" USING btree ("snapshot");
  CREATE INDEX "_forms_v_published_locale_idx" ON "_forms_v" USING btree ("published_locale");
  CREATE INDEX "_forms_v_latest_idx" ON "_forms_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_forms_v_locales_locale_parent_id_unique" ON "_forms_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "forms_consultation_team_emails" CASCADE;
  DROP TABLE "forms_application_team_emails" CASCADE;
  DROP TABLE "forms" CASCADE;
  DROP TABLE "forms_locales" CASCADE;
  DROP TABLE "_forms_v_version_consultation_team_emails" CASCADE;
  DROP TABLE "_forms_v_version_application_team_emails" CASCADE;
  DROP TABLE "_forms_v" CASCADE;
  DROP TABLE "_forms_v_locales" CASCADE;
  ALTER TABLE "activity" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_activity_kind";
  CREATE TYPE "public"."enum_activity_kind" AS ENUM('posts', 'categories', 'authors', 'jobs', 'solutions', 'case-studies', 'pages', 'redirects', 'media', 'documents', 'payload-folders', 'consultation-requests', 'job-applications', 'cv-files', 'users', 'seed-records', 'payload-jobs', 'activity', 'page-views', 'home', 'about', 'solutions-index', 'careers', 'blog-index', 'contact', 'menus', 'site-settings', 'personal-data');
  ALTER TABLE "activity" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_activity_kind" USING "kind"::"public"."enum_activity_kind";
  DROP TYPE "public"."enum_forms_status";
  DROP TYPE "public"."enum__forms_v_version_status";
  DROP TYPE "public"."enum__forms_v_published_locale";`)
}
