import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_activity_action" AS ENUM('created', 'updated', 'published', 'unpublished', 'deleted', 'exported', 'erased', 'signed-in');
  CREATE TYPE "public"."enum_activity_area" AS ENUM('content', 'submissions', 'accounts');
  CREATE TYPE "public"."enum_activity_kind" AS ENUM('posts', 'categories', 'authors', 'jobs', 'solutions', 'case-studies', 'pages', 'redirects', 'media', 'documents', 'payload-folders', 'consultation-requests', 'job-applications', 'cv-files', 'users', 'seed-records', 'payload-jobs', 'activity', 'home', 'about', 'solutions-index', 'careers', 'blog-index', 'contact', 'site-settings', 'personal-data');
  CREATE TYPE "public"."enum_activity_locale" AS ENUM('en', 'ar');
  CREATE TABLE "activity" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"who" varchar,
  	"user_id" integer,
  	"action" "enum_activity_action" NOT NULL,
  	"area" "enum_activity_area" NOT NULL,
  	"kind" "enum_activity_kind" NOT NULL,
  	"title" varchar,
  	"document_id" varchar,
  	"locale" "enum_activity_locale",
  	"count" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "activity_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "personal_data_activity_months" numeric DEFAULT 12;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_personal_data_activity_months" numeric DEFAULT 12;
  ALTER TABLE "activity" ADD CONSTRAINT "activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "activity_at_idx" ON "activity" USING btree ("at");
  CREATE INDEX "activity_user_idx" ON "activity" USING btree ("user_id");
  CREATE INDEX "activity_document_id_idx" ON "activity" USING btree ("document_id");
  CREATE INDEX "activity_updated_at_idx" ON "activity" USING btree ("updated_at");
  CREATE INDEX "activity_created_at_idx" ON "activity" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_activity_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_activity_id_idx" ON "payload_locked_documents_rels" USING btree ("activity_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "activity" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "activity" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_activity_fk";
  
  DROP INDEX "payload_locked_documents_rels_activity_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "activity_id";
  ALTER TABLE "site_settings" DROP COLUMN "personal_data_activity_months";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_personal_data_activity_months";
  DROP TYPE "public"."enum_activity_action";
  DROP TYPE "public"."enum_activity_area";
  DROP TYPE "public"."enum_activity_kind";
  DROP TYPE "public"."enum_activity_locale";`)
}
