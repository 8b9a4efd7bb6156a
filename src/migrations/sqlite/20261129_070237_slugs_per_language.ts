import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * A slug per language (docs/decisions/055-a-url-per-language.md): each routed collection's slug
 * and its generation flag move from the document's table to its table of languages, and likewise
 * in the versions' tables. Hand-written rather than generated, so that no address is lost: every
 * language a document has takes the slug it had, and only then are the old columns dropped. Slugs
 * were unique within a table, so they are unique within a table and language.
 */
const collections = [
  { table: 'posts', versions: '_posts_v', required: false },
  { table: 'authors', versions: null, required: true },
  { table: 'jobs', versions: '_jobs_v', required: false },
  { table: 'solutions', versions: '_solutions_v', required: false },
  { table: 'case_studies', versions: null, required: true },
  { table: 'pages', versions: '_pages_v', required: false },
] as const

type Run = (statement: string) => Promise<unknown>

/** Moves `slug` and `generate_slug` (named with `prefix`) from `table` to `table_locales`. */
async function moveToLanguages(run: Run, table: string, prefix: string, required: boolean, unique: boolean) {
  const slug = `${prefix}slug`
  const generate = `${prefix}generate_slug`
  const index = unique ? `${table}_slug_idx` : `${table}_${prefix}version_slug_idx`
  // SQLite adds a NOT NULL column to a table with rows only with a default; every row is then set.
  await run(`ALTER TABLE \`${table}_locales\` ADD \`${generate}\` integer DEFAULT true;`)
  await run(`ALTER TABLE \`${table}_locales\` ADD \`${slug}\` text${required ? ` NOT NULL DEFAULT ''` : ''};`)
  await run(
    `UPDATE \`${table}_locales\` SET
       \`${slug}\` = (SELECT \`${slug}\` FROM \`${table}\` WHERE \`${table}\`.\`id\` = \`${table}_locales\`.\`_parent_id\`),
       \`${generate}\` = (SELECT \`${generate}\` FROM \`${table}\` WHERE \`${table}\`.\`id\` = \`${table}_locales\`.\`_parent_id\`);`,
  )
  await run(`DROP INDEX \`${index}\`;`)
  await run(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX \`${index}\` ON \`${table}_locales\` (\`${slug}\`,\`_locale\`);`)
  await run(`ALTER TABLE \`${table}\` DROP COLUMN \`${generate}\`;`)
  await run(`ALTER TABLE \`${table}\` DROP COLUMN \`${slug}\`;`)
}

/** Moves them back: each document takes the slug of its default language (English), else any. */
async function moveToDocument(run: Run, table: string, prefix: string, required: boolean, unique: boolean) {
  const slug = `${prefix}slug`
  const generate = `${prefix}generate_slug`
  const index = unique ? `${table}_slug_idx` : `${table}_${prefix}version_slug_idx`
  const pick = (column: string) =>
    `(SELECT \`${column}\` FROM \`${table}_locales\` WHERE \`_parent_id\` = \`${table}\`.\`id\` AND \`${column}\` IS NOT NULL ORDER BY \`_locale\` = 'en' DESC, \`_locale\` LIMIT 1)`
  await run(`ALTER TABLE \`${table}\` ADD \`${generate}\` integer DEFAULT true;`)
  await run(`ALTER TABLE \`${table}\` ADD \`${slug}\` text${required ? ` NOT NULL DEFAULT ''` : ''};`)
  await run(`UPDATE \`${table}\` SET \`${slug}\` = ${pick(slug)}, \`${generate}\` = ${pick(generate)};`)
  // Two languages' slugs may have taken one slug of two documents: the later keeps its id as suffix.
  if (unique) await run(`UPDATE \`${table}\` SET \`${slug}\` = \`${slug}\` || '-' || \`id\` WHERE \`id\` NOT IN (SELECT MIN(\`id\`) FROM \`${table}\` GROUP BY \`${slug}\`);`)
  await run(`DROP INDEX \`${index}\`;`)
  await run(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX \`${index}\` ON \`${table}\` (\`${slug}\`);`)
  await run(`ALTER TABLE \`${table}_locales\` DROP COLUMN \`${generate}\`;`)
  await run(`ALTER TABLE \`${table}_locales\` DROP COLUMN \`${slug}\`;`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const run: Run = (statement) => db.run(sql.raw(statement))
  for (const { table, versions, required } of collections) {
    await moveToLanguages(run, table, '', required, true)
    if (versions) await moveToLanguages(run, versions, 'version_', false, false)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  const run: Run = (statement) => db.run(sql.raw(statement))
  for (const { table, versions, required } of collections) {
    await moveToDocument(run, table, '', required, true)
    if (versions) await moveToDocument(run, versions, 'version_', false, false)
  }
}
