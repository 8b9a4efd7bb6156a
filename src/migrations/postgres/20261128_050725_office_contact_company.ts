import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_offices_opening_hours_first_day" AS ENUM('sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday');
  CREATE TYPE "public"."enum_site_settings_offices_opening_hours_last_day" AS ENUM('sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday');
  CREATE TYPE "public"."enum__site_settings_v_version_offices_opening_hours_first_day" AS ENUM('sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday');
  CREATE TYPE "public"."enum__site_settings_v_version_offices_opening_hours_last_day" AS ENUM('sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday');
  CREATE TABLE "site_settings_offices_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"first_day" "enum_site_settings_offices_opening_hours_first_day" NOT NULL,
  	"last_day" "enum_site_settings_offices_opening_hours_last_day",
  	"opens" varchar,
  	"closes" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_offices_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_day" "enum__site_settings_v_version_offices_opening_hours_first_day" NOT NULL,
  	"last_day" "enum__site_settings_v_version_offices_opening_hours_last_day",
  	"opens" varchar,
  	"closes" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "site_settings_offices" ADD COLUMN "whatsapp" varchar;
  ALTER TABLE "site_settings_offices" ADD COLUMN "map_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "company_commercial_registration" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "company_vat_number" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "company_legal_name" varchar;
  ALTER TABLE "_site_settings_v_version_offices" ADD COLUMN "whatsapp" varchar;
  ALTER TABLE "_site_settings_v_version_offices" ADD COLUMN "map_url" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_company_commercial_registration" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_company_vat_number" varchar;
  ALTER TABLE "_site_settings_v_locales" ADD COLUMN "version_company_legal_name" varchar;
  ALTER TABLE "site_settings_offices_opening_hours" ADD CONSTRAINT "site_settings_offices_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_offices_opening_hours" ADD CONSTRAINT "_site_settings_v_version_offices_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_offices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_offices_opening_hours_order_idx" ON "site_settings_offices_opening_hours" USING btree ("_order");
  CREATE INDEX "site_settings_offices_opening_hours_parent_id_idx" ON "site_settings_offices_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_offices_opening_hours_order_idx" ON "_site_settings_v_version_offices_opening_hours" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_offices_opening_hours_parent_id_idx" ON "_site_settings_v_version_offices_opening_hours" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_offices_opening_hours" CASCADE;
  DROP TABLE "_site_settings_v_version_offices_opening_hours" CASCADE;
  ALTER TABLE "site_settings_offices" DROP COLUMN "whatsapp";
  ALTER TABLE "site_settings_offices" DROP COLUMN "map_url";
  ALTER TABLE "site_settings" DROP COLUMN "company_commercial_registration";
  ALTER TABLE "site_settings" DROP COLUMN "company_vat_number";
  ALTER TABLE "site_settings_locales" DROP COLUMN "company_legal_name";
  ALTER TABLE "_site_settings_v_version_offices" DROP COLUMN "whatsapp";
  ALTER TABLE "_site_settings_v_version_offices" DROP COLUMN "map_url";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_company_commercial_registration";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_company_vat_number";
  ALTER TABLE "_site_settings_v_locales" DROP COLUMN "version_company_legal_name";
  DROP TYPE "public"."enum_site_settings_offices_opening_hours_first_day";
  DROP TYPE "public"."enum_site_settings_offices_opening_hours_last_day";
  DROP TYPE "public"."enum__site_settings_v_version_offices_opening_hours_first_day";
  DROP TYPE "public"."enum__site_settings_v_version_offices_opening_hours_last_day";`)
}
