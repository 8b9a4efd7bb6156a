import { createHash } from 'node:crypto'
import { access, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { env } from '@/env'
import { withRedis } from '@/lib/redis'

/**
 * Which e-mails left, by Message-ID, written the moment SMTP accepts one. Payload records a finished
 * job in the database afterwards; if that write fails (the database is away, or the process is
 * killed at that moment), the job is run again later, by this process, its successor or another
 * instance, and must not send a second copy. The ledger is this process's memory, a file per
 * message in this instance's spool folder (it survives a restart), and with several instances the
 * shared cache (REDIS_URL). Entries are kept as long as sent jobs are (submissions/email/old-jobs.ts).
 */
const key = Symbol.for('thaqib.sentEmails')
const registry = globalThis as unknown as { [key]?: Set<string> }
const memory = (registry[key] ??= new Set<string>())
const sentLedgerDays = 30
const ttlSeconds = sentLedgerDays * 24 * 60 * 60
/** The shared cache's key of a ledger entry (scripts/backup.mjs copies `thaqib:sent-email:*` into the archive). */
const redisKey = (messageId: string) => `thaqib:sent-email:${messageId}`
const folder = () => path.join(path.resolve(env.SPOOL_DIR), 'sent')
const fileOf = (messageId: string) => path.join(folder(), createHash('sha256').update(messageId).digest('hex').slice(0, 40))

export async function markSent(messageId: string): Promise<void> {
  memory.add(messageId)
  await Promise.all([
    mkdir(folder(), { recursive: true })
      .then(() => writeFile(fileOf(messageId), messageId))
      .catch(() => undefined),
    withRedis((redis) => redis.set(redisKey(messageId), '1', { EX: ttlSeconds })).catch(() => undefined),
  ])
}

export async function wasSent(messageId: string): Promise<boolean> {
  if (memory.has(messageId)) return true
  if (await access(fileOf(messageId)).then(() => true, () => false)) return true
  const found = await withRedis((redis) => redis.get(redisKey(messageId))).catch(() => null)
  return found === '1'
}

/** Removes this instance's ledger files older than the sent jobs are kept. */
export async function sweepSentLedger(now = Date.now()): Promise<void> {
  for (const name of await readdir(folder()).catch(() => [] as string[])) {
    const info = await stat(path.join(folder(), name)).catch(() => null)
    if (info && now - info.mtimeMs > ttlSeconds * 1000) await rm(path.join(folder(), name), { force: true })
  }
}
