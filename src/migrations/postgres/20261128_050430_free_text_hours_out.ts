import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "contact_hours" CASCADE;
  DROP TABLE "contact_hours_locales" CASCADE;
  DROP TABLE "_contact_v_version_hours" CASCADE;
  DROP TABLE "_contact_v_version_hours_locales" CASCADE;
  ALTER TABLE "site_settings_offices_locales" DROP COLUMN "hours";
  ALTER TABLE "_site_settings_v_version_offices_locales" DROP COLUMN "hours";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "contact_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "contact_hours_locales" (
  	"days" varchar,
  	"hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_contact_v_version_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contact_v_version_hours_locales" (
  	"days" varchar,
  	"hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "site_settings_offices_locales" ADD COLUMN "hours" varchar;
  ALTER TABLE "_site_settings_v_version_offices_locales" ADD COLUMN "hours" varchar;
  ALTER TABLE "contact_hours" ADD CONSTRAINT "contact_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_hours_locales" ADD CONSTRAINT "contact_hours_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_v_version_hours" ADD CONSTRAINT "_contact_v_version_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_v_version_hours_locales" ADD CONSTRAINT "_contact_v_version_hours_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_v_version_hours"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contact_hours_order_idx" ON "contact_hours" USING btree ("_order");
  CREATE INDEX "contact_hours_parent_id_idx" ON "contact_hours" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "contact_hours_locales_locale_parent_id_unique" ON "contact_hours_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contact_v_version_hours_order_idx" ON "_contact_v_version_hours" USING btree ("_order");
  CREATE INDEX "_contact_v_version_hours_parent_id_idx" ON "_contact_v_version_hours" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_contact_v_version_hours_locales_locale_parent_id_unique" ON "_contact_v_version_hours_locales" USING btree ("_locale","_parent_id");`)
}
