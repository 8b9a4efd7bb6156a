import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

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
  await run(`ALTER TABLE "${table}_locales" ADD COLUMN "${generate}" boolean DEFAULT true;`)
  await run(`ALTER TABLE "${table}_locales" ADD COLUMN "${slug}" varchar;`)
  await run(
    `UPDATE "${table}_locales" AS l SET "${slug}" = d."${slug}", "${generate}" = d."${generate}" FROM "${table}" AS d WHERE d."id" = l."_parent_id";`,
  )
  if (required) await run(`ALTER TABLE "${table}_locales" ALTER COLUMN "${slug}" SET NOT NULL;`)
  await run(`DROP INDEX "${index}";`)
  await run(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX "${index}" ON "${table}_locales" USING btree ("${slug}","_locale");`)
  await run(`ALTER TABLE "${table}" DROP COLUMN "${generate}";`)
  await run(`ALTER TABLE "${table}" DROP COLUMN "${slug}";`)
}

/** Moves them back: each document takes the slug of its default language (English), else any. */
async function moveToDocument(run: Run, table: string, prefix: string, required: boolean, unique: boolean) {
  const slug = `${prefix}slug`
  const generate = `${prefix}generate_slug`
  const index = unique ? `${table}_slug_idx` : `${table}_${prefix}version_slug_idx`
  const pick = (column: string) =>
    `(SELECT l."${column}" FROM "${table}_locales" AS l WHERE l."_parent_id" = "${table}"."id" AND l."${column}" IS NOT NULL ORDER BY l."_locale" = 'en' DESC, l."_locale" LIMIT 1)`
  await run(`ALTER TABLE "${table}" ADD COLUMN "${generate}" boolean DEFAULT true;`)
  await run(`ALTER TABLE "${table}" ADD COLUMN "${slug}" varchar;`)
  await run(`UPDATE "${table}" SET "${slug}" = ${pick(slug)}, "${generate}" = ${pick(generate)};`)
  // Two languages' slugs may have taken one slug of two documents: the later keeps its id as suffix.
  if (unique) await run(`UPDATE "${table}" SET "${slug}" = "${slug}" || '-' || "id" WHERE "id" NOT IN (SELECT MIN("id") FROM "${table}" GROUP BY "${slug}");`)
  if (required) await run(`ALTER TABLE "${table}" ALTER COLUMN "${slug}" SET NOT NULL;`)
  await run(`DROP INDEX "${index}";`)
  await run(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX "${index}" ON "${table}" USING btree ("${slug}");`)
  await run(`ALTER TABLE "${table}_locales" DROP COLUMN "${generate}";`)
  await run(`ALTER TABLE "${table}_locales" DROP COLUMN "${slug}";`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const run: Run = (statement) => db.execute(sql.raw(statement))
  for (const { table, versions, required } of collections) {
    await moveToLanguages(run, table, '', required, true)
    if (versions) await moveToLanguages(run, versions, 'version_', false, false)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  const run: Run = (statement) => db.execute(sql.raw(statement))
  for (const { table, versions, required } of collections) {
    await moveToDocument(run, table, '', required, true)
    if (versions) await moveToDocument(run, versions, 'version_', false, false)
  }
}
