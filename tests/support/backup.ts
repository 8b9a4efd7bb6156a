import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect } from 'vitest'
import { fixture } from './documents'

// What the backup tests (tests/integration/backup-*.test.ts) share: the site's data places, the
// scripts run as an operator runs them, and snapshots of databases and folders to compare.

export const projectRoot = path.resolve(import.meta.dirname, '../..')
export const seedEnv = {
  PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef',
  ADMIN_EMAIL: 'backup-test@thaqiblab.sa',
  ADMIN_PASSWORD: 'backup-test-password-0123',
}
// Diacritics, Arabic-Indic digits, guillemets and a right-to-left mark: every byte must come back.
export const arabic = 'طَلَبُ استشارةٍ: «نظامُ بحثٍ دلاليٍّ» للوثائق العربية — ١٢٣٤\u200f'
export const submissionId = 'backup-test-submission'
export const mediaName = 'شعار-المختبر.png'
export const cvName = 'cv-backup-test.pdf'

export type Location = { DATABASE_URL: string; MEDIA_DIR: string; PRIVATE_UPLOADS_DIR: string; SPOOL_DIR: string }

/** A site's data places under `dir`; the database is a SQLite file there unless a URL is given. */
export function location(dir: string, databaseUrl = `file:${path.join(dir, 'site.db')}`): Location {
  return {
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: path.join(dir, 'media'),
    PRIVATE_UPLOADS_DIR: path.join(dir, 'private-uploads'),
    SPOOL_DIR: path.join(dir, 'spool'),
  }
}

/** Runs scripts/<name>.mjs from the project folder, as `npm run <name>` does, configured by the environment. */
export function runScript(name: 'backup' | 'restore', args: string[], where: Location): Promise<{ code: number; output: string }> {
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

export function tar(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('tar', args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(stdout)))
  })
}

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

/** Every file under `dir` (relative path → SHA-256), leaving out the top-level folders named in `skip`. */
export function filesOf(dir: string, skip: string[] = []): Record<string, string> {
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
export function addFiles(where: Location) {
  mkdirSync(where.MEDIA_DIR, { recursive: true })
  writeFileSync(path.join(where.MEDIA_DIR, mediaName), randomBytes(64 * 1024))
  mkdirSync(path.join(where.PRIVATE_UPLOADS_DIR, '.pending'), { recursive: true })
  writeFileSync(path.join(where.PRIVATE_UPLOADS_DIR, cvName), fixture('cv.pdf'))
  writeFileSync(path.join(where.PRIVATE_UPLOADS_DIR, '.pending', 'parked.pdf'), fixture('cv.pdf'))
  mkdirSync(where.SPOOL_DIR, { recursive: true })
  writeFileSync(path.join(where.SPOOL_DIR, 'submission-0001.json'), JSON.stringify({ fullName: arabic }))
}

/** The files a restore must bring back: everything but the temporary `.pending` CVs. */
export function siteFiles(where: Location) {
  return {
    media: filesOf(where.MEDIA_DIR),
    cvs: filesOf(where.PRIVATE_UPLOADS_DIR, ['.pending']),
    spool: filesOf(where.SPOOL_DIR),
  }
}

export const submissionColumns = ['full_name', 'email', 'phone', 'description', 'channel', 'time', 'size', 'locale', 'submission_id']
export const submissionValues = [arabic, 'applicant@example.com', '+966500000000', arabic, 'email', 'morning', 'not-sure', 'ar', submissionId]

export type TableDigest = { rows: number; sha256: string }
export type Snapshot = { schema: unknown; tables: Record<string, TableDigest> }

/** One table's rows as a count and a checksum, independent of the order the database returns them in. */
export function digestRows(rows: unknown[][]): TableDigest {
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

export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`

export const arabicHex = Buffer.from(arabic, 'utf8').toString('hex')

export function expectTotals(snapshot: Snapshot) {
  // Not a comparison of two empty databases: the seed and the added row are there.
  expect(Object.keys(snapshot.tables).length).toBeGreaterThan(20)
  expect(snapshot.tables.posts?.rows).toBeGreaterThan(0)
  expect(snapshot.tables.consultation_requests?.rows).toBe(1)
}
