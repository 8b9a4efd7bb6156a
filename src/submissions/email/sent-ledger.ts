import { createHash } from 'node:crypto'
import { access, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { env } from '@/env'
import { withRedis } from '@/lib/redis'

/**
 * Which e-mails left, by Message-ID, written the moment SMTP accepts one. Payload records a finished
 * job in the database afterwards; if that write fails (the database is away, or the process is
 * killed at that moment), the job is freed later as an orphan (lib/job-queue.ts) and run again, by
 * this process, its successor or another instance, and must not send a second copy. The ledger is
 * this process's memory, a file per message in this instance's spool folder (it survives a restart),
 * and with several instances the shared cache (REDIS_URL), which the others read.
 * Entries are kept as long as sent jobs are (submissions/email/old-jobs.ts).
 */
const key = Symbol.for('thaqib.sentEmails')
const registry = globalThis as unknown as { [key]?: { sent: Set<string>; unshared: Set<string> } }
/** `unshared`: sent, but not yet in the shared cache (it was away or slow when they left). */
const memory = (registry[key] ??= { sent: new Set<string>(), unshared: new Set<string>() })
const sentLedgerDays = 30
const ttlSeconds = sentLedgerDays * 24 * 60 * 60
/** The shared cache's key of a ledger entry (scripts/backup.mjs copies `thaqib:sent-email:*` into the archive). */
const redisKey = (messageId: string) => `thaqib:sent-email:${messageId}`
const folder = () => path.join(path.resolve(env.SPOOL_DIR), 'sent')
const fileOf = (messageId: string) => path.join(folder(), createHash('sha256').update(messageId).digest('hex').slice(0, 40))

export async function markSent(messageId: string): Promise<void> {
  memory.sent.add(messageId)
  memory.unshared.add(messageId)
  await Promise.all([
    mkdir(folder(), { recursive: true })
      .then(() => writeFile(fileOf(messageId), messageId))
      .catch(() => undefined),
    shareSentLedger(),
  ])
}

/**
 * Writes the entries the shared cache does not have yet; the e-mail runner calls it on each pass, so
 * that an entry missed while the cache was away is there long before the job could be freed as an
 * orphan on another instance (EMAIL_STALE_MS).
 */
export async function shareSentLedger(): Promise<void> {
  if (!env.REDIS_URL) return memory.unshared.clear()
  for (const messageId of [...memory.unshared]) {
    const shared = await withRedis((redis) => redis.set(redisKey(messageId), '1', { EX: ttlSeconds })).then(() => true, () => false)
    if (!shared) return
    memory.unshared.delete(messageId)
  }
}

/**
 * Whether the e-mail left: true or false, or null when nobody can tell (the shared cache, the only
 * place another instance's sendings are noted, did not answer).
 */
export async function wasSent(messageId: string): Promise<boolean | null> {
  if (memory.sent.has(messageId)) return true
  if (await access(fileOf(messageId)).then(() => true, () => false)) return true
  if (!env.REDIS_URL) return false
  return withRedis((redis) => redis.get(redisKey(messageId))).then((found) => found === '1', () => null)
}

/** Removes this instance's ledger files older than the sent jobs are kept. */
export async function sweepSentLedger(now = Date.now()): Promise<void> {
  for (const name of await readdir(folder()).catch(() => [] as string[])) {
    const info = await stat(path.join(folder(), name)).catch(() => null)
    if (info && now - info.mtimeMs > ttlSeconds * 1000) await rm(path.join(folder(), name), { force: true })
  }
}
