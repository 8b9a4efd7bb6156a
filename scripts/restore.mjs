// `npm run restore -- <archive.tar.gz> [--force]`: puts back what `npm run backup` archived.
//
//   npm run restore -- backups/thaqib-20260514T093000Z.tar.gz
//   npm run restore -- backups/thaqib-20260514T093000Z.tar.gz --force   (replace a database with data)
//
// In this order, stopping at the first problem:
//   1. unpacks the archive into a temporary folder (TMPDIR chooses where) and checks every file
//      against manifest.json (size and SHA-256); a damaged archive is refused and nothing is changed;
//   2. refuses to replace a database that holds tables, unless --force is given;
//   3. restores the database: SQLite by an atomic rename onto DATABASE_URL's file (its stale -wal and
//      -shm removed), PostgreSQL with pg_restore --clean --if-exists --single-transaction;
//   4. copies media/, private-uploads/ and spool/ into MEDIA_DIR, PRIVATE_UPLOADS_DIR and SPOOL_DIR,
//      replacing files of the same name and leaving other files where they are;
//   5. e-mail exactly once (ADR 027): the archive's ledger of sent e-mails (spool/sent/) goes into the
//      shared cache too (REDIS_URL), where every instance looks; an e-mail job the backup caught
//      while it was being sent and that the ledger does not know is held for a person to check,
//      not sent again (listed at the end, with how to send it after all).
// Stop the site first: a running site would keep writing to the database being replaced. The
// database kind of the archive must be the configured one (no SQLite ↔ PostgreSQL conversion).
// Configuration as for `npm start`: `.env`, overridden by the environment.
import { closeSync, copyFileSync, existsSync, fsyncSync, lstatSync, mkdirSync, mkdtempSync, openSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  DATABASE_FILES,
  FOLDERS,
  FORMAT,
  FORMAT_VERSION,
  formatBytes,
  isPostgresUrl,
  listFiles,
  loadEnv,
  loadLibsql,
  pgConnection,
  pgTool,
  settings,
  sha256File,
  sqliteFile,
  LEDGER_KEYS,
  ledgerFile,
} from './backup.mjs'
import { createLogger } from '../src/lib/logger.mjs'
import { run } from './lib/run.mjs'

const log = createLogger({ component: 'restore' })

/** A refusal: printed as it is, without a stack trace. */
class Refused extends Error {}

function parseArgs(args) {
  const force = args.includes('--force')
  const unknown = args.filter((a) => a.startsWith('-') && a !== '--force')
  const positional = args.filter((a) => !a.startsWith('-'))
  if (unknown.length || positional.length !== 1) throw new Refused('usage: npm run restore -- <archive.tar.gz> [--force]')
  return { archive: path.resolve(positional[0]), force }
}

async function unpack(archive, into) {
  if (!existsSync(archive)) throw new Refused(`${archive} does not exist.`)
  try {
    // Not the archive's owners and modes: the restored files belong to whoever runs the restore.
    await run('tar', ['-xzf', archive, '-C', into, '--no-same-owner', '--no-same-permissions'], { quiet: true })
  } catch (error) {
    throw new Refused(`The archive cannot be read: it is damaged or not a backup (.tar.gz). Nothing was changed.\n${error.message}`)
  }
}

/** Only the paths the backup writes: nothing absolute, no `..`, under a known top-level folder. */
function isArchivePath(value) {
  if (typeof value !== 'string' || value.startsWith('/') || value.includes('\\')) return false
  const parts = value.split('/')
  const roots = ['database', ...FOLDERS.map((f) => f.name)]
  return roots.includes(parts[0]) && parts.length > 1 && parts.every((p) => p !== '' && p !== '.' && p !== '..')
}

function readManifest(extracted) {
  try {
    return JSON.parse(readFileSync(path.join(extracted, 'manifest.json'), 'utf8'))
  } catch {
    return undefined
  }
}

/** Every problem with the unpacked archive; none means every file is exactly what was backed up. */
async function verify(extracted, manifest) {
  if (!manifest) return ['manifest.json is missing or is not JSON']
  const problems = []
  if (manifest.format !== FORMAT) problems.push(`manifest.json: not a ${FORMAT} archive`)
  if (manifest.formatVersion !== FORMAT_VERSION) problems.push(`manifest.json: format version ${manifest.formatVersion}, this script reads ${FORMAT_VERSION}`)
  const kind = manifest.database?.kind
  if (!DATABASE_FILES[kind] || manifest.database.file !== DATABASE_FILES[kind]) problems.push('manifest.json: unknown database kind or file')
  if (!Array.isArray(manifest.files)) return [...problems, 'manifest.json: no list of files']

  const listed = new Set()
  for (const entry of manifest.files) {
    if (!isArchivePath(entry?.path)) {
      problems.push(`${entry?.path}: not a path a backup writes`)
      continue
    }
    listed.add(entry.path)
    const file = path.join(extracted, ...entry.path.split('/'))
    if (!existsSync(file) || !lstatSync(file).isFile()) problems.push(`${entry.path}: missing from the archive`)
    else if (statSync(file).size !== entry.size) problems.push(`${entry.path}: size ${statSync(file).size}, the manifest says ${entry.size}`)
    else if ((await sha256File(file)) !== entry.sha256) problems.push(`${entry.path}: SHA-256 checksum does not match the manifest`)
  }
  if (DATABASE_FILES[kind] && !listed.has(DATABASE_FILES[kind])) problems.push(`${DATABASE_FILES[kind]}: not in the manifest`)
  // Files the manifest does not know were not checked, so they are not restored either: refused.
  for (const relative of listFiles(extracted)) {
    if (relative !== 'manifest.json' && !listed.has(relative)) problems.push(`${relative}: in the archive but not in the manifest`)
  }
  return problems
}

/** SQLite: empty when there is no file, an empty file, or a database without tables. */
async function sqliteHasData(url) {
  const file = sqliteFile(url)
  if (!existsSync(file) || statSync(file).size === 0) return false
  const { createClient } = await loadLibsql()
  const client = createClient({ url })
  try {
    const result = await client.execute("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'")
    return Number(result.rows[0]?.n) > 0
  } catch {
    return true // Unreadable: not ours to throw away without --force.
  } finally {
    client.close()
  }
}

/** PostgreSQL: empty when no schema but the system's holds a table. */
async function postgresHasData(url) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const result = await client.query(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'`,
    )
    return result.rows[0].n > 0
  } finally {
    await client.end()
  }
}

function fsyncPath(target) {
  try {
    const fd = openSync(target, 'r')
    fsyncSync(fd)
    closeSync(fd)
  } catch {
    // Some systems cannot fsync a directory; the rename is still atomic.
  }
}

/** Refuses a database file that SQLite itself finds damaged, before it replaces anything. */
async function checkSqliteFile(file) {
  const { createClient } = await loadLibsql()
  const client = createClient({ url: pathToFileURL(file).href })
  try {
    const result = await client.execute('PRAGMA quick_check')
    const verdict = String(result.rows[0]?.[0] ?? '')
    if (verdict !== 'ok') throw new Refused(`The database in the archive fails SQLite's check (${verdict}). Nothing was changed.`)
  } finally {
    client.close()
  }
}

async function restoreSqlite(url, dump) {
  const target = sqliteFile(url)
  mkdirSync(path.dirname(target), { recursive: true })
  // Copied next to the target first, so that the final rename is atomic (one file system).
  const staged = path.join(path.dirname(target), `.${path.basename(target)}.restore-${process.pid}`)
  try {
    copyFileSync(dump, staged)
    fsyncPath(staged)
    // A stale WAL would be replayed onto the restored file by the next connection and corrupt it.
    for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${target}${suffix}`, { force: true })
    renameSync(staged, target)
    fsyncPath(path.dirname(target))
  } finally {
    rmSync(staged, { force: true })
  }
  return target
}

async function restorePostgres(url, dump) {
  const connection = pgConnection(url)
  // One transaction: a failure leaves the database as it was. --clean drops what the dump re-creates.
  try {
    await run(
      pgTool('pg_restore'),
      ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${connection.url}`, dump],
      { env: connection.env, quiet: true },
    )
  } catch (error) {
    // Every table, index and sequence is locked until the one transaction commits.
    if (/max_locks_per_transaction/.test(String(error))) {
      throw new Error(`PostgreSQL ran out of lock slots restoring the site's schema in one transaction (nothing was changed): set max_locks_per_transaction to 256 or more and restart it (docs/deploying.md#postgresql-settings).\n${error.message}`)
    }
    throw error
  }
  // pg_restore leaves the planner without statistics until autovacuum comes by.
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query('ANALYZE').finally(() => client.end())
}

/** The Message-IDs of the restored ledger (SPOOL_DIR/sent/, one file per e-mail holding its Message-ID). */
function restoredLedger(spoolDir) {
  const dir = path.join(spoolDir, 'sent')
  return existsSync(dir) ? listFiles(dir).map((name) => readFileSync(path.join(dir, name), 'utf8').trim()) : []
}

/** The ledger into the shared cache, for 30 days as the app keeps it (src/submissions/email/sent-ledger.ts). */
async function ledgerToSharedCache(url, messageIds) {
  if (!url || !messageIds.length) return
  const { createClient } = await import('redis')
  const client = createClient({ url, socket: { connectTimeout: 5_000, reconnectStrategy: false } })
  client.on('error', () => undefined)
  try {
    await client.connect()
    for (const id of messageIds) await client.set(`${LEDGER_KEYS}${id}`, '1', { EX: 30 * 24 * 60 * 60 })
    log.info(`The ledger of sent e-mails: ${messageIds.length} entr${messageIds.length === 1 ? 'y' : 'ies'} written to the shared cache.`)
  } catch (error) {
    log.warn({ err: error }, 'The shared cache (REDIS_URL) did not answer: the ledger of sent e-mails is in SPOOL_DIR only; start this instance first, then the others')
  } finally {
    client.destroy()
  }
}

/**
 * E-mail jobs the backup caught being sent (taken, not finished) whose message the ledger does not
 * know: SMTP may have accepted them after the ledger was read. Each is held (marked failed with the
 * reason) so that no instance sends it again on its own; the list goes to the log.
 */
async function holdInFlightEmails(databaseUrl, sent) {
  const known = new Set(sent)
  // As src/submissions/email/send-email.ts makes it from the job.
  const messageId = (row) => `<email-${row.id}-${new Date(row.created_at).getTime()}@thaqiblab.sa>`
  const reason = JSON.stringify({ message: 'Held by the restore: this e-mail was being sent when the backup was taken. Check the mail server\'s log for its Message-ID before sending it.' })
  const held = []
  if (isPostgresUrl(databaseUrl)) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query(
        `SELECT id, created_at, input->>'key' AS key FROM payload_jobs WHERE queue = 'email' AND processing AND completed_at IS NULL`,
      )
      for (const row of rows.filter((r) => !known.has(messageId(r)))) {
        await client.query(`UPDATE payload_jobs SET processing = false, has_error = true, error = $2::jsonb WHERE id = $1`, [row.id, reason])
        held.push({ id: row.id, key: row.key, messageId: messageId(row) })
      }
    } finally {
      await client.end()
    }
  } else {
    const { createClient } = await loadLibsql()
    const client = createClient({ url: databaseUrl })
    try {
      const { rows } = await client.execute(
        `SELECT id, created_at, json_extract(input, '$.key') AS key FROM payload_jobs WHERE queue = 'email' AND processing = 1 AND completed_at IS NULL`,
      )
      for (const row of rows.filter((r) => !known.has(messageId(r)))) {
        await client.execute({ sql: 'UPDATE payload_jobs SET processing = 0, has_error = 1, error = ? WHERE id = ?', args: [reason, row.id] })
        held.push({ id: Number(row.id), key: row.key, messageId: messageId(row) })
      }
    } finally {
      client.close()
    }
  }
  for (const job of held) {
    log.warn(
      { job: job.id, key: job.key, messageId: job.messageId },
      `E-mail job ${job.id} (${job.key}) was being sent when the backup was taken and is not known to have left: held. If the mail server's log has no ${job.messageId}, send it with: UPDATE payload_jobs SET has_error = false, error = NULL WHERE id = ${job.id}`,
    )
  }
  return held
}

/** Copies one folder's files from the archive; each file lands by rename, so none is ever half-written. */
function restoreFolder(extracted, folder, entries) {
  mkdirSync(folder.dir, { recursive: true })
  let bytes = 0
  for (const entry of entries) {
    const relative = entry.path.slice(folder.name.length + 1).split('/')
    const target = path.join(folder.dir, ...relative)
    mkdirSync(path.dirname(target), { recursive: true })
    const temporary = path.join(path.dirname(target), `.${path.basename(target)}.restore-${process.pid}`)
    copyFileSync(path.join(extracted, ...entry.path.split('/')), temporary)
    renameSync(temporary, target)
    bytes += entry.size
  }
  return bytes
}

async function restore({ archive, force }) {
  const env = loadEnv()
  const { databaseUrl, kind, folders } = settings(env)
  const extracted = mkdtempSync(path.join(tmpdir(), 'thaqib-restore-'))
  try {
    await unpack(archive, extracted)
    const manifest = readManifest(extracted)
    const problems = await verify(extracted, manifest)
    if (problems.length) {
      const shown = problems.slice(0, 20).map((p) => `  - ${p}`).join('\n')
      const more = problems.length > 20 ? `\n  … and ${problems.length - 20} more` : ''
      throw new Refused(`The archive is damaged or was altered; it does not match its manifest:\n${shown}${more}\nNothing was changed.`)
    }
    const label = { sqlite: 'SQLite', postgresql: 'PostgreSQL' }
    log.info(`Archive ${archive}: created ${manifest.createdAt} by ${manifest.app?.name} ${manifest.app?.version}, ${label[manifest.database.kind]} database.`)
    log.info(`Checked ${manifest.files.length} file(s) against the manifest: sizes and SHA-256 checksums match.`)

    if (manifest.database.kind !== kind) {
      throw new Refused(`The archive holds a ${label[manifest.database.kind]} database but DATABASE_URL is ${label[kind]}; restoring across kinds is not supported. Nothing was changed.`)
    }
    const hasData = kind === 'sqlite' ? await sqliteHasData(databaseUrl) : await postgresHasData(databaseUrl)
    if (hasData && !force) {
      throw new Refused('The target database is not empty. Run again with --force to replace its contents with the archive\'s. Nothing was changed.')
    }

    const dump = path.join(extracted, ...manifest.database.file.split('/'))
    if (kind === 'sqlite') {
      await checkSqliteFile(dump)
      const target = await restoreSqlite(databaseUrl, dump)
      log.info(`Database: SQLite restored to ${target}${hasData ? ' (the previous database was replaced: --force)' : ''}.`)
    } else {
      await restorePostgres(databaseUrl, dump)
      log.info(`Database: PostgreSQL restored with pg_restore into ${pgConnection(databaseUrl).url}${hasData ? ' (existing objects replaced: --force)' : ''}.`)
    }

    for (const folder of folders) {
      if (!manifest.folders?.includes(folder.name)) {
        log.info(`${folder.name}: not in the archive, ${folder.dir} left as it is.`)
        continue
      }
      const entries = manifest.files.filter((f) => f.path.startsWith(`${folder.name}/`))
      const bytes = restoreFolder(extracted, folder, entries)
      log.info(`${folder.name}: ${entries.length} file(s), ${formatBytes(bytes)}, restored into ${folder.dir}.`)
    }
    const spool = folders.find((f) => f.name === 'spool')
    const sent = restoredLedger(spool.dir)
    await ledgerToSharedCache(env.REDIS_URL, sent)
    const held = await holdInFlightEmails(databaseUrl, sent)
    log.info(`E-mail: ${sent.length} known sent; ${held.length} held for a check (above).`)
    log.info('Restore complete. Start the site with `npm start` (it applies any newer migrations).')
  } finally {
    rmSync(extracted, { recursive: true, force: true })
  }
}

try {
  await restore(parseArgs(process.argv.slice(2)))
} catch (error) {
  log.error(error instanceof Refused ? `Restore refused: ${error.message}` : `Restore failed: ${error instanceof Error ? error.message : error}`)
  process.exitCode = 1
}
