import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_posts_missing_translations" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum__posts_v_version_missing_translations" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_jobs_missing_translations" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum__jobs_v_version_missing_translations" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_solutions_missing_translations" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum__solutions_v_version_missing_translations" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_case_studies_missing_translations" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_pages_missing_translations" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum__pages_v_version_missing_translations" AS ENUM('en', 'ar');
  CREATE TABLE "posts_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_posts_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_posts_v_version_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__posts_v_version_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "jobs_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_jobs_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_jobs_v_version_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__jobs_v_version_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "solutions_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_solutions_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_solutions_v_version_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__solutions_v_version_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "case_studies_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_case_studies_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_pages_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_version_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "posts_missing_translations" ADD CONSTRAINT "posts_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_version_missing_translations" ADD CONSTRAINT "_posts_v_version_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_missing_translations" ADD CONSTRAINT "jobs_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_missing_translations" ADD CONSTRAINT "_jobs_v_version_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_missing_translations" ADD CONSTRAINT "solutions_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_version_missing_translations" ADD CONSTRAINT "_solutions_v_version_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_missing_translations" ADD CONSTRAINT "case_studies_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_missing_translations" ADD CONSTRAINT "pages_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_missing_translations" ADD CONSTRAINT "_pages_v_version_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "posts_missing_translations_order_idx" ON "posts_missing_translations" USING btree ("order");
  CREATE INDEX "posts_missing_translations_parent_idx" ON "posts_missing_translations" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_missing_translations_order_idx" ON "_posts_v_version_missing_translations" USING btree ("order");
  CREATE INDEX "_posts_v_version_missing_translations_parent_idx" ON "_posts_v_version_missing_translations" USING btree ("parent_id");
  CREATE INDEX "jobs_missing_translations_order_idx" ON "jobs_missing_translations" USING btree ("order");
  CREATE INDEX "jobs_missing_translations_parent_idx" ON "jobs_missing_translations" USING btree ("parent_id");
  CREATE INDEX "_jobs_v_version_missing_translations_order_idx" ON "_jobs_v_version_missing_translations" USING btree ("order");
  CREATE INDEX "_jobs_v_version_missing_translations_parent_idx" ON "_jobs_v_version_missing_translations" USING btree ("parent_id");
  CREATE INDEX "solutions_missing_translations_order_idx" ON "solutions_missing_translations" USING btree ("order");
  CREATE INDEX "solutions_missing_translations_parent_idx" ON "solutions_missing_translations" USING btree ("parent_id");
  CREATE INDEX "_solutions_v_version_missing_translations_order_idx" ON "_solutions_v_version_missing_translations" USING btree ("order");
  CREATE INDEX "_solutions_v_version_missing_translations_parent_idx" ON "_solutions_v_version_missing_translations" USING btree ("parent_id");
  CREATE INDEX "case_studies_missing_translations_order_idx" ON "case_studies_missing_translations" USING btree ("order");
  CREATE INDEX "case_studies_missing_translations_parent_idx" ON "case_studies_missing_translations" USING btree ("parent_id");
  CREATE INDEX "pages_missing_translations_order_idx" ON "pages_missing_translations" USING btree ("order");
  CREATE INDEX "pages_missing_translations_parent_idx" ON "pages_missing_translations" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_missing_translations_order_idx" ON "_pages_v_version_missing_translations" USING btree ("order");
  CREATE INDEX "_pages_v_version_missing_translations_parent_idx" ON "_pages_v_version_missing_translations" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "posts_missing_translations" CASCADE;
  DROP TABLE "_posts_v_version_missing_translations" CASCADE;
  DROP TABLE "jobs_missing_translations" CASCADE;
  DROP TABLE "_jobs_v_version_missing_translations" CASCADE;
  DROP TABLE "solutions_missing_translations" CASCADE;
  DROP TABLE "_solutions_v_version_missing_translations" CASCADE;
  DROP TABLE "case_studies_missing_translations" CASCADE;
  DROP TABLE "pages_missing_translations" CASCADE;
  DROP TABLE "_pages_v_version_missing_translations" CASCADE;
  DROP TYPE "public"."enum_posts_missing_translations";
  DROP TYPE "public"."enum__posts_v_version_missing_translations";
  DROP TYPE "public"."enum_jobs_missing_translations";
  DROP TYPE "public"."enum__jobs_v_version_missing_translations";
  DROP TYPE "public"."enum_solutions_missing_translations";
  DROP TYPE "public"."enum__solutions_v_version_missing_translations";
  DROP TYPE "public"."enum_case_studies_missing_translations";
  DROP TYPE "public"."enum_pages_missing_translations";
  DROP TYPE "public"."enum__pages_v_version_missing_translations";`)
}
