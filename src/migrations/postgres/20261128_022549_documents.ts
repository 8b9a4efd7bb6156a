import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_documents_missing_translations" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_documents_outdated_translations" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_payload_folders_folder_type" AS ENUM('media', 'documents');
  CREATE TABLE "solutions_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_blocks_downloads_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_solutions_v_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_v_blocks_downloads_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_downloads_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_downloads_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "documents_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_documents_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "documents_outdated_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_documents_outdated_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"translation_baseline" jsonb,
  	"prefix" varchar DEFAULT 'documents',
  	"_objectkey" varchar,
  	"folder_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "documents_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload_folders_folder_type" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_payload_folders_folder_type",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload_folders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"folder_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "home_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_downloads_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_downloads_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "about_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "about_blocks_downloads_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_about_v_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_about_v_blocks_downloads_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "solutions_index_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_index_blocks_downloads_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_solutions_index_v_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_index_v_blocks_downloads_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "careers_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "careers_blocks_downloads_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_careers_v_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_careers_v_blocks_downloads_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "solutions_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "_solutions_v_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "media" ADD COLUMN "folder_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payload_folders_id" integer;
  ALTER TABLE "home_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "_home_v_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "about_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "_about_v_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "solutions_index_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "_solutions_index_v_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "careers_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "_careers_v_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "solutions_blocks_downloads" ADD CONSTRAINT "solutions_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_downloads_locales" ADD CONSTRAINT "solutions_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_downloads" ADD CONSTRAINT "_solutions_v_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_downloads_locales" ADD CONSTRAINT "_solutions_v_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_downloads" ADD CONSTRAINT "pages_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_downloads_locales" ADD CONSTRAINT "pages_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_downloads" ADD CONSTRAINT "_pages_v_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_downloads_locales" ADD CONSTRAINT "_pages_v_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_missing_translations" ADD CONSTRAINT "documents_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_outdated_translations" ADD CONSTRAINT "documents_outdated_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_folder_id_payload_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."payload_folders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_folders_folder_type" ADD CONSTRAINT "payload_folders_folder_type_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_folders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_folders" ADD CONSTRAINT "payload_folders_folder_id_payload_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."payload_folders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_downloads" ADD CONSTRAINT "home_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_downloads_locales" ADD CONSTRAINT "home_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_downloads" ADD CONSTRAINT "_home_v_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_downloads_locales" ADD CONSTRAINT "_home_v_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_downloads" ADD CONSTRAINT "about_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_downloads_locales" ADD CONSTRAINT "about_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_downloads" ADD CONSTRAINT "_about_v_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_downloads_locales" ADD CONSTRAINT "_about_v_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_downloads" ADD CONSTRAINT "solutions_index_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_downloads_locales" ADD CONSTRAINT "solutions_index_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_downloads" ADD CONSTRAINT "_solutions_index_v_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_downloads_locales" ADD CONSTRAINT "_solutions_index_v_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_downloads" ADD CONSTRAINT "careers_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_downloads_locales" ADD CONSTRAINT "careers_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_downloads" ADD CONSTRAINT "_careers_v_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_downloads_locales" ADD CONSTRAINT "_careers_v_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "solutions_blocks_downloads_order_idx" ON "solutions_blocks_downloads" USING btree ("_order");
  CREATE INDEX "solutions_blocks_downloads_parent_id_idx" ON "solutions_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "solutions_blocks_downloads_path_idx" ON "solutions_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_blocks_downloads_locales_locale_parent_id_unique" ON "solutions_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_blocks_downloads_order_idx" ON "_solutions_v_blocks_downloads" USING btree ("_order");
  CREATE INDEX "_solutions_v_blocks_downloads_parent_id_idx" ON "_solutions_v_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "_solutions_v_blocks_downloads_path_idx" ON "_solutions_v_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_v_blocks_downloads_locales_locale_parent_id_uniqu" ON "_solutions_v_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_downloads_order_idx" ON "pages_blocks_downloads" USING btree ("_order");
  CREATE INDEX "pages_blocks_downloads_parent_id_idx" ON "pages_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_downloads_path_idx" ON "pages_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_downloads_locales_locale_parent_id_unique" ON "pages_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_downloads_order_idx" ON "_pages_v_blocks_downloads" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_downloads_parent_id_idx" ON "_pages_v_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_downloads_path_idx" ON "_pages_v_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_downloads_locales_locale_parent_id_unique" ON "_pages_v_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "documents_missing_translations_order_idx" ON "documents_missing_translations" USING btree ("order");
  CREATE INDEX "documents_missing_translations_parent_idx" ON "documents_missing_translations" USING btree ("parent_id");
  CREATE INDEX "documents_outdated_translations_order_idx" ON "documents_outdated_translations" USING btree ("order");
  CREATE INDEX "documents_outdated_translations_parent_idx" ON "documents_outdated_translations" USING btree ("parent_id");
  CREATE INDEX "documents_folder_idx" ON "documents" USING btree ("folder_id");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "payload_folders_folder_type_order_idx" ON "payload_folders_folder_type" USING btree ("order");
  CREATE INDEX "payload_folders_folder_type_parent_idx" ON "payload_folders_folder_type" USING btree ("parent_id");
  CREATE INDEX "payload_folders_name_idx" ON "payload_folders" USING btree ("name");
  CREATE INDEX "payload_folders_folder_idx" ON "payload_folders" USING btree ("folder_id");
  CREATE INDEX "payload_folders_updated_at_idx" ON "payload_folders" USING btree ("updated_at");
  CREATE INDEX "payload_folders_created_at_idx" ON "payload_folders" USING btree ("created_at");
  CREATE INDEX "home_blocks_downloads_order_idx" ON "home_blocks_downloads" USING btree ("_order");
  CREATE INDEX "home_blocks_downloads_parent_id_idx" ON "home_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_downloads_path_idx" ON "home_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_downloads_locales_locale_parent_id_unique" ON "home_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_downloads_order_idx" ON "_home_v_blocks_downloads" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_downloads_parent_id_idx" ON "_home_v_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_downloads_path_idx" ON "_home_v_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_downloads_locales_locale_parent_id_unique" ON "_home_v_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_blocks_downloads_order_idx" ON "about_blocks_downloads" USING btree ("_order");
  CREATE INDEX "about_blocks_downloads_parent_id_idx" ON "about_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "about_blocks_downloads_path_idx" ON "about_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "about_blocks_downloads_locales_locale_parent_id_unique" ON "about_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_blocks_downloads_order_idx" ON "_about_v_blocks_downloads" USING btree ("_order");
  CREATE INDEX "_about_v_blocks_downloads_parent_id_idx" ON "_about_v_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "_about_v_blocks_downloads_path_idx" ON "_about_v_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "_about_v_blocks_downloads_locales_locale_parent_id_unique" ON "_about_v_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_index_blocks_downloads_order_idx" ON "solutions_index_blocks_downloads" USING btree ("_order");
  CREATE INDEX "solutions_index_blocks_downloads_parent_id_idx" ON "solutions_index_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "solutions_index_blocks_downloads_path_idx" ON "solutions_index_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_index_blocks_downloads_locales_locale_parent_id_un" ON "solutions_index_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_downloads_order_idx" ON "_solutions_index_v_blocks_downloads" USING btree ("_order");
  CREATE INDEX "_solutions_index_v_blocks_downloads_parent_id_idx" ON "_solutions_index_v_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_downloads_path_idx" ON "_solutions_index_v_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_index_v_blocks_downloads_locales_locale_parent_id" ON "_solutions_index_v_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_blocks_downloads_order_idx" ON "careers_blocks_downloads" USING btree ("_order");
  CREATE INDEX "careers_blocks_downloads_parent_id_idx" ON "careers_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "careers_blocks_downloads_path_idx" ON "careers_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "careers_blocks_downloads_locales_locale_parent_id_unique" ON "careers_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_blocks_downloads_order_idx" ON "_careers_v_blocks_downloads" USING btree ("_order");
  CREATE INDEX "_careers_v_blocks_downloads_parent_id_idx" ON "_careers_v_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "_careers_v_blocks_downloads_path_idx" ON "_careers_v_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "_careers_v_blocks_downloads_locales_locale_parent_id_unique" ON "_careers_v_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "solutions_rels" ADD CONSTRAINT "solutions_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_rels" ADD CONSTRAINT "_solutions_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_folder_id_payload_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."payload_folders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payload_folders_fk" FOREIGN KEY ("payload_folders_id") REFERENCES "public"."payload_folders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_rels" ADD CONSTRAINT "about_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_rels" ADD CONSTRAINT "_about_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_rels" ADD CONSTRAINT "solutions_index_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_rels" ADD CONSTRAINT "_solutions_index_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_rels" ADD CONSTRAINT "careers_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_rels" ADD CONSTRAINT "_careers_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "solutions_rels_documents_id_idx" ON "solutions_rels" USING btree ("documents_id");
  CREATE INDEX "_solutions_v_rels_documents_id_idx" ON "_solutions_v_rels" USING btree ("documents_id");
  CREATE INDEX "pages_rels_documents_id_idx" ON "pages_rels" USING btree ("documents_id");
  CREATE INDEX "_pages_v_rels_documents_id_idx" ON "_pages_v_rels" USING btree ("documents_id");
  CREATE INDEX "media_folder_idx" ON "media" USING btree ("folder_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_payload_folders_id_idx" ON "payload_locked_documents_rels" USING btree ("payload_folders_id");
  CREATE INDEX "home_rels_documents_id_idx" ON "home_rels" USING btree ("documents_id");
  CREATE INDEX "_home_v_rels_documents_id_idx" ON "_home_v_rels" USING btree ("documents_id");
  CREATE INDEX "about_rels_documents_id_idx" ON "about_rels" USING btree ("documents_id");
  CREATE INDEX "_about_v_rels_documents_id_idx" ON "_about_v_rels" USING btree ("documents_id");
  CREATE INDEX "solutions_index_rels_documents_id_idx" ON "solutions_index_rels" USING btree ("documents_id");
  CREATE INDEX "_solutions_index_v_rels_documents_id_idx" ON "_solutions_index_v_rels" USING btree ("documents_id");
  CREATE INDEX "careers_rels_documents_id_idx" ON "careers_rels" USING btree ("documents_id");
  CREATE INDEX "_careers_v_rels_documents_id_idx" ON "_careers_v_rels" USING btree ("documents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "solutions_blocks_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "solutions_blocks_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_v_blocks_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_v_blocks_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_missing_translations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_outdated_translations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_folders_folder_type" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_folders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_blocks_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_blocks_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "solutions_index_blocks_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "solutions_index_blocks_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "careers_blocks_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "careers_blocks_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_downloads_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "solutions_blocks_downloads" CASCADE;
  DROP TABLE "solutions_blocks_downloads_locales" CASCADE;
  DROP TABLE "_solutions_v_blocks_downloads" CASCADE;
  DROP TABLE "_solutions_v_blocks_downloads_locales" CASCADE;
  DROP TABLE "pages_blocks_downloads" CASCADE;
  DROP TABLE "pages_blocks_downloads_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_downloads" CASCADE;
  DROP TABLE "_pages_v_blocks_downloads_locales" CASCADE;
  DROP TABLE "documents_missing_translations" CASCADE;
  DROP TABLE "documents_outdated_translations" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "documents_locales" CASCADE;
  DROP TABLE "payload_folders_folder_type" CASCADE;
  DROP TABLE "payload_folders" CASCADE;
  DROP TABLE "home_blocks_downloads" CASCADE;
  DROP TABLE "home_blocks_downloads_locales" CASCADE;
  DROP TABLE "_home_v_blocks_downloads" CASCADE;
  DROP TABLE "_home_v_blocks_downloads_locales" CASCADE;
  DROP TABLE "about_blocks_downloads" CASCADE;
  DROP TABLE "about_blocks_downloads_locales" CASCADE;
  DROP TABLE "_about_v_blocks_downloads" CASCADE;
  DROP TABLE "_about_v_blocks_downloads_locales" CASCADE;
  DROP TABLE "solutions_index_blocks_downloads" CASCADE;
  DROP TABLE "solutions_index_blocks_downloads_locales" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_downloads" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_downloads_locales" CASCADE;
  DROP TABLE "careers_blocks_downloads" CASCADE;
  DROP TABLE "careers_blocks_downloads_locales" CASCADE;
  DROP TABLE "_careers_v_blocks_downloads" CASCADE;
  DROP TABLE "_careers_v_blocks_downloads_locales" CASCADE;
  ALTER TABLE "solutions_rels" DROP CONSTRAINT "solutions_rels_documents_fk";
  
  ALTER TABLE "_solutions_v_rels" DROP CONSTRAINT "_solutions_v_rels_documents_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_documents_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_documents_fk";
  
  ALTER TABLE "media" DROP CONSTRAINT "media_folder_id_payload_folders_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_documents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payload_folders_fk";
  
  ALTER TABLE "home_rels" DROP CONSTRAINT "home_rels_documents_fk";
  
  ALTER TABLE "_home_v_rels" DROP CONSTRAINT "_home_v_rels_documents_fk";
  
  ALTER TABLE "about_rels" DROP CONSTRAINT "about_rels_documents_fk";
  
  ALTER TABLE "_about_v_rels" DROP CONSTRAINT "_about_v_rels_documents_fk";
  
  ALTER TABLE "solutions_index_rels" DROP CONSTRAINT "solutions_index_rels_documents_fk";
  
  ALTER TABLE "_solutions_index_v_rels" DROP CONSTRAINT "_solutions_index_v_rels_documents_fk";
  
  ALTER TABLE "careers_rels" DROP CONSTRAINT "careers_rels_documents_fk";
  
  ALTER TABLE "_careers_v_rels" DROP CONSTRAINT "_careers_v_rels_documents_fk";
  
  DROP INDEX "solutions_rels_documents_id_idx";
  DROP INDEX "_solutions_v_rels_documents_id_idx";
  DROP INDEX "pages_rels_documents_id_idx";
  DROP INDEX "_pages_v_rels_documents_id_idx";
  DROP INDEX "media_folder_idx";
  DROP INDEX "payload_locked_documents_rels_documents_id_idx";
  DROP INDEX "payload_locked_documents_rels_payload_folders_id_idx";
  DROP INDEX "home_rels_documents_id_idx";
  DROP INDEX "_home_v_rels_documents_id_idx";
  DROP INDEX "about_rels_documents_id_idx";
  DROP INDEX "_about_v_rels_documents_id_idx";
  DROP INDEX "solutions_index_rels_documents_id_idx";
  DROP INDEX "_solutions_index_v_rels_documents_id_idx";
  DROP INDEX "careers_rels_documents_id_idx";
  DROP INDEX "_careers_v_rels_documents_id_idx";
  ALTER TABLE "solutions_rels" DROP COLUMN "documents_id";
  ALTER TABLE "_solutions_v_rels" DROP COLUMN "documents_id";
  ALTER TABLE "pages_rels" DROP COLUMN "documents_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "documents_id";
  ALTER TABLE "media" DROP COLUMN "folder_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "documents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payload_folders_id";
  ALTER TABLE "home_rels" DROP COLUMN "documents_id";
  ALTER TABLE "_home_v_rels" DROP COLUMN "documents_id";
  ALTER TABLE "about_rels" DROP COLUMN "documents_id";
  ALTER TABLE "_about_v_rels" DROP COLUMN "documents_id";
  ALTER TABLE "solutions_index_rels" DROP COLUMN "documents_id";
  ALTER TABLE "_solutions_index_v_rels" DROP COLUMN "documents_id";
  ALTER TABLE "careers_rels" DROP COLUMN "documents_id";
  ALTER TABLE "_careers_v_rels" DROP COLUMN "documents_id";
  DROP TYPE "public"."enum_documents_missing_translations";
  DROP TYPE "public"."enum_documents_outdated_translations";
  DROP TYPE "public"."enum_payload_folders_folder_type";`)
}
