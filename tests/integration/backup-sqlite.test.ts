import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareDatabase } from '../../scripts/lib/prepare.mjs'
import { fixture } from '../support/documents'
import { copyMigratedSqlite } from '../support/payload-instance'
import {
  addFiles,
  arabicHex,
  cvName,
  expectTotals,
  filesOf,
  location,
  mediaName,
  projectRoot,
  runScript,
  seedEnv,
  sha256,
  siteFiles,
  submissionColumns,
  submissionId,
  submissionValues,
  digestRows,
  quoteName,
  tar,
  type Location,
  type Snapshot,
  type TableDigest,
} from '../support/backup'

// `npm run backup` and `npm run restore` as an operator runs them, on SQLite: child processes on a
// migrated, seeded database with media, CVs and spooled submissions, restored into an empty place and
// compared table by table and file by file. PostgreSQL: backup-postgres.test.ts.

/** The database as a restore must bring it back: its schema and each table's rows as a digest. */
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
    // Migrated already (the run's copy); the seed is what the backup carries.
    await copyMigratedSqlite(source.DATABASE_URL.slice('file:'.length))
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
