import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_media_missing_translations" AS ENUM('en', 'ar');
  CREATE TABLE "media_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_media_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "posts" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "jobs" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "solutions" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_solutions_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "case_studies" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "pages" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "home" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "about" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "solutions_index" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_solutions_index_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "careers" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_careers_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "blog_index" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_blog_index_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "contact" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_contact_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "media_missing_translations" ADD CONSTRAINT "media_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_missing_translations_order_idx" ON "media_missing_translations" USING btree ("order");
  CREATE INDEX "media_missing_translations_parent_idx" ON "media_missing_translations" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "media_missing_translations" CASCADE;
  ALTER TABLE "posts" DROP COLUMN "edited_by";
  ALTER TABLE "_posts_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "jobs" DROP COLUMN "edited_by";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "solutions" DROP COLUMN "edited_by";
  ALTER TABLE "_solutions_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "case_studies" DROP COLUMN "edited_by";
  ALTER TABLE "pages" DROP COLUMN "edited_by";
  ALTER TABLE "_pages_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "home" DROP COLUMN "edited_by";
  ALTER TABLE "_home_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "about" DROP COLUMN "edited_by";
  ALTER TABLE "_about_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "solutions_index" DROP COLUMN "edited_by";
  ALTER TABLE "_solutions_index_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "careers" DROP COLUMN "edited_by";
  ALTER TABLE "_careers_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "blog_index" DROP COLUMN "edited_by";
  ALTER TABLE "_blog_index_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "contact" DROP COLUMN "edited_by";
  ALTER TABLE "_contact_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "site_settings" DROP COLUMN "edited_by";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_edited_by";
  DROP TYPE "public"."enum_media_missing_translations";`)
}
