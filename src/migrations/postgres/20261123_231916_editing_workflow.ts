import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consultation_requests_workflow_status" AS ENUM('new', 'in-progress', 'done', 'spam');
  CREATE TYPE "public"."enum_job_applications_workflow_status" AS ENUM('new', 'in-progress', 'done', 'spam');
  CREATE TYPE "public"."enum__home_v_blocks_feature_grid_items_icon" AS ENUM('brain', 'chart', 'cloud', 'eye', 'chip', 'network', 'chat', 'shield', 'heart', 'coins', 'city', 'truck', 'database', 'sparkles', 'gauge', 'users', 'leaf', 'lock', 'code', 'target', 'layers', 'globe', 'clock', 'rocket');
  CREATE TYPE "public"."enum__home_v_blocks_solution_cards_kind" AS ENUM('all', 'technology', 'industry');
  CREATE TYPE "public"."enum__about_v_blocks_feature_grid_items_icon" AS ENUM('brain', 'chart', 'cloud', 'eye', 'chip', 'network', 'chat', 'shield', 'heart', 'coins', 'city', 'truck', 'database', 'sparkles', 'gauge', 'users', 'leaf', 'lock', 'code', 'target', 'layers', 'globe', 'clock', 'rocket');
  CREATE TYPE "public"."enum__about_v_blocks_solution_cards_kind" AS ENUM('all', 'technology', 'industry');
  CREATE TYPE "public"."enum__solutions_index_v_blocks_feature_grid_items_icon" AS ENUM('brain', 'chart', 'cloud', 'eye', 'chip', 'network', 'chat', 'shield', 'heart', 'coins', 'city', 'truck', 'database', 'sparkles', 'gauge', 'users', 'leaf', 'lock', 'code', 'target', 'layers', 'globe', 'clock', 'rocket');
  CREATE TYPE "public"."enum__solutions_index_v_blocks_solution_cards_kind" AS ENUM('all', 'technology', 'industry');
  CREATE TYPE "public"."enum__careers_v_blocks_feature_grid_items_icon" AS ENUM('brain', 'chart', 'cloud', 'eye', 'chip', 'network', 'chat', 'shield', 'heart', 'coins', 'city', 'truck', 'database', 'sparkles', 'gauge', 'users', 'leaf', 'lock', 'code', 'target', 'layers', 'globe', 'clock', 'rocket');
  CREATE TYPE "public"."enum__careers_v_blocks_solution_cards_kind" AS ENUM('all', 'technology', 'industry');
  CREATE TYPE "public"."enum__site_settings_v_version_social_platform" AS ENUM('linkedin', 'x', 'github', 'youtube', 'instagram');
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"primary_cta_href" varchar,
  	"secondary_cta_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_hero_locales" (
  	"eyebrow" varchar,
  	"heading" varchar NOT NULL,
  	"body" varchar,
  	"primary_cta_label" varchar,
  	"secondary_cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_feature_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__home_v_blocks_feature_grid_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_feature_grid_items_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_feature_grid_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_steps_items_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_steps_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_stats_items_locales" (
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_stats_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_href" varchar NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_call_to_action_locales" (
  	"heading" varchar NOT NULL,
  	"body" varchar,
  	"link_label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_rich_text_locales" (
  	"heading" varchar,
  	"body" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_faq_items_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_faq_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_case_study_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_case_study_cards_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_logo_strip_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_logo_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_logo_strip_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_solution_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__home_v_blocks_solution_cards_kind" DEFAULT 'all' NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_solution_cards_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_offices_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_latest_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_latest_posts_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_home_v_locales" (
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"case_studies_id" integer
  );
  
  CREATE TABLE "_about_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"primary_cta_href" varchar,
  	"secondary_cta_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_about_v_blocks_hero_locales" (
  	"eyebrow" varchar,
  	"heading" varchar NOT NULL,
  	"body" varchar,
  	"primary_cta_label" varchar,
  	"secondary_cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_blocks_feature_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__about_v_blocks_feature_grid_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_v_blocks_feature_grid_items_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_about_v_blocks_feature_grid_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_v_blocks_steps_items_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_about_v_blocks_steps_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_v_blocks_stats_items_locales" (
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_about_v_blocks_stats_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_href" varchar NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_about_v_blocks_call_to_action_locales" (
  	"heading" varchar NOT NULL,
  	"body" varchar,
  	"link_label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_about_v_blocks_rich_text_locales" (
  	"heading" varchar,
  	"body" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_v_blocks_faq_items_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_about_v_blocks_faq_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_blocks_case_study_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_about_v_blocks_case_study_cards_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_blocks_logo_strip_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_v_blocks_logo_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_about_v_blocks_logo_strip_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_blocks_solution_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__about_v_blocks_solution_cards_kind" DEFAULT 'all' NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_about_v_blocks_solution_cards_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_blocks_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_about_v_blocks_offices_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_blocks_latest_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_about_v_blocks_latest_posts_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_about_v_locales" (
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"case_studies_id" integer
  );
  
  CREATE TABLE "_solutions_index_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"primary_cta_href" varchar,
  	"secondary_cta_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_index_v_blocks_hero_locales" (
  	"eyebrow" varchar,
  	"heading" varchar NOT NULL,
  	"body" varchar,
  	"primary_cta_label" varchar,
  	"secondary_cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_index_v_blocks_feature_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__solutions_index_v_blocks_feature_grid_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_solutions_index_v_blocks_feature_grid_items_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_index_v_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_index_v_blocks_feature_grid_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_index_v_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_solutions_index_v_blocks_steps_items_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_index_v_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_index_v_blocks_steps_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_index_v_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_solutions_index_v_blocks_stats_items_locales" (
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_index_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_index_v_blocks_stats_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_index_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_href" varchar NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_index_v_blocks_call_to_action_locales" (
  	"heading" varchar NOT NULL,
  	"body" varchar,
  	"link_label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_index_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_index_v_blocks_rich_text_locales" (
  	"heading" varchar,
  	"body" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_index_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_solutions_index_v_blocks_faq_items_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_index_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_index_v_blocks_faq_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_index_v_blocks_case_study_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_index_v_blocks_case_study_cards_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_index_v_blocks_logo_strip_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_solutions_index_v_blocks_logo_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_index_v_blocks_logo_strip_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_index_v_blocks_solution_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__solutions_index_v_blocks_solution_cards_kind" DEFAULT 'all' NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_index_v_blocks_solution_cards_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_index_v_blocks_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_index_v_blocks_offices_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_index_v_blocks_latest_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_index_v_blocks_latest_posts_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_index_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_solutions_index_v_locales" (
  	"version_heading" varchar NOT NULL,
  	"version_intro" varchar,
  	"version_technologies_heading" varchar,
  	"version_technologies_intro" varchar,
  	"version_industries_heading" varchar,
  	"version_industries_intro" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_index_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"case_studies_id" integer
  );
  
  CREATE TABLE "_careers_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"primary_cta_href" varchar,
  	"secondary_cta_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_careers_v_blocks_hero_locales" (
  	"eyebrow" varchar,
  	"heading" varchar NOT NULL,
  	"body" varchar,
  	"primary_cta_label" varchar,
  	"secondary_cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_v_blocks_feature_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__careers_v_blocks_feature_grid_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_careers_v_blocks_feature_grid_items_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_v_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_careers_v_blocks_feature_grid_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_v_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_careers_v_blocks_steps_items_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_v_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_careers_v_blocks_steps_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_v_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_careers_v_blocks_stats_items_locales" (
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_careers_v_blocks_stats_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_href" varchar NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_careers_v_blocks_call_to_action_locales" (
  	"heading" varchar NOT NULL,
  	"body" varchar,
  	"link_label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_careers_v_blocks_rich_text_locales" (
  	"heading" varchar,
  	"body" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_careers_v_blocks_faq_items_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_careers_v_blocks_faq_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_v_blocks_case_study_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_careers_v_blocks_case_study_cards_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_v_blocks_logo_strip_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_careers_v_blocks_logo_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_careers_v_blocks_logo_strip_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_v_blocks_solution_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__careers_v_blocks_solution_cards_kind" DEFAULT 'all' NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_careers_v_blocks_solution_cards_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_v_blocks_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_careers_v_blocks_offices_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_v_blocks_latest_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_careers_v_blocks_latest_posts_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_careers_v_locales" (
  	"version_positions_heading" varchar NOT NULL,
  	"version_positions_intro" varchar,
  	"version_no_positions" varchar,
  	"version_apply_heading" varchar,
  	"version_apply_intro" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"case_studies_id" integer
  );
  
  CREATE TABLE "_blog_index_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_blog_index_v_locales" (
  	"version_heading" varchar NOT NULL,
  	"version_intro" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_contact_v_version_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contact_v_version_hours_locales" (
  	"days" varchar NOT NULL,
  	"hours" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_contact_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_contact_v_locales" (
  	"version_heading" varchar NOT NULL,
  	"version_intro" varchar,
  	"version_hours_heading" varchar,
  	"version_form_heading" varchar,
  	"version_form_intro" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_navigation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_navigation_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"platform" "enum__site_settings_v_version_social_platform" NOT NULL,
  	"url" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"phone" varchar,
  	"email" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_offices_locales" (
  	"city" varchar NOT NULL,
  	"name" varchar,
  	"address" varchar,
  	"hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_email" varchar NOT NULL,
  	"version_phone" varchar NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_locales" (
  	"version_site_name" varchar NOT NULL,
  	"version_tagline" varchar,
  	"version_description" varchar,
  	"version_footer_blurb" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "exports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exports_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "imports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "exports" CASCADE;
  DROP TABLE "exports_texts" CASCADE;
  DROP TABLE "imports" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  -- Jobs of the removed export plugin cannot be kept under the new list of tasks.
  DELETE FROM "payload_jobs_log" WHERE "task_slug"::text NOT IN ('inline', 'sendEmail', 'schedulePublish');
  DELETE FROM "payload_jobs" WHERE "task_slug"::text NOT IN ('inline', 'sendEmail', 'schedulePublish');
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "posts" ADD COLUMN "generate_slug" boolean DEFAULT true;
  ALTER TABLE "_posts_v" ADD COLUMN "version_generate_slug" boolean DEFAULT true;
  ALTER TABLE "_posts_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "categories" ADD COLUMN "generate_slug" boolean DEFAULT true;
  ALTER TABLE "authors" ADD COLUMN "generate_slug" boolean DEFAULT true;
  ALTER TABLE "jobs" ADD COLUMN "generate_slug" boolean DEFAULT true;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_generate_slug" boolean DEFAULT true;
  ALTER TABLE "solutions" ADD COLUMN "generate_slug" boolean DEFAULT true;
  ALTER TABLE "_solutions_v" ADD COLUMN "version_generate_slug" boolean DEFAULT true;
  ALTER TABLE "case_studies" ADD COLUMN "generate_slug" boolean DEFAULT true;
  ALTER TABLE "pages" ADD COLUMN "generate_slug" boolean DEFAULT true;
  ALTER TABLE "_pages_v" ADD COLUMN "version_generate_slug" boolean DEFAULT true;
  ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "consultation_requests" ADD COLUMN "status" "enum_consultation_requests_workflow_status" DEFAULT 'new';
  ALTER TABLE "consultation_requests" ADD COLUMN "owner_id" integer;
  ALTER TABLE "consultation_requests" ADD COLUMN "notes" varchar;
  ALTER TABLE "job_applications" ADD COLUMN "status" "enum_job_applications_workflow_status" DEFAULT 'new';
  ALTER TABLE "job_applications" ADD COLUMN "owner_id" integer;
  ALTER TABLE "job_applications" ADD COLUMN "notes" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "_home_v_blocks_hero" ADD CONSTRAINT "_home_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_hero" ADD CONSTRAINT "_home_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_hero_locales" ADD CONSTRAINT "_home_v_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_feature_grid_items" ADD CONSTRAINT "_home_v_blocks_feature_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_feature_grid_items_locales" ADD CONSTRAINT "_home_v_blocks_feature_grid_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_feature_grid_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_feature_grid" ADD CONSTRAINT "_home_v_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_feature_grid_locales" ADD CONSTRAINT "_home_v_blocks_feature_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_steps_items" ADD CONSTRAINT "_home_v_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_steps_items_locales" ADD CONSTRAINT "_home_v_blocks_steps_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_steps_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_steps" ADD CONSTRAINT "_home_v_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_steps_locales" ADD CONSTRAINT "_home_v_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_stats_items" ADD CONSTRAINT "_home_v_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_stats_items_locales" ADD CONSTRAINT "_home_v_blocks_stats_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_stats_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_stats" ADD CONSTRAINT "_home_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_stats_locales" ADD CONSTRAINT "_home_v_blocks_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_call_to_action" ADD CONSTRAINT "_home_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_call_to_action_locales" ADD CONSTRAINT "_home_v_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_rich_text" ADD CONSTRAINT "_home_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_rich_text_locales" ADD CONSTRAINT "_home_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_faq_items" ADD CONSTRAINT "_home_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_faq_items_locales" ADD CONSTRAINT "_home_v_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_faq" ADD CONSTRAINT "_home_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_faq_locales" ADD CONSTRAINT "_home_v_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_case_study_cards" ADD CONSTRAINT "_home_v_blocks_case_study_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_case_study_cards_locales" ADD CONSTRAINT "_home_v_blocks_case_study_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_case_study_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_logo_strip_items" ADD CONSTRAINT "_home_v_blocks_logo_strip_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_logo_strip_items" ADD CONSTRAINT "_home_v_blocks_logo_strip_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_logo_strip" ADD CONSTRAINT "_home_v_blocks_logo_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_logo_strip_locales" ADD CONSTRAINT "_home_v_blocks_logo_strip_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_solution_cards" ADD CONSTRAINT "_home_v_blocks_solution_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_solution_cards_locales" ADD CONSTRAINT "_home_v_blocks_solution_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_solution_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_offices" ADD CONSTRAINT "_home_v_blocks_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_offices_locales" ADD CONSTRAINT "_home_v_blocks_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_latest_posts" ADD CONSTRAINT "_home_v_blocks_latest_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_latest_posts_locales" ADD CONSTRAINT "_home_v_blocks_latest_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_latest_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_locales" ADD CONSTRAINT "_home_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_hero" ADD CONSTRAINT "_about_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_hero" ADD CONSTRAINT "_about_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_hero_locales" ADD CONSTRAINT "_about_v_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_feature_grid_items" ADD CONSTRAINT "_about_v_blocks_feature_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_feature_grid_items_locales" ADD CONSTRAINT "_about_v_blocks_feature_grid_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_feature_grid_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_feature_grid" ADD CONSTRAINT "_about_v_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_feature_grid_locales" ADD CONSTRAINT "_about_v_blocks_feature_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_steps_items" ADD CONSTRAINT "_about_v_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_steps_items_locales" ADD CONSTRAINT "_about_v_blocks_steps_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_steps_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_steps" ADD CONSTRAINT "_about_v_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_steps_locales" ADD CONSTRAINT "_about_v_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_stats_items" ADD CONSTRAINT "_about_v_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_stats_items_locales" ADD CONSTRAINT "_about_v_blocks_stats_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_stats_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_stats" ADD CONSTRAINT "_about_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_stats_locales" ADD CONSTRAINT "_about_v_blocks_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_call_to_action" ADD CONSTRAINT "_about_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_call_to_action_locales" ADD CONSTRAINT "_about_v_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_rich_text" ADD CONSTRAINT "_about_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_rich_text_locales" ADD CONSTRAINT "_about_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_faq_items" ADD CONSTRAINT "_about_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_faq_items_locales" ADD CONSTRAINT "_about_v_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_faq" ADD CONSTRAINT "_about_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_faq_locales" ADD CONSTRAINT "_about_v_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_case_study_cards" ADD CONSTRAINT "_about_v_blocks_case_study_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_case_study_cards_locales" ADD CONSTRAINT "_about_v_blocks_case_study_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_case_study_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_logo_strip_items" ADD CONSTRAINT "_about_v_blocks_logo_strip_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_logo_strip_items" ADD CONSTRAINT "_about_v_blocks_logo_strip_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_logo_strip" ADD CONSTRAINT "_about_v_blocks_logo_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_logo_strip_locales" ADD CONSTRAINT "_about_v_blocks_logo_strip_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_solution_cards" ADD CONSTRAINT "_about_v_blocks_solution_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_solution_cards_locales" ADD CONSTRAINT "_about_v_blocks_solution_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_solution_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_offices" ADD CONSTRAINT "_about_v_blocks_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_offices_locales" ADD CONSTRAINT "_about_v_blocks_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_latest_posts" ADD CONSTRAINT "_about_v_blocks_latest_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_blocks_latest_posts_locales" ADD CONSTRAINT "_about_v_blocks_latest_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_blocks_latest_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v" ADD CONSTRAINT "_about_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v_locales" ADD CONSTRAINT "_about_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_rels" ADD CONSTRAINT "_about_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_rels" ADD CONSTRAINT "_about_v_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_hero" ADD CONSTRAINT "_solutions_index_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_hero" ADD CONSTRAINT "_solutions_index_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_hero_locales" ADD CONSTRAINT "_solutions_index_v_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_feature_grid_items" ADD CONSTRAINT "_solutions_index_v_blocks_feature_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_feature_grid_items_locales" ADD CONSTRAINT "_solutions_index_v_blocks_feature_grid_items_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_feature_grid_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_feature_grid" ADD CONSTRAINT "_solutions_index_v_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_feature_grid_locales" ADD CONSTRAINT "_solutions_index_v_blocks_feature_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_steps_items" ADD CONSTRAINT "_solutions_index_v_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_steps_items_locales" ADD CONSTRAINT "_solutions_index_v_blocks_steps_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_steps_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_steps" ADD CONSTRAINT "_solutions_index_v_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_steps_locales" ADD CONSTRAINT "_solutions_index_v_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_stats_items" ADD CONSTRAINT "_solutions_index_v_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_stats_items_locales" ADD CONSTRAINT "_solutions_index_v_blocks_stats_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_stats_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_stats" ADD CONSTRAINT "_solutions_index_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_stats_locales" ADD CONSTRAINT "_solutions_index_v_blocks_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_call_to_action" ADD CONSTRAINT "_solutions_index_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_call_to_action_locales" ADD CONSTRAINT "_solutions_index_v_blocks_call_to_action_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_rich_text" ADD CONSTRAINT "_solutions_index_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_rich_text_locales" ADD CONSTRAINT "_solutions_index_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_faq_items" ADD CONSTRAINT "_solutions_index_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_faq_items_locales" ADD CONSTRAINT "_solutions_index_v_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_faq" ADD CONSTRAINT "_solutions_index_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_faq_locales" ADD CONSTRAINT "_solutions_index_v_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_case_study_cards" ADD CONSTRAINT "_solutions_index_v_blocks_case_study_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_case_study_cards_locales" ADD CONSTRAINT "_solutions_index_v_blocks_case_study_cards_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_case_study_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_logo_strip_items" ADD CONSTRAINT "_solutions_index_v_blocks_logo_strip_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_logo_strip_items" ADD CONSTRAINT "_solutions_index_v_blocks_logo_strip_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_logo_strip" ADD CONSTRAINT "_solutions_index_v_blocks_logo_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_logo_strip_locales" ADD CONSTRAINT "_solutions_index_v_blocks_logo_strip_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_solution_cards" ADD CONSTRAINT "_solutions_index_v_blocks_solution_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_solution_cards_locales" ADD CONSTRAINT "_solutions_index_v_blocks_solution_cards_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_solution_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_offices" ADD CONSTRAINT "_solutions_index_v_blocks_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_offices_locales" ADD CONSTRAINT "_solutions_index_v_blocks_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_latest_posts" ADD CONSTRAINT "_solutions_index_v_blocks_latest_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_blocks_latest_posts_locales" ADD CONSTRAINT "_solutions_index_v_blocks_latest_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v_blocks_latest_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v" ADD CONSTRAINT "_solutions_index_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_locales" ADD CONSTRAINT "_solutions_index_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_index_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_rels" ADD CONSTRAINT "_solutions_index_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_solutions_index_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_index_v_rels" ADD CONSTRAINT "_solutions_index_v_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_hero" ADD CONSTRAINT "_careers_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_hero" ADD CONSTRAINT "_careers_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_hero_locales" ADD CONSTRAINT "_careers_v_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_feature_grid_items" ADD CONSTRAINT "_careers_v_blocks_feature_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_feature_grid_items_locales" ADD CONSTRAINT "_careers_v_blocks_feature_grid_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_feature_grid_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_feature_grid" ADD CONSTRAINT "_careers_v_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_feature_grid_locales" ADD CONSTRAINT "_careers_v_blocks_feature_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_steps_items" ADD CONSTRAINT "_careers_v_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_steps_items_locales" ADD CONSTRAINT "_careers_v_blocks_steps_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_steps_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_steps" ADD CONSTRAINT "_careers_v_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_steps_locales" ADD CONSTRAINT "_careers_v_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_stats_items" ADD CONSTRAINT "_careers_v_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_stats_items_locales" ADD CONSTRAINT "_careers_v_blocks_stats_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_stats_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_stats" ADD CONSTRAINT "_careers_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_stats_locales" ADD CONSTRAINT "_careers_v_blocks_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_call_to_action" ADD CONSTRAINT "_careers_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_call_to_action_locales" ADD CONSTRAINT "_careers_v_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_rich_text" ADD CONSTRAINT "_careers_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_rich_text_locales" ADD CONSTRAINT "_careers_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_faq_items" ADD CONSTRAINT "_careers_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_faq_items_locales" ADD CONSTRAINT "_careers_v_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_faq" ADD CONSTRAINT "_careers_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_faq_locales" ADD CONSTRAINT "_careers_v_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_case_study_cards" ADD CONSTRAINT "_careers_v_blocks_case_study_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_case_study_cards_locales" ADD CONSTRAINT "_careers_v_blocks_case_study_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_case_study_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_logo_strip_items" ADD CONSTRAINT "_careers_v_blocks_logo_strip_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_logo_strip_items" ADD CONSTRAINT "_careers_v_blocks_logo_strip_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_logo_strip" ADD CONSTRAINT "_careers_v_blocks_logo_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_logo_strip_locales" ADD CONSTRAINT "_careers_v_blocks_logo_strip_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_solution_cards" ADD CONSTRAINT "_careers_v_blocks_solution_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_solution_cards_locales" ADD CONSTRAINT "_careers_v_blocks_solution_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_solution_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_offices" ADD CONSTRAINT "_careers_v_blocks_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_offices_locales" ADD CONSTRAINT "_careers_v_blocks_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_latest_posts" ADD CONSTRAINT "_careers_v_blocks_latest_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_blocks_latest_posts_locales" ADD CONSTRAINT "_careers_v_blocks_latest_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v_blocks_latest_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v" ADD CONSTRAINT "_careers_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_careers_v_locales" ADD CONSTRAINT "_careers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_rels" ADD CONSTRAINT "_careers_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_careers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v_rels" ADD CONSTRAINT "_careers_v_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_index_v" ADD CONSTRAINT "_blog_index_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_index_v_locales" ADD CONSTRAINT "_blog_index_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_index_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_v_version_hours" ADD CONSTRAINT "_contact_v_version_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_v_version_hours_locales" ADD CONSTRAINT "_contact_v_version_hours_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_v_version_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_v" ADD CONSTRAINT "_contact_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_contact_v_locales" ADD CONSTRAINT "_contact_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_navigation" ADD CONSTRAINT "_site_settings_v_version_navigation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_navigation_locales" ADD CONSTRAINT "_site_settings_v_version_navigation_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_social" ADD CONSTRAINT "_site_settings_v_version_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_offices" ADD CONSTRAINT "_site_settings_v_version_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_offices_locales" ADD CONSTRAINT "_site_settings_v_version_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_locales" ADD CONSTRAINT "_site_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "_home_v_blocks_hero_order_idx" ON "_home_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_hero_parent_id_idx" ON "_home_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_hero_path_idx" ON "_home_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_home_v_blocks_hero_image_idx" ON "_home_v_blocks_hero" USING btree ("image_id");
  CREATE UNIQUE INDEX "_home_v_blocks_hero_locales_locale_parent_id_unique" ON "_home_v_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_feature_grid_items_order_idx" ON "_home_v_blocks_feature_grid_items" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_feature_grid_items_parent_id_idx" ON "_home_v_blocks_feature_grid_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_blocks_feature_grid_items_locales_locale_parent_id_u" ON "_home_v_blocks_feature_grid_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_feature_grid_order_idx" ON "_home_v_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_feature_grid_parent_id_idx" ON "_home_v_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_feature_grid_path_idx" ON "_home_v_blocks_feature_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_feature_grid_locales_locale_parent_id_unique" ON "_home_v_blocks_feature_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_steps_items_order_idx" ON "_home_v_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_steps_items_parent_id_idx" ON "_home_v_blocks_steps_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_blocks_steps_items_locales_locale_parent_id_unique" ON "_home_v_blocks_steps_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_steps_order_idx" ON "_home_v_blocks_steps" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_steps_parent_id_idx" ON "_home_v_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_steps_path_idx" ON "_home_v_blocks_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_steps_locales_locale_parent_id_unique" ON "_home_v_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_stats_items_order_idx" ON "_home_v_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_stats_items_parent_id_idx" ON "_home_v_blocks_stats_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_blocks_stats_items_locales_locale_parent_id_unique" ON "_home_v_blocks_stats_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_stats_order_idx" ON "_home_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_stats_parent_id_idx" ON "_home_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_stats_path_idx" ON "_home_v_blocks_stats" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_stats_locales_locale_parent_id_unique" ON "_home_v_blocks_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_call_to_action_order_idx" ON "_home_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_call_to_action_parent_id_idx" ON "_home_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_call_to_action_path_idx" ON "_home_v_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_call_to_action_locales_locale_parent_id_uniqu" ON "_home_v_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_rich_text_order_idx" ON "_home_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_rich_text_parent_id_idx" ON "_home_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_rich_text_path_idx" ON "_home_v_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_rich_text_locales_locale_parent_id_unique" ON "_home_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_faq_items_order_idx" ON "_home_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_faq_items_parent_id_idx" ON "_home_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_blocks_faq_items_locales_locale_parent_id_unique" ON "_home_v_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_faq_order_idx" ON "_home_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_faq_parent_id_idx" ON "_home_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_faq_path_idx" ON "_home_v_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_faq_locales_locale_parent_id_unique" ON "_home_v_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_case_study_cards_order_idx" ON "_home_v_blocks_case_study_cards" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_case_study_cards_parent_id_idx" ON "_home_v_blocks_case_study_cards" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_case_study_cards_path_idx" ON "_home_v_blocks_case_study_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_case_study_cards_locales_locale_parent_id_uni" ON "_home_v_blocks_case_study_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_logo_strip_items_order_idx" ON "_home_v_blocks_logo_strip_items" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_logo_strip_items_parent_id_idx" ON "_home_v_blocks_logo_strip_items" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_logo_strip_items_logo_idx" ON "_home_v_blocks_logo_strip_items" USING btree ("logo_id");
  CREATE INDEX "_home_v_blocks_logo_strip_order_idx" ON "_home_v_blocks_logo_strip" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_logo_strip_parent_id_idx" ON "_home_v_blocks_logo_strip" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_logo_strip_path_idx" ON "_home_v_blocks_logo_strip" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_logo_strip_locales_locale_parent_id_unique" ON "_home_v_blocks_logo_strip_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_solution_cards_order_idx" ON "_home_v_blocks_solution_cards" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_solution_cards_parent_id_idx" ON "_home_v_blocks_solution_cards" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_solution_cards_path_idx" ON "_home_v_blocks_solution_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_solution_cards_locales_locale_parent_id_uniqu" ON "_home_v_blocks_solution_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_offices_order_idx" ON "_home_v_blocks_offices" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_offices_parent_id_idx" ON "_home_v_blocks_offices" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_offices_path_idx" ON "_home_v_blocks_offices" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_offices_locales_locale_parent_id_unique" ON "_home_v_blocks_offices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_latest_posts_order_idx" ON "_home_v_blocks_latest_posts" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_latest_posts_parent_id_idx" ON "_home_v_blocks_latest_posts" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_latest_posts_path_idx" ON "_home_v_blocks_latest_posts" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_latest_posts_locales_locale_parent_id_unique" ON "_home_v_blocks_latest_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_version_seo_version_seo_image_idx" ON "_home_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_home_v_created_at_idx" ON "_home_v" USING btree ("created_at");
  CREATE INDEX "_home_v_updated_at_idx" ON "_home_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_home_v_locales_locale_parent_id_unique" ON "_home_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_rels_order_idx" ON "_home_v_rels" USING btree ("order");
  CREATE INDEX "_home_v_rels_parent_idx" ON "_home_v_rels" USING btree ("parent_id");
  CREATE INDEX "_home_v_rels_path_idx" ON "_home_v_rels" USING btree ("path");
  CREATE INDEX "_home_v_rels_case_studies_id_idx" ON "_home_v_rels" USING btree ("case_studies_id");
  CREATE INDEX "_about_v_blocks_hero_order_idx" ON "_about_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_about_v_blocks_hero_parent_id_idx" ON "_about_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_about_v_blocks_hero_path_idx" ON "_about_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_about_v_blocks_hero_image_idx" ON "_about_v_blocks_hero" USING btree ("image_id");
  CREATE UNIQUE INDEX "_about_v_blocks_hero_locales_locale_parent_id_unique" ON "_about_v_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_blocks_feature_grid_items_order_idx" ON "_about_v_blocks_feature_grid_items" USING btree ("_order");
  CREATE INDEX "_about_v_blocks_feature_grid_items_parent_id_idx" ON "_about_v_blocks_feature_grid_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_v_blocks_feature_grid_items_locales_locale_parent_id_" ON "_about_v_blocks_feature_grid_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_blocks_feature_grid_order_idx" ON "_about_v_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "_about_v_blocks_feature_grid_parent_id_idx" ON "_about_v_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "_about_v_blocks_feature_grid_path_idx" ON "_about_v_blocks_feature_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "_about_v_blocks_feature_grid_locales_locale_parent_id_unique" ON "_about_v_blocks_feature_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_blocks_steps_items_order_idx" ON "_about_v_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "_about_v_blocks_steps_items_parent_id_idx" ON "_about_v_blocks_steps_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_v_blocks_steps_items_locales_locale_parent_id_unique" ON "_about_v_blocks_steps_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_blocks_steps_order_idx" ON "_about_v_blocks_steps" USING btree ("_order");
  CREATE INDEX "_about_v_blocks_steps_parent_id_idx" ON "_about_v_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "_about_v_blocks_steps_path_idx" ON "_about_v_blocks_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "_about_v_blocks_steps_locales_locale_parent_id_unique" ON "_about_v_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_blocks_stats_items_order_idx" ON "_about_v_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "_about_v_blocks_stats_items_parent_id_idx" ON "_about_v_blocks_stats_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_v_blocks_stats_items_locales_locale_parent_id_unique" ON "_about_v_blocks_stats_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_blocks_stats_order_idx" ON "_about_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_about_v_blocks_stats_parent_id_idx" ON "_about_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_about_v_blocks_stats_path_idx" ON "_about_v_blocks_stats" USING btree ("_path");
  CREATE UNIQUE INDEX "_about_v_blocks_stats_locales_locale_parent_id_unique" ON "_about_v_blocks_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_blocks_call_to_action_order_idx" ON "_about_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_about_v_blocks_call_to_action_parent_id_idx" ON "_about_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_about_v_blocks_call_to_action_path_idx" ON "_about_v_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "_about_v_blocks_call_to_action_locales_locale_parent_id_uniq" ON "_about_v_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_blocks_rich_text_order_idx" ON "_about_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_about_v_blocks_rich_text_parent_id_idx" ON "_about_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_about_v_blocks_rich_text_path_idx" ON "_about_v_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_about_v_blocks_rich_text_locales_locale_parent_id_unique" ON "_about_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_blocks_faq_items_order_idx" ON "_about_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_about_v_blocks_faq_items_parent_id_idx" ON "_about_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_v_blocks_faq_items_locales_locale_parent_id_unique" ON "_about_v_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_blocks_faq_order_idx" ON "_about_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_about_v_blocks_faq_parent_id_idx" ON "_about_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_about_v_blocks_faq_path_idx" ON "_about_v_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "_about_v_blocks_faq_locales_locale_parent_id_unique" ON "_about_v_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_blocks_case_study_cards_order_idx" ON "_about_v_blocks_case_study_cards" USING btree ("_order");
  CREATE INDEX "_about_v_blocks_case_study_cards_parent_id_idx" ON "_about_v_blocks_case_study_cards" USING btree ("_parent_id");
  CREATE INDEX "_about_v_blocks_case_study_cards_path_idx" ON "_about_v_blocks_case_study_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_about_v_blocks_case_study_cards_locales_locale_parent_id_un" ON "_about_v_blocks_case_study_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_blocks_logo_strip_items_order_idx" ON "_about_v_blocks_logo_strip_items" USING btree ("_order");
  CREATE INDEX "_about_v_blocks_logo_strip_items_parent_id_idx" ON "_about_v_blocks_logo_strip_items" USING btree ("_parent_id");
  CREATE INDEX "_about_v_blocks_logo_strip_items_logo_idx" ON "_about_v_blocks_logo_strip_items" USING btree ("logo_id");
  CREATE INDEX "_about_v_blocks_logo_strip_order_idx" ON "_about_v_blocks_logo_strip" USING btree ("_order");
  CREATE INDEX "_about_v_blocks_logo_strip_parent_id_idx" ON "_about_v_blocks_logo_strip" USING btree ("_parent_id");
  CREATE INDEX "_about_v_blocks_logo_strip_path_idx" ON "_about_v_blocks_logo_strip" USING btree ("_path");
  CREATE UNIQUE INDEX "_about_v_blocks_logo_strip_locales_locale_parent_id_unique" ON "_about_v_blocks_logo_strip_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_blocks_solution_cards_order_idx" ON "_about_v_blocks_solution_cards" USING btree ("_order");
  CREATE INDEX "_about_v_blocks_solution_cards_parent_id_idx" ON "_about_v_blocks_solution_cards" USING btree ("_parent_id");
  CREATE INDEX "_about_v_blocks_solution_cards_path_idx" ON "_about_v_blocks_solution_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_about_v_blocks_solution_cards_locales_locale_parent_id_uniq" ON "_about_v_blocks_solution_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_blocks_offices_order_idx" ON "_about_v_blocks_offices" USING btree ("_order");
  CREATE INDEX "_about_v_blocks_offices_parent_id_idx" ON "_about_v_blocks_offices" USING btree ("_parent_id");
  CREATE INDEX "_about_v_blocks_offices_path_idx" ON "_about_v_blocks_offices" USING btree ("_path");
  CREATE UNIQUE INDEX "_about_v_blocks_offices_locales_locale_parent_id_unique" ON "_about_v_blocks_offices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_blocks_latest_posts_order_idx" ON "_about_v_blocks_latest_posts" USING btree ("_order");
  CREATE INDEX "_about_v_blocks_latest_posts_parent_id_idx" ON "_about_v_blocks_latest_posts" USING btree ("_parent_id");
  CREATE INDEX "_about_v_blocks_latest_posts_path_idx" ON "_about_v_blocks_latest_posts" USING btree ("_path");
  CREATE UNIQUE INDEX "_about_v_blocks_latest_posts_locales_locale_parent_id_unique" ON "_about_v_blocks_latest_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_version_seo_version_seo_image_idx" ON "_about_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_about_v_created_at_idx" ON "_about_v" USING btree ("created_at");
  CREATE INDEX "_about_v_updated_at_idx" ON "_about_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_about_v_locales_locale_parent_id_unique" ON "_about_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_rels_order_idx" ON "_about_v_rels" USING btree ("order");
  CREATE INDEX "_about_v_rels_parent_idx" ON "_about_v_rels" USING btree ("parent_id");
  CREATE INDEX "_about_v_rels_path_idx" ON "_about_v_rels" USING btree ("path");
  CREATE INDEX "_about_v_rels_case_studies_id_idx" ON "_about_v_rels" USING btree ("case_studies_id");
  CREATE INDEX "_solutions_index_v_blocks_hero_order_idx" ON "_solutions_index_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_solutions_index_v_blocks_hero_parent_id_idx" ON "_solutions_index_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_hero_path_idx" ON "_solutions_index_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_solutions_index_v_blocks_hero_image_idx" ON "_solutions_index_v_blocks_hero" USING btree ("image_id");
  CREATE UNIQUE INDEX "_solutions_index_v_blocks_hero_locales_locale_parent_id_uniq" ON "_solutions_index_v_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_feature_grid_items_order_idx" ON "_solutions_index_v_blocks_feature_grid_items" USING btree ("_order");
  CREATE INDEX "_solutions_index_v_blocks_feature_grid_items_parent_id_idx" ON "_solutions_index_v_blocks_feature_grid_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_solutions_index_v_blocks_feature_grid_items_locales_locale_" ON "_solutions_index_v_blocks_feature_grid_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_feature_grid_order_idx" ON "_solutions_index_v_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "_solutions_index_v_blocks_feature_grid_parent_id_idx" ON "_solutions_index_v_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_feature_grid_path_idx" ON "_solutions_index_v_blocks_feature_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_index_v_blocks_feature_grid_locales_locale_parent" ON "_solutions_index_v_blocks_feature_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_steps_items_order_idx" ON "_solutions_index_v_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "_solutions_index_v_blocks_steps_items_parent_id_idx" ON "_solutions_index_v_blocks_steps_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_solutions_index_v_blocks_steps_items_locales_locale_parent_" ON "_solutions_index_v_blocks_steps_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_steps_order_idx" ON "_solutions_index_v_blocks_steps" USING btree ("_order");
  CREATE INDEX "_solutions_index_v_blocks_steps_parent_id_idx" ON "_solutions_index_v_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_steps_path_idx" ON "_solutions_index_v_blocks_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_index_v_blocks_steps_locales_locale_parent_id_uni" ON "_solutions_index_v_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_stats_items_order_idx" ON "_solutions_index_v_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "_solutions_index_v_blocks_stats_items_parent_id_idx" ON "_solutions_index_v_blocks_stats_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_solutions_index_v_blocks_stats_items_locales_locale_parent_" ON "_solutions_index_v_blocks_stats_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_stats_order_idx" ON "_solutions_index_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_solutions_index_v_blocks_stats_parent_id_idx" ON "_solutions_index_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_stats_path_idx" ON "_solutions_index_v_blocks_stats" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_index_v_blocks_stats_locales_locale_parent_id_uni" ON "_solutions_index_v_blocks_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_call_to_action_order_idx" ON "_solutions_index_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_solutions_index_v_blocks_call_to_action_parent_id_idx" ON "_solutions_index_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_call_to_action_path_idx" ON "_solutions_index_v_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_index_v_blocks_call_to_action_locales_locale_pare" ON "_solutions_index_v_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_rich_text_order_idx" ON "_solutions_index_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_solutions_index_v_blocks_rich_text_parent_id_idx" ON "_solutions_index_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_rich_text_path_idx" ON "_solutions_index_v_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_index_v_blocks_rich_text_locales_locale_parent_id" ON "_solutions_index_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_faq_items_order_idx" ON "_solutions_index_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_solutions_index_v_blocks_faq_items_parent_id_idx" ON "_solutions_index_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_solutions_index_v_blocks_faq_items_locales_locale_parent_id" ON "_solutions_index_v_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_faq_order_idx" ON "_solutions_index_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_solutions_index_v_blocks_faq_parent_id_idx" ON "_solutions_index_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_faq_path_idx" ON "_solutions_index_v_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_index_v_blocks_faq_locales_locale_parent_id_uniqu" ON "_solutions_index_v_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_case_study_cards_order_idx" ON "_solutions_index_v_blocks_case_study_cards" USING btree ("_order");
  CREATE INDEX "_solutions_index_v_blocks_case_study_cards_parent_id_idx" ON "_solutions_index_v_blocks_case_study_cards" USING btree ("_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_case_study_cards_path_idx" ON "_solutions_index_v_blocks_case_study_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_index_v_blocks_case_study_cards_locales_locale_pa" ON "_solutions_index_v_blocks_case_study_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_logo_strip_items_order_idx" ON "_solutions_index_v_blocks_logo_strip_items" USING btree ("_order");
  CREATE INDEX "_solutions_index_v_blocks_logo_strip_items_parent_id_idx" ON "_solutions_index_v_blocks_logo_strip_items" USING btree ("_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_logo_strip_items_logo_idx" ON "_solutions_index_v_blocks_logo_strip_items" USING btree ("logo_id");
  CREATE INDEX "_solutions_index_v_blocks_logo_strip_order_idx" ON "_solutions_index_v_blocks_logo_strip" USING btree ("_order");
  CREATE INDEX "_solutions_index_v_blocks_logo_strip_parent_id_idx" ON "_solutions_index_v_blocks_logo_strip" USING btree ("_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_logo_strip_path_idx" ON "_solutions_index_v_blocks_logo_strip" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_index_v_blocks_logo_strip_locales_locale_parent_i" ON "_solutions_index_v_blocks_logo_strip_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_solution_cards_order_idx" ON "_solutions_index_v_blocks_solution_cards" USING btree ("_order");
  CREATE INDEX "_solutions_index_v_blocks_solution_cards_parent_id_idx" ON "_solutions_index_v_blocks_solution_cards" USING btree ("_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_solution_cards_path_idx" ON "_solutions_index_v_blocks_solution_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_index_v_blocks_solution_cards_locales_locale_pare" ON "_solutions_index_v_blocks_solution_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_offices_order_idx" ON "_solutions_index_v_blocks_offices" USING btree ("_order");
  CREATE INDEX "_solutions_index_v_blocks_offices_parent_id_idx" ON "_solutions_index_v_blocks_offices" USING btree ("_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_offices_path_idx" ON "_solutions_index_v_blocks_offices" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_index_v_blocks_offices_locales_locale_parent_id_u" ON "_solutions_index_v_blocks_offices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_latest_posts_order_idx" ON "_solutions_index_v_blocks_latest_posts" USING btree ("_order");
  CREATE INDEX "_solutions_index_v_blocks_latest_posts_parent_id_idx" ON "_solutions_index_v_blocks_latest_posts" USING btree ("_parent_id");
  CREATE INDEX "_solutions_index_v_blocks_latest_posts_path_idx" ON "_solutions_index_v_blocks_latest_posts" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_index_v_blocks_latest_posts_locales_locale_parent" ON "_solutions_index_v_blocks_latest_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_index_v_version_seo_version_seo_image_idx" ON "_solutions_index_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_solutions_index_v_created_at_idx" ON "_solutions_index_v" USING btree ("created_at");
  CREATE INDEX "_solutions_index_v_updated_at_idx" ON "_solutions_index_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_solutions_index_v_locales_locale_parent_id_unique" ON "_solutions_index_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_index_v_rels_order_idx" ON "_solutions_index_v_rels" USING btree ("order");
  CREATE INDEX "_solutions_index_v_rels_parent_idx" ON "_solutions_index_v_rels" USING btree ("parent_id");
  CREATE INDEX "_solutions_index_v_rels_path_idx" ON "_solutions_index_v_rels" USING btree ("path");
  CREATE INDEX "_solutions_index_v_rels_case_studies_id_idx" ON "_solutions_index_v_rels" USING btree ("case_studies_id");
  CREATE INDEX "_careers_v_blocks_hero_order_idx" ON "_careers_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_careers_v_blocks_hero_parent_id_idx" ON "_careers_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_careers_v_blocks_hero_path_idx" ON "_careers_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_careers_v_blocks_hero_image_idx" ON "_careers_v_blocks_hero" USING btree ("image_id");
  CREATE UNIQUE INDEX "_careers_v_blocks_hero_locales_locale_parent_id_unique" ON "_careers_v_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_blocks_feature_grid_items_order_idx" ON "_careers_v_blocks_feature_grid_items" USING btree ("_order");
  CREATE INDEX "_careers_v_blocks_feature_grid_items_parent_id_idx" ON "_careers_v_blocks_feature_grid_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_careers_v_blocks_feature_grid_items_locales_locale_parent_i" ON "_careers_v_blocks_feature_grid_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_blocks_feature_grid_order_idx" ON "_careers_v_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "_careers_v_blocks_feature_grid_parent_id_idx" ON "_careers_v_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "_careers_v_blocks_feature_grid_path_idx" ON "_careers_v_blocks_feature_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "_careers_v_blocks_feature_grid_locales_locale_parent_id_uniq" ON "_careers_v_blocks_feature_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_blocks_steps_items_order_idx" ON "_careers_v_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "_careers_v_blocks_steps_items_parent_id_idx" ON "_careers_v_blocks_steps_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_careers_v_blocks_steps_items_locales_locale_parent_id_uniqu" ON "_careers_v_blocks_steps_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_blocks_steps_order_idx" ON "_careers_v_blocks_steps" USING btree ("_order");
  CREATE INDEX "_careers_v_blocks_steps_parent_id_idx" ON "_careers_v_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "_careers_v_blocks_steps_path_idx" ON "_careers_v_blocks_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "_careers_v_blocks_steps_locales_locale_parent_id_unique" ON "_careers_v_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_blocks_stats_items_order_idx" ON "_careers_v_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "_careers_v_blocks_stats_items_parent_id_idx" ON "_careers_v_blocks_stats_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_careers_v_blocks_stats_items_locales_locale_parent_id_uniqu" ON "_careers_v_blocks_stats_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_blocks_stats_order_idx" ON "_careers_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_careers_v_blocks_stats_parent_id_idx" ON "_careers_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_careers_v_blocks_stats_path_idx" ON "_careers_v_blocks_stats" USING btree ("_path");
  CREATE UNIQUE INDEX "_careers_v_blocks_stats_locales_locale_parent_id_unique" ON "_careers_v_blocks_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_blocks_call_to_action_order_idx" ON "_careers_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_careers_v_blocks_call_to_action_parent_id_idx" ON "_careers_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_careers_v_blocks_call_to_action_path_idx" ON "_careers_v_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "_careers_v_blocks_call_to_action_locales_locale_parent_id_un" ON "_careers_v_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_blocks_rich_text_order_idx" ON "_careers_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_careers_v_blocks_rich_text_parent_id_idx" ON "_careers_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_careers_v_blocks_rich_text_path_idx" ON "_careers_v_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_careers_v_blocks_rich_text_locales_locale_parent_id_unique" ON "_careers_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_blocks_faq_items_order_idx" ON "_careers_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_careers_v_blocks_faq_items_parent_id_idx" ON "_careers_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_careers_v_blocks_faq_items_locales_locale_parent_id_unique" ON "_careers_v_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_blocks_faq_order_idx" ON "_careers_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_careers_v_blocks_faq_parent_id_idx" ON "_careers_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_careers_v_blocks_faq_path_idx" ON "_careers_v_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "_careers_v_blocks_faq_locales_locale_parent_id_unique" ON "_careers_v_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_blocks_case_study_cards_order_idx" ON "_careers_v_blocks_case_study_cards" USING btree ("_order");
  CREATE INDEX "_careers_v_blocks_case_study_cards_parent_id_idx" ON "_careers_v_blocks_case_study_cards" USING btree ("_parent_id");
  CREATE INDEX "_careers_v_blocks_case_study_cards_path_idx" ON "_careers_v_blocks_case_study_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_careers_v_blocks_case_study_cards_locales_locale_parent_id_" ON "_careers_v_blocks_case_study_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_blocks_logo_strip_items_order_idx" ON "_careers_v_blocks_logo_strip_items" USING btree ("_order");
  CREATE INDEX "_careers_v_blocks_logo_strip_items_parent_id_idx" ON "_careers_v_blocks_logo_strip_items" USING btree ("_parent_id");
  CREATE INDEX "_careers_v_blocks_logo_strip_items_logo_idx" ON "_careers_v_blocks_logo_strip_items" USING btree ("logo_id");
  CREATE INDEX "_careers_v_blocks_logo_strip_order_idx" ON "_careers_v_blocks_logo_strip" USING btree ("_order");
  CREATE INDEX "_careers_v_blocks_logo_strip_parent_id_idx" ON "_careers_v_blocks_logo_strip" USING btree ("_parent_id");
  CREATE INDEX "_careers_v_blocks_logo_strip_path_idx" ON "_careers_v_blocks_logo_strip" USING btree ("_path");
  CREATE UNIQUE INDEX "_careers_v_blocks_logo_strip_locales_locale_parent_id_unique" ON "_careers_v_blocks_logo_strip_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_blocks_solution_cards_order_idx" ON "_careers_v_blocks_solution_cards" USING btree ("_order");
  CREATE INDEX "_careers_v_blocks_solution_cards_parent_id_idx" ON "_careers_v_blocks_solution_cards" USING btree ("_parent_id");
  CREATE INDEX "_careers_v_blocks_solution_cards_path_idx" ON "_careers_v_blocks_solution_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_careers_v_blocks_solution_cards_locales_locale_parent_id_un" ON "_careers_v_blocks_solution_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_blocks_offices_order_idx" ON "_careers_v_blocks_offices" USING btree ("_order");
  CREATE INDEX "_careers_v_blocks_offices_parent_id_idx" ON "_careers_v_blocks_offices" USING btree ("_parent_id");
  CREATE INDEX "_careers_v_blocks_offices_path_idx" ON "_careers_v_blocks_offices" USING btree ("_path");
  CREATE UNIQUE INDEX "_careers_v_blocks_offices_locales_locale_parent_id_unique" ON "_careers_v_blocks_offices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_blocks_latest_posts_order_idx" ON "_careers_v_blocks_latest_posts" USING btree ("_order");
  CREATE INDEX "_careers_v_blocks_latest_posts_parent_id_idx" ON "_careers_v_blocks_latest_posts" USING btree ("_parent_id");
  CREATE INDEX "_careers_v_blocks_latest_posts_path_idx" ON "_careers_v_blocks_latest_posts" USING btree ("_path");
  CREATE UNIQUE INDEX "_careers_v_blocks_latest_posts_locales_locale_parent_id_uniq" ON "_careers_v_blocks_latest_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_version_seo_version_seo_image_idx" ON "_careers_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_careers_v_created_at_idx" ON "_careers_v" USING btree ("created_at");
  CREATE INDEX "_careers_v_updated_at_idx" ON "_careers_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_careers_v_locales_locale_parent_id_unique" ON "_careers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_rels_order_idx" ON "_careers_v_rels" USING btree ("order");
  CREATE INDEX "_careers_v_rels_parent_idx" ON "_careers_v_rels" USING btree ("parent_id");
  CREATE INDEX "_careers_v_rels_path_idx" ON "_careers_v_rels" USING btree ("path");
  CREATE INDEX "_careers_v_rels_case_studies_id_idx" ON "_careers_v_rels" USING btree ("case_studies_id");
  CREATE INDEX "_blog_index_v_version_seo_version_seo_image_idx" ON "_blog_index_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_blog_index_v_created_at_idx" ON "_blog_index_v" USING btree ("created_at");
  CREATE INDEX "_blog_index_v_updated_at_idx" ON "_blog_index_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_blog_index_v_locales_locale_parent_id_unique" ON "_blog_index_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contact_v_version_hours_order_idx" ON "_contact_v_version_hours" USING btree ("_order");
  CREATE INDEX "_contact_v_version_hours_parent_id_idx" ON "_contact_v_version_hours" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_contact_v_version_hours_locales_locale_parent_id_unique" ON "_contact_v_version_hours_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contact_v_version_seo_version_seo_image_idx" ON "_contact_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_contact_v_created_at_idx" ON "_contact_v" USING btree ("created_at");
  CREATE INDEX "_contact_v_updated_at_idx" ON "_contact_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_contact_v_locales_locale_parent_id_unique" ON "_contact_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_navigation_order_idx" ON "_site_settings_v_version_navigation" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_navigation_parent_id_idx" ON "_site_settings_v_version_navigation" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_navigation_locales_locale_parent_id" ON "_site_settings_v_version_navigation_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_social_order_idx" ON "_site_settings_v_version_social" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_social_parent_id_idx" ON "_site_settings_v_version_social" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_offices_order_idx" ON "_site_settings_v_version_offices" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_offices_parent_id_idx" ON "_site_settings_v_version_offices" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_offices_locales_locale_parent_id_un" ON "_site_settings_v_version_offices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_site_settings_v_locales_locale_parent_id_unique" ON "_site_settings_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "consultation_requests_status_idx" ON "consultation_requests" USING btree ("status");
  CREATE INDEX "consultation_requests_owner_idx" ON "consultation_requests" USING btree ("owner_id");
  CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("status");
  CREATE INDEX "job_applications_owner_idx" ON "job_applications" USING btree ("owner_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  DROP TYPE "public"."enum_exports_format";
  DROP TYPE "public"."enum_exports_sort_order";
  DROP TYPE "public"."enum_exports_locale";
  DROP TYPE "public"."enum_exports_drafts";
  DROP TYPE "public"."enum_imports_import_mode";
  DROP TYPE "public"."enum_imports_status";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_exports_format" AS ENUM('csv', 'json');
  CREATE TYPE "public"."enum_exports_sort_order" AS ENUM('asc', 'desc');
  CREATE TYPE "public"."enum_exports_locale" AS ENUM('all', 'en', 'ar');
  CREATE TYPE "public"."enum_exports_drafts" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_imports_import_mode" AS ENUM('create', 'update', 'upsert');
  CREATE TYPE "public"."enum_imports_status" AS ENUM('pending', 'completed', 'partial', 'failed');
  CREATE TABLE "exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"format" "enum_exports_format" DEFAULT 'csv' NOT NULL,
  	"limit" numeric,
  	"page" numeric DEFAULT 1,
  	"sort" varchar,
  	"sort_order" "enum_exports_sort_order",
  	"locale" "enum_exports_locale" DEFAULT 'all',
  	"drafts" "enum_exports_drafts" DEFAULT 'yes',
  	"collection_slug" varchar DEFAULT 'consultation-requests' NOT NULL,
  	"where" jsonb DEFAULT '{}'::jsonb,
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
  
  CREATE TABLE "exports_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collection_slug" varchar NOT NULL,
  	"import_mode" "enum_imports_import_mode",
  	"match_field" varchar DEFAULT 'id',
  	"status" "enum_imports_status" DEFAULT 'pending',
  	"summary_imported" numeric,
  	"summary_updated" numeric,
  	"summary_total" numeric,
  	"summary_issues" numeric,
  	"summary_issue_details" jsonb,
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
  
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_feature_grid_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_feature_grid_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_feature_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_feature_grid_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_steps_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_steps_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_stats_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_stats_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_call_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_case_study_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_case_study_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_logo_strip_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_logo_strip" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_logo_strip_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_solution_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_solution_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_offices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_offices_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_latest_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_blocks_latest_posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_feature_grid_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_feature_grid_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_feature_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_feature_grid_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_steps_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_steps_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_stats_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_stats_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_call_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_case_study_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_case_study_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_logo_strip_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_logo_strip" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_logo_strip_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_solution_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_solution_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_offices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_offices_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_latest_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_blocks_latest_posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_feature_grid_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_feature_grid_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_feature_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_feature_grid_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_steps_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_steps_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_stats_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_stats_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_call_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_case_study_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_case_study_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_logo_strip_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_logo_strip" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_logo_strip_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_solution_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_solution_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_offices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_offices_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_latest_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_blocks_latest_posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_index_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_feature_grid_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_feature_grid_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_feature_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_feature_grid_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_steps_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_steps_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_stats_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_stats_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_call_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_case_study_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_case_study_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_logo_strip_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_logo_strip" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_logo_strip_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_solution_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_solution_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_offices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_offices_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_latest_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_blocks_latest_posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_index_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_index_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_v_version_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_v_version_hours_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_navigation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_navigation_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_social" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_offices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_offices_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "_home_v_blocks_hero" CASCADE;
  DROP TABLE "_home_v_blocks_hero_locales" CASCADE;
  DROP TABLE "_home_v_blocks_feature_grid_items" CASCADE;
  DROP TABLE "_home_v_blocks_feature_grid_items_locales" CASCADE;
  DROP TABLE "_home_v_blocks_feature_grid" CASCADE;
  DROP TABLE "_home_v_blocks_feature_grid_locales" CASCADE;
  DROP TABLE "_home_v_blocks_steps_items" CASCADE;
  DROP TABLE "_home_v_blocks_steps_items_locales" CASCADE;
  DROP TABLE "_home_v_blocks_steps" CASCADE;
  DROP TABLE "_home_v_blocks_steps_locales" CASCADE;
  DROP TABLE "_home_v_blocks_stats_items" CASCADE;
  DROP TABLE "_home_v_blocks_stats_items_locales" CASCADE;
  DROP TABLE "_home_v_blocks_stats" CASCADE;
  DROP TABLE "_home_v_blocks_stats_locales" CASCADE;
  DROP TABLE "_home_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_home_v_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "_home_v_blocks_rich_text" CASCADE;
  DROP TABLE "_home_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_home_v_blocks_faq_items" CASCADE;
  DROP TABLE "_home_v_blocks_faq_items_locales" CASCADE;
  DROP TABLE "_home_v_blocks_faq" CASCADE;
  DROP TABLE "_home_v_blocks_faq_locales" CASCADE;
  DROP TABLE "_home_v_blocks_case_study_cards" CASCADE;
  DROP TABLE "_home_v_blocks_case_study_cards_locales" CASCADE;
  DROP TABLE "_home_v_blocks_logo_strip_items" CASCADE;
  DROP TABLE "_home_v_blocks_logo_strip" CASCADE;
  DROP TABLE "_home_v_blocks_logo_strip_locales" CASCADE;
  DROP TABLE "_home_v_blocks_solution_cards" CASCADE;
  DROP TABLE "_home_v_blocks_solution_cards_locales" CASCADE;
  DROP TABLE "_home_v_blocks_offices" CASCADE;
  DROP TABLE "_home_v_blocks_offices_locales" CASCADE;
  DROP TABLE "_home_v_blocks_latest_posts" CASCADE;
  DROP TABLE "_home_v_blocks_latest_posts_locales" CASCADE;
  DROP TABLE "_home_v" CASCADE;
  DROP TABLE "_home_v_locales" CASCADE;
  DROP TABLE "_home_v_rels" CASCADE;
  DROP TABLE "_about_v_blocks_hero" CASCADE;
  DROP TABLE "_about_v_blocks_hero_locales" CASCADE;
  DROP TABLE "_about_v_blocks_feature_grid_items" CASCADE;
  DROP TABLE "_about_v_blocks_feature_grid_items_locales" CASCADE;
  DROP TABLE "_about_v_blocks_feature_grid" CASCADE;
  DROP TABLE "_about_v_blocks_feature_grid_locales" CASCADE;
  DROP TABLE "_about_v_blocks_steps_items" CASCADE;
  DROP TABLE "_about_v_blocks_steps_items_locales" CASCADE;
  DROP TABLE "_about_v_blocks_steps" CASCADE;
  DROP TABLE "_about_v_blocks_steps_locales" CASCADE;
  DROP TABLE "_about_v_blocks_stats_items" CASCADE;
  DROP TABLE "_about_v_blocks_stats_items_locales" CASCADE;
  DROP TABLE "_about_v_blocks_stats" CASCADE;
  DROP TABLE "_about_v_blocks_stats_locales" CASCADE;
  DROP TABLE "_about_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_about_v_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "_about_v_blocks_rich_text" CASCADE;
  DROP TABLE "_about_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_about_v_blocks_faq_items" CASCADE;
  DROP TABLE "_about_v_blocks_faq_items_locales" CASCADE;
  DROP TABLE "_about_v_blocks_faq" CASCADE;
  DROP TABLE "_about_v_blocks_faq_locales" CASCADE;
  DROP TABLE "_about_v_blocks_case_study_cards" CASCADE;
  DROP TABLE "_about_v_blocks_case_study_cards_locales" CASCADE;
  DROP TABLE "_about_v_blocks_logo_strip_items" CASCADE;
  DROP TABLE "_about_v_blocks_logo_strip" CASCADE;
  DROP TABLE "_about_v_blocks_logo_strip_locales" CASCADE;
  DROP TABLE "_about_v_blocks_solution_cards" CASCADE;
  DROP TABLE "_about_v_blocks_solution_cards_locales" CASCADE;
  DROP TABLE "_about_v_blocks_offices" CASCADE;
  DROP TABLE "_about_v_blocks_offices_locales" CASCADE;
  DROP TABLE "_about_v_blocks_latest_posts" CASCADE;
  DROP TABLE "_about_v_blocks_latest_posts_locales" CASCADE;
  DROP TABLE "_about_v" CASCADE;
  DROP TABLE "_about_v_locales" CASCADE;
  DROP TABLE "_about_v_rels" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_hero" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_hero_locales" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_feature_grid_items" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_feature_grid_items_locales" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_feature_grid" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_feature_grid_locales" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_steps_items" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_steps_items_locales" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_steps" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_steps_locales" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_stats_items" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_stats_items_locales" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_stats" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_stats_locales" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_rich_text" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_faq_items" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_faq_items_locales" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_faq" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_faq_locales" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_case_study_cards" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_case_study_cards_locales" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_logo_strip_items" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_logo_strip" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_logo_strip_locales" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_solution_cards" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_solution_cards_locales" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_offices" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_offices_locales" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_latest_posts" CASCADE;
  DROP TABLE "_solutions_index_v_blocks_latest_posts_locales" CASCADE;
  DROP TABLE "_solutions_index_v" CASCADE;
  DROP TABLE "_solutions_index_v_locales" CASCADE;
  DROP TABLE "_solutions_index_v_rels" CASCADE;
  DROP TABLE "_careers_v_blocks_hero" CASCADE;
  DROP TABLE "_careers_v_blocks_hero_locales" CASCADE;
  DROP TABLE "_careers_v_blocks_feature_grid_items" CASCADE;
  DROP TABLE "_careers_v_blocks_feature_grid_items_locales" CASCADE;
  DROP TABLE "_careers_v_blocks_feature_grid" CASCADE;
  DROP TABLE "_careers_v_blocks_feature_grid_locales" CASCADE;
  DROP TABLE "_careers_v_blocks_steps_items" CASCADE;
  DROP TABLE "_careers_v_blocks_steps_items_locales" CASCADE;
  DROP TABLE "_careers_v_blocks_steps" CASCADE;
  DROP TABLE "_careers_v_blocks_steps_locales" CASCADE;
  DROP TABLE "_careers_v_blocks_stats_items" CASCADE;
  DROP TABLE "_careers_v_blocks_stats_items_locales" CASCADE;
  DROP TABLE "_careers_v_blocks_stats" CASCADE;
  DROP TABLE "_careers_v_blocks_stats_locales" CASCADE;
  DROP TABLE "_careers_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_careers_v_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "_careers_v_blocks_rich_text" CASCADE;
  DROP TABLE "_careers_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_careers_v_blocks_faq_items" CASCADE;
  DROP TABLE "_careers_v_blocks_faq_items_locales" CASCADE;
  DROP TABLE "_careers_v_blocks_faq" CASCADE;
  DROP TABLE "_careers_v_blocks_faq_locales" CASCADE;
  DROP TABLE "_careers_v_blocks_case_study_cards" CASCADE;
  DROP TABLE "_careers_v_blocks_case_study_cards_locales" CASCADE;
  DROP TABLE "_careers_v_blocks_logo_strip_items" CASCADE;
  DROP TABLE "_careers_v_blocks_logo_strip" CASCADE;
  DROP TABLE "_careers_v_blocks_logo_strip_locales" CASCADE;
  DROP TABLE "_careers_v_blocks_solution_cards" CASCADE;
  DROP TABLE "_careers_v_blocks_solution_cards_locales" CASCADE;
  DROP TABLE "_careers_v_blocks_offices" CASCADE;
  DROP TABLE "_careers_v_blocks_offices_locales" CASCADE;
  DROP TABLE "_careers_v_blocks_latest_posts" CASCADE;
  DROP TABLE "_careers_v_blocks_latest_posts_locales" CASCADE;
  DROP TABLE "_careers_v" CASCADE;
  DROP TABLE "_careers_v_locales" CASCADE;
  DROP TABLE "_careers_v_rels" CASCADE;
  DROP TABLE "_blog_index_v" CASCADE;
  DROP TABLE "_blog_index_v_locales" CASCADE;
  DROP TABLE "_contact_v_version_hours" CASCADE;
  DROP TABLE "_contact_v_version_hours_locales" CASCADE;
  DROP TABLE "_contact_v" CASCADE;
  DROP TABLE "_contact_v_locales" CASCADE;
  DROP TABLE "_site_settings_v_version_navigation" CASCADE;
  DROP TABLE "_site_settings_v_version_navigation_locales" CASCADE;
  DROP TABLE "_site_settings_v_version_social" CASCADE;
  DROP TABLE "_site_settings_v_version_offices" CASCADE;
  DROP TABLE "_site_settings_v_version_offices_locales" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_site_settings_v_locales" CASCADE;
  ALTER TABLE "consultation_requests" DROP CONSTRAINT "consultation_requests_owner_id_users_id_fk";
  
  ALTER TABLE "job_applications" DROP CONSTRAINT "job_applications_owner_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "_posts_v_autosave_idx";
  DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "consultation_requests_status_idx";
  DROP INDEX "consultation_requests_owner_idx";
  DROP INDEX "job_applications_status_idx";
  DROP INDEX "job_applications_owner_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "exports_texts" ADD CONSTRAINT "exports_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "exports_updated_at_idx" ON "exports" USING btree ("updated_at");
  CREATE INDEX "exports_created_at_idx" ON "exports" USING btree ("created_at");
  CREATE UNIQUE INDEX "exports_filename_idx" ON "exports" USING btree ("filename");
  CREATE INDEX "exports_texts_order_parent" ON "exports_texts" USING btree ("order","parent_id");
  CREATE INDEX "imports_updated_at_idx" ON "imports" USING btree ("updated_at");
  CREATE INDEX "imports_created_at_idx" ON "imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "imports_filename_idx" ON "imports" USING btree ("filename");
  ALTER TABLE "posts" DROP COLUMN "generate_slug";
  ALTER TABLE "_posts_v" DROP COLUMN "version_generate_slug";
  ALTER TABLE "_posts_v" DROP COLUMN "autosave";
  ALTER TABLE "categories" DROP COLUMN "generate_slug";
  ALTER TABLE "authors" DROP COLUMN "generate_slug";
  ALTER TABLE "jobs" DROP COLUMN "generate_slug";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_generate_slug";
  ALTER TABLE "solutions" DROP COLUMN "generate_slug";
  ALTER TABLE "_solutions_v" DROP COLUMN "version_generate_slug";
  ALTER TABLE "case_studies" DROP COLUMN "generate_slug";
  ALTER TABLE "pages" DROP COLUMN "generate_slug";
  ALTER TABLE "_pages_v" DROP COLUMN "version_generate_slug";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "consultation_requests" DROP COLUMN "status";
  ALTER TABLE "consultation_requests" DROP COLUMN "owner_id";
  ALTER TABLE "consultation_requests" DROP COLUMN "notes";
  ALTER TABLE "job_applications" DROP COLUMN "status";
  ALTER TABLE "job_applications" DROP COLUMN "owner_id";
  ALTER TABLE "job_applications" DROP COLUMN "notes";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_consultation_requests_workflow_status";
  DROP TYPE "public"."enum_job_applications_workflow_status";
  DROP TYPE "public"."enum__home_v_blocks_feature_grid_items_icon";
  DROP TYPE "public"."enum__home_v_blocks_solution_cards_kind";
  DROP TYPE "public"."enum__about_v_blocks_feature_grid_items_icon";
  DROP TYPE "public"."enum__about_v_blocks_solution_cards_kind";
  DROP TYPE "public"."enum__solutions_index_v_blocks_feature_grid_items_icon";
  DROP TYPE "public"."enum__solutions_index_v_blocks_solution_cards_kind";
  DROP TYPE "public"."enum__careers_v_blocks_feature_grid_items_icon";
  DROP TYPE "public"."enum__careers_v_blocks_solution_cards_kind";
  DROP TYPE "public"."enum__site_settings_v_version_social_platform";`)
}
