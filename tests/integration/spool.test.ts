import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SpoolRecord } from '@/submissions/spool'
import { fixture } from '../support/documents'
import { migratedPayload } from '../support/payload-instance'

// The submissions spool and the idempotent store behind it (docs/decisions/017-deployment.md): a
// record is kept durably until stored, storing it again adds only what is missing, and the replay
// works the spool off. A real Payload on a temporary SQLite file.
const dir = mkdtempSync(path.join(tmpdir(), 'lab-spool-'))
let payload: Payload
let spool: typeof import('@/submissions/spool')
let store: typeof import('@/submissions/store')
let replay: typeof import('@/submissions/spool-replay')

beforeAll(async () => {
  process.env.DATABASE_URL = `file:${path.join(dir, 'spool.db')}`
  process.env.MEDIA_DIR = path.join(dir, 'media')
  process.env.PRIVATE_UPLOADS_DIR = path.join(dir, 'private-uploads')
  process.env.SPOOL_DIR = path.join(dir, 'spool')
  process.env.SPOOL_MAX_BYTES = String(64 * 1024)
  process.env.SPOOL_REPLAY_INTERVAL_MS = '100'
  process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789abcdef'
  spool = await import('@/submissions/spool')
  store = await import('@/submissions/store')
  replay = await import('@/submissions/spool-replay')
  payload = await migratedPayload()
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

const consultation = (email = `spool-${randomUUID()}@example.com`): SpoolRecord => ({
  kind: 'consultation',
  submissionId: randomUUID(),
  locale: 'ar',
  spooledAt: new Date().toISOString(),
  data: {
    fullName: 'سارة القحطاني',
    email,
    phone: '+966551234567',
    description: 'نريد البحث في مستنداتنا العربية الداخلية بالذكاء الاصطناعي.',
    channel: 'whatsapp',
    time: 'morning',
    topics: ['nlp'],
    size: '250k-1m',
  },
})

const storedCount = async (collection: 'consultation-requests' | 'job-applications', submissionId: string) =>
  (await payload.count({ collection, where: { submissionId: { equals: submissionId } }, overrideAccess: true })).totalDocs
const jobKeys = async (submissionId: string) =>
  (await payload.find({ collection: 'payload-jobs', limit: 100, overrideAccess: true })).docs
    .map((job) => (job.input as { key?: string } | null)?.key)
    .filter((key) => key?.startsWith(submissionId))
    .sort()

describe('the spool', () => {
  it('keeps a record durably in a file of its own, readable back byte for byte, and removes it', async () => {
    const record = consultation()
    expect(await spool.spoolWrite(record)).toBe(true)
    const file = path.join(dir, 'spool', `${record.submissionId}.json`)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(await spool.spoolRead(record.submissionId)).toEqual(record)
    expect(await spool.spoolIds()).toContain(record.submissionId)
    await spool.spoolRemove(record.submissionId)
    expect(existsSync(file)).toBe(false)
  })

  it('refuses a record past its size bound, writing nothing', async () => {
    const big = { ...consultation(), data: { ...consultation().data, description: 'x'.repeat(70 * 1024) } } as unknown as SpoolRecord
    expect(await spool.spoolWrite(big)).toBe(false)
    expect(await spool.spoolRead(big.submissionId)).toBeNull()
    expect((await spool.spoolUsage()).records).toBe(0)
  })
})

describe('storing a submission again', () => {
  it('stores it once and queues each of its e-mails once, however often it runs', async () => {
    const record = consultation()
    await Promise.all([store.storeSubmission(payload, record), store.storeSubmission(payload, record)])
    await store.storeSubmission(payload, record)
    expect(await storedCount('consultation-requests', record.submissionId)).toBe(1)
    expect(await jobKeys(record.submissionId)).toEqual([`${record.submissionId}:confirmation`, `${record.submissionId}:team`])
  })

  it('completes a submission stored before a crash: the e-mails that were not queued yet are', async () => {
    const record = consultation()
    if (record.kind !== 'consultation') throw new Error('unreachable')
    await payload.create({ collection: 'consultation-requests', data: { ...record.data, locale: record.locale, submissionId: record.submissionId } })
    expect(await jobKeys(record.submissionId)).toEqual([])
    await store.storeSubmission(payload, record)
    expect(await storedCount('consultation-requests', record.submissionId)).toBe(1)
    expect(await jobKeys(record.submissionId)).toHaveLength(2)
  })

  it('reuses the CV document an interrupted application created instead of adding a second', async () => {
    const pdf = fixture('cv.pdf')
    const storedName = `cv-${randomUUID()}.pdf`
    const record: SpoolRecord = {
      kind: 'application',
      submissionId: randomUUID(),
      locale: 'en',
      spooledAt: new Date().toISOString(),
      data: { fullName: 'Applicant Spool', email: `applicant-${randomUUID()}@example.com`, phone: '+966551234567', source: 'linkedin', sourceOther: '', github: '', summary: 'Five years of Arabic NLP and retrieval systems in production.' },
      job: null,
      position: 'General application',
      cv: { originalName: 'my cv.pdf', mimeType: 'application/pdf', storedName, size: pdf.length, data: pdf.toString('base64') },
    }
    // The crash: the CV was stored, the application was not.
    await payload.create({ collection: 'cv-files', data: { originalName: 'my cv.pdf' }, file: { data: pdf, mimetype: 'application/pdf', name: storedName, size: pdf.length } })
    await store.storeSubmission(payload, record)
    await store.storeSubmission(payload, record)
    expect(await storedCount('job-applications', record.submissionId)).toBe(1)
    const cvs = await payload.find({ collection: 'cv-files', where: { filename: { like: storedName.replace('.pdf', '') } }, overrideAccess: true })
    expect(cvs.totalDocs).toBe(1)
    // A record spooled before consent was recorded is stored with an empty record of it.
    const stored = (await payload.find({ collection: 'job-applications', where: { submissionId: { equals: record.submissionId } }, overrideAccess: true })).docs[0]!
    expect(stored.consent).toBe(true)
    expect(stored.consentedAt ?? null).toBeNull()
  })

  it('keeps the record of consent: when, the sentence agreed to, and the privacy policy then in force', async () => {
    const pdf = fixture('cv.pdf')
    const record: SpoolRecord = {
      kind: 'application',
      submissionId: randomUUID(),
      locale: 'ar',
      spooledAt: '2026-11-28T07:15:00.000Z',
      data: { fullName: 'متقدم الموافقة', email: `consent-${randomUUID()}@example.com`, phone: '+966551234567', source: 'linkedin', sourceOther: '', github: '', summary: 'خبرة خمس سنوات في معالجة اللغة العربية.' },
      consent: { consentedAt: '2026-11-28T07:15:00.000Z', consentText: 'اطلعت على سياسة الخصوصية وأوافق', privacyPolicyVersion: '2026-11-20T09:00:00.000Z' },
      job: null,
      position: 'General application',
      cv: { originalName: 'cv.pdf', mimeType: 'application/pdf', storedName: `cv-${randomUUID()}.pdf`, size: pdf.length, data: pdf.toString('base64') },
    }
    await store.storeSubmission(payload, record)
    const stored = (await payload.find({ collection: 'job-applications', where: { submissionId: { equals: record.submissionId } }, overrideAccess: true })).docs[0]!
    expect(stored.consent).toBe(true)
    expect(new Date(stored.consentedAt!).toISOString()).toBe('2026-11-28T07:15:00.000Z')
    expect(stored.consentText).toBe('اطلعت على سياسة الخصوصية وأوافق')
    expect(new Date(stored.privacyPolicyVersion!).toISOString()).toBe('2026-11-20T09:00:00.000Z')
  })
})

describe('the replay', () => {
  it('stores what the spool kept and empties it; a record the database refuses for good is set aside', async () => {
    const kept = consultation()
    const broken = { ...consultation(), data: { ...consultation().data, channel: 'carrier-pigeon' } } as unknown as SpoolRecord
    expect(await spool.spoolWrite(kept)).toBe(true)
    expect(await spool.spoolWrite(broken)).toBe(true)
    const running = replay.startSpoolReplay(payload)
    try {
      await expect.poll(() => spool.spoolIds(), { timeout: 20_000 }).toEqual([])
    } finally {
      await running.stop()
    }
    expect(await storedCount('consultation-requests', kept.submissionId)).toBe(1)
    expect(await storedCount('consultation-requests', broken.submissionId)).toBe(0)
    expect(existsSync(path.join(dir, 'spool', 'refused', `${broken.submissionId}.json`))).toBe(true)
  })
})

describe('retention', () => {
  it('erases submissions left unchanged for longer than the settings say, an application with its CV and its file, and keeps the recent ones', async () => {
    const { eraseExpiredSubmissions } = await import('@/submissions/retention')
    const now = new Date()
    const pdf = fixture('cv.pdf')
    const application = (days: number): SpoolRecord => ({
      kind: 'application',
      submissionId: randomUUID(),
      locale: 'en',
      spooledAt: new Date().toISOString(),
      data: { fullName: `Retention ${days}`, email: `retention-${randomUUID()}@example.com`, phone: '+966551234567', source: 'linkedin', sourceOther: '', github: '', summary: 'Kept only as long as needed.' },
      job: null,
      position: 'General application',
      cv: { originalName: 'cv.pdf', mimeType: 'application/pdf', storedName: `cv-${randomUUID()}.pdf`, size: pdf.length, data: pdf.toString('base64') },
    })
    const ageBy = async (collection: 'job-applications' | 'consultation-requests', submissionId: string, days: number) => {
      const doc = (await payload.find({ collection, where: { submissionId: { equals: submissionId } }, depth: 0, overrideAccess: true })).docs[0]!
      await payload.db.updateOne({ collection, id: doc.id, data: { updatedAt: new Date(now.getTime() - days * 86_400_000).toISOString() } })
      return doc
    }
    // Applications are kept 12 months, consultation requests 24, unless the settings say otherwise.
    const old = application(400)
    const recent = application(300)
    const oldRequest = consultation()
    for (const record of [old, recent, oldRequest]) await store.storeSubmission(payload, record)
    const oldDoc = await ageBy('job-applications', old.submissionId, 400)
    await ageBy('job-applications', recent.submissionId, 300)
    await ageBy('consultation-requests', oldRequest.submissionId, 400)

    expect(await eraseExpiredSubmissions(payload, now)).toBe(1)
    expect(await storedCount('job-applications', old.submissionId)).toBe(0)
    expect(await storedCount('job-applications', recent.submissionId)).toBe(1)
    expect(await storedCount('consultation-requests', oldRequest.submissionId)).toBe(1)
    const cv = await payload.find({ collection: 'cv-files', where: { id: { equals: (oldDoc as { cv: number }).cv } }, overrideAccess: true })
    expect(cv.totalDocs).toBe(0)
    expect(existsSync(path.join(process.env.PRIVATE_UPLOADS_DIR!, old.kind === 'application' ? old.cv.storedName : ''))).toBe(false)
    expect(existsSync(path.join(process.env.PRIVATE_UPLOADS_DIR!, recent.kind === 'application' ? recent.cv.storedName : ''))).toBe(true)

    // Shorter in the settings: the consultation request goes too.
    await payload.updateGlobal({ slug: 'site-settings', data: { siteName: 'Retention test', email: 'hello@example.com', phone: '+966 11 510 7400', personalData: { consultationMonths: 12 } } as never, overrideAccess: true, context: { disableRevalidate: true } })
    expect(await eraseExpiredSubmissions(payload, now)).toBe(1)
    expect(await storedCount('consultation-requests', oldRequest.submissionId)).toBe(0)
    expect(await eraseExpiredSubmissions(payload, now)).toBe(0)
  })
})
