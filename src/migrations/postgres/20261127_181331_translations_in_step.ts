import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_posts_outdated_translations" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum__posts_v_version_outdated_translations" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_jobs_outdated_translations" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum__jobs_v_version_outdated_translations" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_solutions_outdated_translations" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum__solutions_v_version_outdated_translations" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_case_studies_outdated_translations" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_pages_outdated_translations" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum__pages_v_version_outdated_translations" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_media_outdated_translations" AS ENUM('en', 'ar');
  CREATE TABLE "posts_outdated_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_posts_outdated_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_posts_v_version_outdated_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__posts_v_version_outdated_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "jobs_outdated_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_jobs_outdated_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_jobs_v_version_outdated_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__jobs_v_version_outdated_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "solutions_outdated_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_solutions_outdated_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_solutions_v_version_outdated_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__solutions_v_version_outdated_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "case_studies_outdated_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_case_studies_outdated_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_outdated_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_pages_outdated_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_outdated_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_version_outdated_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "media_outdated_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_media_outdated_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "posts" ADD COLUMN "translation_baseline" jsonb;
  ALTER TABLE "_posts_v" ADD COLUMN "version_translation_baseline" jsonb;
  ALTER TABLE "jobs" ADD COLUMN "translation_baseline" jsonb;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_translation_baseline" jsonb;
  ALTER TABLE "solutions" ADD COLUMN "translation_baseline" jsonb;
  ALTER TABLE "_solutions_v" ADD COLUMN "version_translation_baseline" jsonb;
  ALTER TABLE "case_studies" ADD COLUMN "translation_baseline" jsonb;
  ALTER TABLE "pages" ADD COLUMN "translation_baseline" jsonb;
  ALTER TABLE "_pages_v" ADD COLUMN "version_translation_baseline" jsonb;
  ALTER TABLE "media" ADD COLUMN "translation_baseline" jsonb;
  ALTER TABLE "posts_outdated_translations" ADD CONSTRAINT "posts_outdated_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_version_outdated_translations" ADD CONSTRAINT "_posts_v_version_outdated_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_outdated_translations" ADD CONSTRAINT "jobs_outdated_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_outdated_translations" ADD CONSTRAINT "_jobs_v_version_outdated_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_outdated_translations" ADD CONSTRAINT "solutions_outdated_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_version_outdated_translations" ADD CONSTRAINT "_solutions_v_version_outdated_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_outdated_translations" ADD CONSTRAINT "case_studies_outdated_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_outdated_translations" ADD CONSTRAINT "pages_outdated_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_outdated_translations" ADD CONSTRAINT "_pages_v_version_outdated_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_outdated_translations" ADD CONSTRAINT "media_outdated_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "posts_outdated_translations_order_idx" ON "posts_outdated_translations" USING btree ("order");
  CREATE INDEX "posts_outdated_translations_parent_idx" ON "posts_outdated_translations" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_outdated_translations_order_idx" ON "_posts_v_version_outdated_translations" USING btree ("order");
  CREATE INDEX "_posts_v_version_outdated_translations_parent_idx" ON "_posts_v_version_outdated_translations" USING btree ("parent_id");
  CREATE INDEX "jobs_outdated_translations_order_idx" ON "jobs_outdated_translations" USING btree ("order");
  CREATE INDEX "jobs_outdated_translations_parent_idx" ON "jobs_outdated_translations" USING btree ("parent_id");
  CREATE INDEX "_jobs_v_version_outdated_translations_order_idx" ON "_jobs_v_version_outdated_translations" USING btree ("order");
  CREATE INDEX "_jobs_v_version_outdated_translations_parent_idx" ON "_jobs_v_version_outdated_translations" USING btree ("parent_id");
  CREATE INDEX "solutions_outdated_translations_order_idx" ON "solutions_outdated_translations" USING btree ("order");
  CREATE INDEX "solutions_outdated_translations_parent_idx" ON "solutions_outdated_translations" USING btree ("parent_id");
  CREATE INDEX "_solutions_v_version_outdated_translations_order_idx" ON "_solutions_v_version_outdated_translations" USING btree ("order");
  CREATE INDEX "_solutions_v_version_outdated_translations_parent_idx" ON "_solutions_v_version_outdated_translations" USING btree ("parent_id");
  CREATE INDEX "case_studies_outdated_translations_order_idx" ON "case_studies_outdated_translations" USING btree ("order");
  CREATE INDEX "case_studies_outdated_translations_parent_idx" ON "case_studies_outdated_translations" USING btree ("parent_id");
  CREATE INDEX "pages_outdated_translations_order_idx" ON "pages_outdated_translations" USING btree ("order");
  CREATE INDEX "pages_outdated_translations_parent_idx" ON "pages_outdated_translations" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_outdated_translations_order_idx" ON "_pages_v_version_outdated_translations" USING btree ("order");
  CREATE INDEX "_pages_v_version_outdated_translations_parent_idx" ON "_pages_v_version_outdated_translations" USING btree ("parent_id");
  CREATE INDEX "media_outdated_translations_order_idx" ON "media_outdated_translations" USING btree ("order");
  CREATE INDEX "media_outdated_translations_parent_idx" ON "media_outdated_translations" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "posts_outdated_translations" CASCADE;
  DROP TABLE "_posts_v_version_outdated_translations" CASCADE;
  DROP TABLE "jobs_outdated_translations" CASCADE;
  DROP TABLE "_jobs_v_version_outdated_translations" CASCADE;
  DROP TABLE "solutions_outdated_translations" CASCADE;
  DROP TABLE "_solutions_v_version_outdated_translations" CASCADE;
  DROP TABLE "case_studies_outdated_translations" CASCADE;
  DROP TABLE "pages_outdated_translations" CASCADE;
  DROP TABLE "_pages_v_version_outdated_translations" CASCADE;
  DROP TABLE "media_outdated_translations" CASCADE;
  ALTER TABLE "posts" DROP COLUMN "translation_baseline";
  ALTER TABLE "_posts_v" DROP COLUMN "version_translation_baseline";
  ALTER TABLE "jobs" DROP COLUMN "translation_baseline";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_translation_baseline";
  ALTER TABLE "solutions" DROP COLUMN "translation_baseline";
  ALTER TABLE "_solutions_v" DROP COLUMN "version_translation_baseline";
  ALTER TABLE "case_studies" DROP COLUMN "translation_baseline";
  ALTER TABLE "pages" DROP COLUMN "translation_baseline";
  ALTER TABLE "_pages_v" DROP COLUMN "version_translation_baseline";
  ALTER TABLE "media" DROP COLUMN "translation_baseline";
  DROP TYPE "public"."enum_posts_outdated_translations";
  DROP TYPE "public"."enum__posts_v_version_outdated_translations";
  DROP TYPE "public"."enum_jobs_outdated_translations";
  DROP TYPE "public"."enum__jobs_v_version_outdated_translations";
  DROP TYPE "public"."enum_solutions_outdated_translations";
  DROP TYPE "public"."enum__solutions_v_version_outdated_translations";
  DROP TYPE "public"."enum_case_studies_outdated_translations";
  DROP TYPE "public"."enum_pages_outdated_translations";
  DROP TYPE "public"."enum__pages_v_version_outdated_translations";
  DROP TYPE "public"."enum_media_outdated_translations";`)
}
