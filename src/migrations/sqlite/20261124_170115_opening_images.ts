import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`solutions_index\` ADD \`image_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`solutions_index_image_idx\` ON \`solutions_index\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`_solutions_index_v\` ADD \`version_image_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_version_version_image_idx\` ON \`_solutions_index_v\` (\`version_image_id\`);`)
  await db.run(sql`ALTER TABLE \`blog_index\` ADD \`image_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`blog_index_image_idx\` ON \`blog_index\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`_blog_index_v\` ADD \`version_image_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_blog_index_v_version_version_image_idx\` ON \`_blog_index_v\` (\`version_image_id\`);`)
  await db.run(sql`ALTER TABLE \`contact\` ADD \`image_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`contact_image_idx\` ON \`contact\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`_contact_v\` ADD \`version_image_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_contact_v_version_version_image_idx\` ON \`_contact_v\` (\`version_image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_solutions_index\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`seo_image_id\` integer,
  	\`edited_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solutions_index\`("id", "seo_image_id", "edited_by", "updated_at", "created_at") SELECT "id", "seo_image_id", "edited_by", "updated_at", "created_at" FROM \`solutions_index\`;`)
  await db.run(sql`DROP TABLE \`solutions_index\`;`)
  await db.run(sql`ALTER TABLE \`__new_solutions_index\` RENAME TO \`solutions_index\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`solutions_index_seo_seo_image_idx\` ON \`solutions_index\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__solutions_index_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_seo_image_id\` integer,
  	\`version_edited_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__solutions_index_v\`("id", "version_seo_image_id", "version_edited_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_seo_image_id", "version_edited_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_solutions_index_v\`;`)
  await db.run(sql`DROP TABLE \`_solutions_index_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__solutions_index_v\` RENAME TO \`_solutions_index_v\`;`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_version_seo_version_seo_image_idx\` ON \`_solutions_index_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_created_at_idx\` ON \`_solutions_index_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_index_v_updated_at_idx\` ON \`_solutions_index_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_blog_index\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`seo_image_id\` integer,
  	\`edited_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blog_index\`("id", "seo_image_id", "edited_by", "updated_at", "created_at") SELECT "id", "seo_image_id", "edited_by", "updated_at", "created_at" FROM \`blog_index\`;`)
  await db.run(sql`DROP TABLE \`blog_index\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog_index\` RENAME TO \`blog_index\`;`)
  await db.run(sql`CREATE INDEX \`blog_index_seo_seo_image_idx\` ON \`blog_index\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__blog_index_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_seo_image_id\` integer,
  	\`version_edited_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__blog_index_v\`("id", "version_seo_image_id", "version_edited_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_seo_image_id", "version_edited_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_blog_index_v\`;`)
  await db.run(sql`DROP TABLE \`_blog_index_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__blog_index_v\` RENAME TO \`_blog_index_v\`;`)
  await db.run(sql`CREATE INDEX \`_blog_index_v_version_seo_version_seo_image_idx\` ON \`_blog_index_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_index_v_created_at_idx\` ON \`_blog_index_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_index_v_updated_at_idx\` ON \`_blog_index_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`seo_image_id\` integer,
  	\`edited_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact\`("id", "seo_image_id", "edited_by", "updated_at", "created_at") SELECT "id", "seo_image_id", "edited_by", "updated_at", "created_at" FROM \`contact\`;`)
  await db.run(sql`DROP TABLE \`contact\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact\` RENAME TO \`contact\`;`)
  await db.run(sql`CREATE INDEX \`contact_seo_seo_image_idx\` ON \`contact\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__contact_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_seo_image_id\` integer,
  	\`version_edited_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__contact_v\`("id", "version_seo_image_id", "version_edited_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_seo_image_id", "version_edited_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_contact_v\`;`)
  await db.run(sql`DROP TABLE \`_contact_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__contact_v\` RENAME TO \`_contact_v\`;`)
  await db.run(sql`CREATE INDEX \`_contact_v_version_seo_version_seo_image_idx\` ON \`_contact_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_contact_v_created_at_idx\` ON \`_contact_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_v_updated_at_idx\` ON \`_contact_v\` (\`updated_at\`);`)
}
