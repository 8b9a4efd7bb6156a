import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_menus_header_children_link_kind" AS ENUM('document', 'path', 'url');
  CREATE TYPE "public"."enum_menus_header_submenu" AS ENUM('none', 'links', 'solutions');
  CREATE TYPE "public"."enum_menus_header_link_kind" AS ENUM('document', 'path', 'url');
  CREATE TYPE "public"."enum_menus_footer_columns_links_link_kind" AS ENUM('document', 'path', 'url');
  CREATE TYPE "public"."enum_menus_legal_link_kind" AS ENUM('document', 'path', 'url');
  CREATE TYPE "public"."enum_menus_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__menus_v_version_header_children_link_kind" AS ENUM('document', 'path', 'url');
  CREATE TYPE "public"."enum__menus_v_version_header_submenu" AS ENUM('none', 'links', 'solutions');
  CREATE TYPE "public"."enum__menus_v_version_header_link_kind" AS ENUM('document', 'path', 'url');
  CREATE TYPE "public"."enum__menus_v_version_footer_columns_links_link_kind" AS ENUM('document', 'path', 'url');
  CREATE TYPE "public"."enum__menus_v_version_legal_link_kind" AS ENUM('document', 'path', 'url');
  CREATE TYPE "public"."enum__menus_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__menus_v_published_locale" AS ENUM('en', 'ar');
  ALTER TYPE "public"."enum_activity_kind" ADD VALUE 'menus' BEFORE 'site-settings';
  CREATE TABLE "menus_header_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_kind" "enum_menus_header_children_link_kind" DEFAULT 'document',
  	"link_path" varchar,
  	"link_url" varchar
  );
  
  CREATE TABLE "menus_header_children_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menus_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"submenu" "enum_menus_header_submenu" DEFAULT 'none',
  	"link_kind" "enum_menus_header_link_kind" DEFAULT 'document',
  	"link_path" varchar,
  	"link_url" varchar
  );
  
  CREATE TABLE "menus_header_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menus_footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_kind" "enum_menus_footer_columns_links_link_kind" DEFAULT 'document',
  	"link_path" varchar,
  	"link_url" varchar
  );
  
  CREATE TABLE "menus_footer_columns_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menus_footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "menus_footer_columns_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menus_legal" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_kind" "enum_menus_legal_link_kind" DEFAULT 'document',
  	"link_path" varchar,
  	"link_url" varchar
  );
  
  CREATE TABLE "menus_legal_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edited_by" varchar,
  	"_status" "enum_menus_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "menus_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"solutions_id" integer,
  	"case_studies_id" integer,
  	"posts_id" integer,
  	"jobs_id" integer
  );
  
  CREATE TABLE "_menus_v_version_header_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_kind" "enum__menus_v_version_header_children_link_kind" DEFAULT 'document',
  	"link_path" varchar,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v_version_header_children_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_menus_v_version_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"submenu" "enum__menus_v_version_header_submenu" DEFAULT 'none',
  	"link_kind" "enum__menus_v_version_header_link_kind" DEFAULT 'document',
  	"link_path" varchar,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v_version_header_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_menus_v_version_footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_kind" "enum__menus_v_version_footer_columns_links_link_kind" DEFAULT 'document',
  	"link_path" varchar,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v_version_footer_columns_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_menus_v_version_footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v_version_footer_columns_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_menus_v_version_legal" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_kind" "enum__menus_v_version_legal_link_kind" DEFAULT 'document',
  	"link_path" varchar,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v_version_legal_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_menus_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "enum__menus_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__menus_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_menus_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"solutions_id" integer,
  	"case_studies_id" integer,
  	"posts_id" integer,
  	"jobs_id" integer
  );
  
  DROP TABLE "site_settings_navigation" CASCADE;
  DROP TABLE "site_settings_navigation_locales" CASCADE;
  DROP TABLE "_site_settings_v_version_navigation" CASCADE;
  DROP TABLE "_site_settings_v_version_navigation_locales" CASCADE;
  ALTER TABLE "menus_header_children" ADD CONSTRAINT "menus_header_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_header_children_locales" ADD CONSTRAINT "menus_header_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_header_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_header" ADD CONSTRAINT "menus_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_header_locales" ADD CONSTRAINT "menus_header_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_footer_columns_links" ADD CONSTRAINT "menus_footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_footer_columns_links_locales" ADD CONSTRAINT "menus_footer_columns_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_footer_columns_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_footer_columns" ADD CONSTRAINT "menus_footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_footer_columns_locales" ADD CONSTRAINT "menus_footer_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_legal" ADD CONSTRAINT "menus_legal_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_legal_locales" ADD CONSTRAINT "menus_legal_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_solutions_fk" FOREIGN KEY ("solutions_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_header_children" ADD CONSTRAINT "_menus_v_version_header_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v_version_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_header_children_locales" ADD CONSTRAINT "_menus_v_version_header_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v_version_header_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_header" ADD CONSTRAINT "_menus_v_version_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_header_locales" ADD CONSTRAINT "_menus_v_version_header_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v_version_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_footer_columns_links" ADD CONSTRAINT "_menus_v_version_footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v_version_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_footer_columns_links_locales" ADD CONSTRAINT "_menus_v_version_footer_columns_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v_version_footer_columns_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_footer_columns" ADD CONSTRAINT "_menus_v_version_footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_footer_columns_locales" ADD CONSTRAINT "_menus_v_version_footer_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v_version_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_legal" ADD CONSTRAINT "_menus_v_version_legal_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_legal_locales" ADD CONSTRAINT "_menus_v_version_legal_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v_version_legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_rels" ADD CONSTRAINT "_menus_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_rels" ADD CONSTRAINT "_menus_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_rels" ADD CONSTRAINT "_menus_v_rels_solutions_fk" FOREIGN KEY ("solutions_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_rels" ADD CONSTRAINT "_menus_v_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_rels" ADD CONSTRAINT "_menus_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_rels" ADD CONSTRAINT "_menus_v_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "menus_header_children_order_idx" ON "menus_header_children" USING btree ("_order");
  CREATE INDEX "menus_header_children_parent_id_idx" ON "menus_header_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "menus_header_children_locales_locale_parent_id_unique" ON "menus_header_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menus_header_order_idx" ON "menus_header" USING btree ("_order");
  CREATE INDEX "menus_header_parent_id_idx" ON "menus_header" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "menus_header_locales_locale_parent_id_unique" ON "menus_header_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menus_footer_columns_links_order_idx" ON "menus_footer_columns_links" USING btree ("_order");
  CREATE INDEX "menus_footer_columns_links_parent_id_idx" ON "menus_footer_columns_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "menus_footer_columns_links_locales_locale_parent_id_unique" ON "menus_footer_columns_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menus_footer_columns_order_idx" ON "menus_footer_columns" USING btree ("_order");
  CREATE INDEX "menus_footer_columns_parent_id_idx" ON "menus_footer_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "menus_footer_columns_locales_locale_parent_id_unique" ON "menus_footer_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menus_legal_order_idx" ON "menus_legal" USING btree ("_order");
  CREATE INDEX "menus_legal_parent_id_idx" ON "menus_legal" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "menus_legal_locales_locale_parent_id_unique" ON "menus_legal_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menus__status_idx" ON "menus" USING btree ("_status");
  CREATE INDEX "menus_rels_order_idx" ON "menus_rels" USING btree ("order");
  CREATE INDEX "menus_rels_parent_idx" ON "menus_rels" USING btree ("parent_id");
  CREATE INDEX "menus_rels_path_idx" ON "menus_rels" USING btree ("path");
  CREATE INDEX "menus_rels_pages_id_idx" ON "menus_rels" USING btree ("pages_id");
  CREATE INDEX "menus_rels_solutions_id_idx" ON "menus_rels" USING btree ("solutions_id");
  CREATE INDEX "menus_rels_case_studies_id_idx" ON "menus_rels" USING btree ("case_studies_id");
  CREATE INDEX "menus_rels_posts_id_idx" ON "menus_rels" USING btree ("posts_id");
  CREATE INDEX "menus_rels_jobs_id_idx" ON "menus_rels" USING btree ("jobs_id");
  CREATE INDEX "_menus_v_version_header_children_order_idx" ON "_menus_v_version_header_children" USING btree ("_order");
  CREATE INDEX "_menus_v_version_header_children_parent_id_idx" ON "_menus_v_version_header_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_menus_v_version_header_children_locales_locale_parent_id_un" ON "_menus_v_version_header_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_menus_v_version_header_order_idx" ON "_menus_v_version_header" USING btree ("_order");
  CREATE INDEX "_menus_v_version_header_parent_id_idx" ON "_menus_v_version_header" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_menus_v_version_header_locales_locale_parent_id_unique" ON "_menus_v_version_header_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_menus_v_version_footer_columns_links_order_idx" ON "_menus_v_version_footer_columns_links" USING btree ("_order");
  CREATE INDEX "_menus_v_version_footer_columns_links_parent_id_idx" ON "_menus_v_version_footer_columns_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_menus_v_version_footer_columns_links_locales_locale_parent_" ON "_menus_v_version_footer_columns_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_menus_v_version_footer_columns_order_idx" ON "_menus_v_version_footer_columns" USING btree ("_order");
  CREATE INDEX "_menus_v_version_footer_columns_parent_id_idx" ON "_menus_v_version_footer_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_menus_v_version_footer_columns_locales_locale_parent_id_uni" ON "_menus_v_version_footer_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_menus_v_version_legal_order_idx" ON "_menus_v_version_legal" USING btree ("_order");
  CREATE INDEX "_menus_v_version_legal_parent_id_idx" ON "_menus_v_version_legal" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_menus_v_version_legal_locales_locale_parent_id_unique" ON "_menus_v_version_legal_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_menus_v_version_version__status_idx" ON "_menus_v" USING btree ("version__status");
  CREATE INDEX "_menus_v_created_at_idx" ON "_menus_v" USING btree ("created_at");
  CREATE INDEX "_menus_v_updated_at_idx" ON "_menus_v" USING btree ("updated_at");
  CREATE INDEX "_menus_v_snapshot_idx" ON "_menus_v" USING btree ("snapshot");
  CREATE INDEX "_menus_v_published_locale_idx" ON "_menus_v" USING btree ("published_locale");
  CREATE INDEX "_menus_v_latest_idx" ON "_menus_v" USING btree ("latest");
  CREATE INDEX "_menus_v_rels_order_idx" ON "_menus_v_rels" USING btree ("order");
  CREATE INDEX "_menus_v_rels_parent_idx" ON "_menus_v_rels" USING btree ("parent_id");
  CREATE INDEX "_menus_v_rels_path_idx" ON "_menus_v_rels" USING btree ("path");
  CREATE INDEX "_menus_v_rels_pages_id_idx" ON "_menus_v_rels" USING btree ("pages_id");
  CREATE INDEX "_menus_v_rels_solutions_id_idx" ON "_menus_v_rels" USING btree ("solutions_id");
  CREATE INDEX "_menus_v_rels_case_studies_id_idx" ON "_menus_v_rels" USING btree ("case_studies_id");
  CREATE INDEX "_menus_v_rels_posts_id_idx" ON "_menus_v_rels" USING btree ("posts_id");
  CREATE INDEX "_menus_v_rels_jobs_id_idx" ON "_menus_v_rels" USING btree ("jobs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_settings_navigation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_navigation_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_navigation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_navigation_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  DROP TABLE "menus_header_children" CASCADE;
  DROP TABLE "menus_header_children_locales" CASCADE;
  DROP TABLE "menus_header" CASCADE;
  DROP TABLE "menus_header_locales" CASCADE;
  DROP TABLE "menus_footer_columns_links" CASCADE;
  DROP TABLE "menus_footer_columns_links_locales" CASCADE;
  DROP TABLE "menus_footer_columns" CASCADE;
  DROP TABLE "menus_footer_columns_locales" CASCADE;
  DROP TABLE "menus_legal" CASCADE;
  DROP TABLE "menus_legal_locales" CASCADE;
  DROP TABLE "menus" CASCADE;
  DROP TABLE "menus_rels" CASCADE;
  DROP TABLE "_menus_v_version_header_children" CASCADE;
  DROP TABLE "_menus_v_version_header_children_locales" CASCADE;
  DROP TABLE "_menus_v_version_header" CASCADE;
  DROP TABLE "_menus_v_version_header_locales" CASCADE;
  DROP TABLE "_menus_v_version_footer_columns_links" CASCADE;
  DROP TABLE "_menus_v_version_footer_columns_links_locales" CASCADE;
  DROP TABLE "_menus_v_version_footer_columns" CASCADE;
  DROP TABLE "_menus_v_version_footer_columns_locales" CASCADE;
  DROP TABLE "_menus_v_version_legal" CASCADE;
  DROP TABLE "_menus_v_version_legal_locales" CASCADE;
  DROP TABLE "_menus_v" CASCADE;
  DROP TABLE "_menus_v_rels" CASCADE;
  ALTER TABLE "activity" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_activity_kind";
  CREATE TYPE "public"."enum_activity_kind" AS ENUM('posts', 'categories', 'authors', 'jobs', 'solutions', 'case-studies', 'pages', 'redirects', 'media', 'documents', 'payload-folders', 'consultation-requests', 'job-applications', 'cv-files', 'users', 'seed-records', 'payload-jobs', 'activity', 'page-views', 'home', 'about', 'solutions-index', 'careers', 'blog-index', 'contact', 'site-settings', 'personal-data');
  ALTER TABLE "activity" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_activity_kind" USING "kind"::"public"."enum_activity_kind";
  ALTER TABLE "site_settings_navigation" ADD CONSTRAINT "site_settings_navigation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_navigation_locales" ADD CONSTRAINT "site_settings_navigation_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_navigation" ADD CONSTRAINT "_site_settings_v_version_navigation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_navigation_locales" ADD CONSTRAINT "_site_settings_v_version_navigation_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_navigation"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_navigation_order_idx" ON "site_settings_navigation" USING btree ("_order");
  CREATE INDEX "site_settings_navigation_parent_id_idx" ON "site_settings_navigation" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_navigation_locales_locale_parent_id_unique" ON "site_settings_navigation_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_navigation_order_idx" ON "_site_settings_v_version_navigation" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_navigation_parent_id_idx" ON "_site_settings_v_version_navigation" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_navigation_locales_locale_parent_id" ON "_site_settings_v_version_navigation_locales" USING btree ("_locale","_parent_id");
  DROP TYPE "public"."enum_menus_header_children_link_kind";
  DROP TYPE "public"."enum_menus_header_submenu";
  DROP TYPE "public"."enum_menus_header_link_kind";
  DROP TYPE "public"."enum_menus_footer_columns_links_link_kind";
  DROP TYPE "public"."enum_menus_legal_link_kind";
  DROP TYPE "public"."enum_menus_status";
  DROP TYPE "public"."enum__menus_v_version_header_children_link_kind";
  DROP TYPE "public"."enum__menus_v_version_header_submenu";
  DROP TYPE "public"."enum__menus_v_version_header_link_kind";
  DROP TYPE "public"."enum__menus_v_version_footer_columns_links_link_kind";
  DROP TYPE "public"."enum__menus_v_version_legal_link_kind";
  DROP TYPE "public"."enum__menus_v_version_status";
  DROP TYPE "public"."enum__menus_v_published_locale";`)
}
