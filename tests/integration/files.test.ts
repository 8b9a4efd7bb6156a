import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixture } from '../support/documents'
import { migratedPayload } from '../support/payload-instance'

// Files on disk that nothing refers to are cleared: CVs without an application record, parked CVs
// past their day. A real Payload on a temporary SQLite file.
const dir = mkdtempSync(path.join(tmpdir(), 'lab-files-'))
const uploads = path.join(dir, 'private-uploads')
let payload: Payload
let removeOrphanCvFiles: typeof import('@/submissions/cv/orphan-files').removeOrphanCvFiles
let pending: typeof import('@/submissions/cv/pending')

beforeAll(async () => {
  process.env.DATABASE_URL = `file:${path.join(dir, 'files.db')}`
  process.env.MEDIA_DIR = path.join(dir, 'media')
  process.env.PRIVATE_UPLOADS_DIR = uploads
  process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789abcdef'
  process.env.PENDING_CV_MAX_BYTES = String(3 * 1024 * 1024)
  ;({ removeOrphanCvFiles } = await import('@/submissions/cv/orphan-files'))
  pending = await import('@/submissions/cv/pending')
  payload = await migratedPayload()
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

const hourAgo = (file: string, hours: number) => {
  const then = new Date(Date.now() - hours * 60 * 60 * 1000)
  utimesSync(file, then, then)
}

describe('unreferenced files', () => {
  it('removes CV files no application refers to, after a grace period, and keeps the others', async () => {
    const stored = await payload.create({
      collection: 'cv-files',
      data: { originalName: 'cv.pdf' },
      file: { data: fixture('cv.pdf'), mimetype: 'application/pdf', name: 'cv-kept.pdf', size: fixture('cv.pdf').length },
    })
    const kept = path.join(uploads, stored.filename!)
    const orphan = path.join(uploads, 'cv-orphan.pdf')
    const fresh = path.join(uploads, 'cv-being-stored.pdf')
    writeFileSync(orphan, fixture('cv.pdf'))
    writeFileSync(fresh, fixture('cv.pdf'))
    hourAgo(kept, 2)
    hourAgo(orphan, 2)
    expect(await removeOrphanCvFiles(payload)).toEqual(['cv-orphan.pdf'])
    expect(existsSync(orphan)).toBe(false)
    expect(existsSync(kept)).toBe(true)
    expect(existsSync(fresh)).toBe(true)
  })

  it('parks one CV per form instance within a size cap, and forgets it after a day', async () => {
    const cv = { name: 'cv.pdf', type: 'application/pdf', data: Buffer.alloc(1024 * 1024, 1) }
    const a = '11111111-1111-4111-8111-111111111111'
    const b = '22222222-2222-4222-8222-222222222222'
    const c = '33333333-3333-4333-8333-333333333333'
    expect(await pending.keepPendingCv(a, cv)).toBe(true)
    // The same form instance replaces its own CV rather than adding one.
    expect(await pending.keepPendingCv(a, cv)).toBe(true)
    expect(await pending.keepPendingCv(b, cv)).toBe(true)
    // 3 MB in all: a third CV does not fit.
    expect(await pending.keepPendingCv(c, { ...cv, data: Buffer.alloc(1024 * 1024 + 1, 1) })).toBe(false)
    expect(await pending.takePendingCv(a)).not.toBeNull()
    expect(await pending.takePendingCv('not-an-id')).toBeNull()
    mkdirSync(pending.pendingDir(), { recursive: true })
    for (const ext of ['bin', 'json']) hourAgo(path.join(pending.pendingDir(), `${a}.${ext}`), 25)
    await pending.sweepPendingCvs()
    expect(await pending.takePendingCv(a)).toBeNull()
    expect(await pending.takePendingCv(b)).not.toBeNull()
  })
})
