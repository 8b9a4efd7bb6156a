// `npm run backup [archive.tar.gz]`: the site's data in one archive, taken while the site runs.
//
//   npm run backup                          → backups/thaqib-20260514T093000Z.tar.gz
//   npm run backup -- /var/backups/x.tar.gz → that file (never overwritten if it exists)
//
// The archive holds:
//   manifest.json      format version, creation time, database kind, app version, and every other
//                      file's path, size and SHA-256 (`npm run restore` checks them all first)
//   database/site.db   SQLite: a consistent copy made with VACUUM INTO while the site may be writing
//   database/postgres.dump  PostgreSQL: pg_dump --format=custom --no-owner --no-privileges
//   media/…            MEDIA_DIR
//   private-uploads/…  PRIVATE_UPLOADS_DIR (applicants' CVs), without its temporary `.pending/`
//   spool/…            SPOOL_DIR (submissions not yet stored), when the folder exists, and the
//                      ledger of e-mails SMTP accepted (spool/sent/): this instance's, with the
//                      shared cache's entries (REDIS_URL: every instance's) added, read after the
//                      database, so that every e-mail the dumped database may still hold as unsent
//                      but that left is in it (ADR 027)
//
// It holds personal data (CVs, submissions), so it is written readable by its owner only: keep it
// as carefully as the database. Configuration as for `npm start`: `.env`, overridden by the
// environment (DATABASE_URL, MEDIA_DIR, PRIVATE_UPLOADS_DIR, SPOOL_DIR).
// This module also exports the helpers that scripts/restore.mjs shares.
import { createHash } from 'node:crypto'
import { createReadStream, existsSync, linkSync, copyFileSync, chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createLogger } from '../src/lib/logger.mjs'
import { parseEnv } from './lib/env-file.mjs'
import { run } from './lib/run.mjs'

const log = createLogger({ component: 'backup' })

export const FORMAT = 'thaqib-backup'
export const FORMAT_VERSION = 1
/** Where each folder goes in the archive; restore maps them back the same way. */
export const FOLDERS = [
  { name: 'media', variable: 'MEDIA_DIR' },
  { name: 'private-uploads', variable: 'PRIVATE_UPLOADS_DIR' },
  { name: 'spool', variable: 'SPOOL_DIR' },
]
export const DATABASE_FILES = { sqlite: 'database/site.db', postgresql: 'database/postgres.dump' }

/** `.env` (without creating it: a backup needs no secret), then the environment on top, like `npm start`. */
export function loadEnv(file = '.env') {
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {}
  const merged = { ...fromFile, ...process.env }
  // An empty value counts as unset, as in src/env.ts.
  return Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined && v !== ''))
}

/** The database URL and the folders, with the app's defaults (src/env.ts), folders made absolute. */
export function settings(env) {
  const defaults = { MEDIA_DIR: 'media', PRIVATE_UPLOADS_DIR: 'private-uploads', SPOOL_DIR: 'data/spool' }
  const databaseUrl = env.DATABASE_URL ?? 'file:./data/site.db'
  const folders = FOLDERS.map((f) => ({ ...f, dir: path.resolve(env[f.variable] ?? defaults[f.variable]) }))
  return { databaseUrl, kind: isPostgresUrl(databaseUrl) ? 'postgresql' : 'sqlite', folders }
}

export function isPostgresUrl(url) {
  return /^postgres(ql)?:\/\//.test(url)
}

/** The file behind a libsql `file:` URL: `file:./data/site.db` is relative to the working folder. */
export function sqliteFile(url) {
  if (!url.startsWith('file:')) throw new Error(`DATABASE_URL must be file:… (SQLite) or postgres://…, not ${url}`)
  const rest = url.slice('file:'.length).replace(/[?#].*$/, '')
  // `file:///abs/site.db` (and `file://localhost/…`) carry an authority; `file:./x` and `file:/abs/x` do not.
  const file = rest.startsWith('//') ? fileURLToPath(new URL(url.replace(/[?#].*$/, ''))) : decodeURIComponent(rest)
  return path.resolve(file)
}

/**
 * The libsql client: a direct devDependency, and a dependency of @payloadcms/db-sqlite, so a
 * production install has it too, hoisted or under that package's own node_modules.
 */
export async function loadLibsql() {
  try {
    return await import('@libsql/client')
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error
    const fromAdapter = createRequire(path.resolve('node_modules/@payloadcms/db-sqlite/package.json'))
    const loaded = await import(pathToFileURL(fromAdapter.resolve('@libsql/client')).href)
    return loaded.createClient ? loaded : loaded.default
  }
}

/** pg_dump/pg_restore of the newest PostgreSQL installed (Debian keeps each under its version), else PATH's. */
export function pgTool(name) {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+(\.\d+)?$/.test(v)) : []
  versions.sort((a, b) => Number(b) - Number(a))
  for (const version of versions) {
    const candidate = path.join(root, version, 'bin', name)
    if (existsSync(candidate)) return candidate
  }
  return name
}

/** The URL without its password, which goes in PGPASSWORD instead: a command line is visible to every user. */
export function pgConnection(url) {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { url: parsed.href, env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

export function sha256File(file) {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject)
  })
}

/** Every regular file under `dir`, as paths relative to it with `/` separators, sorted. */
export function listFiles(dir, { skip = () => false } = {}) {
  const found = []
  const visit = (relative) => {
    for (const name of readdirSync(path.join(dir, relative)).sort()) {
      const child = relative ? `${relative}/${name}` : name
      if (skip(child)) continue
      const stat = lstatSync(path.join(dir, child))
      if (stat.isDirectory()) visit(child)
      else if (stat.isFile()) found.push(child)
      // Symbolic links, sockets and the like are not the site's data: left out.
    }
  }
  if (existsSync(dir)) visit('')
  return found
}

export function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value.toFixed(1)} ${units[unit]}`
}

/** SQLite: VACUUM INTO writes a consistent snapshot from one read transaction; in WAL mode the site's writers go on meanwhile. */
async function dumpSqlite(url, target) {
  const file = sqliteFile(url)
  // Opening a missing file would create an empty database and back that up.
  if (!existsSync(file)) throw new Error(`No SQLite database at ${file} (DATABASE_URL=${url}).`)
  const { createClient } = await loadLibsql()
  const client = createClient({ url })
  try {
    // The site's own setting (src/payload.config.ts): wait for a writer's lock rather than fail at once.
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute({ sql: 'VACUUM INTO ?', args: [target] })
  } finally {
    client.close()
  }
}

/** PostgreSQL: pg_dump's custom format; without owners and grants so that it restores under any role. */
async function dumpPostgres(url, target) {
  const connection = pgConnection(url)
  await run(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, `--dbname=${connection.url}`], {
    env: connection.env,
    quiet: true,
  })
}

/** The sent ledger's file for a Message-ID (src/submissions/email/sent-ledger.ts): the same name in every instance. */
export const ledgerFile = (messageId) => createHash('sha256').update(messageId).digest('hex').slice(0, 40)
export const LEDGER_KEYS = 'thaqib:sent-email:'

/**
 * The shared cache's part of the sent ledger (every instance writes it there), as Message-IDs; none
 * without REDIS_URL. A cache that does not answer within 5 s is reported and left out: the restore
 * then holds the jobs it cannot tell about rather than send them again.
 */
async function sharedLedger(url) {
  if (!url) return []
  const { createClient } = await import('redis')
  const client = createClient({ url, socket: { connectTimeout: 5_000, reconnectStrategy: false } })
  client.on('error', () => undefined)
  const ids = []
  try {
    await client.connect()
    for await (const keys of client.scanIterator({ MATCH: `${LEDGER_KEYS}*`, COUNT: 1000 })) {
      for (const key of [keys].flat()) ids.push(key.slice(LEDGER_KEYS.length))
    }
    return ids
  } catch (error) {
    log.warn({ err: error }, 'The shared cache (REDIS_URL) did not answer: the archive holds only this instance\'s ledger of sent e-mails')
    return ids
  } finally {
    client.destroy()
  }
}

/**
 * Puts a folder's files in the staging folder. Hard links when possible: instant, no extra space, and
 * a file the site replaces or deletes meanwhile keeps the content that was hashed. Copies otherwise.
 */
function stageFolder(source, target, skip) {
  const files = listFiles(source, { skip })
  for (const relative of files) {
    const to = path.join(target, relative)
    mkdirSync(path.dirname(to), { recursive: true })
    try {
      linkSync(path.join(source, relative), to)
    } catch {
      copyFileSync(path.join(source, relative), to)
    }
  }
  return files.length
}

async function describeFiles(staging) {
  const files = []
  for (const relative of listFiles(staging)) {
    const file = path.join(staging, relative)
    files.push({ path: relative, size: statSync(file).size, sha256: await sha256File(file) })
  }
  return files
}

function appVersion() {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  return { name: pkg.name, version: pkg.version }
}

function defaultArchiveName(now) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')
  return path.join('backups', `thaqib-${stamp}.tar.gz`)
}

async function backup(archiveArgument) {
  const env = loadEnv()
  const { databaseUrl, kind, folders } = settings(env)
  const createdAt = new Date()
  const archive = path.resolve(archiveArgument ?? defaultArchiveName(createdAt))
  if (existsSync(archive)) throw new Error(`${archive} exists already; a backup never overwrites one.`)
  mkdirSync(path.dirname(archive), { recursive: true })

  // Staged beside the archive (mkdtemp makes it private), so that hard links and the final rename
  // stay on one file system, and removed whatever happens.
  const staging = mkdtempSync(path.join(path.dirname(archive), '.backup-staging-'))
  const partial = `${archive}.partial`
  try {
    mkdirSync(path.join(staging, 'database'))
    const databaseFile = DATABASE_FILES[kind]
    log.info(`Database (${kind === 'sqlite' ? 'SQLite, VACUUM INTO' : 'PostgreSQL, pg_dump'})…`)
    if (kind === 'sqlite') await dumpSqlite(databaseUrl, path.join(staging, databaseFile))
    else await dumpPostgres(databaseUrl, path.join(staging, databaseFile))

    const included = ['database']
    for (const folder of folders) {
      if (!existsSync(folder.dir)) {
        if (folder.name !== 'spool') {
          log.info(`${folder.name}: ${folder.dir} does not exist, nothing to include.`)
          continue
        }
      }
      // `.pending` holds CVs parked while an applicant corrects the form: temporary, not the site's data.
      const skip = folder.name === 'private-uploads' ? (relative) => relative === '.pending' : undefined
      const count = stageFolder(folder.dir, path.join(staging, folder.name), skip)
      mkdirSync(path.join(staging, folder.name), { recursive: true })
      included.push(folder.name)
      log.info(`${folder.name}: ${count} file(s) from ${folder.dir}`)
      if (folder.name === 'spool') {
        // After the database: an e-mail that left before it was dumped is in the ledger by now.
        const shared = await sharedLedger(env.REDIS_URL)
        const sent = path.join(staging, 'spool', 'sent')
        mkdirSync(sent, { recursive: true })
        let added = 0
        for (const messageId of shared) {
          const file = path.join(sent, ledgerFile(messageId))
          if (existsSync(file)) continue
          writeFileSync(file, messageId)
          added += 1
        }
        if (env.REDIS_URL) log.info(`spool: ${added} more sent e-mail(s) from the shared cache's ledger`)
      }
    }

    const files = await describeFiles(staging)
    const manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      app: appVersion(),
      database: { kind, file: databaseFile },
      folders: included.filter((name) => name !== 'database'),
      files,
    }
    writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)

    // Written under another name first: a half-written archive never carries the final name.
    await run('tar', ['-czf', partial, '-C', staging, 'manifest.json', ...included], { quiet: true })
    chmodSync(partial, 0o600)
    renameSync(partial, archive)
    const total = files.reduce((sum, f) => sum + f.size, 0)
    log.info(`Backup written: ${archive} (${formatBytes(statSync(archive).size)}; ${files.length} file(s), ${formatBytes(total)} before compression)`)
  } finally {
    rmSync(staging, { recursive: true, force: true })
    rmSync(partial, { force: true })
  }
}

// Run only as a script; scripts/restore.mjs imports the helpers above.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  try {
    if (args.length > 1 || args.some((a) => a.startsWith('-'))) throw new Error('usage: npm run backup [-- archive.tar.gz]')
    await backup(args[0])
  } catch (error) {
    log.error(`Backup failed: ${error instanceof Error ? error.message : error}`)
    process.exitCode = 1
  }
}
