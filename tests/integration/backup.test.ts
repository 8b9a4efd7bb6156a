import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareDatabase } from '../../scripts/lib/prepare.mjs'
import { fixture } from '../support/documents'

// `npm run backup` and `npm run restore` as an operator runs them: child processes on a migrated,
// seeded database with media, CVs and spooled submissions, restored into an empty place and compared
// table by table and file by file. SQLite always; PostgreSQL when TEST_POSTGRES_URL is set.

const projectRoot = path.resolve(import.meta.dirname, '../..')
const postgresUrl = process.env.TEST_POSTGRES_URL
const seedEnv = {
  PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef',
  ADMIN_EMAIL: 'backup-test@thaqiblab.sa',
  ADMIN_PASSWORD: 'backup-test-password-0123',
}
// Diacritics, Arabic-Indic digits, guillemets and a right-to-left mark: every byte must come back.
const arabic = 'طَلَبُ استشارةٍ: «نظامُ بحثٍ دلاليٍّ» للوثائق العربية — ١٢٣٤\u200f'
const submissionId = 'backup-test-submission'
const mediaName = 'شعار-المختبر.png'
const cvName = 'cv-backup-test.pdf'

type Location = { DATABASE_URL: string; MEDIA_DIR: string; PRIVATE_UPLOADS_DIR: string; SPOOL_DIR: string }

/** A site's data places under `dir`; the database is a SQLite file there unless a URL is given. */
function location(dir: string, databaseUrl = `file:${path.join(dir, 'site.db')}`): Location {
  return {
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: path.join(dir, 'media'),
    PRIVATE_UPLOADS_DIR: path.join(dir, 'private-uploads'),
    SPOOL_DIR: path.join(dir, 'spool'),
  }
}

/** Runs scripts/<name>.mjs from the project folder, as `npm run <name>` does, configured by the environment. */
function runScript(name: 'backup' | 'restore', args: string[], where: Location): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join('scripts', `${name}.mjs`), ...args],
      { cwd: projectRoot, env: { ...process.env, ...where }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ code, output: `${stdout}${stderr}` })
      },
    )
  })
}

function tar(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('tar', args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(stdout)))
  })
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

/** Every file under `dir` (relative path → SHA-256), leaving out the top-level folders named in `skip`. */
function filesOf(dir: string, skip: string[] = []): Record<string, string> {
  const files: Record<string, string> = {}
  const visit = (relative: string) => {
    for (const name of readdirSync(path.join(dir, relative))) {
      const child = relative ? `${relative}/${name}` : name
      if (skip.includes(child)) continue
      if (lstatSync(path.join(dir, child)).isDirectory()) visit(child)
      else files[child] = sha256(readFileSync(path.join(dir, child)))
    }
  }
  if (existsSync(dir)) visit('')
  return files
}

/** The data a site adds beside its database: a media file, a CV, a parked CV (temporary), a spooled submission. */
function addFiles(where: Location) {
  mkdirSync(where.MEDIA_DIR, { recursive: true })
  writeFileSync(path.join(where.MEDIA_DIR, mediaName), randomBytes(64 * 1024))
  mkdirSync(path.join(where.PRIVATE_UPLOADS_DIR, '.pending'), { recursive: true })
  writeFileSync(path.join(where.PRIVATE_UPLOADS_DIR, cvName), fixture('cv.pdf'))
  writeFileSync(path.join(where.PRIVATE_UPLOADS_DIR, '.pending', 'parked.pdf'), fixture('cv.pdf'))
  mkdirSync(where.SPOOL_DIR, { recursive: true })
  writeFileSync(path.join(where.SPOOL_DIR, 'submission-0001.json'), JSON.stringify({ fullName: arabic }))
}

/** The files a restore must bring back: everything but the temporary `.pending` CVs. */
function siteFiles(where: Location) {
  return {
    media: filesOf(where.MEDIA_DIR),
    cvs: filesOf(where.PRIVATE_UPLOADS_DIR, ['.pending']),
    spool: filesOf(where.SPOOL_DIR),
  }
}

const submissionColumns = ['full_name', 'email', 'phone', 'description', 'channel', 'time', 'size', 'locale', 'submission_id']
const submissionValues = [arabic, 'applicant@example.com', '+966500000000', arabic, 'email', 'morning', 'not-sure', 'ar', submissionId]

type TableDigest = { rows: number; sha256: string }
type Snapshot = { schema: unknown; tables: Record<string, TableDigest> }

/** One table's rows as a count and a checksum, independent of the order the database returns them in. */
function digestRows(rows: unknown[][]): TableDigest {
  const normalize = (value: unknown): unknown => {
    if (value instanceof ArrayBuffer) return `bytes:${Buffer.from(value).toString('base64')}`
    if (Buffer.isBuffer(value)) return `bytes:${value.toString('base64')}`
    if (value instanceof Date) return value.toISOString()
    if (typeof value === 'bigint') return value.toString()
    return value
  }
  const lines = rows.map((row) => JSON.stringify(row.map(normalize))).sort()
  return { rows: lines.length, sha256: sha256(lines.join('\n')) }
}

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`

async function sqliteSnapshot(url: string): Promise<Snapshot> {
  const client = createClient({ url })
  try {
    const master = await client.execute('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name')
    const schema = master.rows.map((row) => master.columns.map((_, i) => row[i]))
    const tables: Record<string, TableDigest> = {}
    for (const [type, name] of schema) {
      if (type !== 'table') continue
      const result = await client.execute(`SELECT * FROM ${quoteName(String(name))}`)
      tables[String(name)] = digestRows(result.rows.map((row) => result.columns.map((_, i) => row[i])))
    }
    return { schema, tables }
  } finally {
    client.close()
  }
}

/** The Arabic description as the database stores it, in hexadecimal. */
async function sqliteArabicHex(url: string) {
  const client = createClient({ url })
  try {
    const result = await client.execute({ sql: 'SELECT hex(description) AS hex FROM consultation_requests WHERE submission_id = ?', args: [submissionId] })
    return String(result.rows[0]?.hex).toLowerCase()
  } finally {
    client.close()
  }
}

const arabicHex = Buffer.from(arabic, 'utf8').toString('hex')

function expectTotals(snapshot: Snapshot) {
  // Not a comparison of two empty databases: the seed and the added row are there.
  expect(Object.keys(snapshot.tables).length).toBeGreaterThan(20)
  expect(snapshot.tables.posts?.rows).toBeGreaterThan(0)
  expect(snapshot.tables.consultation_requests?.rows).toBe(1)
}

describe('backup and restore on SQLite', () => {
  let root = ''
  let source: Location
  let archive = ''
  let before: Snapshot
  let backupOutput = ''

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'lab-backup-'))
    source = location(path.join(root, 'source'))
    archive = path.join(root, 'archives', 'site.tar.gz')
    await prepareDatabase({ ...process.env, ...source, ...seedEnv })
    addFiles(source)
    // The site keeps its connection open in WAL mode: the new row is still only in the -wal file while
    // the backup runs (no checkpoint), so the archive proves the online copy sees committed WAL content.
    const site = createClient({ url: source.DATABASE_URL })
    try {
      await site.execute('PRAGMA wal_autocheckpoint = 0')
      const placeholders = submissionColumns.map(() => '?').join(', ')
      await site.execute({ sql: `INSERT INTO consultation_requests (${submissionColumns.join(', ')}) VALUES (${placeholders})`, args: submissionValues })
      expect(statSync(`${source.DATABASE_URL.slice('file:'.length)}-wal`).size).toBeGreaterThan(0)
      before = await sqliteSnapshot(source.DATABASE_URL)
      const result = await runScript('backup', [archive], source)
      backupOutput = result.output
      expect(result.code, result.output).toBe(0)
    } finally {
      site.close()
    }
  }, 600_000)

  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true })
  })

  it('writes one archive: manifest, database, media, CVs without .pending, spool', async () => {
    expect(backupOutput).toContain('Backup written')
    const unpacked = path.join(root, 'inspect')
    mkdirSync(unpacked)
    await tar(['-xzf', archive, '-C', unpacked])
    const entries = Object.keys(filesOf(unpacked))
    const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'))
    const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8'))
    expect(manifest).toMatchObject({ formatVersion: 1, database: { kind: 'sqlite', file: 'database/site.db' }, app: { version: pkg.version } })
    expect(Number.isNaN(Date.parse(manifest.createdAt))).toBe(false)
    const listed = manifest.files.map((f: { path: string }) => f.path)
    expect(entries.sort()).toEqual(['manifest.json', ...listed].sort())
    expect(listed).toEqual(expect.arrayContaining(['database/site.db', `media/${mediaName}`, `private-uploads/${cvName}`, 'spool/submission-0001.json']))
    expect(listed.filter((p: string) => p.includes('.pending'))).toEqual([])
    const cv = manifest.files.find((f: { path: string }) => f.path === `private-uploads/${cvName}`)
    expect(cv).toEqual({ path: `private-uploads/${cvName}`, size: fixture('cv.pdf').length, sha256: sha256(fixture('cv.pdf')) })
    expect(statSync(archive).mode & 0o077).toBe(0) // personal data: the owner's only
  })

  it('restores into an empty place: every table, the Arabic text byte for byte, every file', async () => {
    const target = location(path.join(root, 'restored'))
    const result = await runScript('restore', [archive], target)
    expect(result.code, result.output).toBe(0)
    expect(result.output).toMatch(/Database: SQLite restored/)
    expect(result.output).toMatch(/media: \d+ file\(s\)/)

    const after = await sqliteSnapshot(target.DATABASE_URL)
    expectTotals(before)
    expect(after).toEqual(before)
    expect(await sqliteArabicHex(target.DATABASE_URL)).toBe(arabicHex)
    expect(siteFiles(target)).toEqual(siteFiles(source))
    expect(siteFiles(target).media[mediaName]).toBeDefined()
    expect(existsSync(path.join(target.PRIVATE_UPLOADS_DIR, '.pending'))).toBe(false)
  })

  it('refuses a tampered or damaged archive and changes nothing', async () => {
    // Tampered: a valid .tar.gz whose CV no longer matches the manifest's checksum.
    const unpacked = path.join(root, 'tamper')
    mkdirSync(unpacked)
    await tar(['-xzf', archive, '-C', unpacked])
    const cvFile = path.join(unpacked, 'private-uploads', cvName)
    const bytes = readFileSync(cvFile)
    bytes[100] = (bytes[100] ?? 0) ^ 0xff
    writeFileSync(cvFile, bytes)
    const tampered = path.join(root, 'archives', 'tampered.tar.gz')
    await tar(['-czf', tampered, '-C', unpacked, ...readdirSync(unpacked)])

    // Damaged: bytes flipped inside the compressed stream.
    const damaged = path.join(root, 'archives', 'damaged.tar.gz')
    const raw = readFileSync(archive)
    for (let i = 0; i < 16; i++) raw[Math.floor(raw.length / 2) + i] = (raw[Math.floor(raw.length / 2) + i] ?? 0) ^ 0xff
    writeFileSync(damaged, raw)

    const targetDir = path.join(root, 'never-written')
    const refusedTampered = await runScript('restore', [tampered], location(targetDir))
    expect(refusedTampered.code).not.toBe(0)
    expect(refusedTampered.output).toContain(`private-uploads/${cvName}: SHA-256 checksum does not match the manifest`)
    expect(refusedTampered.output).toContain('Nothing was changed')

    const refusedDamaged = await runScript('restore', [damaged, '--force'], location(targetDir))
    expect(refusedDamaged.code).not.toBe(0)
    expect(refusedDamaged.output).toMatch(/Restore refused: The archive (cannot be read|is damaged)/)
    expect(existsSync(targetDir)).toBe(false)
  })

  it('refuses to replace a database with data unless --force is given', async () => {
    const target = location(path.join(root, 'in-use'))
    expect((await runScript('restore', [archive], target)).code).toBe(0)
    const client = createClient({ url: target.DATABASE_URL })
    await client.execute({ sql: 'UPDATE consultation_requests SET description = ? WHERE submission_id = ?', args: ['changed since the backup', submissionId] })
    client.close()

    const refused = await runScript('restore', [archive], target)
    expect(refused.code).not.toBe(0)
    expect(refused.output).toMatch(/not empty.*--force/)
    expect(await sqliteArabicHex(target.DATABASE_URL)).toBe(Buffer.from('changed since the backup').toString('hex'))

    const forced = await runScript('restore', [archive, '--force'], target)
    expect(forced.code, forced.output).toBe(0)
    expect(forced.output).toContain('previous database was replaced')
    expect(await sqliteSnapshot(target.DATABASE_URL)).toEqual(before)
    expect(await sqliteArabicHex(target.DATABASE_URL)).toBe(arabicHex)
  })
})

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
