import 'server-only'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { env } from '@/env'

/**
 * An accepted CV from a submission that failed on another field. A browser cannot put a file back
 * into a file input, so the server keeps it while the applicant corrects the other fields, even
 * without JavaScript. It is kept under the form instance's id (from the signed token), so one form
 * holds at most one parked CV and nobody can attach another form's file; it is removed when the
 * application is stored, after a day otherwise, and the whole area has a size cap
 * (PENDING_CV_MAX_BYTES): past it a CV is simply not kept and must be attached again.
 */
const MAX_AGE_MS = 24 * 60 * 60 * 1000
const idPattern = /^[0-9a-f-]{36}$/

export type PendingCv = { name: string; type: string; data: Buffer }

export const pendingDir = () => path.join(env.PRIVATE_UPLOADS_DIR, '.pending')
const file = (id: string, ext: 'bin' | 'json') => path.join(pendingDir(), `${id}.${ext}`)

/** Parks the CV for this form instance (replacing its earlier one); false when the area is full. */
export async function keepPendingCv(submissionId: string, cv: PendingCv, now = Date.now()): Promise<boolean> {
  if (!idPattern.test(submissionId)) return false
  await mkdir(pendingDir(), { recursive: true })
  const used = await sweepPendingCvs(now, submissionId)
  if (used + cv.data.length > env.PENDING_CV_MAX_BYTES) return false
  // Written under temporary names and renamed, so a reader never sees half a file.
  const temp = `.${submissionId}.${process.pid}.tmp`
  await writeFile(path.join(pendingDir(), `${temp}.bin`), cv.data)
  await writeFile(path.join(pendingDir(), `${temp}.json`), JSON.stringify({ name: cv.name, type: cv.type }))
  await rename(path.join(pendingDir(), `${temp}.bin`), file(submissionId, 'bin'))
  await rename(path.join(pendingDir(), `${temp}.json`), file(submissionId, 'json'))
  return true
}

export async function takePendingCv(submissionId: string): Promise<File | null> {
  if (!idPattern.test(submissionId)) return null
  try {
    const meta = JSON.parse(await readFile(file(submissionId, 'json'), 'utf8')) as { name: string; type: string }
    const data = await readFile(file(submissionId, 'bin'))
    return new File([data], meta.name, { type: meta.type })
  } catch {
    return null
  }
}

export async function dropPendingCv(submissionId: string) {
  if (!idPattern.test(submissionId)) return
  await Promise.all((['bin', 'json'] as const).map((ext) => rm(file(submissionId, ext), { force: true })))
}

/**
 * Removes parked CVs older than a day (and leftovers of interrupted writes) and returns the bytes
 * the others use, leaving out `except` (the form instance about to replace its own).
 */
export async function sweepPendingCvs(now = Date.now(), except?: string): Promise<number> {
  let used = 0
  for (const name of await readdir(pendingDir()).catch(() => [] as string[])) {
    const full = path.join(pendingDir(), name)
    const info = await stat(full).catch(() => null)
    if (!info) continue
    if (now - info.mtimeMs > MAX_AGE_MS || (name.includes('.tmp.') && now - info.mtimeMs > 60_000)) {
      await rm(full, { force: true })
    } else if (!except || !name.startsWith(except)) {
      used += info.size
    }
  }
  return used
}
