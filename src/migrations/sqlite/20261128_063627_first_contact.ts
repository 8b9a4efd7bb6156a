import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_consultation_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`full_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`description\` text NOT NULL,
  	\`channel\` text DEFAULT 'email' NOT NULL,
  	\`time\` text,
  	\`size\` text,
  	\`locale\` text NOT NULL,
  	\`submission_id\` text NOT NULL,
  	\`status\` text DEFAULT 'new',
  	\`owner_id\` integer,
  	\`notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_consultation_requests\`("id", "full_name", "email", "phone", "description", "channel", "time", "size", "locale", "submission_id", "status", "owner_id", "notes", "updated_at", "created_at") SELECT "id", "full_name", "email", "phone", "description", "channel", "time", "size", "locale", "submission_id", "status", "owner_id", "notes", "updated_at", "created_at" FROM \`consultation_requests\`;`)
  await db.run(sql`DROP TABLE \`consultation_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_consultation_requests\` RENAME TO \`consultation_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultation_requests_submission_id_idx\` ON \`consultation_requests\` (\`submission_id\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_status_idx\` ON \`consultation_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_owner_idx\` ON \`consultation_requests\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_updated_at_idx\` ON \`consultation_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_created_at_idx\` ON \`consultation_requests\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_consultation_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`full_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`channel\` text NOT NULL,
  	\`time\` text NOT NULL,
  	\`size\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`submission_id\` text NOT NULL,
  	\`status\` text DEFAULT 'new',
  	\`owner_id\` integer,
  	\`notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_consultation_requests\`("id", "full_name", "email", "phone", "description", "channel", "time", "size", "locale", "submission_id", "status", "owner_id", "notes", "updated_at", "created_at") SELECT "id", "full_name", "email", "phone", "description", "channel", "time", "size", "locale", "submission_id", "status", "owner_id", "notes", "updated_at", "created_at" FROM \`consultation_requests\`;`)
  await db.run(sql`DROP TABLE \`consultation_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_consultation_requests\` RENAME TO \`consultation_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultation_requests_submission_id_idx\` ON \`consultation_requests\` (\`submission_id\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_status_idx\` ON \`consultation_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_owner_idx\` ON \`consultation_requests\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_updated_at_idx\` ON \`consultation_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_created_at_idx\` ON \`consultation_requests\` (\`created_at\`);`)
}
