import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { env } from '@/env'

/**
 * Removes CV files that no record points to: left by an application that failed after its file was
 * written (the database away at that moment), or by a crash. Staff could neither see nor delete
 * them. Only files older than `graceMs` are touched, so a CV being stored right now is left alone.
 * Parked CVs (`.pending`) have their own expiry (pending.ts).
 */
export async function removeOrphanCvFiles(payload: Payload, graceMs = 60 * 60 * 1000, now = Date.now()): Promise<string[]> {
  const dir = env.PRIVATE_UPLOADS_DIR
  const names = await readdir(dir).catch(() => [] as string[])
  const candidates: string[] = []
  for (const name of names) {
    if (name.startsWith('.')) continue
    const info = await stat(path.join(dir, name)).catch(() => null)
    if (info?.isFile() && now - info.mtimeMs > graceMs) candidates.push(name)
  }
  if (candidates.length === 0) return []
  const known = await payload.find({
    collection: 'cv-files',
    where: { filename: { in: candidates } },
    limit: candidates.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const kept = new Set(known.docs.map((doc) => doc.filename))
  const orphans = candidates.filter((name) => !kept.has(name))
  for (const name of orphans) await rm(path.join(dir, name), { force: true })
  if (orphans.length > 0) payload.logger.warn(`Removed ${orphans.length} CV file(s) that no application refers to`)
  return orphans
}
