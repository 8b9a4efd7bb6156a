import 'server-only'
import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * An accepted CV from a submission that failed on another field. A browser cannot put a file back
 * into a file input, so the server keeps it for a day under a random reference that the form sends
 * back: the applicant corrects the other fields without attaching the CV again, even without JavaScript.
 */
const dir = path.join(tmpdir(), 'lab-pending-cvs')
const MAX_AGE_MS = 24 * 60 * 60 * 1000
const refPattern = /^[0-9a-f-]{36}$/

export type PendingCv = { name: string; type: string; data: Buffer }

export async function keepPendingCv(file: PendingCv): Promise<string> {
  await mkdir(dir, { recursive: true })
  await removeExpired()
  const ref = randomUUID()
  await writeFile(path.join(dir, `${ref}.bin`), file.data)
  await writeFile(path.join(dir, `${ref}.json`), JSON.stringify({ name: file.name, type: file.type }))
  return ref
}

export async function takePendingCv(ref: unknown): Promise<File | null> {
  if (typeof ref !== 'string' || !refPattern.test(ref)) return null
  try {
    const meta = JSON.parse(await readFile(path.join(dir, `${ref}.json`), 'utf8')) as { name: string; type: string }
    const data = await readFile(path.join(dir, `${ref}.bin`))
    return new File([data], meta.name, { type: meta.type })
  } catch {
    return null
  }
}

export async function dropPendingCv(ref: unknown) {
  if (typeof ref !== 'string' || !refPattern.test(ref)) return
  await Promise.all(['bin', 'json'].map((ext) => rm(path.join(dir, `${ref}.${ext}`), { force: true })))
}

async function removeExpired() {
  const now = Date.now()
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const file = path.join(dir, name)
    const info = await stat(file).catch(() => null)
    if (info && now - info.mtimeMs > MAX_AGE_MS) await rm(file, { force: true })
  }
}
