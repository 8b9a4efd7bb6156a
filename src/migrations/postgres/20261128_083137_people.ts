import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_authors_missing_translations" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_authors_outdated_translations" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_authors_kind" AS ENUM('person', 'team');
  CREATE TABLE "authors_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_authors_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "authors_outdated_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_authors_outdated_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "authors_profiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_blocks_people" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_blocks_people_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_solutions_v_blocks_people" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_v_blocks_people_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_blocks_people" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_people_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_people" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_people_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_blocks_people" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_people_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_people" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_people_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "about_blocks_people" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "about_blocks_people_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_about_v_blocks_people" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_about_v_blocks_people_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "solutions_index_blocks_people" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_index_blocks_people_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_solutions_index_v_blocks_people" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_index_v_blocks_people_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "careers_blocks_people" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "careers_blocks_people_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_careers_v_blocks_people" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_careers_v_blocks_people_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "authors" ADD COLUMN "translation_baseline" jsonb;
  ALTER TABLE "authors" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "authors" ADD COLUMN "kind" "enum_authors_kind" DEFAULT 'person' NOT NULL;
  ALTER TABLE "authors" ADD COLUMN "photo_id" integer;
  UPDATE "authors" SET "kind" = 'team' WHERE "slug" IN ('research-team', 'engineering-team', 'solutions-team');
  ALTER TABLE "solutions_rels" ADD COLUMN "authors_id" integer;
  ALTER TABLE "_solutions_v_rels" ADD COLUMN "authors_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "authors_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "authors_id" integer;
  ALTER TABLE "home_rels" ADD COLUMN "authors_id" integer;
  ALTER TABLE "_home_v_rels" ADD COLUMN "authors_id" integer;
  ALTER TABLE "about_rels" ADD COLUMN "authors_id" integer;
  ALTER TABLE "_about_v_rels" ADD COLUMN "authors_id" integer;
  ALTER TABLE "solutions_index_rels" ADD COLUMN "authors_id" integer;
  ALTER TABLE "_solutions_index_v_rels" ADD COLUMN "authors_id" integer;
  ALTER TABLE "careers_rels" ADD COLUMN "authors_id" integer;
  ALTER TABLE "_careers_v_rels" ADD COLUMN "authors_id" integer;
  ALTER TABLE "authors_missing_translations" ADD CONSTRAINT "authors_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "authors_outdated_translations" ADD CONSTRAINT "authors_outdated_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "authors_profiles" ADD CONSTRAINT "authors_profiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_people" ADD CONSTRAINT "solutions_blocks_people_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_people_locales" ADD CONSTRAINT "solutions_blocks_people_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_people" ADD CONSTRAINT "_solutions_v_blocks_people_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_people_locales" ADD CONSTRAINT "_solutions_v_blocks_people_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_people" ADD CONSTRAINT "pages_blocks_people_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_people_locales" ADD CONSTRAINT "pages_blocks_people_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_people" ADD CONSTRAINT "_pages_v_blocks_people_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_people_locales" ADD CONSTRAINT "_pages_v_blocks_people_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_people" ADD CONSTRAINT "home_blocks_people_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_people_locales" ADD CONSTRAINT "home_blocks_people_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_people" ADD CONSTRAINT "_home_v_blocks_people_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_people_locales" ADD CONSTRAINT "_home_v_blocks_people_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_people" ADD CONSTRAINT "about_blocks_people_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_people_locales" ADD CONSTRAINT "about_blocks_people_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_people" ADD CONSTRAINT "_about_v_blocks_people_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_people_locales" ADD CONSTRAINT "_about_v_blocks_people_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_people" ADD CONSTRAINT "solutions_index_blocks_people_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_people_locales" ADD CONSTRAINT "solutions_index_blocks_people_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_people" ADD CONSTRAINT "_solutions_index_v_blocks_people_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_people_locales" ADD CONSTRAINT "_solutions_index_v_blocks_people_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_people" ADD CONSTRAINT "careers_blocks_people_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_people_locales" ADD CONSTRAINT "careers_blocks_people_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_people" ADD CONSTRAINT "_careers_v_blocks_people_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_people_locales" ADD CONSTRAINT "_careers_v_blocks_people_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_people"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "authors_missing_translations_order_idx" ON "authors_missing_translations" USING btree ("order");
  CREATE INDEX "authors_missing_translations_parent_idx" ON "authors_missing_translations" USING btree ("parent_id");
  CREATE INDEX "authors_outdated_translations_order_idx" ON "authors_outdated_translations" USING btree ("order");
  CREATE INDEX "authors_outdated_translations_parent_idx" ON "authors_outdated_translations" USING btree ("parent_id");
  CREATE INDEX "authors_profiles_order_idx" ON "authors_profiles" USING btree ("_order");
  CREATE INDEX "authors_profiles_parent_id_idx" ON "authors_profiles" USING btree ("_parent_id");
  CREATE INDEX "solutions_blocks_people_order_idx" ON "solutions_blocks_people" USING btree ("_order");
  CREATE INDEX "solutions_blocks_people_parent_id_idx" ON "solutions_blocks_people" USING btree ("_parent_id");
  CREATE INDEX "solutions_blocks_people_path_idx" ON "solutions_blocks_people" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_blocks_people_locales_locale_parent_id_unique" ON "solutions_blocks_people_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_blocks_people_order_idx" ON "_solutions_v_blocks_people" USING btree ("_order");
  CREATE INDEX "_solutions_v_blocks_people_parent_id_idx" ON "_solutions_v_blocks_people" USING btree ("_parent_id");
  CREATE INDEX "_solutions_v_blocks_people_path_idx" ON "_solutions_v_blocks_people" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_v_blocks_people_locales_locale_parent_id_unique" ON "_solutions_v_blocks_people_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_people_order_idx" ON "pages_blocks_people" USING btree ("_order");
  CREATE INDEX "pages_blocks_people_parent_id_idx" ON "pages_blocks_people" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_people_path_idx" ON "pages_blocks_people" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_people_locales_locale_parent_id_unique" ON "pages_blocks_people_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_people_order_idx" ON "_pages_v_blocks_people" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_people_parent_id_idx" ON "_pages_v_blocks_people" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_people_path_idx" ON "_pages_v_blocks_people" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_people_locales_locale_parent_id_unique" ON "_pages_v_blocks_people_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_people_order_idx" ON "home_blocks_people" USING btree ("_order");
  CREATE INDEX "home_blocks_people_parent_id_idx" ON "home_blocks_people" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_people_path_idx" ON "home_blocks_people" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_people_locales_locale_parent_id_unique" ON "home_blocks_people_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_people_order_idx" ON "_home_v_blocks_people" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_people_parent_id_idx" ON "_home_v_blocks_people" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_people_path_idx" ON "_home_v_blocks_people" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_people_locales_locale_parent_id_unique" ON "_home_v_blocks_people_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_blocks_people_order_idx" ON "about_blocks_people" USING btree ("_order");
  CREATE INDEX "about_blocks_people_parent_id_idx" ON "about_blocks_people" USING btree ("_parent_id");
  CREATE INDEX "about_blocks_people_path_idx" ON "about_blocks_people" USING btree ("_path");
  CREATE UNIQUE INDEX "about_blocks_people_locales_locale_parent_id_unique" ON "about_blocks_people_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_blocks_people_order_idx" ON "_about_v_blocks_people" USING btree ("_order");
  CREATE INDEX "_about_v_blocks_people_parent_id_idx" ON "_about_v_blocks_people" USING btree ("_parent_id");
  CREATE INDEX "_about_v_blocks_people_path_idx" ON "_about_v_blocks_people" USING btree ("_path");
  CREATE UNIQUE INDEX "_about_v_blocks_people_locales_locale_parent_id_unique" ON "_about_v_blocks_people_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_index_blocks_people_order_idx" ON "solutions_index_blocks_people" USING btree ("_order");
  CREATE INDEX "solutions_index_blocks_people_parent_id_idx" ON "solutions_index_blocks_people" USING btree ("_parent_id");
  CREATE INDEX "solutions_index_blocks_people_path_idx" ON "solutions_index_blocks_people" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_index_blocks_people_locales_locale_parent_id_uniqu" ON "solutions_index_blocks_people_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_people_order_idx" ON "_solutions_index_v_blocks_people" USING btree ("_order");
  CREATE INDEX "_solutions_index_v_blocks_people_parent_id_idx" ON "_solutions_index_v_blocks_people" USING btree ("_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_people_path_idx" ON "_solutions_index_v_blocks_people" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_index_v_blocks_people_locales_locale_parent_id_un" ON "_solutions_index_v_blocks_people_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_blocks_people_order_idx" ON "careers_blocks_people" USING btree ("_order");
  CREATE INDEX "careers_blocks_people_parent_id_idx" ON "careers_blocks_people" USING btree ("_parent_id");
  CREATE INDEX "careers_blocks_people_path_idx" ON "careers_blocks_people" USING btree ("_path");
  CREATE UNIQUE INDEX "careers_blocks_people_locales_locale_parent_id_unique" ON "careers_blocks_people_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_blocks_people_order_idx" ON "_careers_v_blocks_people" USING btree ("_order");
  CREATE INDEX "_careers_v_blocks_people_parent_id_idx" ON "_careers_v_blocks_people" USING btree ("_parent_id");
  CREATE INDEX "_careers_v_blocks_people_path_idx" ON "_careers_v_blocks_people" USING btree ("_path");
  CREATE UNIQUE INDEX "_careers_v_blocks_people_locales_locale_parent_id_unique" ON "_careers_v_blocks_people_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "authors" ADD CONSTRAINT "authors_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solutions_rels" ADD CONSTRAINT "solutions_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_rels" ADD CONSTRAINT "_solutions_v_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_rels" ADD CONSTRAINT "about_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_rels" ADD CONSTRAINT "_about_v_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_rels" ADD CONSTRAINT "solutions_index_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_rels" ADD CONSTRAINT "_solutions_index_v_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_rels" ADD CONSTRAINT "careers_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_rels" ADD CONSTRAINT "_careers_v_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "authors_photo_idx" ON "authors" USING btree ("photo_id");
  CREATE INDEX "solutions_rels_authors_id_idx" ON "solutions_rels" USING btree ("authors_id");
  CREATE INDEX "_solutions_v_rels_authors_id_idx" ON "_solutions_v_rels" USING btree ("authors_id");
  CREATE INDEX "pages_rels_authors_id_idx" ON "pages_rels" USING btree ("authors_id");
  CREATE INDEX "_pages_v_rels_authors_id_idx" ON "_pages_v_rels" USING btree ("authors_id");
  CREATE INDEX "home_rels_authors_id_idx" ON "home_rels" USING btree ("authors_id");
  CREATE INDEX "_home_v_rels_authors_id_idx" ON "_home_v_rels" USING btree ("authors_id");
  CREATE INDEX "about_rels_authors_id_idx" ON "about_rels" USING btree ("authors_id");
  CREATE INDEX "_about_v_rels_authors_id_idx" ON "_about_v_rels" USING btree ("authors_id");
  CREATE INDEX "solutions_index_rels_authors_id_idx" ON "solutions_index_rels" USING btree ("authors_id");
  CREATE INDEX "_solutions_index_v_rels_authors_id_idx" ON "_solutions_index_v_rels" USING btree ("authors_id");
  CREATE INDEX "careers_rels_authors_id_idx" ON "careers_rels" USING btree ("authors_id");
  CREATE INDEX "_careers_v_rels_authors_id_idx" ON "_careers_v_rels" USING btree ("authors_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "authors_missing_translations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "authors_outdated_translations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "authors_profiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "solutions_blocks_people" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "solutions_blocks_people_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_v_blocks_people" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_v_blocks_people_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_people" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_people_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_people" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_people_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_people" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_blocks_people_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_people" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_people_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_blocks_people" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_blocks_people_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_people" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_people_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "solutions_index_blocks_people" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "solutions_index_blocks_people_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_people" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_people_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "careers_blocks_people" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "careers_blocks_people_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_people" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_people_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "authors_missing_translations" CASCADE;
  DROP TABLE "authors_outdated_translations" CASCADE;
  DROP TABLE "authors_profiles" CASCADE;
  DROP TABLE "solutions_blocks_people" CASCADE;
  DROP TABLE "solutions_blocks_people_locales" CASCADE;
  DROP TABLE "_solutions_v_blocks_people" CASCADE;
  DROP TABLE "_solutions_v_blocks_people_locales" CASCADE;
  DROP TABLE "pages_blocks_people" CASCADE;
  DROP TABLE "pages_blocks_people_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_people" CASCADE;
  DROP TABLE "_pages_v_blocks_people_locales" CASCADE;
  DROP TABLE "home_blocks_people" CASCADE;
  DROP TABLE "home_blocks_people_locales" CASCADE;
  DROP TABLE "_home_v_blocks_people" CASCADE;
  DROP TABLE "_home_v_blocks_people_locales" CASCADE;
  DROP TABLE "about_blocks_people" CASCADE;
  DROP TABLE "about_blocks_people_locales" CASCADE;
  DROP TABLE "_about_v_blocks_people" CASCADE;
  DROP TABLE "_about_v_blocks_people_locales" CASCADE;
  DROP TABLE "solutions_index_blocks_people" CASCADE;
  DROP TABLE "solutions_index_blocks_people_locales" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_people" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_people_locales" CASCADE;
  DROP TABLE "careers_blocks_people" CASCADE;
  DROP TABLE "careers_blocks_people_locales" CASCADE;
  DROP TABLE "_careers_v_blocks_people" CASCADE;
  DROP TABLE "_careers_v_blocks_people_locales" CASCADE;
  ALTER TABLE "authors" DROP CONSTRAINT "authors_photo_id_media_id_fk";
  
  ALTER TABLE "solutions_rels" DROP CONSTRAINT "solutions_rels_authors_fk";
  
  ALTER TABLE "_solutions_v_rels" DROP CONSTRAINT "_solutions_v_rels_authors_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_authors_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_authors_fk";
  
  ALTER TABLE "home_rels" DROP CONSTRAINT "home_rels_authors_fk";
  
  ALTER TABLE "_home_v_rels" DROP CONSTRAINT "_home_v_rels_authors_fk";
  
  ALTER TABLE "about_rels" DROP CONSTRAINT "about_rels_authors_fk";
  
  ALTER TABLE "_about_v_rels" DROP CONSTRAINT "_about_v_rels_authors_fk";
  
  ALTER TABLE "solutions_index_rels" DROP CONSTRAINT "solutions_index_rels_authors_fk";
  
  ALTER TABLE "_solutions_index_v_rels" DROP CONSTRAINT "_solutions_index_v_rels_authors_fk";
  
  ALTER TABLE "careers_rels" DROP CONSTRAINT "careers_rels_authors_fk";
  
  ALTER TABLE "_careers_v_rels" DROP CONSTRAINT "_careers_v_rels_authors_fk";
  
  DROP INDEX "authors_photo_idx";
  DROP INDEX "solutions_rels_authors_id_idx";
  DROP INDEX "_solutions_v_rels_authors_id_idx";
  DROP INDEX "pages_rels_authors_id_idx";
  DROP INDEX "_pages_v_rels_authors_id_idx";
  DROP INDEX "home_rels_authors_id_idx";
  DROP INDEX "_home_v_rels_authors_id_idx";
  DROP INDEX "about_rels_authors_id_idx";
  DROP INDEX "_about_v_rels_authors_id_idx";
  DROP INDEX "solutions_index_rels_authors_id_idx";
  DROP INDEX "_solutions_index_v_rels_authors_id_idx";
  DROP INDEX "careers_rels_authors_id_idx";
  DROP INDEX "_careers_v_rels_authors_id_idx";
  ALTER TABLE "authors" DROP COLUMN "translation_baseline";
  ALTER TABLE "authors" DROP COLUMN "edited_by";
  ALTER TABLE "authors" DROP COLUMN "kind";
  ALTER TABLE "authors" DROP COLUMN "photo_id";
  ALTER TABLE "solutions_rels" DROP COLUMN "authors_id";
  ALTER TABLE "_solutions_v_rels" DROP COLUMN "authors_id";
  ALTER TABLE "pages_rels" DROP COLUMN "authors_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "authors_id";
  ALTER TABLE "home_rels" DROP COLUMN "authors_id";
  ALTER TABLE "_home_v_rels" DROP COLUMN "authors_id";
  ALTER TABLE "about_rels" DROP COLUMN "authors_id";
  ALTER TABLE "_about_v_rels" DROP COLUMN "authors_id";
  ALTER TABLE "solutions_index_rels" DROP COLUMN "authors_id";
  ALTER TABLE "_solutions_index_v_rels" DROP COLUMN "authors_id";
  ALTER TABLE "careers_rels" DROP COLUMN "authors_id";
  ALTER TABLE "_careers_v_rels" DROP COLUMN "authors_id";
  DROP TYPE "public"."enum_authors_missing_translations";
  DROP TYPE "public"."enum_authors_outdated_translations";
  DROP TYPE "public"."enum_authors_kind";`)
}
