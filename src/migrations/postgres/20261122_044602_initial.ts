import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_jobs_posting_status" AS ENUM('open', 'closed');
  CREATE TYPE "public"."enum_jobs_department" AS ENUM('engineering', 'data-science', 'research', 'product-design', 'business', 'operations');
  CREATE TYPE "public"."enum_jobs_location" AS ENUM('riyadh', 'khobar');
  CREATE TYPE "public"."enum_jobs_employment_type" AS ENUM('full-time', 'part-time', 'contract', 'internship');
  CREATE TYPE "public"."enum_jobs_workplace" AS ENUM('onsite', 'hybrid');
  CREATE TYPE "public"."enum_jobs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_version_department" AS ENUM('engineering', 'data-science', 'research', 'product-design', 'business', 'operations');
  CREATE TYPE "public"."enum__jobs_v_version_location" AS ENUM('riyadh', 'khobar');
  CREATE TYPE "public"."enum__jobs_v_version_employment_type" AS ENUM('full-time', 'part-time', 'contract', 'internship');
  CREATE TYPE "public"."enum__jobs_v_version_workplace" AS ENUM('onsite', 'hybrid');
  CREATE TYPE "public"."enum__jobs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_solutions_blocks_feature_grid_items_icon" AS ENUM('brain', 'chart', 'cloud', 'eye', 'chip', 'network', 'chat', 'shield', 'heart', 'coins', 'city', 'truck', 'database', 'sparkles', 'gauge', 'users', 'leaf', 'lock', 'code', 'target', 'layers', 'globe', 'clock', 'rocket');
  CREATE TYPE "public"."enum_solutions_blocks_solution_cards_kind" AS ENUM('all', 'technology', 'industry');
  CREATE TYPE "public"."enum_solutions_kind" AS ENUM('technology', 'industry');
  CREATE TYPE "public"."enum_solutions_icon" AS ENUM('brain', 'chart', 'cloud', 'eye', 'chip', 'network', 'chat', 'shield', 'heart', 'coins', 'city', 'truck', 'database', 'sparkles', 'gauge', 'users', 'leaf', 'lock', 'code', 'target', 'layers', 'globe', 'clock', 'rocket');
  CREATE TYPE "public"."enum_solutions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__solutions_v_blocks_feature_grid_items_icon" AS ENUM('brain', 'chart', 'cloud', 'eye', 'chip', 'network', 'chat', 'shield', 'heart', 'coins', 'city', 'truck', 'database', 'sparkles', 'gauge', 'users', 'leaf', 'lock', 'code', 'target', 'layers', 'globe', 'clock', 'rocket');
  CREATE TYPE "public"."enum__solutions_v_blocks_solution_cards_kind" AS ENUM('all', 'technology', 'industry');
  CREATE TYPE "public"."enum__solutions_v_version_kind" AS ENUM('technology', 'industry');
  CREATE TYPE "public"."enum__solutions_v_version_icon" AS ENUM('brain', 'chart', 'cloud', 'eye', 'chip', 'network', 'chat', 'shield', 'heart', 'coins', 'city', 'truck', 'database', 'sparkles', 'gauge', 'users', 'leaf', 'lock', 'code', 'target', 'layers', 'globe', 'clock', 'rocket');
  CREATE TYPE "public"."enum__solutions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__solutions_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_pages_blocks_feature_grid_items_icon" AS ENUM('brain', 'chart', 'cloud', 'eye', 'chip', 'network', 'chat', 'shield', 'heart', 'coins', 'city', 'truck', 'database', 'sparkles', 'gauge', 'users', 'leaf', 'lock', 'code', 'target', 'layers', 'globe', 'clock', 'rocket');
  CREATE TYPE "public"."enum_pages_blocks_solution_cards_kind" AS ENUM('all', 'technology', 'industry');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_grid_items_icon" AS ENUM('brain', 'chart', 'cloud', 'eye', 'chip', 'network', 'chat', 'shield', 'heart', 'coins', 'city', 'truck', 'database', 'sparkles', 'gauge', 'users', 'leaf', 'lock', 'code', 'target', 'layers', 'globe', 'clock', 'rocket');
  CREATE TYPE "public"."enum__pages_v_blocks_solution_cards_kind" AS ENUM('all', 'technology', 'industry');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_consultation_requests_topics" AS ENUM('ai-data-science', 'big-data', 'cloud-computing', 'computer-vision', 'iot', 'machine-learning', 'nlp', 'health-tech', 'fintech', 'co-creation-of-smart-cities', 'mobility');
  CREATE TYPE "public"."enum_consultation_requests_channel" AS ENUM('email', 'phone', 'whatsapp');
  CREATE TYPE "public"."enum_consultation_requests_time" AS ENUM('morning', 'afternoon', 'evening');
  CREATE TYPE "public"."enum_consultation_requests_size" AS ENUM('under-250k', '250k-1m', '1m-5m', 'over-5m', 'not-sure');
  CREATE TYPE "public"."enum_consultation_requests_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_exports_format" AS ENUM('csv', 'json');
  CREATE TYPE "public"."enum_exports_sort_order" AS ENUM('asc', 'desc');
  CREATE TYPE "public"."enum_exports_locale" AS ENUM('all', 'en', 'ar');
  CREATE TYPE "public"."enum_exports_drafts" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_imports_import_mode" AS ENUM('create', 'update', 'upsert');
  CREATE TYPE "public"."enum_imports_status" AS ENUM('pending', 'completed', 'partial', 'failed');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'createCollectionExport', 'createCollectionImport');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'createCollectionExport', 'createCollectionImport');
  CREATE TYPE "public"."enum_home_blocks_feature_grid_items_icon" AS ENUM('brain', 'chart', 'cloud', 'eye', 'chip', 'network', 'chat', 'shield', 'heart', 'coins', 'city', 'truck', 'database', 'sparkles', 'gauge', 'users', 'leaf', 'lock', 'code', 'target', 'layers', 'globe', 'clock', 'rocket');
  CREATE TYPE "public"."enum_home_blocks_solution_cards_kind" AS ENUM('all', 'technology', 'industry');
  CREATE TYPE "public"."enum_about_blocks_feature_grid_items_icon" AS ENUM('brain', 'chart', 'cloud', 'eye', 'chip', 'network', 'chat', 'shield', 'heart', 'coins', 'city', 'truck', 'database', 'sparkles', 'gauge', 'users', 'leaf', 'lock', 'code', 'target', 'layers', 'globe', 'clock', 'rocket');
  CREATE TYPE "public"."enum_about_blocks_solution_cards_kind" AS ENUM('all', 'technology', 'industry');
  CREATE TYPE "public"."enum_solutions_index_blocks_feature_grid_items_icon" AS ENUM('brain', 'chart', 'cloud', 'eye', 'chip', 'network', 'chat', 'shield', 'heart', 'coins', 'city', 'truck', 'database', 'sparkles', 'gauge', 'users', 'leaf', 'lock', 'code', 'target', 'layers', 'globe', 'clock', 'rocket');
  CREATE TYPE "public"."enum_solutions_index_blocks_solution_cards_kind" AS ENUM('all', 'technology', 'industry');
  CREATE TYPE "public"."enum_careers_blocks_feature_grid_items_icon" AS ENUM('brain', 'chart', 'cloud', 'eye', 'chip', 'network', 'chat', 'shield', 'heart', 'coins', 'city', 'truck', 'database', 'sparkles', 'gauge', 'users', 'leaf', 'lock', 'code', 'target', 'layers', 'globe', 'clock', 'rocket');
  CREATE TYPE "public"."enum_careers_blocks_solution_cards_kind" AS ENUM('all', 'technology', 'industry');
  CREATE TYPE "public"."enum_site_settings_social_platform" AS ENUM('linkedin', 'x', 'github', 'youtube', 'instagram');
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"cover_id" integer,
  	"author_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "posts_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "posts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer,
  	"posts_id" integer
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_cover_id" integer,
  	"version_author_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__posts_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_posts_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer,
  	"posts_id" integer
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "authors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "authors_locales" (
  	"name" varchar NOT NULL,
  	"role" varchar,
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"status" "enum_jobs_posting_status" DEFAULT 'open',
  	"department" "enum_jobs_department",
  	"location" "enum_jobs_location",
  	"employment_type" "enum_jobs_employment_type",
  	"workplace" "enum_jobs_workplace" DEFAULT 'onsite',
  	"posted_at" timestamp(3) with time zone,
  	"valid_through" timestamp(3) with time zone,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_jobs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "jobs_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"description" jsonb,
  	"requirements" jsonb,
  	"benefits" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jobs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_status" "enum_jobs_posting_status" DEFAULT 'open',
  	"version_department" "enum__jobs_v_version_department",
  	"version_location" "enum__jobs_v_version_location",
  	"version_employment_type" "enum__jobs_v_version_employment_type",
  	"version_workplace" "enum__jobs_v_version_workplace" DEFAULT 'onsite',
  	"version_posted_at" timestamp(3) with time zone,
  	"version_valid_through" timestamp(3) with time zone,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__jobs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__jobs_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_jobs_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"version_requirements" jsonb,
  	"version_benefits" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "solutions_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"primary_cta_href" varchar,
  	"secondary_cta_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_blocks_hero_locales" (
  	"eyebrow" varchar,
  	"heading" varchar,
  	"body" varchar,
  	"primary_cta_label" varchar,
  	"secondary_cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_blocks_feature_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_solutions_blocks_feature_grid_items_icon"
  );
  
  CREATE TABLE "solutions_blocks_feature_grid_items_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_blocks_feature_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "solutions_blocks_steps_items_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_blocks_steps_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "solutions_blocks_stats_items_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_blocks_stats_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"body" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_blocks_rich_text_locales" (
  	"heading" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "solutions_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_blocks_faq_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_blocks_case_study_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_blocks_case_study_cards_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_blocks_logo_strip_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer
  );
  
  CREATE TABLE "solutions_blocks_logo_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_blocks_logo_strip_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_blocks_solution_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_solutions_blocks_solution_cards_kind" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_blocks_solution_cards_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_blocks_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_blocks_offices_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_blocks_latest_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_blocks_latest_posts_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"kind" "enum_solutions_kind",
  	"order" numeric DEFAULT 100,
  	"icon" "enum_solutions_icon",
  	"image_id" integer,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_solutions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "solutions_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "solutions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"case_studies_id" integer
  );
  
  CREATE TABLE "_solutions_v_blocks_hero" (
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
  
  CREATE TABLE "_solutions_v_blocks_hero_locales" (
  	"eyebrow" varchar,
  	"heading" varchar,
  	"body" varchar,
  	"primary_cta_label" varchar,
  	"secondary_cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_v_blocks_feature_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__solutions_v_blocks_feature_grid_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_solutions_v_blocks_feature_grid_items_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_v_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_v_blocks_feature_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_v_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_solutions_v_blocks_steps_items_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_v_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_v_blocks_steps_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_v_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_solutions_v_blocks_stats_items_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_v_blocks_stats_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_v_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"body" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_v_blocks_rich_text_locales" (
  	"heading" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_solutions_v_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_v_blocks_faq_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_v_blocks_case_study_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_v_blocks_case_study_cards_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_v_blocks_logo_strip_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_solutions_v_blocks_logo_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_v_blocks_logo_strip_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_v_blocks_solution_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__solutions_v_blocks_solution_cards_kind" DEFAULT 'all',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_v_blocks_solution_cards_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_v_blocks_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_v_blocks_offices_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_v_blocks_latest_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_solutions_v_blocks_latest_posts_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_kind" "enum__solutions_v_version_kind",
  	"version_order" numeric DEFAULT 100,
  	"version_icon" "enum__solutions_v_version_icon",
  	"version_image_id" integer,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__solutions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__solutions_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_solutions_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"case_studies_id" integer
  );
  
  CREATE TABLE "case_studies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "case_studies_locales" (
  	"title" varchar NOT NULL,
  	"client" varchar NOT NULL,
  	"sector" varchar NOT NULL,
  	"problem" varchar NOT NULL,
  	"approach" varchar NOT NULL,
  	"result" varchar NOT NULL,
  	"metric_value" varchar,
  	"metric_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "case_studies_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"solutions_id" integer
  );
  
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"primary_cta_href" varchar,
  	"secondary_cta_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_locales" (
  	"eyebrow" varchar,
  	"heading" varchar,
  	"body" varchar,
  	"primary_cta_label" varchar,
  	"secondary_cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_feature_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_feature_grid_items_icon"
  );
  
  CREATE TABLE "pages_blocks_feature_grid_items_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_steps_items_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_steps_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_stats_items_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stats_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"body" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text_locales" (
  	"heading" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_case_study_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_case_study_cards_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_logo_strip_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer
  );
  
  CREATE TABLE "pages_blocks_logo_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_logo_strip_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_solution_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_solution_cards_kind" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_solution_cards_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_offices_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_latest_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_latest_posts_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"case_studies_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
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
  
  CREATE TABLE "_pages_v_blocks_hero_locales" (
  	"eyebrow" varchar,
  	"heading" varchar,
  	"body" varchar,
  	"primary_cta_label" varchar,
  	"secondary_cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_feature_grid_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid_items_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_steps_items_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_steps_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_items_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"body" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text_locales" (
  	"heading" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_case_study_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_case_study_cards_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_logo_strip_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_logo_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_logo_strip_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_solution_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__pages_v_blocks_solution_cards_kind" DEFAULT 'all',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_solution_cards_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_offices_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_latest_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_latest_posts_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"case_studies_id" integer
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
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
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar,
  	"sizes_og_url" varchar,
  	"sizes_og_width" numeric,
  	"sizes_og_height" numeric,
  	"sizes_og_mime_type" varchar,
  	"sizes_og_filesize" numeric,
  	"sizes_og_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "consultation_requests_topics" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_consultation_requests_topics",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "consultation_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"full_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"channel" "enum_consultation_requests_channel" NOT NULL,
  	"time" "enum_consultation_requests_time" NOT NULL,
  	"size" "enum_consultation_requests_size" NOT NULL,
  	"locale" "enum_consultation_requests_locale" NOT NULL,
  	"submission_id" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"enable_a_p_i_key" boolean,
  	"api_key" varchar,
  	"api_key_index" varchar,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "seed_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
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
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"posts_id" integer,
  	"categories_id" integer,
  	"authors_id" integer,
  	"jobs_id" integer,
  	"solutions_id" integer,
  	"case_studies_id" integer,
  	"pages_id" integer,
  	"media_id" integer,
  	"consultation_requests_id" integer,
  	"users_id" integer,
  	"seed_records_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "home_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"primary_cta_href" varchar,
  	"secondary_cta_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_hero_locales" (
  	"eyebrow" varchar,
  	"heading" varchar NOT NULL,
  	"body" varchar,
  	"primary_cta_label" varchar,
  	"secondary_cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_feature_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_home_blocks_feature_grid_items_icon"
  );
  
  CREATE TABLE "home_blocks_feature_grid_items_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_feature_grid_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_blocks_steps_items_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_steps_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_blocks_stats_items_locales" (
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_stats_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_href" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_call_to_action_locales" (
  	"heading" varchar NOT NULL,
  	"body" varchar,
  	"link_label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_rich_text_locales" (
  	"heading" varchar,
  	"body" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_blocks_faq_items_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_faq_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_case_study_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_case_study_cards_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_logo_strip_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer
  );
  
  CREATE TABLE "home_blocks_logo_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_logo_strip_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_solution_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_home_blocks_solution_cards_kind" DEFAULT 'all' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_solution_cards_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_offices_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_latest_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_latest_posts_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_locales" (
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"case_studies_id" integer
  );
  
  CREATE TABLE "about_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"primary_cta_href" varchar,
  	"secondary_cta_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "about_blocks_hero_locales" (
  	"eyebrow" varchar,
  	"heading" varchar NOT NULL,
  	"body" varchar,
  	"primary_cta_label" varchar,
  	"secondary_cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_blocks_feature_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_about_blocks_feature_grid_items_icon"
  );
  
  CREATE TABLE "about_blocks_feature_grid_items_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "about_blocks_feature_grid_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "about_blocks_steps_items_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "about_blocks_steps_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "about_blocks_stats_items_locales" (
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "about_blocks_stats_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_href" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "about_blocks_call_to_action_locales" (
  	"heading" varchar NOT NULL,
  	"body" varchar,
  	"link_label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "about_blocks_rich_text_locales" (
  	"heading" varchar,
  	"body" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "about_blocks_faq_items_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "about_blocks_faq_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_blocks_case_study_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "about_blocks_case_study_cards_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_blocks_logo_strip_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer
  );
  
  CREATE TABLE "about_blocks_logo_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "about_blocks_logo_strip_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_blocks_solution_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_about_blocks_solution_cards_kind" DEFAULT 'all' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "about_blocks_solution_cards_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_blocks_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "about_blocks_offices_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_blocks_latest_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "about_blocks_latest_posts_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "about_locales" (
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "about_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"case_studies_id" integer
  );
  
  CREATE TABLE "solutions_index_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"primary_cta_href" varchar,
  	"secondary_cta_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_index_blocks_hero_locales" (
  	"eyebrow" varchar,
  	"heading" varchar NOT NULL,
  	"body" varchar,
  	"primary_cta_label" varchar,
  	"secondary_cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_index_blocks_feature_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_solutions_index_blocks_feature_grid_items_icon"
  );
  
  CREATE TABLE "solutions_index_blocks_feature_grid_items_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_index_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_index_blocks_feature_grid_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_index_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "solutions_index_blocks_steps_items_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_index_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_index_blocks_steps_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_index_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "solutions_index_blocks_stats_items_locales" (
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_index_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_index_blocks_stats_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_index_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_href" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_index_blocks_call_to_action_locales" (
  	"heading" varchar NOT NULL,
  	"body" varchar,
  	"link_label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_index_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_index_blocks_rich_text_locales" (
  	"heading" varchar,
  	"body" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_index_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "solutions_index_blocks_faq_items_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_index_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_index_blocks_faq_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_index_blocks_case_study_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_index_blocks_case_study_cards_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_index_blocks_logo_strip_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer
  );
  
  CREATE TABLE "solutions_index_blocks_logo_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_index_blocks_logo_strip_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_index_blocks_solution_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_solutions_index_blocks_solution_cards_kind" DEFAULT 'all' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_index_blocks_solution_cards_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_index_blocks_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_index_blocks_offices_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_index_blocks_latest_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "solutions_index_blocks_latest_posts_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "solutions_index" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "solutions_index_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"technologies_heading" varchar,
  	"technologies_intro" varchar,
  	"industries_heading" varchar,
  	"industries_intro" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "solutions_index_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"case_studies_id" integer
  );
  
  CREATE TABLE "careers_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"primary_cta_href" varchar,
  	"secondary_cta_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "careers_blocks_hero_locales" (
  	"eyebrow" varchar,
  	"heading" varchar NOT NULL,
  	"body" varchar,
  	"primary_cta_label" varchar,
  	"secondary_cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_blocks_feature_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_careers_blocks_feature_grid_items_icon"
  );
  
  CREATE TABLE "careers_blocks_feature_grid_items_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "careers_blocks_feature_grid_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_blocks_steps_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "careers_blocks_steps_items_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "careers_blocks_steps_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "careers_blocks_stats_items_locales" (
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "careers_blocks_stats_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_href" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "careers_blocks_call_to_action_locales" (
  	"heading" varchar NOT NULL,
  	"body" varchar,
  	"link_label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "careers_blocks_rich_text_locales" (
  	"heading" varchar,
  	"body" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "careers_blocks_faq_items_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "careers_blocks_faq_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_blocks_case_study_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "careers_blocks_case_study_cards_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_blocks_logo_strip_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer
  );
  
  CREATE TABLE "careers_blocks_logo_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "careers_blocks_logo_strip_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_blocks_solution_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_careers_blocks_solution_cards_kind" DEFAULT 'all' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "careers_blocks_solution_cards_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_blocks_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "careers_blocks_offices_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_blocks_latest_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "careers_blocks_latest_posts_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "careers_locales" (
  	"positions_heading" varchar NOT NULL,
  	"positions_intro" varchar,
  	"no_positions" varchar,
  	"apply_heading" varchar,
  	"apply_intro" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "careers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"case_studies_id" integer
  );
  
  CREATE TABLE "blog_index" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "blog_index_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contact_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "contact_hours_locales" (
  	"days" varchar NOT NULL,
  	"hours" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "contact" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contact_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"hours_heading" varchar,
  	"form_heading" varchar,
  	"form_intro" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_navigation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_navigation_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_site_settings_social_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"phone" varchar,
  	"email" varchar
  );
  
  CREATE TABLE "site_settings_offices_locales" (
  	"city" varchar NOT NULL,
  	"name" varchar,
  	"address" varchar,
  	"hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_locales" (
  	"site_name" varchar NOT NULL,
  	"tagline" varchar,
  	"description" varchar,
  	"footer_blurb" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "posts" ADD CONSTRAINT "posts_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_author_id_authors_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "authors_locales" ADD CONSTRAINT "authors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs_locales" ADD CONSTRAINT "jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_parent_id_jobs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v_locales" ADD CONSTRAINT "_jobs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_hero" ADD CONSTRAINT "solutions_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solutions_blocks_hero" ADD CONSTRAINT "solutions_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_hero_locales" ADD CONSTRAINT "solutions_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_feature_grid_items" ADD CONSTRAINT "solutions_blocks_feature_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_feature_grid_items_locales" ADD CONSTRAINT "solutions_blocks_feature_grid_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_feature_grid_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_feature_grid" ADD CONSTRAINT "solutions_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_feature_grid_locales" ADD CONSTRAINT "solutions_blocks_feature_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_steps_items" ADD CONSTRAINT "solutions_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_steps_items_locales" ADD CONSTRAINT "solutions_blocks_steps_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_steps_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_steps" ADD CONSTRAINT "solutions_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_steps_locales" ADD CONSTRAINT "solutions_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_stats_items" ADD CONSTRAINT "solutions_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_stats_items_locales" ADD CONSTRAINT "solutions_blocks_stats_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_stats_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_stats" ADD CONSTRAINT "solutions_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_stats_locales" ADD CONSTRAINT "solutions_blocks_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_call_to_action" ADD CONSTRAINT "solutions_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_call_to_action_locales" ADD CONSTRAINT "solutions_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_rich_text" ADD CONSTRAINT "solutions_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_rich_text_locales" ADD CONSTRAINT "solutions_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_faq_items" ADD CONSTRAINT "solutions_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_faq_items_locales" ADD CONSTRAINT "solutions_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_faq" ADD CONSTRAINT "solutions_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_faq_locales" ADD CONSTRAINT "solutions_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_case_study_cards" ADD CONSTRAINT "solutions_blocks_case_study_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_case_study_cards_locales" ADD CONSTRAINT "solutions_blocks_case_study_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_case_study_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_logo_strip_items" ADD CONSTRAINT "solutions_blocks_logo_strip_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solutions_blocks_logo_strip_items" ADD CONSTRAINT "solutions_blocks_logo_strip_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_logo_strip" ADD CONSTRAINT "solutions_blocks_logo_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_logo_strip_locales" ADD CONSTRAINT "solutions_blocks_logo_strip_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_solution_cards" ADD CONSTRAINT "solutions_blocks_solution_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_solution_cards_locales" ADD CONSTRAINT "solutions_blocks_solution_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_solution_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_offices" ADD CONSTRAINT "solutions_blocks_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_offices_locales" ADD CONSTRAINT "solutions_blocks_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_latest_posts" ADD CONSTRAINT "solutions_blocks_latest_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_blocks_latest_posts_locales" ADD CONSTRAINT "solutions_blocks_latest_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_blocks_latest_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions" ADD CONSTRAINT "solutions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solutions" ADD CONSTRAINT "solutions_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solutions_locales" ADD CONSTRAINT "solutions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_rels" ADD CONSTRAINT "solutions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_rels" ADD CONSTRAINT "solutions_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_hero" ADD CONSTRAINT "_solutions_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_hero" ADD CONSTRAINT "_solutions_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_hero_locales" ADD CONSTRAINT "_solutions_v_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_feature_grid_items" ADD CONSTRAINT "_solutions_v_blocks_feature_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_feature_grid_items_locales" ADD CONSTRAINT "_solutions_v_blocks_feature_grid_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_feature_grid_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_feature_grid" ADD CONSTRAINT "_solutions_v_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_feature_grid_locales" ADD CONSTRAINT "_solutions_v_blocks_feature_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_steps_items" ADD CONSTRAINT "_solutions_v_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_steps_items_locales" ADD CONSTRAINT "_solutions_v_blocks_steps_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_steps_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_steps" ADD CONSTRAINT "_solutions_v_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_steps_locales" ADD CONSTRAINT "_solutions_v_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_stats_items" ADD CONSTRAINT "_solutions_v_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_stats_items_locales" ADD CONSTRAINT "_solutions_v_blocks_stats_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_stats_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_stats" ADD CONSTRAINT "_solutions_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_stats_locales" ADD CONSTRAINT "_solutions_v_blocks_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_call_to_action" ADD CONSTRAINT "_solutions_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_call_to_action_locales" ADD CONSTRAINT "_solutions_v_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_rich_text" ADD CONSTRAINT "_solutions_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_rich_text_locales" ADD CONSTRAINT "_solutions_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_faq_items" ADD CONSTRAINT "_solutions_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_faq_items_locales" ADD CONSTRAINT "_solutions_v_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_faq" ADD CONSTRAINT "_solutions_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_faq_locales" ADD CONSTRAINT "_solutions_v_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_case_study_cards" ADD CONSTRAINT "_solutions_v_blocks_case_study_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_case_study_cards_locales" ADD CONSTRAINT "_solutions_v_blocks_case_study_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_case_study_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_logo_strip_items" ADD CONSTRAINT "_solutions_v_blocks_logo_strip_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_logo_strip_items" ADD CONSTRAINT "_solutions_v_blocks_logo_strip_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_logo_strip" ADD CONSTRAINT "_solutions_v_blocks_logo_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_logo_strip_locales" ADD CONSTRAINT "_solutions_v_blocks_logo_strip_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_solution_cards" ADD CONSTRAINT "_solutions_v_blocks_solution_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_solution_cards_locales" ADD CONSTRAINT "_solutions_v_blocks_solution_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_solution_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_offices" ADD CONSTRAINT "_solutions_v_blocks_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_offices_locales" ADD CONSTRAINT "_solutions_v_blocks_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_latest_posts" ADD CONSTRAINT "_solutions_v_blocks_latest_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_blocks_latest_posts_locales" ADD CONSTRAINT "_solutions_v_blocks_latest_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v_blocks_latest_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v" ADD CONSTRAINT "_solutions_v_parent_id_solutions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."solutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_solutions_v" ADD CONSTRAINT "_solutions_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_solutions_v" ADD CONSTRAINT "_solutions_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_solutions_v_locales" ADD CONSTRAINT "_solutions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_rels" ADD CONSTRAINT "_solutions_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v_rels" ADD CONSTRAINT "_solutions_v_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies_locales" ADD CONSTRAINT "case_studies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_rels" ADD CONSTRAINT "case_studies_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_rels" ADD CONSTRAINT "case_studies_rels_solutions_fk" FOREIGN KEY ("solutions_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_locales" ADD CONSTRAINT "pages_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_grid_items" ADD CONSTRAINT "pages_blocks_feature_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_grid_items_locales" ADD CONSTRAINT "pages_blocks_feature_grid_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_grid_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_grid" ADD CONSTRAINT "pages_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_grid_locales" ADD CONSTRAINT "pages_blocks_feature_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps_items" ADD CONSTRAINT "pages_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps_items_locales" ADD CONSTRAINT "pages_blocks_steps_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_steps_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps" ADD CONSTRAINT "pages_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps_locales" ADD CONSTRAINT "pages_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_items" ADD CONSTRAINT "pages_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_items_locales" ADD CONSTRAINT "pages_blocks_stats_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats" ADD CONSTRAINT "pages_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_locales" ADD CONSTRAINT "pages_blocks_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_locales" ADD CONSTRAINT "pages_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text_locales" ADD CONSTRAINT "pages_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items_locales" ADD CONSTRAINT "pages_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_locales" ADD CONSTRAINT "pages_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_case_study_cards" ADD CONSTRAINT "pages_blocks_case_study_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_case_study_cards_locales" ADD CONSTRAINT "pages_blocks_case_study_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_case_study_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_logo_strip_items" ADD CONSTRAINT "pages_blocks_logo_strip_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_logo_strip_items" ADD CONSTRAINT "pages_blocks_logo_strip_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_logo_strip" ADD CONSTRAINT "pages_blocks_logo_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_logo_strip_locales" ADD CONSTRAINT "pages_blocks_logo_strip_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_solution_cards" ADD CONSTRAINT "pages_blocks_solution_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_solution_cards_locales" ADD CONSTRAINT "pages_blocks_solution_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_solution_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offices" ADD CONSTRAINT "pages_blocks_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offices_locales" ADD CONSTRAINT "pages_blocks_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_latest_posts" ADD CONSTRAINT "pages_blocks_latest_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_latest_posts_locales" ADD CONSTRAINT "pages_blocks_latest_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_latest_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_locales" ADD CONSTRAINT "_pages_v_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid_items" ADD CONSTRAINT "_pages_v_blocks_feature_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid_items_locales" ADD CONSTRAINT "_pages_v_blocks_feature_grid_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_grid_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid" ADD CONSTRAINT "_pages_v_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid_locales" ADD CONSTRAINT "_pages_v_blocks_feature_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps_items" ADD CONSTRAINT "_pages_v_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps_items_locales" ADD CONSTRAINT "_pages_v_blocks_steps_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_steps_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps" ADD CONSTRAINT "_pages_v_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps_locales" ADD CONSTRAINT "_pages_v_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_items" ADD CONSTRAINT "_pages_v_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_items_locales" ADD CONSTRAINT "_pages_v_blocks_stats_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats" ADD CONSTRAINT "_pages_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_locales" ADD CONSTRAINT "_pages_v_blocks_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_locales" ADD CONSTRAINT "_pages_v_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text_locales" ADD CONSTRAINT "_pages_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items_locales" ADD CONSTRAINT "_pages_v_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_locales" ADD CONSTRAINT "_pages_v_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_case_study_cards" ADD CONSTRAINT "_pages_v_blocks_case_study_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_case_study_cards_locales" ADD CONSTRAINT "_pages_v_blocks_case_study_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_case_study_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logo_strip_items" ADD CONSTRAINT "_pages_v_blocks_logo_strip_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logo_strip_items" ADD CONSTRAINT "_pages_v_blocks_logo_strip_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logo_strip" ADD CONSTRAINT "_pages_v_blocks_logo_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logo_strip_locales" ADD CONSTRAINT "_pages_v_blocks_logo_strip_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_solution_cards" ADD CONSTRAINT "_pages_v_blocks_solution_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_solution_cards_locales" ADD CONSTRAINT "_pages_v_blocks_solution_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_solution_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offices" ADD CONSTRAINT "_pages_v_blocks_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offices_locales" ADD CONSTRAINT "_pages_v_blocks_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_latest_posts" ADD CONSTRAINT "_pages_v_blocks_latest_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_latest_posts_locales" ADD CONSTRAINT "_pages_v_blocks_latest_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_latest_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consultation_requests_topics" ADD CONSTRAINT "consultation_requests_topics_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."consultation_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exports_texts" ADD CONSTRAINT "exports_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_solutions_fk" FOREIGN KEY ("solutions_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consultation_requests_fk" FOREIGN KEY ("consultation_requests_id") REFERENCES "public"."consultation_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seed_records_fk" FOREIGN KEY ("seed_records_id") REFERENCES "public"."seed_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_hero" ADD CONSTRAINT "home_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_hero" ADD CONSTRAINT "home_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_hero_locales" ADD CONSTRAINT "home_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_feature_grid_items" ADD CONSTRAINT "home_blocks_feature_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_feature_grid_items_locales" ADD CONSTRAINT "home_blocks_feature_grid_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_feature_grid_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_feature_grid" ADD CONSTRAINT "home_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_feature_grid_locales" ADD CONSTRAINT "home_blocks_feature_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_steps_items" ADD CONSTRAINT "home_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_steps_items_locales" ADD CONSTRAINT "home_blocks_steps_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_steps_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_steps" ADD CONSTRAINT "home_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_steps_locales" ADD CONSTRAINT "home_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_stats_items" ADD CONSTRAINT "home_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_stats_items_locales" ADD CONSTRAINT "home_blocks_stats_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_stats_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_stats" ADD CONSTRAINT "home_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_stats_locales" ADD CONSTRAINT "home_blocks_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_call_to_action" ADD CONSTRAINT "home_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_call_to_action_locales" ADD CONSTRAINT "home_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_rich_text" ADD CONSTRAINT "home_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_rich_text_locales" ADD CONSTRAINT "home_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_faq_items" ADD CONSTRAINT "home_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_faq_items_locales" ADD CONSTRAINT "home_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_faq" ADD CONSTRAINT "home_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_faq_locales" ADD CONSTRAINT "home_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_case_study_cards" ADD CONSTRAINT "home_blocks_case_study_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_case_study_cards_locales" ADD CONSTRAINT "home_blocks_case_study_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_case_study_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_logo_strip_items" ADD CONSTRAINT "home_blocks_logo_strip_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_logo_strip_items" ADD CONSTRAINT "home_blocks_logo_strip_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_logo_strip" ADD CONSTRAINT "home_blocks_logo_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_logo_strip_locales" ADD CONSTRAINT "home_blocks_logo_strip_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_solution_cards" ADD CONSTRAINT "home_blocks_solution_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_solution_cards_locales" ADD CONSTRAINT "home_blocks_solution_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_solution_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_offices" ADD CONSTRAINT "home_blocks_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_offices_locales" ADD CONSTRAINT "home_blocks_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_latest_posts" ADD CONSTRAINT "home_blocks_latest_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_latest_posts_locales" ADD CONSTRAINT "home_blocks_latest_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_latest_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_locales" ADD CONSTRAINT "home_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_hero" ADD CONSTRAINT "about_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_blocks_hero" ADD CONSTRAINT "about_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_hero_locales" ADD CONSTRAINT "about_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_feature_grid_items" ADD CONSTRAINT "about_blocks_feature_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_feature_grid_items_locales" ADD CONSTRAINT "about_blocks_feature_grid_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_feature_grid_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_feature_grid" ADD CONSTRAINT "about_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_feature_grid_locales" ADD CONSTRAINT "about_blocks_feature_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_steps_items" ADD CONSTRAINT "about_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_steps_items_locales" ADD CONSTRAINT "about_blocks_steps_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_steps_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_steps" ADD CONSTRAINT "about_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_steps_locales" ADD CONSTRAINT "about_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_stats_items" ADD CONSTRAINT "about_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_stats_items_locales" ADD CONSTRAINT "about_blocks_stats_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_stats_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_stats" ADD CONSTRAINT "about_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_stats_locales" ADD CONSTRAINT "about_blocks_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_call_to_action" ADD CONSTRAINT "about_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_call_to_action_locales" ADD CONSTRAINT "about_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_rich_text" ADD CONSTRAINT "about_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_rich_text_locales" ADD CONSTRAINT "about_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_faq_items" ADD CONSTRAINT "about_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_faq_items_locales" ADD CONSTRAINT "about_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_faq" ADD CONSTRAINT "about_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_faq_locales" ADD CONSTRAINT "about_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_case_study_cards" ADD CONSTRAINT "about_blocks_case_study_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_case_study_cards_locales" ADD CONSTRAINT "about_blocks_case_study_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_case_study_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_logo_strip_items" ADD CONSTRAINT "about_blocks_logo_strip_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_blocks_logo_strip_items" ADD CONSTRAINT "about_blocks_logo_strip_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_logo_strip" ADD CONSTRAINT "about_blocks_logo_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_logo_strip_locales" ADD CONSTRAINT "about_blocks_logo_strip_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_solution_cards" ADD CONSTRAINT "about_blocks_solution_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_solution_cards_locales" ADD CONSTRAINT "about_blocks_solution_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_solution_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_offices" ADD CONSTRAINT "about_blocks_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_offices_locales" ADD CONSTRAINT "about_blocks_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_latest_posts" ADD CONSTRAINT "about_blocks_latest_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_blocks_latest_posts_locales" ADD CONSTRAINT "about_blocks_latest_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_blocks_latest_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about" ADD CONSTRAINT "about_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_locales" ADD CONSTRAINT "about_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_rels" ADD CONSTRAINT "about_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_rels" ADD CONSTRAINT "about_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_hero" ADD CONSTRAINT "solutions_index_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_hero" ADD CONSTRAINT "solutions_index_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_hero_locales" ADD CONSTRAINT "solutions_index_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_feature_grid_items" ADD CONSTRAINT "solutions_index_blocks_feature_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_feature_grid_items_locales" ADD CONSTRAINT "solutions_index_blocks_feature_grid_items_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_feature_grid_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_feature_grid" ADD CONSTRAINT "solutions_index_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_feature_grid_locales" ADD CONSTRAINT "solutions_index_blocks_feature_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_steps_items" ADD CONSTRAINT "solutions_index_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_steps_items_locales" ADD CONSTRAINT "solutions_index_blocks_steps_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_steps_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_steps" ADD CONSTRAINT "solutions_index_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_steps_locales" ADD CONSTRAINT "solutions_index_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_stats_items" ADD CONSTRAINT "solutions_index_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_stats_items_locales" ADD CONSTRAINT "solutions_index_blocks_stats_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_stats_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_stats" ADD CONSTRAINT "solutions_index_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_stats_locales" ADD CONSTRAINT "solutions_index_blocks_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_call_to_action" ADD CONSTRAINT "solutions_index_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_call_to_action_locales" ADD CONSTRAINT "solutions_index_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_rich_text" ADD CONSTRAINT "solutions_index_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_rich_text_locales" ADD CONSTRAINT "solutions_index_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_faq_items" ADD CONSTRAINT "solutions_index_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_faq_items_locales" ADD CONSTRAINT "solutions_index_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_faq" ADD CONSTRAINT "solutions_index_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_faq_locales" ADD CONSTRAINT "solutions_index_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_case_study_cards" ADD CONSTRAINT "solutions_index_blocks_case_study_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_case_study_cards_locales" ADD CONSTRAINT "solutions_index_blocks_case_study_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_case_study_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_logo_strip_items" ADD CONSTRAINT "solutions_index_blocks_logo_strip_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_logo_strip_items" ADD CONSTRAINT "solutions_index_blocks_logo_strip_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_logo_strip" ADD CONSTRAINT "solutions_index_blocks_logo_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_logo_strip_locales" ADD CONSTRAINT "solutions_index_blocks_logo_strip_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_solution_cards" ADD CONSTRAINT "solutions_index_blocks_solution_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_solution_cards_locales" ADD CONSTRAINT "solutions_index_blocks_solution_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_solution_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_offices" ADD CONSTRAINT "solutions_index_blocks_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_offices_locales" ADD CONSTRAINT "solutions_index_blocks_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_latest_posts" ADD CONSTRAINT "solutions_index_blocks_latest_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_blocks_latest_posts_locales" ADD CONSTRAINT "solutions_index_blocks_latest_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index_blocks_latest_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index" ADD CONSTRAINT "solutions_index_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solutions_index_locales" ADD CONSTRAINT "solutions_index_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions_index"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_rels" ADD CONSTRAINT "solutions_index_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."solutions_index"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_index_rels" ADD CONSTRAINT "solutions_index_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_hero" ADD CONSTRAINT "careers_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "careers_blocks_hero" ADD CONSTRAINT "careers_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_hero_locales" ADD CONSTRAINT "careers_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_feature_grid_items" ADD CONSTRAINT "careers_blocks_feature_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_feature_grid_items_locales" ADD CONSTRAINT "careers_blocks_feature_grid_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_feature_grid_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_feature_grid" ADD CONSTRAINT "careers_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_feature_grid_locales" ADD CONSTRAINT "careers_blocks_feature_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_steps_items" ADD CONSTRAINT "careers_blocks_steps_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_steps_items_locales" ADD CONSTRAINT "careers_blocks_steps_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_steps_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_steps" ADD CONSTRAINT "careers_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_steps_locales" ADD CONSTRAINT "careers_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_stats_items" ADD CONSTRAINT "careers_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_stats_items_locales" ADD CONSTRAINT "careers_blocks_stats_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_stats_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_stats" ADD CONSTRAINT "careers_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_stats_locales" ADD CONSTRAINT "careers_blocks_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_call_to_action" ADD CONSTRAINT "careers_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_call_to_action_locales" ADD CONSTRAINT "careers_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_rich_text" ADD CONSTRAINT "careers_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_rich_text_locales" ADD CONSTRAINT "careers_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_faq_items" ADD CONSTRAINT "careers_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_faq_items_locales" ADD CONSTRAINT "careers_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_faq" ADD CONSTRAINT "careers_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_faq_locales" ADD CONSTRAINT "careers_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_case_study_cards" ADD CONSTRAINT "careers_blocks_case_study_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_case_study_cards_locales" ADD CONSTRAINT "careers_blocks_case_study_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_case_study_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_logo_strip_items" ADD CONSTRAINT "careers_blocks_logo_strip_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "careers_blocks_logo_strip_items" ADD CONSTRAINT "careers_blocks_logo_strip_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_logo_strip" ADD CONSTRAINT "careers_blocks_logo_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_logo_strip_locales" ADD CONSTRAINT "careers_blocks_logo_strip_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_solution_cards" ADD CONSTRAINT "careers_blocks_solution_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_solution_cards_locales" ADD CONSTRAINT "careers_blocks_solution_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_solution_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_offices" ADD CONSTRAINT "careers_blocks_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_offices_locales" ADD CONSTRAINT "careers_blocks_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_latest_posts" ADD CONSTRAINT "careers_blocks_latest_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_blocks_latest_posts_locales" ADD CONSTRAINT "careers_blocks_latest_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_blocks_latest_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers" ADD CONSTRAINT "careers_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "careers_locales" ADD CONSTRAINT "careers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_rels" ADD CONSTRAINT "careers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_rels" ADD CONSTRAINT "careers_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_index" ADD CONSTRAINT "blog_index_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_index_locales" ADD CONSTRAINT "blog_index_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_index"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_hours" ADD CONSTRAINT "contact_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_hours_locales" ADD CONSTRAINT "contact_hours_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact" ADD CONSTRAINT "contact_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_locales" ADD CONSTRAINT "contact_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_navigation" ADD CONSTRAINT "site_settings_navigation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_navigation_locales" ADD CONSTRAINT "site_settings_navigation_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social" ADD CONSTRAINT "site_settings_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_offices" ADD CONSTRAINT "site_settings_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_offices_locales" ADD CONSTRAINT "site_settings_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_cover_idx" ON "posts" USING btree ("cover_id");
  CREATE INDEX "posts_author_idx" ON "posts" USING btree ("author_id");
  CREATE INDEX "posts_published_at_idx" ON "posts" USING btree ("published_at");
  CREATE INDEX "posts_seo_seo_image_idx" ON "posts" USING btree ("seo_image_id");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE UNIQUE INDEX "posts_locales_locale_parent_id_unique" ON "posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_rels_order_idx" ON "posts_rels" USING btree ("order");
  CREATE INDEX "posts_rels_parent_idx" ON "posts_rels" USING btree ("parent_id");
  CREATE INDEX "posts_rels_path_idx" ON "posts_rels" USING btree ("path");
  CREATE INDEX "posts_rels_categories_id_idx" ON "posts_rels" USING btree ("categories_id");
  CREATE INDEX "posts_rels_posts_id_idx" ON "posts_rels" USING btree ("posts_id");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_cover_idx" ON "_posts_v" USING btree ("version_cover_id");
  CREATE INDEX "_posts_v_version_version_author_idx" ON "_posts_v" USING btree ("version_author_id");
  CREATE INDEX "_posts_v_version_version_published_at_idx" ON "_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_posts_v_version_seo_version_seo_image_idx" ON "_posts_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_snapshot_idx" ON "_posts_v" USING btree ("snapshot");
  CREATE INDEX "_posts_v_published_locale_idx" ON "_posts_v" USING btree ("published_locale");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_posts_v_locales_locale_parent_id_unique" ON "_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_rels_order_idx" ON "_posts_v_rels" USING btree ("order");
  CREATE INDEX "_posts_v_rels_parent_idx" ON "_posts_v_rels" USING btree ("parent_id");
  CREATE INDEX "_posts_v_rels_path_idx" ON "_posts_v_rels" USING btree ("path");
  CREATE INDEX "_posts_v_rels_categories_id_idx" ON "_posts_v_rels" USING btree ("categories_id");
  CREATE INDEX "_posts_v_rels_posts_id_idx" ON "_posts_v_rels" USING btree ("posts_id");
  CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "authors_slug_idx" ON "authors" USING btree ("slug");
  CREATE INDEX "authors_updated_at_idx" ON "authors" USING btree ("updated_at");
  CREATE INDEX "authors_created_at_idx" ON "authors" USING btree ("created_at");
  CREATE UNIQUE INDEX "authors_locales_locale_parent_id_unique" ON "authors_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "jobs_slug_idx" ON "jobs" USING btree ("slug");
  CREATE INDEX "jobs_seo_seo_image_idx" ON "jobs" USING btree ("seo_image_id");
  CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");
  CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");
  CREATE INDEX "jobs__status_idx" ON "jobs" USING btree ("_status");
  CREATE UNIQUE INDEX "jobs_locales_locale_parent_id_unique" ON "jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jobs_v_parent_idx" ON "_jobs_v" USING btree ("parent_id");
  CREATE INDEX "_jobs_v_version_version_slug_idx" ON "_jobs_v" USING btree ("version_slug");
  CREATE INDEX "_jobs_v_version_seo_version_seo_image_idx" ON "_jobs_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_jobs_v_version_version_updated_at_idx" ON "_jobs_v" USING btree ("version_updated_at");
  CREATE INDEX "_jobs_v_version_version_created_at_idx" ON "_jobs_v" USING btree ("version_created_at");
  CREATE INDEX "_jobs_v_version_version__status_idx" ON "_jobs_v" USING btree ("version__status");
  CREATE INDEX "_jobs_v_created_at_idx" ON "_jobs_v" USING btree ("created_at");
  CREATE INDEX "_jobs_v_updated_at_idx" ON "_jobs_v" USING btree ("updated_at");
  CREATE INDEX "_jobs_v_snapshot_idx" ON "_jobs_v" USING btree ("snapshot");
  CREATE INDEX "_jobs_v_published_locale_idx" ON "_jobs_v" USING btree ("published_locale");
  CREATE INDEX "_jobs_v_latest_idx" ON "_jobs_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_jobs_v_locales_locale_parent_id_unique" ON "_jobs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_blocks_hero_order_idx" ON "solutions_blocks_hero" USING btree ("_order");
  CREATE INDEX "solutions_blocks_hero_parent_id_idx" ON "solutions_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "solutions_blocks_hero_path_idx" ON "solutions_blocks_hero" USING btree ("_path");
  CREATE INDEX "solutions_blocks_hero_image_idx" ON "solutions_blocks_hero" USING btree ("image_id");
  CREATE UNIQUE INDEX "solutions_blocks_hero_locales_locale_parent_id_unique" ON "solutions_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_blocks_feature_grid_items_order_idx" ON "solutions_blocks_feature_grid_items" USING btree ("_order");
  CREATE INDEX "solutions_blocks_feature_grid_items_parent_id_idx" ON "solutions_blocks_feature_grid_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "solutions_blocks_feature_grid_items_locales_locale_parent_id" ON "solutions_blocks_feature_grid_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_blocks_feature_grid_order_idx" ON "solutions_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "solutions_blocks_feature_grid_parent_id_idx" ON "solutions_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "solutions_blocks_feature_grid_path_idx" ON "solutions_blocks_feature_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_blocks_feature_grid_locales_locale_parent_id_uniqu" ON "solutions_blocks_feature_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_blocks_steps_items_order_idx" ON "solutions_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "solutions_blocks_steps_items_parent_id_idx" ON "solutions_blocks_steps_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "solutions_blocks_steps_items_locales_locale_parent_id_unique" ON "solutions_blocks_steps_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_blocks_steps_order_idx" ON "solutions_blocks_steps" USING btree ("_order");
  CREATE INDEX "solutions_blocks_steps_parent_id_idx" ON "solutions_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "solutions_blocks_steps_path_idx" ON "solutions_blocks_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_blocks_steps_locales_locale_parent_id_unique" ON "solutions_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_blocks_stats_items_order_idx" ON "solutions_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "solutions_blocks_stats_items_parent_id_idx" ON "solutions_blocks_stats_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "solutions_blocks_stats_items_locales_locale_parent_id_unique" ON "solutions_blocks_stats_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_blocks_stats_order_idx" ON "solutions_blocks_stats" USING btree ("_order");
  CREATE INDEX "solutions_blocks_stats_parent_id_idx" ON "solutions_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "solutions_blocks_stats_path_idx" ON "solutions_blocks_stats" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_blocks_stats_locales_locale_parent_id_unique" ON "solutions_blocks_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_blocks_call_to_action_order_idx" ON "solutions_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "solutions_blocks_call_to_action_parent_id_idx" ON "solutions_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "solutions_blocks_call_to_action_path_idx" ON "solutions_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_blocks_call_to_action_locales_locale_parent_id_uni" ON "solutions_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_blocks_rich_text_order_idx" ON "solutions_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "solutions_blocks_rich_text_parent_id_idx" ON "solutions_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "solutions_blocks_rich_text_path_idx" ON "solutions_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_blocks_rich_text_locales_locale_parent_id_unique" ON "solutions_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_blocks_faq_items_order_idx" ON "solutions_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "solutions_blocks_faq_items_parent_id_idx" ON "solutions_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "solutions_blocks_faq_items_locales_locale_parent_id_unique" ON "solutions_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_blocks_faq_order_idx" ON "solutions_blocks_faq" USING btree ("_order");
  CREATE INDEX "solutions_blocks_faq_parent_id_idx" ON "solutions_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "solutions_blocks_faq_path_idx" ON "solutions_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_blocks_faq_locales_locale_parent_id_unique" ON "solutions_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_blocks_case_study_cards_order_idx" ON "solutions_blocks_case_study_cards" USING btree ("_order");
  CREATE INDEX "solutions_blocks_case_study_cards_parent_id_idx" ON "solutions_blocks_case_study_cards" USING btree ("_parent_id");
  CREATE INDEX "solutions_blocks_case_study_cards_path_idx" ON "solutions_blocks_case_study_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_blocks_case_study_cards_locales_locale_parent_id_u" ON "solutions_blocks_case_study_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_blocks_logo_strip_items_order_idx" ON "solutions_blocks_logo_strip_items" USING btree ("_order");
  CREATE INDEX "solutions_blocks_logo_strip_items_parent_id_idx" ON "solutions_blocks_logo_strip_items" USING btree ("_parent_id");
  CREATE INDEX "solutions_blocks_logo_strip_items_logo_idx" ON "solutions_blocks_logo_strip_items" USING btree ("logo_id");
  CREATE INDEX "solutions_blocks_logo_strip_order_idx" ON "solutions_blocks_logo_strip" USING btree ("_order");
  CREATE INDEX "solutions_blocks_logo_strip_parent_id_idx" ON "solutions_blocks_logo_strip" USING btree ("_parent_id");
  CREATE INDEX "solutions_blocks_logo_strip_path_idx" ON "solutions_blocks_logo_strip" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_blocks_logo_strip_locales_locale_parent_id_unique" ON "solutions_blocks_logo_strip_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_blocks_solution_cards_order_idx" ON "solutions_blocks_solution_cards" USING btree ("_order");
  CREATE INDEX "solutions_blocks_solution_cards_parent_id_idx" ON "solutions_blocks_solution_cards" USING btree ("_parent_id");
  CREATE INDEX "solutions_blocks_solution_cards_path_idx" ON "solutions_blocks_solution_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_blocks_solution_cards_locales_locale_parent_id_uni" ON "solutions_blocks_solution_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_blocks_offices_order_idx" ON "solutions_blocks_offices" USING btree ("_order");
  CREATE INDEX "solutions_blocks_offices_parent_id_idx" ON "solutions_blocks_offices" USING btree ("_parent_id");
  CREATE INDEX "solutions_blocks_offices_path_idx" ON "solutions_blocks_offices" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_blocks_offices_locales_locale_parent_id_unique" ON "solutions_blocks_offices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_blocks_latest_posts_order_idx" ON "solutions_blocks_latest_posts" USING btree ("_order");
  CREATE INDEX "solutions_blocks_latest_posts_parent_id_idx" ON "solutions_blocks_latest_posts" USING btree ("_parent_id");
  CREATE INDEX "solutions_blocks_latest_posts_path_idx" ON "solutions_blocks_latest_posts" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_blocks_latest_posts_locales_locale_parent_id_uniqu" ON "solutions_blocks_latest_posts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "solutions_slug_idx" ON "solutions" USING btree ("slug");
  CREATE INDEX "solutions_image_idx" ON "solutions" USING btree ("image_id");
  CREATE INDEX "solutions_seo_seo_image_idx" ON "solutions" USING btree ("seo_image_id");
  CREATE INDEX "solutions_updated_at_idx" ON "solutions" USING btree ("updated_at");
  CREATE INDEX "solutions_created_at_idx" ON "solutions" USING btree ("created_at");
  CREATE INDEX "solutions__status_idx" ON "solutions" USING btree ("_status");
  CREATE UNIQUE INDEX "solutions_locales_locale_parent_id_unique" ON "solutions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_rels_order_idx" ON "solutions_rels" USING btree ("order");
  CREATE INDEX "solutions_rels_parent_idx" ON "solutions_rels" USING btree ("parent_id");
  CREATE INDEX "solutions_rels_path_idx" ON "solutions_rels" USING btree ("path");
  CREATE INDEX "solutions_rels_case_studies_id_idx" ON "solutions_rels" USING btree ("case_studies_id");
  CREATE INDEX "_solutions_v_blocks_hero_order_idx" ON "_solutions_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_solutions_v_blocks_hero_parent_id_idx" ON "_solutions_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_solutions_v_blocks_hero_path_idx" ON "_solutions_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_solutions_v_blocks_hero_image_idx" ON "_solutions_v_blocks_hero" USING btree ("image_id");
  CREATE UNIQUE INDEX "_solutions_v_blocks_hero_locales_locale_parent_id_unique" ON "_solutions_v_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_blocks_feature_grid_items_order_idx" ON "_solutions_v_blocks_feature_grid_items" USING btree ("_order");
  CREATE INDEX "_solutions_v_blocks_feature_grid_items_parent_id_idx" ON "_solutions_v_blocks_feature_grid_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_solutions_v_blocks_feature_grid_items_locales_locale_parent" ON "_solutions_v_blocks_feature_grid_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_blocks_feature_grid_order_idx" ON "_solutions_v_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "_solutions_v_blocks_feature_grid_parent_id_idx" ON "_solutions_v_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "_solutions_v_blocks_feature_grid_path_idx" ON "_solutions_v_blocks_feature_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_v_blocks_feature_grid_locales_locale_parent_id_un" ON "_solutions_v_blocks_feature_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_blocks_steps_items_order_idx" ON "_solutions_v_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "_solutions_v_blocks_steps_items_parent_id_idx" ON "_solutions_v_blocks_steps_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_solutions_v_blocks_steps_items_locales_locale_parent_id_uni" ON "_solutions_v_blocks_steps_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_blocks_steps_order_idx" ON "_solutions_v_blocks_steps" USING btree ("_order");
  CREATE INDEX "_solutions_v_blocks_steps_parent_id_idx" ON "_solutions_v_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "_solutions_v_blocks_steps_path_idx" ON "_solutions_v_blocks_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_v_blocks_steps_locales_locale_parent_id_unique" ON "_solutions_v_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_blocks_stats_items_order_idx" ON "_solutions_v_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "_solutions_v_blocks_stats_items_parent_id_idx" ON "_solutions_v_blocks_stats_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_solutions_v_blocks_stats_items_locales_locale_parent_id_uni" ON "_solutions_v_blocks_stats_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_blocks_stats_order_idx" ON "_solutions_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_solutions_v_blocks_stats_parent_id_idx" ON "_solutions_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_solutions_v_blocks_stats_path_idx" ON "_solutions_v_blocks_stats" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_v_blocks_stats_locales_locale_parent_id_unique" ON "_solutions_v_blocks_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_blocks_call_to_action_order_idx" ON "_solutions_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_solutions_v_blocks_call_to_action_parent_id_idx" ON "_solutions_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_solutions_v_blocks_call_to_action_path_idx" ON "_solutions_v_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_v_blocks_call_to_action_locales_locale_parent_id_" ON "_solutions_v_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_blocks_rich_text_order_idx" ON "_solutions_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_solutions_v_blocks_rich_text_parent_id_idx" ON "_solutions_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_solutions_v_blocks_rich_text_path_idx" ON "_solutions_v_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_v_blocks_rich_text_locales_locale_parent_id_uniqu" ON "_solutions_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_blocks_faq_items_order_idx" ON "_solutions_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_solutions_v_blocks_faq_items_parent_id_idx" ON "_solutions_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_solutions_v_blocks_faq_items_locales_locale_parent_id_uniqu" ON "_solutions_v_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_blocks_faq_order_idx" ON "_solutions_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_solutions_v_blocks_faq_parent_id_idx" ON "_solutions_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_solutions_v_blocks_faq_path_idx" ON "_solutions_v_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_v_blocks_faq_locales_locale_parent_id_unique" ON "_solutions_v_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_blocks_case_study_cards_order_idx" ON "_solutions_v_blocks_case_study_cards" USING btree ("_order");
  CREATE INDEX "_solutions_v_blocks_case_study_cards_parent_id_idx" ON "_solutions_v_blocks_case_study_cards" USING btree ("_parent_id");
  CREATE INDEX "_solutions_v_blocks_case_study_cards_path_idx" ON "_solutions_v_blocks_case_study_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_v_blocks_case_study_cards_locales_locale_parent_i" ON "_solutions_v_blocks_case_study_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_blocks_logo_strip_items_order_idx" ON "_solutions_v_blocks_logo_strip_items" USING btree ("_order");
  CREATE INDEX "_solutions_v_blocks_logo_strip_items_parent_id_idx" ON "_solutions_v_blocks_logo_strip_items" USING btree ("_parent_id");
  CREATE INDEX "_solutions_v_blocks_logo_strip_items_logo_idx" ON "_solutions_v_blocks_logo_strip_items" USING btree ("logo_id");
  CREATE INDEX "_solutions_v_blocks_logo_strip_order_idx" ON "_solutions_v_blocks_logo_strip" USING btree ("_order");
  CREATE INDEX "_solutions_v_blocks_logo_strip_parent_id_idx" ON "_solutions_v_blocks_logo_strip" USING btree ("_parent_id");
  CREATE INDEX "_solutions_v_blocks_logo_strip_path_idx" ON "_solutions_v_blocks_logo_strip" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_v_blocks_logo_strip_locales_locale_parent_id_uniq" ON "_solutions_v_blocks_logo_strip_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_blocks_solution_cards_order_idx" ON "_solutions_v_blocks_solution_cards" USING btree ("_order");
  CREATE INDEX "_solutions_v_blocks_solution_cards_parent_id_idx" ON "_solutions_v_blocks_solution_cards" USING btree ("_parent_id");
  CREATE INDEX "_solutions_v_blocks_solution_cards_path_idx" ON "_solutions_v_blocks_solution_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_v_blocks_solution_cards_locales_locale_parent_id_" ON "_solutions_v_blocks_solution_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_blocks_offices_order_idx" ON "_solutions_v_blocks_offices" USING btree ("_order");
  CREATE INDEX "_solutions_v_blocks_offices_parent_id_idx" ON "_solutions_v_blocks_offices" USING btree ("_parent_id");
  CREATE INDEX "_solutions_v_blocks_offices_path_idx" ON "_solutions_v_blocks_offices" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_v_blocks_offices_locales_locale_parent_id_unique" ON "_solutions_v_blocks_offices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_blocks_latest_posts_order_idx" ON "_solutions_v_blocks_latest_posts" USING btree ("_order");
  CREATE INDEX "_solutions_v_blocks_latest_posts_parent_id_idx" ON "_solutions_v_blocks_latest_posts" USING btree ("_parent_id");
  CREATE INDEX "_solutions_v_blocks_latest_posts_path_idx" ON "_solutions_v_blocks_latest_posts" USING btree ("_path");
  CREATE UNIQUE INDEX "_solutions_v_blocks_latest_posts_locales_locale_parent_id_un" ON "_solutions_v_blocks_latest_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_parent_idx" ON "_solutions_v" USING btree ("parent_id");
  CREATE INDEX "_solutions_v_version_version_slug_idx" ON "_solutions_v" USING btree ("version_slug");
  CREATE INDEX "_solutions_v_version_version_image_idx" ON "_solutions_v" USING btree ("version_image_id");
  CREATE INDEX "_solutions_v_version_seo_version_seo_image_idx" ON "_solutions_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_solutions_v_version_version_updated_at_idx" ON "_solutions_v" USING btree ("version_updated_at");
  CREATE INDEX "_solutions_v_version_version_created_at_idx" ON "_solutions_v" USING btree ("version_created_at");
  CREATE INDEX "_solutions_v_version_version__status_idx" ON "_solutions_v" USING btree ("version__status");
  CREATE INDEX "_solutions_v_created_at_idx" ON "_solutions_v" USING btree ("created_at");
  CREATE INDEX "_solutions_v_updated_at_idx" ON "_solutions_v" USING btree ("updated_at");
  CREATE INDEX "_solutions_v_snapshot_idx" ON "_solutions_v" USING btree ("snapshot");
  CREATE INDEX "_solutions_v_published_locale_idx" ON "_solutions_v" USING btree ("published_locale");
  CREATE INDEX "_solutions_v_latest_idx" ON "_solutions_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_solutions_v_locales_locale_parent_id_unique" ON "_solutions_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_rels_order_idx" ON "_solutions_v_rels" USING btree ("order");
  CREATE INDEX "_solutions_v_rels_parent_idx" ON "_solutions_v_rels" USING btree ("parent_id");
  CREATE INDEX "_solutions_v_rels_path_idx" ON "_solutions_v_rels" USING btree ("path");
  CREATE INDEX "_solutions_v_rels_case_studies_id_idx" ON "_solutions_v_rels" USING btree ("case_studies_id");
  CREATE UNIQUE INDEX "case_studies_slug_idx" ON "case_studies" USING btree ("slug");
  CREATE INDEX "case_studies_image_idx" ON "case_studies" USING btree ("image_id");
  CREATE INDEX "case_studies_updated_at_idx" ON "case_studies" USING btree ("updated_at");
  CREATE INDEX "case_studies_created_at_idx" ON "case_studies" USING btree ("created_at");
  CREATE UNIQUE INDEX "case_studies_locales_locale_parent_id_unique" ON "case_studies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "case_studies_rels_order_idx" ON "case_studies_rels" USING btree ("order");
  CREATE INDEX "case_studies_rels_parent_idx" ON "case_studies_rels" USING btree ("parent_id");
  CREATE INDEX "case_studies_rels_path_idx" ON "case_studies_rels" USING btree ("path");
  CREATE INDEX "case_studies_rels_solutions_id_idx" ON "case_studies_rels" USING btree ("solutions_id");
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_image_idx" ON "pages_blocks_hero" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_locales_locale_parent_id_unique" ON "pages_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_feature_grid_items_order_idx" ON "pages_blocks_feature_grid_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_grid_items_parent_id_idx" ON "pages_blocks_feature_grid_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_feature_grid_items_locales_locale_parent_id_uni" ON "pages_blocks_feature_grid_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_feature_grid_order_idx" ON "pages_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_grid_parent_id_idx" ON "pages_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_grid_path_idx" ON "pages_blocks_feature_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_feature_grid_locales_locale_parent_id_unique" ON "pages_blocks_feature_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_steps_items_order_idx" ON "pages_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_steps_items_parent_id_idx" ON "pages_blocks_steps_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_steps_items_locales_locale_parent_id_unique" ON "pages_blocks_steps_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_steps_order_idx" ON "pages_blocks_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_steps_parent_id_idx" ON "pages_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_steps_path_idx" ON "pages_blocks_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_steps_locales_locale_parent_id_unique" ON "pages_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_stats_items_order_idx" ON "pages_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_items_parent_id_idx" ON "pages_blocks_stats_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_stats_items_locales_locale_parent_id_unique" ON "pages_blocks_stats_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_stats_order_idx" ON "pages_blocks_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_parent_id_idx" ON "pages_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_path_idx" ON "pages_blocks_stats" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_stats_locales_locale_parent_id_unique" ON "pages_blocks_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_call_to_action_locales_locale_parent_id_unique" ON "pages_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_rich_text_locales_locale_parent_id_unique" ON "pages_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_faq_items_locales_locale_parent_id_unique" ON "pages_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_faq_locales_locale_parent_id_unique" ON "pages_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_case_study_cards_order_idx" ON "pages_blocks_case_study_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_case_study_cards_parent_id_idx" ON "pages_blocks_case_study_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_case_study_cards_path_idx" ON "pages_blocks_case_study_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_case_study_cards_locales_locale_parent_id_uniqu" ON "pages_blocks_case_study_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_logo_strip_items_order_idx" ON "pages_blocks_logo_strip_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_logo_strip_items_parent_id_idx" ON "pages_blocks_logo_strip_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_logo_strip_items_logo_idx" ON "pages_blocks_logo_strip_items" USING btree ("logo_id");
  CREATE INDEX "pages_blocks_logo_strip_order_idx" ON "pages_blocks_logo_strip" USING btree ("_order");
  CREATE INDEX "pages_blocks_logo_strip_parent_id_idx" ON "pages_blocks_logo_strip" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_logo_strip_path_idx" ON "pages_blocks_logo_strip" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_logo_strip_locales_locale_parent_id_unique" ON "pages_blocks_logo_strip_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_solution_cards_order_idx" ON "pages_blocks_solution_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_solution_cards_parent_id_idx" ON "pages_blocks_solution_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_solution_cards_path_idx" ON "pages_blocks_solution_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_solution_cards_locales_locale_parent_id_unique" ON "pages_blocks_solution_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_offices_order_idx" ON "pages_blocks_offices" USING btree ("_order");
  CREATE INDEX "pages_blocks_offices_parent_id_idx" ON "pages_blocks_offices" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_offices_path_idx" ON "pages_blocks_offices" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_offices_locales_locale_parent_id_unique" ON "pages_blocks_offices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_latest_posts_order_idx" ON "pages_blocks_latest_posts" USING btree ("_order");
  CREATE INDEX "pages_blocks_latest_posts_parent_id_idx" ON "pages_blocks_latest_posts" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_latest_posts_path_idx" ON "pages_blocks_latest_posts" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_latest_posts_locales_locale_parent_id_unique" ON "pages_blocks_latest_posts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_seo_seo_image_idx" ON "pages" USING btree ("seo_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_case_studies_id_idx" ON "pages_rels" USING btree ("case_studies_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_hero_locales_locale_parent_id_unique" ON "_pages_v_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_grid_items_order_idx" ON "_pages_v_blocks_feature_grid_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_grid_items_parent_id_idx" ON "_pages_v_blocks_feature_grid_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_feature_grid_items_locales_locale_parent_id_" ON "_pages_v_blocks_feature_grid_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_grid_order_idx" ON "_pages_v_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_grid_parent_id_idx" ON "_pages_v_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_grid_path_idx" ON "_pages_v_blocks_feature_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_feature_grid_locales_locale_parent_id_unique" ON "_pages_v_blocks_feature_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_items_order_idx" ON "_pages_v_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_steps_items_parent_id_idx" ON "_pages_v_blocks_steps_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_steps_items_locales_locale_parent_id_unique" ON "_pages_v_blocks_steps_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_order_idx" ON "_pages_v_blocks_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_steps_parent_id_idx" ON "_pages_v_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_path_idx" ON "_pages_v_blocks_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_steps_locales_locale_parent_id_unique" ON "_pages_v_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_items_order_idx" ON "_pages_v_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_items_parent_id_idx" ON "_pages_v_blocks_stats_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_stats_items_locales_locale_parent_id_unique" ON "_pages_v_blocks_stats_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_order_idx" ON "_pages_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_parent_id_idx" ON "_pages_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_path_idx" ON "_pages_v_blocks_stats" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_stats_locales_locale_parent_id_unique" ON "_pages_v_blocks_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_call_to_action_locales_locale_parent_id_uniq" ON "_pages_v_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_rich_text_locales_locale_parent_id_unique" ON "_pages_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_items_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_case_study_cards_order_idx" ON "_pages_v_blocks_case_study_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_case_study_cards_parent_id_idx" ON "_pages_v_blocks_case_study_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_case_study_cards_path_idx" ON "_pages_v_blocks_case_study_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_case_study_cards_locales_locale_parent_id_un" ON "_pages_v_blocks_case_study_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_logo_strip_items_order_idx" ON "_pages_v_blocks_logo_strip_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_logo_strip_items_parent_id_idx" ON "_pages_v_blocks_logo_strip_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_logo_strip_items_logo_idx" ON "_pages_v_blocks_logo_strip_items" USING btree ("logo_id");
  CREATE INDEX "_pages_v_blocks_logo_strip_order_idx" ON "_pages_v_blocks_logo_strip" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_logo_strip_parent_id_idx" ON "_pages_v_blocks_logo_strip" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_logo_strip_path_idx" ON "_pages_v_blocks_logo_strip" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_logo_strip_locales_locale_parent_id_unique" ON "_pages_v_blocks_logo_strip_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_solution_cards_order_idx" ON "_pages_v_blocks_solution_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_solution_cards_parent_id_idx" ON "_pages_v_blocks_solution_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_solution_cards_path_idx" ON "_pages_v_blocks_solution_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_solution_cards_locales_locale_parent_id_uniq" ON "_pages_v_blocks_solution_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_offices_order_idx" ON "_pages_v_blocks_offices" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_offices_parent_id_idx" ON "_pages_v_blocks_offices" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_offices_path_idx" ON "_pages_v_blocks_offices" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_offices_locales_locale_parent_id_unique" ON "_pages_v_blocks_offices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_latest_posts_order_idx" ON "_pages_v_blocks_latest_posts" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_latest_posts_parent_id_idx" ON "_pages_v_blocks_latest_posts" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_latest_posts_path_idx" ON "_pages_v_blocks_latest_posts" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_latest_posts_locales_locale_parent_id_unique" ON "_pages_v_blocks_latest_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_seo_version_seo_image_idx" ON "_pages_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_case_studies_id_idx" ON "_pages_v_rels" USING btree ("case_studies_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE INDEX "media_sizes_og_sizes_og_filename_idx" ON "media" USING btree ("sizes_og_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "consultation_requests_topics_order_idx" ON "consultation_requests_topics" USING btree ("order");
  CREATE INDEX "consultation_requests_topics_parent_idx" ON "consultation_requests_topics" USING btree ("parent_id");
  CREATE UNIQUE INDEX "consultation_requests_submission_id_idx" ON "consultation_requests" USING btree ("submission_id");
  CREATE INDEX "consultation_requests_updated_at_idx" ON "consultation_requests" USING btree ("updated_at");
  CREATE INDEX "consultation_requests_created_at_idx" ON "consultation_requests" USING btree ("created_at");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "seed_records_key_idx" ON "seed_records" USING btree ("key");
  CREATE INDEX "seed_records_updated_at_idx" ON "seed_records" USING btree ("updated_at");
  CREATE INDEX "seed_records_created_at_idx" ON "seed_records" USING btree ("created_at");
  CREATE INDEX "exports_updated_at_idx" ON "exports" USING btree ("updated_at");
  CREATE INDEX "exports_created_at_idx" ON "exports" USING btree ("created_at");
  CREATE UNIQUE INDEX "exports_filename_idx" ON "exports" USING btree ("filename");
  CREATE INDEX "exports_texts_order_parent" ON "exports_texts" USING btree ("order","parent_id");
  CREATE INDEX "imports_updated_at_idx" ON "imports" USING btree ("updated_at");
  CREATE INDEX "imports_created_at_idx" ON "imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "imports_filename_idx" ON "imports" USING btree ("filename");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_authors_id_idx" ON "payload_locked_documents_rels" USING btree ("authors_id");
  CREATE INDEX "payload_locked_documents_rels_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("jobs_id");
  CREATE INDEX "payload_locked_documents_rels_solutions_id_idx" ON "payload_locked_documents_rels" USING btree ("solutions_id");
  CREATE INDEX "payload_locked_documents_rels_case_studies_id_idx" ON "payload_locked_documents_rels" USING btree ("case_studies_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_consultation_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("consultation_requests_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_seed_records_id_idx" ON "payload_locked_documents_rels" USING btree ("seed_records_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "home_blocks_hero_order_idx" ON "home_blocks_hero" USING btree ("_order");
  CREATE INDEX "home_blocks_hero_parent_id_idx" ON "home_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_hero_path_idx" ON "home_blocks_hero" USING btree ("_path");
  CREATE INDEX "home_blocks_hero_image_idx" ON "home_blocks_hero" USING btree ("image_id");
  CREATE UNIQUE INDEX "home_blocks_hero_locales_locale_parent_id_unique" ON "home_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_feature_grid_items_order_idx" ON "home_blocks_feature_grid_items" USING btree ("_order");
  CREATE INDEX "home_blocks_feature_grid_items_parent_id_idx" ON "home_blocks_feature_grid_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_blocks_feature_grid_items_locales_locale_parent_id_uniq" ON "home_blocks_feature_grid_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_feature_grid_order_idx" ON "home_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "home_blocks_feature_grid_parent_id_idx" ON "home_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_feature_grid_path_idx" ON "home_blocks_feature_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_feature_grid_locales_locale_parent_id_unique" ON "home_blocks_feature_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_steps_items_order_idx" ON "home_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "home_blocks_steps_items_parent_id_idx" ON "home_blocks_steps_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_blocks_steps_items_locales_locale_parent_id_unique" ON "home_blocks_steps_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_steps_order_idx" ON "home_blocks_steps" USING btree ("_order");
  CREATE INDEX "home_blocks_steps_parent_id_idx" ON "home_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_steps_path_idx" ON "home_blocks_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_steps_locales_locale_parent_id_unique" ON "home_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_stats_items_order_idx" ON "home_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "home_blocks_stats_items_parent_id_idx" ON "home_blocks_stats_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_blocks_stats_items_locales_locale_parent_id_unique" ON "home_blocks_stats_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_stats_order_idx" ON "home_blocks_stats" USING btree ("_order");
  CREATE INDEX "home_blocks_stats_parent_id_idx" ON "home_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_stats_path_idx" ON "home_blocks_stats" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_stats_locales_locale_parent_id_unique" ON "home_blocks_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_call_to_action_order_idx" ON "home_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "home_blocks_call_to_action_parent_id_idx" ON "home_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_call_to_action_path_idx" ON "home_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_call_to_action_locales_locale_parent_id_unique" ON "home_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_rich_text_order_idx" ON "home_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "home_blocks_rich_text_parent_id_idx" ON "home_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_rich_text_path_idx" ON "home_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_rich_text_locales_locale_parent_id_unique" ON "home_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_faq_items_order_idx" ON "home_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "home_blocks_faq_items_parent_id_idx" ON "home_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_blocks_faq_items_locales_locale_parent_id_unique" ON "home_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_faq_order_idx" ON "home_blocks_faq" USING btree ("_order");
  CREATE INDEX "home_blocks_faq_parent_id_idx" ON "home_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_faq_path_idx" ON "home_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_faq_locales_locale_parent_id_unique" ON "home_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_case_study_cards_order_idx" ON "home_blocks_case_study_cards" USING btree ("_order");
  CREATE INDEX "home_blocks_case_study_cards_parent_id_idx" ON "home_blocks_case_study_cards" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_case_study_cards_path_idx" ON "home_blocks_case_study_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_case_study_cards_locales_locale_parent_id_unique" ON "home_blocks_case_study_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_logo_strip_items_order_idx" ON "home_blocks_logo_strip_items" USING btree ("_order");
  CREATE INDEX "home_blocks_logo_strip_items_parent_id_idx" ON "home_blocks_logo_strip_items" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_logo_strip_items_logo_idx" ON "home_blocks_logo_strip_items" USING btree ("logo_id");
  CREATE INDEX "home_blocks_logo_strip_order_idx" ON "home_blocks_logo_strip" USING btree ("_order");
  CREATE INDEX "home_blocks_logo_strip_parent_id_idx" ON "home_blocks_logo_strip" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_logo_strip_path_idx" ON "home_blocks_logo_strip" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_logo_strip_locales_locale_parent_id_unique" ON "home_blocks_logo_strip_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_solution_cards_order_idx" ON "home_blocks_solution_cards" USING btree ("_order");
  CREATE INDEX "home_blocks_solution_cards_parent_id_idx" ON "home_blocks_solution_cards" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_solution_cards_path_idx" ON "home_blocks_solution_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_solution_cards_locales_locale_parent_id_unique" ON "home_blocks_solution_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_offices_order_idx" ON "home_blocks_offices" USING btree ("_order");
  CREATE INDEX "home_blocks_offices_parent_id_idx" ON "home_blocks_offices" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_offices_path_idx" ON "home_blocks_offices" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_offices_locales_locale_parent_id_unique" ON "home_blocks_offices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_latest_posts_order_idx" ON "home_blocks_latest_posts" USING btree ("_order");
  CREATE INDEX "home_blocks_latest_posts_parent_id_idx" ON "home_blocks_latest_posts" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_latest_posts_path_idx" ON "home_blocks_latest_posts" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_latest_posts_locales_locale_parent_id_unique" ON "home_blocks_latest_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_seo_seo_image_idx" ON "home" USING btree ("seo_image_id");
  CREATE UNIQUE INDEX "home_locales_locale_parent_id_unique" ON "home_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_rels_order_idx" ON "home_rels" USING btree ("order");
  CREATE INDEX "home_rels_parent_idx" ON "home_rels" USING btree ("parent_id");
  CREATE INDEX "home_rels_path_idx" ON "home_rels" USING btree ("path");
  CREATE INDEX "home_rels_case_studies_id_idx" ON "home_rels" USING btree ("case_studies_id");
  CREATE INDEX "about_blocks_hero_order_idx" ON "about_blocks_hero" USING btree ("_order");
  CREATE INDEX "about_blocks_hero_parent_id_idx" ON "about_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "about_blocks_hero_path_idx" ON "about_blocks_hero" USING btree ("_path");
  CREATE INDEX "about_blocks_hero_image_idx" ON "about_blocks_hero" USING btree ("image_id");
  CREATE UNIQUE INDEX "about_blocks_hero_locales_locale_parent_id_unique" ON "about_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_blocks_feature_grid_items_order_idx" ON "about_blocks_feature_grid_items" USING btree ("_order");
  CREATE INDEX "about_blocks_feature_grid_items_parent_id_idx" ON "about_blocks_feature_grid_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_blocks_feature_grid_items_locales_locale_parent_id_uni" ON "about_blocks_feature_grid_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_blocks_feature_grid_order_idx" ON "about_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "about_blocks_feature_grid_parent_id_idx" ON "about_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "about_blocks_feature_grid_path_idx" ON "about_blocks_feature_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "about_blocks_feature_grid_locales_locale_parent_id_unique" ON "about_blocks_feature_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_blocks_steps_items_order_idx" ON "about_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "about_blocks_steps_items_parent_id_idx" ON "about_blocks_steps_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_blocks_steps_items_locales_locale_parent_id_unique" ON "about_blocks_steps_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_blocks_steps_order_idx" ON "about_blocks_steps" USING btree ("_order");
  CREATE INDEX "about_blocks_steps_parent_id_idx" ON "about_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "about_blocks_steps_path_idx" ON "about_blocks_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "about_blocks_steps_locales_locale_parent_id_unique" ON "about_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_blocks_stats_items_order_idx" ON "about_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "about_blocks_stats_items_parent_id_idx" ON "about_blocks_stats_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_blocks_stats_items_locales_locale_parent_id_unique" ON "about_blocks_stats_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_blocks_stats_order_idx" ON "about_blocks_stats" USING btree ("_order");
  CREATE INDEX "about_blocks_stats_parent_id_idx" ON "about_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "about_blocks_stats_path_idx" ON "about_blocks_stats" USING btree ("_path");
  CREATE UNIQUE INDEX "about_blocks_stats_locales_locale_parent_id_unique" ON "about_blocks_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_blocks_call_to_action_order_idx" ON "about_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "about_blocks_call_to_action_parent_id_idx" ON "about_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "about_blocks_call_to_action_path_idx" ON "about_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "about_blocks_call_to_action_locales_locale_parent_id_unique" ON "about_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_blocks_rich_text_order_idx" ON "about_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "about_blocks_rich_text_parent_id_idx" ON "about_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "about_blocks_rich_text_path_idx" ON "about_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "about_blocks_rich_text_locales_locale_parent_id_unique" ON "about_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_blocks_faq_items_order_idx" ON "about_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "about_blocks_faq_items_parent_id_idx" ON "about_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_blocks_faq_items_locales_locale_parent_id_unique" ON "about_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_blocks_faq_order_idx" ON "about_blocks_faq" USING btree ("_order");
  CREATE INDEX "about_blocks_faq_parent_id_idx" ON "about_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "about_blocks_faq_path_idx" ON "about_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "about_blocks_faq_locales_locale_parent_id_unique" ON "about_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_blocks_case_study_cards_order_idx" ON "about_blocks_case_study_cards" USING btree ("_order");
  CREATE INDEX "about_blocks_case_study_cards_parent_id_idx" ON "about_blocks_case_study_cards" USING btree ("_parent_id");
  CREATE INDEX "about_blocks_case_study_cards_path_idx" ON "about_blocks_case_study_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "about_blocks_case_study_cards_locales_locale_parent_id_uniqu" ON "about_blocks_case_study_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_blocks_logo_strip_items_order_idx" ON "about_blocks_logo_strip_items" USING btree ("_order");
  CREATE INDEX "about_blocks_logo_strip_items_parent_id_idx" ON "about_blocks_logo_strip_items" USING btree ("_parent_id");
  CREATE INDEX "about_blocks_logo_strip_items_logo_idx" ON "about_blocks_logo_strip_items" USING btree ("logo_id");
  CREATE INDEX "about_blocks_logo_strip_order_idx" ON "about_blocks_logo_strip" USING btree ("_order");
  CREATE INDEX "about_blocks_logo_strip_parent_id_idx" ON "about_blocks_logo_strip" USING btree ("_parent_id");
  CREATE INDEX "about_blocks_logo_strip_path_idx" ON "about_blocks_logo_strip" USING btree ("_path");
  CREATE UNIQUE INDEX "about_blocks_logo_strip_locales_locale_parent_id_unique" ON "about_blocks_logo_strip_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_blocks_solution_cards_order_idx" ON "about_blocks_solution_cards" USING btree ("_order");
  CREATE INDEX "about_blocks_solution_cards_parent_id_idx" ON "about_blocks_solution_cards" USING btree ("_parent_id");
  CREATE INDEX "about_blocks_solution_cards_path_idx" ON "about_blocks_solution_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "about_blocks_solution_cards_locales_locale_parent_id_unique" ON "about_blocks_solution_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_blocks_offices_order_idx" ON "about_blocks_offices" USING btree ("_order");
  CREATE INDEX "about_blocks_offices_parent_id_idx" ON "about_blocks_offices" USING btree ("_parent_id");
  CREATE INDEX "about_blocks_offices_path_idx" ON "about_blocks_offices" USING btree ("_path");
  CREATE UNIQUE INDEX "about_blocks_offices_locales_locale_parent_id_unique" ON "about_blocks_offices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_blocks_latest_posts_order_idx" ON "about_blocks_latest_posts" USING btree ("_order");
  CREATE INDEX "about_blocks_latest_posts_parent_id_idx" ON "about_blocks_latest_posts" USING btree ("_parent_id");
  CREATE INDEX "about_blocks_latest_posts_path_idx" ON "about_blocks_latest_posts" USING btree ("_path");
  CREATE UNIQUE INDEX "about_blocks_latest_posts_locales_locale_parent_id_unique" ON "about_blocks_latest_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_seo_seo_image_idx" ON "about" USING btree ("seo_image_id");
  CREATE UNIQUE INDEX "about_locales_locale_parent_id_unique" ON "about_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_rels_order_idx" ON "about_rels" USING btree ("order");
  CREATE INDEX "about_rels_parent_idx" ON "about_rels" USING btree ("parent_id");
  CREATE INDEX "about_rels_path_idx" ON "about_rels" USING btree ("path");
  CREATE INDEX "about_rels_case_studies_id_idx" ON "about_rels" USING btree ("case_studies_id");
  CREATE INDEX "solutions_index_blocks_hero_order_idx" ON "solutions_index_blocks_hero" USING btree ("_order");
  CREATE INDEX "solutions_index_blocks_hero_parent_id_idx" ON "solutions_index_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "solutions_index_blocks_hero_path_idx" ON "solutions_index_blocks_hero" USING btree ("_path");
  CREATE INDEX "solutions_index_blocks_hero_image_idx" ON "solutions_index_blocks_hero" USING btree ("image_id");
  CREATE UNIQUE INDEX "solutions_index_blocks_hero_locales_locale_parent_id_unique" ON "solutions_index_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_index_blocks_feature_grid_items_order_idx" ON "solutions_index_blocks_feature_grid_items" USING btree ("_order");
  CREATE INDEX "solutions_index_blocks_feature_grid_items_parent_id_idx" ON "solutions_index_blocks_feature_grid_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "solutions_index_blocks_feature_grid_items_locales_locale_par" ON "solutions_index_blocks_feature_grid_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_index_blocks_feature_grid_order_idx" ON "solutions_index_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "solutions_index_blocks_feature_grid_parent_id_idx" ON "solutions_index_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "solutions_index_blocks_feature_grid_path_idx" ON "solutions_index_blocks_feature_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_index_blocks_feature_grid_locales_locale_parent_id" ON "solutions_index_blocks_feature_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_index_blocks_steps_items_order_idx" ON "solutions_index_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "solutions_index_blocks_steps_items_parent_id_idx" ON "solutions_index_blocks_steps_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "solutions_index_blocks_steps_items_locales_locale_parent_id_" ON "solutions_index_blocks_steps_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_index_blocks_steps_order_idx" ON "solutions_index_blocks_steps" USING btree ("_order");
  CREATE INDEX "solutions_index_blocks_steps_parent_id_idx" ON "solutions_index_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "solutions_index_blocks_steps_path_idx" ON "solutions_index_blocks_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_index_blocks_steps_locales_locale_parent_id_unique" ON "solutions_index_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_index_blocks_stats_items_order_idx" ON "solutions_index_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "solutions_index_blocks_stats_items_parent_id_idx" ON "solutions_index_blocks_stats_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "solutions_index_blocks_stats_items_locales_locale_parent_id_" ON "solutions_index_blocks_stats_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_index_blocks_stats_order_idx" ON "solutions_index_blocks_stats" USING btree ("_order");
  CREATE INDEX "solutions_index_blocks_stats_parent_id_idx" ON "solutions_index_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "solutions_index_blocks_stats_path_idx" ON "solutions_index_blocks_stats" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_index_blocks_stats_locales_locale_parent_id_unique" ON "solutions_index_blocks_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_index_blocks_call_to_action_order_idx" ON "solutions_index_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "solutions_index_blocks_call_to_action_parent_id_idx" ON "solutions_index_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "solutions_index_blocks_call_to_action_path_idx" ON "solutions_index_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_index_blocks_call_to_action_locales_locale_parent_" ON "solutions_index_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_index_blocks_rich_text_order_idx" ON "solutions_index_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "solutions_index_blocks_rich_text_parent_id_idx" ON "solutions_index_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "solutions_index_blocks_rich_text_path_idx" ON "solutions_index_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_index_blocks_rich_text_locales_locale_parent_id_un" ON "solutions_index_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_index_blocks_faq_items_order_idx" ON "solutions_index_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "solutions_index_blocks_faq_items_parent_id_idx" ON "solutions_index_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "solutions_index_blocks_faq_items_locales_locale_parent_id_un" ON "solutions_index_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_index_blocks_faq_order_idx" ON "solutions_index_blocks_faq" USING btree ("_order");
  CREATE INDEX "solutions_index_blocks_faq_parent_id_idx" ON "solutions_index_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "solutions_index_blocks_faq_path_idx" ON "solutions_index_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_index_blocks_faq_locales_locale_parent_id_unique" ON "solutions_index_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_index_blocks_case_study_cards_order_idx" ON "solutions_index_blocks_case_study_cards" USING btree ("_order");
  CREATE INDEX "solutions_index_blocks_case_study_cards_parent_id_idx" ON "solutions_index_blocks_case_study_cards" USING btree ("_parent_id");
  CREATE INDEX "solutions_index_blocks_case_study_cards_path_idx" ON "solutions_index_blocks_case_study_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_index_blocks_case_study_cards_locales_locale_paren" ON "solutions_index_blocks_case_study_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_index_blocks_logo_strip_items_order_idx" ON "solutions_index_blocks_logo_strip_items" USING btree ("_order");
  CREATE INDEX "solutions_index_blocks_logo_strip_items_parent_id_idx" ON "solutions_index_blocks_logo_strip_items" USING btree ("_parent_id");
  CREATE INDEX "solutions_index_blocks_logo_strip_items_logo_idx" ON "solutions_index_blocks_logo_strip_items" USING btree ("logo_id");
  CREATE INDEX "solutions_index_blocks_logo_strip_order_idx" ON "solutions_index_blocks_logo_strip" USING btree ("_order");
  CREATE INDEX "solutions_index_blocks_logo_strip_parent_id_idx" ON "solutions_index_blocks_logo_strip" USING btree ("_parent_id");
  CREATE INDEX "solutions_index_blocks_logo_strip_path_idx" ON "solutions_index_blocks_logo_strip" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_index_blocks_logo_strip_locales_locale_parent_id_u" ON "solutions_index_blocks_logo_strip_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_index_blocks_solution_cards_order_idx" ON "solutions_index_blocks_solution_cards" USING btree ("_order");
  CREATE INDEX "solutions_index_blocks_solution_cards_parent_id_idx" ON "solutions_index_blocks_solution_cards" USING btree ("_parent_id");
  CREATE INDEX "solutions_index_blocks_solution_cards_path_idx" ON "solutions_index_blocks_solution_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_index_blocks_solution_cards_locales_locale_parent_" ON "solutions_index_blocks_solution_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_index_blocks_offices_order_idx" ON "solutions_index_blocks_offices" USING btree ("_order");
  CREATE INDEX "solutions_index_blocks_offices_parent_id_idx" ON "solutions_index_blocks_offices" USING btree ("_parent_id");
  CREATE INDEX "solutions_index_blocks_offices_path_idx" ON "solutions_index_blocks_offices" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_index_blocks_offices_locales_locale_parent_id_uniq" ON "solutions_index_blocks_offices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_index_blocks_latest_posts_order_idx" ON "solutions_index_blocks_latest_posts" USING btree ("_order");
  CREATE INDEX "solutions_index_blocks_latest_posts_parent_id_idx" ON "solutions_index_blocks_latest_posts" USING btree ("_parent_id");
  CREATE INDEX "solutions_index_blocks_latest_posts_path_idx" ON "solutions_index_blocks_latest_posts" USING btree ("_path");
  CREATE UNIQUE INDEX "solutions_index_blocks_latest_posts_locales_locale_parent_id" ON "solutions_index_blocks_latest_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_index_seo_seo_image_idx" ON "solutions_index" USING btree ("seo_image_id");
  CREATE UNIQUE INDEX "solutions_index_locales_locale_parent_id_unique" ON "solutions_index_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "solutions_index_rels_order_idx" ON "solutions_index_rels" USING btree ("order");
  CREATE INDEX "solutions_index_rels_parent_idx" ON "solutions_index_rels" USING btree ("parent_id");
  CREATE INDEX "solutions_index_rels_path_idx" ON "solutions_index_rels" USING btree ("path");
  CREATE INDEX "solutions_index_rels_case_studies_id_idx" ON "solutions_index_rels" USING btree ("case_studies_id");
  CREATE INDEX "careers_blocks_hero_order_idx" ON "careers_blocks_hero" USING btree ("_order");
  CREATE INDEX "careers_blocks_hero_parent_id_idx" ON "careers_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "careers_blocks_hero_path_idx" ON "careers_blocks_hero" USING btree ("_path");
  CREATE INDEX "careers_blocks_hero_image_idx" ON "careers_blocks_hero" USING btree ("image_id");
  CREATE UNIQUE INDEX "careers_blocks_hero_locales_locale_parent_id_unique" ON "careers_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_blocks_feature_grid_items_order_idx" ON "careers_blocks_feature_grid_items" USING btree ("_order");
  CREATE INDEX "careers_blocks_feature_grid_items_parent_id_idx" ON "careers_blocks_feature_grid_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "careers_blocks_feature_grid_items_locales_locale_parent_id_u" ON "careers_blocks_feature_grid_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_blocks_feature_grid_order_idx" ON "careers_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "careers_blocks_feature_grid_parent_id_idx" ON "careers_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "careers_blocks_feature_grid_path_idx" ON "careers_blocks_feature_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "careers_blocks_feature_grid_locales_locale_parent_id_unique" ON "careers_blocks_feature_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_blocks_steps_items_order_idx" ON "careers_blocks_steps_items" USING btree ("_order");
  CREATE INDEX "careers_blocks_steps_items_parent_id_idx" ON "careers_blocks_steps_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "careers_blocks_steps_items_locales_locale_parent_id_unique" ON "careers_blocks_steps_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_blocks_steps_order_idx" ON "careers_blocks_steps" USING btree ("_order");
  CREATE INDEX "careers_blocks_steps_parent_id_idx" ON "careers_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "careers_blocks_steps_path_idx" ON "careers_blocks_steps" USING btree ("_path");
  CREATE UNIQUE INDEX "careers_blocks_steps_locales_locale_parent_id_unique" ON "careers_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_blocks_stats_items_order_idx" ON "careers_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "careers_blocks_stats_items_parent_id_idx" ON "careers_blocks_stats_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "careers_blocks_stats_items_locales_locale_parent_id_unique" ON "careers_blocks_stats_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_blocks_stats_order_idx" ON "careers_blocks_stats" USING btree ("_order");
  CREATE INDEX "careers_blocks_stats_parent_id_idx" ON "careers_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "careers_blocks_stats_path_idx" ON "careers_blocks_stats" USING btree ("_path");
  CREATE UNIQUE INDEX "careers_blocks_stats_locales_locale_parent_id_unique" ON "careers_blocks_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_blocks_call_to_action_order_idx" ON "careers_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "careers_blocks_call_to_action_parent_id_idx" ON "careers_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "careers_blocks_call_to_action_path_idx" ON "careers_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "careers_blocks_call_to_action_locales_locale_parent_id_uniqu" ON "careers_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_blocks_rich_text_order_idx" ON "careers_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "careers_blocks_rich_text_parent_id_idx" ON "careers_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "careers_blocks_rich_text_path_idx" ON "careers_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "careers_blocks_rich_text_locales_locale_parent_id_unique" ON "careers_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_blocks_faq_items_order_idx" ON "careers_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "careers_blocks_faq_items_parent_id_idx" ON "careers_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "careers_blocks_faq_items_locales_locale_parent_id_unique" ON "careers_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_blocks_faq_order_idx" ON "careers_blocks_faq" USING btree ("_order");
  CREATE INDEX "careers_blocks_faq_parent_id_idx" ON "careers_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "careers_blocks_faq_path_idx" ON "careers_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "careers_blocks_faq_locales_locale_parent_id_unique" ON "careers_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_blocks_case_study_cards_order_idx" ON "careers_blocks_case_study_cards" USING btree ("_order");
  CREATE INDEX "careers_blocks_case_study_cards_parent_id_idx" ON "careers_blocks_case_study_cards" USING btree ("_parent_id");
  CREATE INDEX "careers_blocks_case_study_cards_path_idx" ON "careers_blocks_case_study_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "careers_blocks_case_study_cards_locales_locale_parent_id_uni" ON "careers_blocks_case_study_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_blocks_logo_strip_items_order_idx" ON "careers_blocks_logo_strip_items" USING btree ("_order");
  CREATE INDEX "careers_blocks_logo_strip_items_parent_id_idx" ON "careers_blocks_logo_strip_items" USING btree ("_parent_id");
  CREATE INDEX "careers_blocks_logo_strip_items_logo_idx" ON "careers_blocks_logo_strip_items" USING btree ("logo_id");
  CREATE INDEX "careers_blocks_logo_strip_order_idx" ON "careers_blocks_logo_strip" USING btree ("_order");
  CREATE INDEX "careers_blocks_logo_strip_parent_id_idx" ON "careers_blocks_logo_strip" USING btree ("_parent_id");
  CREATE INDEX "careers_blocks_logo_strip_path_idx" ON "careers_blocks_logo_strip" USING btree ("_path");
  CREATE UNIQUE INDEX "careers_blocks_logo_strip_locales_locale_parent_id_unique" ON "careers_blocks_logo_strip_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_blocks_solution_cards_order_idx" ON "careers_blocks_solution_cards" USING btree ("_order");
  CREATE INDEX "careers_blocks_solution_cards_parent_id_idx" ON "careers_blocks_solution_cards" USING btree ("_parent_id");
  CREATE INDEX "careers_blocks_solution_cards_path_idx" ON "careers_blocks_solution_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "careers_blocks_solution_cards_locales_locale_parent_id_uniqu" ON "careers_blocks_solution_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_blocks_offices_order_idx" ON "careers_blocks_offices" USING btree ("_order");
  CREATE INDEX "careers_blocks_offices_parent_id_idx" ON "careers_blocks_offices" USING btree ("_parent_id");
  CREATE INDEX "careers_blocks_offices_path_idx" ON "careers_blocks_offices" USING btree ("_path");
  CREATE UNIQUE INDEX "careers_blocks_offices_locales_locale_parent_id_unique" ON "careers_blocks_offices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_blocks_latest_posts_order_idx" ON "careers_blocks_latest_posts" USING btree ("_order");
  CREATE INDEX "careers_blocks_latest_posts_parent_id_idx" ON "careers_blocks_latest_posts" USING btree ("_parent_id");
  CREATE INDEX "careers_blocks_latest_posts_path_idx" ON "careers_blocks_latest_posts" USING btree ("_path");
  CREATE UNIQUE INDEX "careers_blocks_latest_posts_locales_locale_parent_id_unique" ON "careers_blocks_latest_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_seo_seo_image_idx" ON "careers" USING btree ("seo_image_id");
  CREATE UNIQUE INDEX "careers_locales_locale_parent_id_unique" ON "careers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_rels_order_idx" ON "careers_rels" USING btree ("order");
  CREATE INDEX "careers_rels_parent_idx" ON "careers_rels" USING btree ("parent_id");
  CREATE INDEX "careers_rels_path_idx" ON "careers_rels" USING btree ("path");
  CREATE INDEX "careers_rels_case_studies_id_idx" ON "careers_rels" USING btree ("case_studies_id");
  CREATE INDEX "blog_index_seo_seo_image_idx" ON "blog_index" USING btree ("seo_image_id");
  CREATE UNIQUE INDEX "blog_index_locales_locale_parent_id_unique" ON "blog_index_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_hours_order_idx" ON "contact_hours" USING btree ("_order");
  CREATE INDEX "contact_hours_parent_id_idx" ON "contact_hours" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "contact_hours_locales_locale_parent_id_unique" ON "contact_hours_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_seo_seo_image_idx" ON "contact" USING btree ("seo_image_id");
  CREATE UNIQUE INDEX "contact_locales_locale_parent_id_unique" ON "contact_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_navigation_order_idx" ON "site_settings_navigation" USING btree ("_order");
  CREATE INDEX "site_settings_navigation_parent_id_idx" ON "site_settings_navigation" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_navigation_locales_locale_parent_id_unique" ON "site_settings_navigation_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_social_order_idx" ON "site_settings_social" USING btree ("_order");
  CREATE INDEX "site_settings_social_parent_id_idx" ON "site_settings_social" USING btree ("_parent_id");
  CREATE INDEX "site_settings_offices_order_idx" ON "site_settings_offices" USING btree ("_order");
  CREATE INDEX "site_settings_offices_parent_id_idx" ON "site_settings_offices" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_offices_locales_locale_parent_id_unique" ON "site_settings_offices_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "posts" CASCADE;
  DROP TABLE "posts_locales" CASCADE;
  DROP TABLE "posts_rels" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "_posts_v_locales" CASCADE;
  DROP TABLE "_posts_v_rels" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "authors" CASCADE;
  DROP TABLE "authors_locales" CASCADE;
  DROP TABLE "jobs" CASCADE;
  DROP TABLE "jobs_locales" CASCADE;
  DROP TABLE "_jobs_v" CASCADE;
  DROP TABLE "_jobs_v_locales" CASCADE;
  DROP TABLE "solutions_blocks_hero" CASCADE;
  DROP TABLE "solutions_blocks_hero_locales" CASCADE;
  DROP TABLE "solutions_blocks_feature_grid_items" CASCADE;
  DROP TABLE "solutions_blocks_feature_grid_items_locales" CASCADE;
  DROP TABLE "solutions_blocks_feature_grid" CASCADE;
  DROP TABLE "solutions_blocks_feature_grid_locales" CASCADE;
  DROP TABLE "solutions_blocks_steps_items" CASCADE;
  DROP TABLE "solutions_blocks_steps_items_locales" CASCADE;
  DROP TABLE "solutions_blocks_steps" CASCADE;
  DROP TABLE "solutions_blocks_steps_locales" CASCADE;
  DROP TABLE "solutions_blocks_stats_items" CASCADE;
  DROP TABLE "solutions_blocks_stats_items_locales" CASCADE;
  DROP TABLE "solutions_blocks_stats" CASCADE;
  DROP TABLE "solutions_blocks_stats_locales" CASCADE;
  DROP TABLE "solutions_blocks_call_to_action" CASCADE;
  DROP TABLE "solutions_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "solutions_blocks_rich_text" CASCADE;
  DROP TABLE "solutions_blocks_rich_text_locales" CASCADE;
  DROP TABLE "solutions_blocks_faq_items" CASCADE;
  DROP TABLE "solutions_blocks_faq_items_locales" CASCADE;
  DROP TABLE "solutions_blocks_faq" CASCADE;
  DROP TABLE "solutions_blocks_faq_locales" CASCADE;
  DROP TABLE "solutions_blocks_case_study_cards" CASCADE;
  DROP TABLE "solutions_blocks_case_study_cards_locales" CASCADE;
  DROP TABLE "solutions_blocks_logo_strip_items" CASCADE;
  DROP TABLE "solutions_blocks_logo_strip" CASCADE;
  DROP TABLE "solutions_blocks_logo_strip_locales" CASCADE;
  DROP TABLE "solutions_blocks_solution_cards" CASCADE;
  DROP TABLE "solutions_blocks_solution_cards_locales" CASCADE;
  DROP TABLE "solutions_blocks_offices" CASCADE;
  DROP TABLE "solutions_blocks_offices_locales" CASCADE;
  DROP TABLE "solutions_blocks_latest_posts" CASCADE;
  DROP TABLE "solutions_blocks_latest_posts_locales" CASCADE;
  DROP TABLE "solutions" CASCADE;
  DROP TABLE "solutions_locales" CASCADE;
  DROP TABLE "solutions_rels" CASCADE;
  DROP TABLE "_solutions_v_blocks_hero" CASCADE;
  DROP TABLE "_solutions_v_blocks_hero_locales" CASCADE;
  DROP TABLE "_solutions_v_blocks_feature_grid_items" CASCADE;
  DROP TABLE "_solutions_v_blocks_feature_grid_items_locales" CASCADE;
  DROP TABLE "_solutions_v_blocks_feature_grid" CASCADE;
  DROP TABLE "_solutions_v_blocks_feature_grid_locales" CASCADE;
  DROP TABLE "_solutions_v_blocks_steps_items" CASCADE;
  DROP TABLE "_solutions_v_blocks_steps_items_locales" CASCADE;
  DROP TABLE "_solutions_v_blocks_steps" CASCADE;
  DROP TABLE "_solutions_v_blocks_steps_locales" CASCADE;
  DROP TABLE "_solutions_v_blocks_stats_items" CASCADE;
  DROP TABLE "_solutions_v_blocks_stats_items_locales" CASCADE;
  DROP TABLE "_solutions_v_blocks_stats" CASCADE;
  DROP TABLE "_solutions_v_blocks_stats_locales" CASCADE;
  DROP TABLE "_solutions_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_solutions_v_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "_solutions_v_blocks_rich_text" CASCADE;
  DROP TABLE "_solutions_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_solutions_v_blocks_faq_items" CASCADE;
  DROP TABLE "_solutions_v_blocks_faq_items_locales" CASCADE;
  DROP TABLE "_solutions_v_blocks_faq" CASCADE;
  DROP TABLE "_solutions_v_blocks_faq_locales" CASCADE;
  DROP TABLE "_solutions_v_blocks_case_study_cards" CASCADE;
  DROP TABLE "_solutions_v_blocks_case_study_cards_locales" CASCADE;
  DROP TABLE "_solutions_v_blocks_logo_strip_items" CASCADE;
  DROP TABLE "_solutions_v_blocks_logo_strip" CASCADE;
  DROP TABLE "_solutions_v_blocks_logo_strip_locales" CASCADE;
  DROP TABLE "_solutions_v_blocks_solution_cards" CASCADE;
  DROP TABLE "_solutions_v_blocks_solution_cards_locales" CASCADE;
  DROP TABLE "_solutions_v_blocks_offices" CASCADE;
  DROP TABLE "_solutions_v_blocks_offices_locales" CASCADE;
  DROP TABLE "_solutions_v_blocks_latest_posts" CASCADE;
  DROP TABLE "_solutions_v_blocks_latest_posts_locales" CASCADE;
  DROP TABLE "_solutions_v" CASCADE;
  DROP TABLE "_solutions_v_locales" CASCADE;
  DROP TABLE "_solutions_v_rels" CASCADE;
  DROP TABLE "case_studies" CASCADE;
  DROP TABLE "case_studies_locales" CASCADE;
  DROP TABLE "case_studies_rels" CASCADE;
  DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_hero_locales" CASCADE;
  DROP TABLE "pages_blocks_feature_grid_items" CASCADE;
  DROP TABLE "pages_blocks_feature_grid_items_locales" CASCADE;
  DROP TABLE "pages_blocks_feature_grid" CASCADE;
  DROP TABLE "pages_blocks_feature_grid_locales" CASCADE;
  DROP TABLE "pages_blocks_steps_items" CASCADE;
  DROP TABLE "pages_blocks_steps_items_locales" CASCADE;
  DROP TABLE "pages_blocks_steps" CASCADE;
  DROP TABLE "pages_blocks_steps_locales" CASCADE;
  DROP TABLE "pages_blocks_stats_items" CASCADE;
  DROP TABLE "pages_blocks_stats_items_locales" CASCADE;
  DROP TABLE "pages_blocks_stats" CASCADE;
  DROP TABLE "pages_blocks_stats_locales" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_rich_text_locales" CASCADE;
  DROP TABLE "pages_blocks_faq_items" CASCADE;
  DROP TABLE "pages_blocks_faq_items_locales" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_faq_locales" CASCADE;
  DROP TABLE "pages_blocks_case_study_cards" CASCADE;
  DROP TABLE "pages_blocks_case_study_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_logo_strip_items" CASCADE;
  DROP TABLE "pages_blocks_logo_strip" CASCADE;
  DROP TABLE "pages_blocks_logo_strip_locales" CASCADE;
  DROP TABLE "pages_blocks_solution_cards" CASCADE;
  DROP TABLE "pages_blocks_solution_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_offices" CASCADE;
  DROP TABLE "pages_blocks_offices_locales" CASCADE;
  DROP TABLE "pages_blocks_latest_posts" CASCADE;
  DROP TABLE "pages_blocks_latest_posts_locales" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid_items" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_steps_items" CASCADE;
  DROP TABLE "_pages_v_blocks_steps_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_steps_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_items" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_case_study_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_case_study_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_logo_strip_items" CASCADE;
  DROP TABLE "_pages_v_blocks_logo_strip" CASCADE;
  DROP TABLE "_pages_v_blocks_logo_strip_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_solution_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_solution_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_offices" CASCADE;
  DROP TABLE "_pages_v_blocks_offices_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_latest_posts" CASCADE;
  DROP TABLE "_pages_v_blocks_latest_posts_locales" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "consultation_requests_topics" CASCADE;
  DROP TABLE "consultation_requests" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "seed_records" CASCADE;
  DROP TABLE "exports" CASCADE;
  DROP TABLE "exports_texts" CASCADE;
  DROP TABLE "imports" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "home_blocks_hero" CASCADE;
  DROP TABLE "home_blocks_hero_locales" CASCADE;
  DROP TABLE "home_blocks_feature_grid_items" CASCADE;
  DROP TABLE "home_blocks_feature_grid_items_locales" CASCADE;
  DROP TABLE "home_blocks_feature_grid" CASCADE;
  DROP TABLE "home_blocks_feature_grid_locales" CASCADE;
  DROP TABLE "home_blocks_steps_items" CASCADE;
  DROP TABLE "home_blocks_steps_items_locales" CASCADE;
  DROP TABLE "home_blocks_steps" CASCADE;
  DROP TABLE "home_blocks_steps_locales" CASCADE;
  DROP TABLE "home_blocks_stats_items" CASCADE;
  DROP TABLE "home_blocks_stats_items_locales" CASCADE;
  DROP TABLE "home_blocks_stats" CASCADE;
  DROP TABLE "home_blocks_stats_locales" CASCADE;
  DROP TABLE "home_blocks_call_to_action" CASCADE;
  DROP TABLE "home_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "home_blocks_rich_text" CASCADE;
  DROP TABLE "home_blocks_rich_text_locales" CASCADE;
  DROP TABLE "home_blocks_faq_items" CASCADE;
  DROP TABLE "home_blocks_faq_items_locales" CASCADE;
  DROP TABLE "home_blocks_faq" CASCADE;
  DROP TABLE "home_blocks_faq_locales" CASCADE;
  DROP TABLE "home_blocks_case_study_cards" CASCADE;
  DROP TABLE "home_blocks_case_study_cards_locales" CASCADE;
  DROP TABLE "home_blocks_logo_strip_items" CASCADE;
  DROP TABLE "home_blocks_logo_strip" CASCADE;
  DROP TABLE "home_blocks_logo_strip_locales" CASCADE;
  DROP TABLE "home_blocks_solution_cards" CASCADE;
  DROP TABLE "home_blocks_solution_cards_locales" CASCADE;
  DROP TABLE "home_blocks_offices" CASCADE;
  DROP TABLE "home_blocks_offices_locales" CASCADE;
  DROP TABLE "home_blocks_latest_posts" CASCADE;
  DROP TABLE "home_blocks_latest_posts_locales" CASCADE;
  DROP TABLE "home" CASCADE;
  DROP TABLE "home_locales" CASCADE;
  DROP TABLE "home_rels" CASCADE;
  DROP TABLE "about_blocks_hero" CASCADE;
  DROP TABLE "about_blocks_hero_locales" CASCADE;
  DROP TABLE "about_blocks_feature_grid_items" CASCADE;
  DROP TABLE "about_blocks_feature_grid_items_locales" CASCADE;
  DROP TABLE "about_blocks_feature_grid" CASCADE;
  DROP TABLE "about_blocks_feature_grid_locales" CASCADE;
  DROP TABLE "about_blocks_steps_items" CASCADE;
  DROP TABLE "about_blocks_steps_items_locales" CASCADE;
  DROP TABLE "about_blocks_steps" CASCADE;
  DROP TABLE "about_blocks_steps_locales" CASCADE;
  DROP TABLE "about_blocks_stats_items" CASCADE;
  DROP TABLE "about_blocks_stats_items_locales" CASCADE;
  DROP TABLE "about_blocks_stats" CASCADE;
  DROP TABLE "about_blocks_stats_locales" CASCADE;
  DROP TABLE "about_blocks_call_to_action" CASCADE;
  DROP TABLE "about_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "about_blocks_rich_text" CASCADE;
  DROP TABLE "about_blocks_rich_text_locales" CASCADE;
  DROP TABLE "about_blocks_faq_items" CASCADE;
  DROP TABLE "about_blocks_faq_items_locales" CASCADE;
  DROP TABLE "about_blocks_faq" CASCADE;
  DROP TABLE "about_blocks_faq_locales" CASCADE;
  DROP TABLE "about_blocks_case_study_cards" CASCADE;
  DROP TABLE "about_blocks_case_study_cards_locales" CASCADE;
  DROP TABLE "about_blocks_logo_strip_items" CASCADE;
  DROP TABLE "about_blocks_logo_strip" CASCADE;
  DROP TABLE "about_blocks_logo_strip_locales" CASCADE;
  DROP TABLE "about_blocks_solution_cards" CASCADE;
  DROP TABLE "about_blocks_solution_cards_locales" CASCADE;
  DROP TABLE "about_blocks_offices" CASCADE;
  DROP TABLE "about_blocks_offices_locales" CASCADE;
  DROP TABLE "about_blocks_latest_posts" CASCADE;
  DROP TABLE "about_blocks_latest_posts_locales" CASCADE;
  DROP TABLE "about" CASCADE;
  DROP TABLE "about_locales" CASCADE;
  DROP TABLE "about_rels" CASCADE;
  DROP TABLE "solutions_index_blocks_hero" CASCADE;
  DROP TABLE "solutions_index_blocks_hero_locales" CASCADE;
  DROP TABLE "solutions_index_blocks_feature_grid_items" CASCADE;
  DROP TABLE "solutions_index_blocks_feature_grid_items_locales" CASCADE;
  DROP TABLE "solutions_index_blocks_feature_grid" CASCADE;
  DROP TABLE "solutions_index_blocks_feature_grid_locales" CASCADE;
  DROP TABLE "solutions_index_blocks_steps_items" CASCADE;
  DROP TABLE "solutions_index_blocks_steps_items_locales" CASCADE;
  DROP TABLE "solutions_index_blocks_steps" CASCADE;
  DROP TABLE "solutions_index_blocks_steps_locales" CASCADE;
  DROP TABLE "solutions_index_blocks_stats_items" CASCADE;
  DROP TABLE "solutions_index_blocks_stats_items_locales" CASCADE;
  DROP TABLE "solutions_index_blocks_stats" CASCADE;
  DROP TABLE "solutions_index_blocks_stats_locales" CASCADE;
  DROP TABLE "solutions_index_blocks_call_to_action" CASCADE;
  DROP TABLE "solutions_index_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "solutions_index_blocks_rich_text" CASCADE;
  DROP TABLE "solutions_index_blocks_rich_text_locales" CASCADE;
  DROP TABLE "solutions_index_blocks_faq_items" CASCADE;
  DROP TABLE "solutions_index_blocks_faq_items_locales" CASCADE;
  DROP TABLE "solutions_index_blocks_faq" CASCADE;
  DROP TABLE "solutions_index_blocks_faq_locales" CASCADE;
  DROP TABLE "solutions_index_blocks_case_study_cards" CASCADE;
  DROP TABLE "solutions_index_blocks_case_study_cards_locales" CASCADE;
  DROP TABLE "solutions_index_blocks_logo_strip_items" CASCADE;
  DROP TABLE "solutions_index_blocks_logo_strip" CASCADE;
  DROP TABLE "solutions_index_blocks_logo_strip_locales" CASCADE;
  DROP TABLE "solutions_index_blocks_solution_cards" CASCADE;
  DROP TABLE "solutions_index_blocks_solution_cards_locales" CASCADE;
  DROP TABLE "solutions_index_blocks_offices" CASCADE;
  DROP TABLE "solutions_index_blocks_offices_locales" CASCADE;
  DROP TABLE "solutions_index_blocks_latest_posts" CASCADE;
  DROP TABLE "solutions_index_blocks_latest_posts_locales" CASCADE;
  DROP TABLE "solutions_index" CASCADE;
  DROP TABLE "solutions_index_locales" CASCADE;
  DROP TABLE "solutions_index_rels" CASCADE;
  DROP TABLE "careers_blocks_hero" CASCADE;
  DROP TABLE "careers_blocks_hero_locales" CASCADE;
  DROP TABLE "careers_blocks_feature_grid_items" CASCADE;
  DROP TABLE "careers_blocks_feature_grid_items_locales" CASCADE;
  DROP TABLE "careers_blocks_feature_grid" CASCADE;
  DROP TABLE "careers_blocks_feature_grid_locales" CASCADE;
  DROP TABLE "careers_blocks_steps_items" CASCADE;
  DROP TABLE "careers_blocks_steps_items_locales" CASCADE;
  DROP TABLE "careers_blocks_steps" CASCADE;
  DROP TABLE "careers_blocks_steps_locales" CASCADE;
  DROP TABLE "careers_blocks_stats_items" CASCADE;
  DROP TABLE "careers_blocks_stats_items_locales" CASCADE;
  DROP TABLE "careers_blocks_stats" CASCADE;
  DROP TABLE "careers_blocks_stats_locales" CASCADE;
  DROP TABLE "careers_blocks_call_to_action" CASCADE;
  DROP TABLE "careers_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "careers_blocks_rich_text" CASCADE;
  DROP TABLE "careers_blocks_rich_text_locales" CASCADE;
  DROP TABLE "careers_blocks_faq_items" CASCADE;
  DROP TABLE "careers_blocks_faq_items_locales" CASCADE;
  DROP TABLE "careers_blocks_faq" CASCADE;
  DROP TABLE "careers_blocks_faq_locales" CASCADE;
  DROP TABLE "careers_blocks_case_study_cards" CASCADE;
  DROP TABLE "careers_blocks_case_study_cards_locales" CASCADE;
  DROP TABLE "careers_blocks_logo_strip_items" CASCADE;
  DROP TABLE "careers_blocks_logo_strip" CASCADE;
  DROP TABLE "careers_blocks_logo_strip_locales" CASCADE;
  DROP TABLE "careers_blocks_solution_cards" CASCADE;
  DROP TABLE "careers_blocks_solution_cards_locales" CASCADE;
  DROP TABLE "careers_blocks_offices" CASCADE;
  DROP TABLE "careers_blocks_offices_locales" CASCADE;
  DROP TABLE "careers_blocks_latest_posts" CASCADE;
  DROP TABLE "careers_blocks_latest_posts_locales" CASCADE;
  DROP TABLE "careers" CASCADE;
  DROP TABLE "careers_locales" CASCADE;
  DROP TABLE "careers_rels" CASCADE;
  DROP TABLE "blog_index" CASCADE;
  DROP TABLE "blog_index_locales" CASCADE;
  DROP TABLE "contact_hours" CASCADE;
  DROP TABLE "contact_hours_locales" CASCADE;
  DROP TABLE "contact" CASCADE;
  DROP TABLE "contact_locales" CASCADE;
  DROP TABLE "site_settings_navigation" CASCADE;
  DROP TABLE "site_settings_navigation_locales" CASCADE;
  DROP TABLE "site_settings_social" CASCADE;
  DROP TABLE "site_settings_offices" CASCADE;
  DROP TABLE "site_settings_offices_locales" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum__posts_v_published_locale";
  DROP TYPE "public"."enum_jobs_posting_status";
  DROP TYPE "public"."enum_jobs_department";
  DROP TYPE "public"."enum_jobs_location";
  DROP TYPE "public"."enum_jobs_employment_type";
  DROP TYPE "public"."enum_jobs_workplace";
  DROP TYPE "public"."enum_jobs_status";
  DROP TYPE "public"."enum__jobs_v_version_department";
  DROP TYPE "public"."enum__jobs_v_version_location";
  DROP TYPE "public"."enum__jobs_v_version_employment_type";
  DROP TYPE "public"."enum__jobs_v_version_workplace";
  DROP TYPE "public"."enum__jobs_v_version_status";
  DROP TYPE "public"."enum__jobs_v_published_locale";
  DROP TYPE "public"."enum_solutions_blocks_feature_grid_items_icon";
  DROP TYPE "public"."enum_solutions_blocks_solution_cards_kind";
  DROP TYPE "public"."enum_solutions_kind";
  DROP TYPE "public"."enum_solutions_icon";
  DROP TYPE "public"."enum_solutions_status";
  DROP TYPE "public"."enum__solutions_v_blocks_feature_grid_items_icon";
  DROP TYPE "public"."enum__solutions_v_blocks_solution_cards_kind";
  DROP TYPE "public"."enum__solutions_v_version_kind";
  DROP TYPE "public"."enum__solutions_v_version_icon";
  DROP TYPE "public"."enum__solutions_v_version_status";
  DROP TYPE "public"."enum__solutions_v_published_locale";
  DROP TYPE "public"."enum_pages_blocks_feature_grid_items_icon";
  DROP TYPE "public"."enum_pages_blocks_solution_cards_kind";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_feature_grid_items_icon";
  DROP TYPE "public"."enum__pages_v_blocks_solution_cards_kind";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_consultation_requests_topics";
  DROP TYPE "public"."enum_consultation_requests_channel";
  DROP TYPE "public"."enum_consultation_requests_time";
  DROP TYPE "public"."enum_consultation_requests_size";
  DROP TYPE "public"."enum_consultation_requests_locale";
  DROP TYPE "public"."enum_exports_format";
  DROP TYPE "public"."enum_exports_sort_order";
  DROP TYPE "public"."enum_exports_locale";
  DROP TYPE "public"."enum_exports_drafts";
  DROP TYPE "public"."enum_imports_import_mode";
  DROP TYPE "public"."enum_imports_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_home_blocks_feature_grid_items_icon";
  DROP TYPE "public"."enum_home_blocks_solution_cards_kind";
  DROP TYPE "public"."enum_about_blocks_feature_grid_items_icon";
  DROP TYPE "public"."enum_about_blocks_solution_cards_kind";
  DROP TYPE "public"."enum_solutions_index_blocks_feature_grid_items_icon";
  DROP TYPE "public"."enum_solutions_index_blocks_solution_cards_kind";
  DROP TYPE "public"."enum_careers_blocks_feature_grid_items_icon";
  DROP TYPE "public"."enum_careers_blocks_solution_cards_kind";
  DROP TYPE "public"."enum_site_settings_social_platform";`)
}
