import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_views_kind" AS ENUM('page', 'referrer');
  CREATE TYPE "public"."enum_page_views_locale" AS ENUM('en', 'ar');
  ALTER TYPE "public"."enum_activity_kind" ADD VALUE 'page-views' BEFORE 'home';
  CREATE TABLE "page_views" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"kind" "enum_page_views_kind" NOT NULL,
  	"key" varchar NOT NULL,
  	"locale" "enum_page_views_locale" NOT NULL,
  	"views" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_views_id" integer;
  CREATE INDEX "page_views_day_idx" ON "page_views" USING btree ("day");
  CREATE INDEX "page_views_updated_at_idx" ON "page_views" USING btree ("updated_at");
  CREATE INDEX "page_views_created_at_idx" ON "page_views" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_kind_key_locale_idx" ON "page_views" USING btree ("day","kind","key","locale");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_views_fk" FOREIGN KEY ("page_views_id") REFERENCES "public"."page_views"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_page_views_id_idx" ON "payload_locked_documents_rels" USING btree ("page_views_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_views" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_views" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_views_fk";
  
  ALTER TABLE "activity" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_activity_kind";
  CREATE TYPE "public"."enum_activity_kind" AS ENUM('posts', 'categories', 'authors', 'jobs', 'solutions', 'case-studies', 'pages', 'redirects', 'media', 'documents', 'payload-folders', 'consultation-requests', 'job-applications', 'cv-files', 'users', 'seed-records', 'payload-jobs', 'activity', 'home', 'about', 'solutions-index', 'careers', 'blog-index', 'contact', 'site-settings', 'personal-data');
  ALTER TABLE "activity" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_activity_kind" USING "kind"::"public"."enum_activity_kind";
  DROP INDEX "payload_locked_documents_rels_page_views_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_views_id";
  DROP TYPE "public"."enum_page_views_kind";
  DROP TYPE "public"."enum_page_views_locale";`)
}
