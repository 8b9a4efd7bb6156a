import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "solutions_index" ADD COLUMN "image_id" integer;
  ALTER TABLE "_solutions_index_v" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "blog_index" ADD COLUMN "image_id" integer;
  ALTER TABLE "_blog_index_v" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "contact" ADD COLUMN "image_id" integer;
  ALTER TABLE "_contact_v" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "solutions_index" ADD CONSTRAINT "solutions_index_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_solutions_index_v" ADD CONSTRAINT "_solutions_index_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_index" ADD CONSTRAINT "blog_index_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_index_v" ADD CONSTRAINT "_blog_index_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact" ADD CONSTRAINT "contact_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_contact_v" ADD CONSTRAINT "_contact_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "solutions_index_image_idx" ON "solutions_index" USING btree ("image_id");
  CREATE INDEX "_solutions_index_v_version_version_image_idx" ON "_solutions_index_v" USING btree ("version_image_id");
  CREATE INDEX "blog_index_image_idx" ON "blog_index" USING btree ("image_id");
  CREATE INDEX "_blog_index_v_version_version_image_idx" ON "_blog_index_v" USING btree ("version_image_id");
  CREATE INDEX "contact_image_idx" ON "contact" USING btree ("image_id");
  CREATE INDEX "_contact_v_version_version_image_idx" ON "_contact_v" USING btree ("version_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "solutions_index" DROP CONSTRAINT "solutions_index_image_id_media_id_fk";
  
  ALTER TABLE "_solutions_index_v" DROP CONSTRAINT "_solutions_index_v_version_image_id_media_id_fk";
  
  ALTER TABLE "blog_index" DROP CONSTRAINT "blog_index_image_id_media_id_fk";
  
  ALTER TABLE "_blog_index_v" DROP CONSTRAINT "_blog_index_v_version_image_id_media_id_fk";
  
  ALTER TABLE "contact" DROP CONSTRAINT "contact_image_id_media_id_fk";
  
  ALTER TABLE "_contact_v" DROP CONSTRAINT "_contact_v_version_image_id_media_id_fk";
  
  DROP INDEX "solutions_index_image_idx";
  DROP INDEX "_solutions_index_v_version_version_image_idx";
  DROP INDEX "blog_index_image_idx";
  DROP INDEX "_blog_index_v_version_version_image_idx";
  DROP INDEX "contact_image_idx";
  DROP INDEX "_contact_v_version_version_image_idx";
  ALTER TABLE "solutions_index" DROP COLUMN "image_id";
  ALTER TABLE "_solutions_index_v" DROP COLUMN "version_image_id";
  ALTER TABLE "blog_index" DROP COLUMN "image_id";
  ALTER TABLE "_blog_index_v" DROP COLUMN "version_image_id";
  ALTER TABLE "contact" DROP COLUMN "image_id";
  ALTER TABLE "_contact_v" DROP COLUMN "version_image_id";`)
}
