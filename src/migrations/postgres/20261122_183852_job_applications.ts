import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_job_applications_source" AS ENUM('linkedin', 'x', 'github', 'referral', 'event', 'university', 'search', 'other');
  CREATE TYPE "public"."enum_job_applications_locale" AS ENUM('en', 'ar');
  CREATE TABLE "job_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"full_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"job_id" integer,
  	"position_title" varchar NOT NULL,
  	"source" "enum_job_applications_source" NOT NULL,
  	"source_other" varchar,
  	"github" varchar,
  	"summary" varchar NOT NULL,
  	"cv_id" integer NOT NULL,
  	"consent" boolean DEFAULT false NOT NULL,
  	"locale" "enum_job_applications_locale" NOT NULL,
  	"submission_id" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cv_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"original_name" varchar,
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cv_files_id" integer;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_cv_id_cv_files_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."cv_files"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id");
  CREATE INDEX "job_applications_cv_idx" ON "job_applications" USING btree ("cv_id");
  CREATE UNIQUE INDEX "job_applications_submission_id_idx" ON "job_applications" USING btree ("submission_id");
  CREATE INDEX "job_applications_updated_at_idx" ON "job_applications" USING btree ("updated_at");
  CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at");
  CREATE INDEX "cv_files_updated_at_idx" ON "cv_files" USING btree ("updated_at");
  CREATE INDEX "cv_files_created_at_idx" ON "cv_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "cv_files_filename_idx" ON "cv_files" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_applications_fk" FOREIGN KEY ("job_applications_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cv_files_fk" FOREIGN KEY ("cv_files_id") REFERENCES "public"."cv_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_job_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("job_applications_id");
  CREATE INDEX "payload_locked_documents_rels_cv_files_id_idx" ON "payload_locked_documents_rels" USING btree ("cv_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cv_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "job_applications" CASCADE;
  DROP TABLE "cv_files" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cv_files_fk";
  
  DROP INDEX "payload_locked_documents_rels_job_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_cv_files_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cv_files_id";
  DROP TYPE "public"."enum_job_applications_source";
  DROP TYPE "public"."enum_job_applications_locale";`)
}
