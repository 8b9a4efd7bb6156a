import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareDatabase } from '../../scripts/lib/prepare.mjs'
import {
  addFiles,
  arabicHex,
  digestRows,
  expectTotals,
  location,
  quoteName,
  runScript,
  seedEnv,
  siteFiles,
  submissionColumns,
  submissionId,
  submissionValues,
  tar,
  type Location,
  type Snapshot,
  type TableDigest,
} from '../support/backup'

// `npm run backup` and `npm run restore` as an operator runs them, on PostgreSQL when TEST_POSTGRES_URL
// is set (npm test runs this file with the other PostgreSQL tests, beside the SQLite ones).
const postgresUrl = process.env.TEST_POSTGRES_URL

// PostgreSQL. The test role need not create databases (CI's does not: .ci/run makes it the owner of
// one database, as for payload.test.ts), so "an empty new place" is the same database emptied:
// back up, drop and re-create its `public` schema, restore, compare with what was there before.
// The files go to new folders as on SQLite. The database is left empty, as the suite expects it.
const postgresSkipped = postgresUrl ? '' : ' (skipped: set TEST_POSTGRES_URL to an empty PostgreSQL database the tests may wipe)'

describe('backup and restore on PostgreSQL', () => {
  let root = ''
  let source: Location
  let archive = ''
  let before: Snapshot

  async function withPostgres<T>(work: (client: import('pg').Client) => Promise<T>): Promise<T> {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: postgresUrl })
    await client.connect()
    try {
      return await work(client)
    } finally {
      await client.end()
    }
  }

  const emptyDatabase = () => withPostgres((c) => c.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public'))

  const postgresSnapshot = () =>
    withPostgres(async (client): Promise<Snapshot> => {
      const rows = async (text: string) => (await client.query({ text, rowMode: 'array' })).rows as unknown[][]
      const schema = {
        columns: await rows(
          `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default FROM information_schema.columns
           WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
        ),
        indexes: await rows(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`),
        enums: await rows(
          `SELECT t.typname, array_agg(e.enumlabel ORDER BY e.enumsortorder) FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
           JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public' GROUP BY t.typname ORDER BY t.typname`,
        ),
        // The next id each table hands out: a restore that lost them would collide with existing rows.
        sequences: await rows(`SELECT sequencename, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`),
      }
      const tables: Record<string, TableDigest> = {}
      const names = await rows(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`)
      for (const [name] of names) tables[String(name)] = digestRows(await rows(`SELECT * FROM public.${quoteName(String(name))}`))
      return { schema, tables }
    })

  const arabicHexPostgres = () =>
    withPostgres(async (client) => {
      const result = await client.query(`SELECT encode(convert_to(description, 'UTF8'), 'hex') AS hex FROM consultation_requests WHERE submission_id = $1`, [submissionId])
      return result.rows[0]?.hex as string | undefined
    })

  beforeAll(async () => {
    if (!postgresUrl) return
    root = mkdtempSync(path.join(tmpdir(), 'lab-backup-pg-'))
    source = location(path.join(root, 'source'), postgresUrl)
    archive = path.join(root, 'archives', 'site.tar.gz')
    await emptyDatabase()
    await prepareDatabase({ ...process.env, ...source, ...seedEnv })
    addFiles(source)
    await withPostgres((client) =>
      client.query(
        `INSERT INTO consultation_requests (${submissionColumns.join(', ')}) VALUES (${submissionColumns.map((_, i) => `$${i + 1}`).join(', ')})`,
        submissionValues,
      ),
    )
    before = await postgresSnapshot()
    const result = await runScript('backup', [archive], source)
    expect(result.code, result.output).toBe(0)
  }, 900_000)

  afterAll(async () => {
    if (postgresUrl) await emptyDatabase()
    if (root) rmSync(root, { recursive: true, force: true })
  })

  it.skipIf(!postgresUrl)(`restores into the emptied database: every table, sequence and file, the Arabic text byte for byte${postgresSkipped}`, async () => {
    const manifest = JSON.parse(await tar(['-xzOf', archive, 'manifest.json']))
    expect(manifest.database).toEqual({ kind: 'postgresql', file: 'database/postgres.dump' })

    await emptyDatabase()
    const target = location(path.join(root, 'restored'), postgresUrl)
    const result = await runScript('restore', [archive], target)
    expect(result.code, result.output).toBe(0)
    expect(result.output).toContain('Database: PostgreSQL restored')
    const password = new URL(postgresUrl!).password
    if (password) expect(result.output).not.toContain(`:${password}@`) // it goes to pg_restore in PGPASSWORD, never printed

    const after = await postgresSnapshot()
    expectTotals(before)
    expect(after).toEqual(before)
    expect(await arabicHexPostgres()).toBe(arabicHex)
    expect(siteFiles(target)).toEqual(siteFiles(source))
    expect(existsSync(path.join(target.PRIVATE_UPLOADS_DIR, '.pending'))).toBe(false)
  })

  it.skipIf(!postgresUrl)(`refuses to replace a database with data unless --force is given${postgresSkipped}`, async () => {
    const target = location(path.join(root, 'in-use'), postgresUrl)
    await withPostgres((c) => c.query('UPDATE consultation_requests SET description = $1 WHERE submission_id = $2', ['changed since the backup', submissionId]))

    const refused = await runScript('restore', [archive], target)
    expect(refused.code).not.toBe(0)
    expect(refused.output).toMatch(/not empty.*--force/)
    expect(await arabicHexPostgres()).toBe(Buffer.from('changed since the backup').toString('hex'))

    const forced = await runScript('restore', [archive, '--force'], target)
    expect(forced.code, forced.output).toBe(0)
    expect(await postgresSnapshot()).toEqual(before)
    expect(await arabicHexPostgres()).toBe(arabicHex)
  })
})
