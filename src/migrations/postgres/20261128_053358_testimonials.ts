import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "solutions_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo_id" integer
  );
  
  CREATE TABLE "solutions_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"organization" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_blocks_testimonials_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_solutions_v_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_solutions_v_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"organization" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_v_blocks_testimonials_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo_id" integer
  );
  
  CREATE TABLE "pages_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"organization" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonials_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"organization" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo_id" integer
  );
  
  CREATE TABLE "home_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"organization" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_testimonials_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"organization" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_testimonials_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "about_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo_id" integer
  );
  
  CREATE TABLE "about_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"organization" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "about_blocks_testimonials_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_about_v_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_v_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"organization" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_about_v_blocks_testimonials_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "solutions_index_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo_id" integer
  );
  
  CREATE TABLE "solutions_index_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"organization" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_index_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_index_blocks_testimonials_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_solutions_index_v_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_solutions_index_v_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"organization" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_index_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_index_v_blocks_testimonials_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "careers_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo_id" integer
  );
  
  CREATE TABLE "careers_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"organization" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "careers_blocks_testimonials_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_careers_v_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_careers_v_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"organization" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_careers_v_blocks_testimonials_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "solutions_blocks_testimonials_items" ADD CONSTRAINT "solutions_blocks_testimonials_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solutions_blocks_testimonials_items" ADD CONSTRAINT "solutions_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_testimonials_items_locales" ADD CONSTRAINT "solutions_blocks_testimonials_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_testimonials" ADD CONSTRAINT "solutions_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_testimonials_locales" ADD CONSTRAINT "solutions_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_testimonials_items" ADD CONSTRAINT "_solutions_v_blocks_testimonials_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_testimonials_items" ADD CONSTRAINT "_solutions_v_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_testimonials_items_locales" ADD CONSTRAINT "_solutions_v_blocks_testimonials_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_testimonials" ADD CONSTRAINT "_solutions_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_testimonials_locales" ADD CONSTRAINT "_solutions_v_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_items" ADD CONSTRAINT "pages_blocks_testimonials_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_items" ADD CONSTRAINT "pages_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_items_locales" ADD CONSTRAINT "pages_blocks_testimonials_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials" ADD CONSTRAINT "pages_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_locales" ADD CONSTRAINT "pages_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials_items" ADD CONSTRAINT "_pages_v_blocks_testimonials_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials_items" ADD CONSTRAINT "_pages_v_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials_items_locales" ADD CONSTRAINT "_pages_v_blocks_testimonials_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials" ADD CONSTRAINT "_pages_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials_locales" ADD CONSTRAINT "_pages_v_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_testimonials_items" ADD CONSTRAINT "home_blocks_testimonials_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_testimonials_items" ADD CONSTRAINT "home_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_testimonials_items_locales" ADD CONSTRAINT "home_blocks_testimonials_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_testimonials" ADD CONSTRAINT "home_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_testimonials_locales" ADD CONSTRAINT "home_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_testimonials_items" ADD CONSTRAINT "_home_v_blocks_testimonials_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_testimonials_items" ADD CONSTRAINT "_home_v_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_testimonials_items_locales" ADD CONSTRAINT "_home_v_blocks_testimonials_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_testimonials" ADD CONSTRAINT "_home_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_testimonials_locales" ADD CONSTRAINT "_home_v_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_testimonials_items" ADD CONSTRAINT "about_blocks_testimonials_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_blocks_testimonials_items" ADD CONSTRAINT "about_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_testimonials_items_locales" ADD CONSTRAINT "about_blocks_testimonials_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_testimonials" ADD CONSTRAINT "about_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_testimonials_locales" ADD CONSTRAINT "about_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_testimonials_items" ADD CONSTRAINT "_about_v_blocks_testimonials_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_testimonials_items" ADD CONSTRAINT "_about_v_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_testimonials_items_locales" ADD CONSTRAINT "_about_v_blocks_testimonials_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_testimonials" ADD CONSTRAINT "_about_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_testimonials_locales" ADD CONSTRAINT "_about_v_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_testimonials_items" ADD CONSTRAINT "solutions_index_blocks_testimonials_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_testimonials_items" ADD CONSTRAINT "solutions_index_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_testimonials_items_locales" ADD CONSTRAINT "solutions_index_blocks_testimonials_items_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_testimonials" ADD CONSTRAINT "solutions_index_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_testimonials_locales" ADD CONSTRAINT "solutions_index_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_testimonials_items" ADD CONSTRAINT "_solutions_index_v_blocks_testimonials_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_testimonials_items" ADD CONSTRAINT "_solutions_index_v_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_testimonials_items_locales" ADD CONSTRAINT "_solutions_index_v_blocks_testimonials_items_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_testimonials" ADD CONSTRAINT "_solutions_index_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_testimonials_locales" ADD CONSTRAINT "_solutions_index_v_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_testimonials_items" ADD CONSTRAINT "careers_blocks_testimonials_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "careers_blocks_testimonials_items" ADD CONSTRAINT "careers_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_testimonials_items_locales" ADD CONSTRAINT "careers_blocks_testimonials_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_testimonials" ADD CONSTRAINT "careers_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_testimonials_locales" ADD CONSTRAINT "careers_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_testimonials_items" ADD CONSTRAINT "_careers_v_blocks_testimonials_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_testimonials_items" ADD CONSTRAINT "_careers_v_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_testimonials_items_locales" ADD CONSTRAINT "_careers_v_blocks_testimonials_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_testimonials" ADD CONSTRAINT "_careers_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_testimonials_locales" ADD CONSTRAINT "_careers_v_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "solutions_blocks_testimonials_items_order_idx" ON "solutions_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "solutions_blocks_testimonials_items_parent_id_idx" ON "solutions_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "solutions_blocks_testimonials_items_logo_idx" ON "solutions_blocks_testimonials_items" USING btree ("logo_id");
  CREATE UNIQUE INDEX "solutions_blocks_testimonials_items_locales_locale_parent_id" ON "solutions_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_blocks_testimonials_order_idx" ON "solutions_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "solutions_blocks_testimonials_parent_id_idx" ON "solutions_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "solutions_blocks_testimonials_path_idx" ON "solutions_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_blocks_testimonials_locales_locale_parent_id_uniqu" ON "solutions_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_blocks_testimonials_items_order_idx" ON "_solutions_v_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "_solutions_v_blocks_testimonials_items_parent_id_idx" ON "_solutions_v_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "_solutions_v_blocks_testimonials_items_logo_idx" ON "_solutions_v_blocks_testimonials_items" USING btree ("logo_id");
  CREATE UNIQUE INDEX "_solutions_v_blocks_testimonials_items_locales_locale_parent" ON "_solutions_v_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_blocks_testimonials_order_idx" ON "_solutions_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_solutions_v_blocks_testimonials_parent_id_idx" ON "_solutions_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_solutions_v_blocks_testimonials_path_idx" ON "_solutions_v_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_v_blocks_testimonials_locales_locale_parent_id_un" ON "_solutions_v_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_testimonials_items_order_idx" ON "pages_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_items_parent_id_idx" ON "pages_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_items_logo_idx" ON "pages_blocks_testimonials_items" USING btree ("logo_id");
  CREATE UNIQUE INDEX "pages_blocks_testimonials_items_locales_locale_parent_id_uni" ON "pages_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_testimonials_order_idx" ON "pages_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_parent_id_idx" ON "pages_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_path_idx" ON "pages_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_testimonials_locales_locale_parent_id_unique" ON "pages_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_items_order_idx" ON "_pages_v_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_items_parent_id_idx" ON "_pages_v_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_items_logo_idx" ON "_pages_v_blocks_testimonials_items" USING btree ("logo_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_testimonials_items_locales_locale_parent_id_" ON "_pages_v_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_order_idx" ON "_pages_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_parent_id_idx" ON "_pages_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_path_idx" ON "_pages_v_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_testimonials_locales_locale_parent_id_unique" ON "_pages_v_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_testimonials_items_order_idx" ON "home_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "home_blocks_testimonials_items_parent_id_idx" ON "home_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_testimonials_items_logo_idx" ON "home_blocks_testimonials_items" USING btree ("logo_id");
  CREATE UNIQUE INDEX "home_blocks_testimonials_items_locales_locale_parent_id_uniq" ON "home_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_testimonials_order_idx" ON "home_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "home_blocks_testimonials_parent_id_idx" ON "home_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_testimonials_path_idx" ON "home_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_testimonials_locales_locale_parent_id_unique" ON "home_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_testimonials_items_order_idx" ON "_home_v_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_testimonials_items_parent_id_idx" ON "_home_v_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_testimonials_items_logo_idx" ON "_home_v_blocks_testimonials_items" USING btree ("logo_id");
  CREATE UNIQUE INDEX "_home_v_blocks_testimonials_items_locales_locale_parent_id_u" ON "_home_v_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_testimonials_order_idx" ON "_home_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_testimonials_parent_id_idx" ON "_home_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_testimonials_path_idx" ON "_home_v_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_testimonials_locales_locale_parent_id_unique" ON "_home_v_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_blocks_testimonials_items_order_idx" ON "about_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "about_blocks_testimonials_items_parent_id_idx" ON "about_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "about_blocks_testimonials_items_logo_idx" ON "about_blocks_testimonials_items" USING btree ("logo_id");
  CREATE UNIQUE INDEX "about_blocks_testimonials_items_locales_locale_parent_id_uni" ON "about_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_blocks_testimonials_order_idx" ON "about_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "about_blocks_testimonials_parent_id_idx" ON "about_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "about_blocks_testimonials_path_idx" ON "about_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "about_blocks_testimonials_locales_locale_parent_id_unique" ON "about_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_blocks_testimonials_items_order_idx" ON "_about_v_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "_about_v_blocks_testimonials_items_parent_id_idx" ON "_about_v_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "_about_v_blocks_testimonials_items_logo_idx" ON "_about_v_blocks_testimonials_items" USING btree ("logo_id");
  CREATE UNIQUE INDEX "_about_v_blocks_testimonials_items_locales_locale_parent_id_" ON "_about_v_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_blocks_testimonials_order_idx" ON "_about_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_about_v_blocks_testimonials_parent_id_idx" ON "_about_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_about_v_blocks_testimonials_path_idx" ON "_about_v_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "_about_v_blocks_testimonials_locales_locale_parent_id_unique" ON "_about_v_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_index_blocks_testimonials_items_order_idx" ON "solutions_index_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "solutions_index_blocks_testimonials_items_parent_id_idx" ON "solutions_index_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "solutions_index_blocks_testimonials_items_logo_idx" ON "solutions_index_blocks_testimonials_items" USING btree ("logo_id");
  CREATE UNIQUE INDEX "solutions_index_blocks_testimonials_items_locales_locale_par" ON "solutions_index_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_index_blocks_testimonials_order_idx" ON "solutions_index_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "solutions_index_blocks_testimonials_parent_id_idx" ON "solutions_index_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "solutions_index_blocks_testimonials_path_idx" ON "solutions_index_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_index_blocks_testimonials_locales_locale_parent_id" ON "solutions_index_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_testimonials_items_order_idx" ON "_solutions_index_v_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "_solutions_index_v_blocks_testimonials_items_parent_id_idx" ON "_solutions_index_v_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_testimonials_items_logo_idx" ON "_solutions_index_v_blocks_testimonials_items" USING btree ("logo_id");
  CREATE UNIQUE INDEX "_solutions_index_v_blocks_testimonials_items_locales_locale_" ON "_solutions_index_v_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_testimonials_order_idx" ON "_solutions_index_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_solutions_index_v_blocks_testimonials_parent_id_idx" ON "_solutions_index_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_testimonials_path_idx" ON "_solutions_index_v_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_index_v_blocks_testimonials_locales_locale_parent" ON "_solutions_index_v_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_blocks_testimonials_items_order_idx" ON "careers_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "careers_blocks_testimonials_items_parent_id_idx" ON "careers_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "careers_blocks_testimonials_items_logo_idx" ON "careers_blocks_testimonials_items" USING btree ("logo_id");
  CREATE UNIQUE INDEX "careers_blocks_testimonials_items_locales_locale_parent_id_u" ON "careers_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_blocks_testimonials_order_idx" ON "careers_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "careers_blocks_testimonials_parent_id_idx" ON "careers_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "careers_blocks_testimonials_path_idx" ON "careers_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "careers_blocks_testimonials_locales_locale_parent_id_unique" ON "careers_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_blocks_testimonials_items_order_idx" ON "_careers_v_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "_careers_v_blocks_testimonials_items_parent_id_idx" ON "_careers_v_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "_careers_v_blocks_testimonials_items_logo_idx" ON "_careers_v_blocks_testimonials_items" USING btree ("logo_id");
  CREATE UNIQUE INDEX "_careers_v_blocks_testimonials_items_locales_locale_parent_i" ON "_careers_v_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_blocks_testimonials_order_idx" ON "_careers_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_careers_v_blocks_testimonials_parent_id_idx" ON "_careers_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_careers_v_blocks_testimonials_path_idx" ON "_careers_v_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "_careers_v_blocks_testimonials_locales_locale_parent_id_uniq" ON "_careers_v_blocks_testimonials_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "solutions_blocks_testimonials_items" CASCADE;
  DROP TABLE "solutions_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "solutions_blocks_testimonials" CASCADE;
  DROP TABLE "solutions_blocks_testimonials_locales" CASCADE;
  DROP TABLE "_solutions_v_blocks_testimonials_items" CASCADE;
  DROP TABLE "_solutions_v_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "_solutions_v_blocks_testimonials" CASCADE;
  DROP TABLE "_solutions_v_blocks_testimonials_locales" CASCADE;
  DROP TABLE "pages_blocks_testimonials_items" CASCADE;
  DROP TABLE "pages_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "pages_blocks_testimonials" CASCADE;
  DROP TABLE "pages_blocks_testimonials_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials_items" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials_locales" CASCADE;
  DROP TABLE "home_blocks_testimonials_items" CASCADE;
  DROP TABLE "home_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "home_blocks_testimonials" CASCADE;
  DROP TABLE "home_blocks_testimonials_locales" CASCADE;
  DROP TABLE "_home_v_blocks_testimonials_items" CASCADE;
  DROP TABLE "_home_v_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "_home_v_blocks_testimonials" CASCADE;
  DROP TABLE "_home_v_blocks_testimonials_locales" CASCADE;
  DROP TABLE "about_blocks_testimonials_items" CASCADE;
  DROP TABLE "about_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "about_blocks_testimonials" CASCADE;
  DROP TABLE "about_blocks_testimonials_locales" CASCADE;
  DROP TABLE "_about_v_blocks_testimonials_items" CASCADE;
  DROP TABLE "_about_v_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "_about_v_blocks_testimonials" CASCADE;
  DROP TABLE "_about_v_blocks_testimonials_locales" CASCADE;
  DROP TABLE "solutions_index_blocks_testimonials_items" CASCADE;
  DROP TABLE "solutions_index_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "solutions_index_blocks_testimonials" CASCADE;
  DROP TABLE "solutions_index_blocks_testimonials_locales" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_testimonials_items" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_testimonials" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_testimonials_locales" CASCADE;
  DROP TABLE "careers_blocks_testimonials_items" CASCADE;
  DROP TABLE "careers_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "careers_blocks_testimonials" CASCADE;
  DROP TABLE "careers_blocks_testimonials_locales" CASCADE;
  DROP TABLE "_careers_v_blocks_testimonials_items" CASCADE;
  DROP TABLE "_careers_v_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "_careers_v_blocks_testimonials" CASCADE;
  DROP TABLE "_careers_v_blocks_testimonials_locales" CASCADE;`)
}
