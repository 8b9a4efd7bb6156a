import 'server-only'
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import type { Application } from '@/forms/application.schema'
import type { Consultation } from '@/forms/consultation.schema'
import type { ConsentRecord } from './consent'

/**
 * The submissions spool: a write-ahead record of every valid submission, on this server's own disk
 * (SPOOL_DIR), written and flushed to the disk (fsync) before the database is asked to store it, and
 * removed once the submission and its e-mails are stored. A submission the database could not take
 * (PostgreSQL stopped, SQLite locked past its timeout, the process killed) stays here and is stored
 * later by the replay (submissions/spool-replay.ts): every step of storing is keyed by the form instance's
 * id, so a record stored twice is stored once (docs/decisions/017-deployment.md).
 *
 * One file per submission, the CV inside it; the whole spool has a size bound (SPOOL_MAX_BYTES).
 */
export type SpooledCv = { originalName: string; mimeType: string; storedName: string; size: number; data: string }

export type SpoolRecord =
  | { kind: 'consultation'; submissionId: string; locale: Locale; spooledAt: string; data: Consultation }
  | {
      kind: 'application'
      submissionId: string
      locale: Locale
      spooledAt: string
      data: Omit<Application, 'cv' | 'consent'>
      /** Absent in records spooled before consent was recorded. */
      consent?: ConsentRecord
      job: number | null
      position: string
      /** The CV's bytes, base64. */
      cv: SpooledCv
    }

const idPattern = /^[0-9a-f-]{36}$/
const fileOf = (id: string) => path.join(spoolDir(), `${id}.json`)

export const spoolDir = () => path.resolve(env.SPOOL_DIR)
/** Records that the database refused for good (not an outage): kept for a person to look at. */
export const refusedDir = () => path.join(spoolDir(), 'refused')

/**
 * Writes the record durably (a temporary file flushed to the disk, renamed into place, the folder
 * flushed). Returns false, writing nothing, when the spool is full or the disk refuses: the caller
 * then stores directly, without the safety net.
 */
export async function spoolWrite(record: SpoolRecord): Promise<boolean> {
  if (!idPattern.test(record.submissionId)) return false
  const body = Buffer.from(JSON.stringify(record))
  try {
    await mkdir(spoolDir(), { recursive: true })
    if ((await spoolUsage()).bytes + body.length > env.SPOOL_MAX_BYTES) return false
    const target = fileOf(record.submissionId)
    const temp = `${target}.${process.pid}.tmp`
    const file = await open(temp, 'w', 0o600)
    try {
      await file.writeFile(body)
      await file.sync()
    } finally {
      await file.close()
    }
    await rename(temp, target)
    await syncFolder(spoolDir())
    return true
  } catch (error) {
    console.error('Writing to the submissions spool failed', error)
    return false
  }
}

export async function spoolRemove(submissionId: string): Promise<void> {
  if (!idPattern.test(submissionId)) return
  await rm(fileOf(submissionId), { force: true })
}

/** Moves a record the database refused for good aside, so that the replay stops trying it. */
export async function spoolSetAside(submissionId: string): Promise<void> {
  await mkdir(refusedDir(), { recursive: true })
  await rename(fileOf(submissionId), path.join(refusedDir(), `${submissionId}.json`))
}

/** The waiting records' ids, oldest first. */
export async function spoolIds(): Promise<string[]> {
  const names = await readdir(spoolDir()).catch(() => [] as string[])
  const entries = await Promise.all(
    names
      .filter((name) => name.endsWith('.json') && idPattern.test(name.slice(0, -5)))
      .map(async (name) => ({ id: name.slice(0, -5), mtime: (await stat(path.join(spoolDir(), name)).catch(() => null))?.mtimeMs ?? 0 })),
  )
  return entries.sort((a, b) => a.mtime - b.mtime).map((e) => e.id)
}

export async function spoolRead(submissionId: string): Promise<SpoolRecord | null> {
  try {
    return JSON.parse(await readFile(fileOf(submissionId), 'utf8')) as SpoolRecord
  } catch {
    return null
  }
}

/** Records waiting and the bytes they use (leftover temporary files of a killed process included). */
export async function spoolUsage(): Promise<{ records: number; bytes: number }> {
  let records = 0
  let bytes = 0
  for (const name of await readdir(spoolDir()).catch(() => [] as string[])) {
    const info = await stat(path.join(spoolDir(), name)).catch(() => null)
    if (!info?.isFile()) continue
    bytes += info.size
    if (name.endsWith('.json')) records += 1
  }
  return { records, bytes }
}

/** Removes temporary files that a process killed mid-write left (never renamed into place). */
export async function spoolSweepTemporary(now = Date.now()): Promise<void> {
  for (const name of await readdir(spoolDir()).catch(() => [] as string[])) {
    if (!name.endsWith('.tmp')) continue
    const info = await stat(path.join(spoolDir(), name)).catch(() => null)
    if (info && now - info.mtimeMs > 60_000) await rm(path.join(spoolDir(), name), { force: true })
  }
}

/**
 * Asks this process's replay (submissions/spool-replay.ts, started with the server) to run now. Through
 * the global scope: the replay and the form actions live in different bundles of the app.
 */
const replayerKey = Symbol.for('thaqib.spoolReplayer')
type Registry = { [replayerKey]?: () => void }
export const replaySoon = () => (globalThis as unknown as Registry)[replayerKey]?.()
export function registerReplayer(run: () => void) {
  ;(globalThis as unknown as Registry)[replayerKey] = run
}

/** A rename is durable once the folder that holds it is flushed. */
async function syncFolder(dir: string) {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
