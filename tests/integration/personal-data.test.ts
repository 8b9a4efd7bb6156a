import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SpoolRecord } from '@/submissions/spool'
import { fixture, unzip } from '../support/documents'
import { startPayload } from '../support/payload-instance'

// A data subject's requests (ADR 047): everything held about one address found, exported with its
// files, and erased with them, nothing about anyone else touched. On SQLite, and on PostgreSQL in
// the second run (their `like` differ in case handling).
let payload: Payload
let stop: () => Promise<void>
let store: typeof import('@/submissions/store')
let personalData: typeof import('@/submissions/personal-data')

beforeAll(async () => {
  ;({ payload, stop } = await startPayload('personal-data'))
  store = await import('@/submissions/store')
  personalData = await import('@/submissions/personal-data')
})

afterAll(async () => {
  await stop?.()
})

const pdf = fixture('cv.pdf')

const request = (email: string, fullName = 'سارة القحطاني'): SpoolRecord => ({
  kind: 'consultation',
  submissionId: randomUUID(),
  locale: 'ar',
  spooledAt: new Date().toISOString(),
  data: { fullName, email, phone: '+966551234567', description: 'نريد البحث في مستنداتنا العربية.', channel: 'email', topics: [] },
})

const application = (email: string): SpoolRecord => ({
  kind: 'application',
  submissionId: randomUUID(),
  locale: 'en',
  spooledAt: new Date().toISOString(),
  data: { fullName: 'Sara Alqahtani', email, phone: '+966551234567', source: 'linkedin', sourceOther: '', github: '', summary: 'Arabic NLP engineer.' },
  job: null,
  position: 'General application',
  cv: { originalName: 'Sara CV.pdf', mimeType: 'application/pdf', storedName: `cv-${randomUUID()}.pdf`, size: pdf.length, data: pdf.toString('base64') },
})

const count = async (collection: 'consultation-requests' | 'job-applications', email: string) =>
  (await payload.count({ collection, where: { email: { equals: email } }, overrideAccess: true })).totalDocs

describe("a data subject's requests", () => {
  it('finds, exports and erases everything about one address, whatever its case, and nothing about another', async () => {
    const tag = randomUUID().slice(0, 8)
    const asked = `Sara.${tag}@example.com`
    // Hers: typed in two cases. Others': a longer address that contains hers, and another domain.
    const hers = [request(asked), request(asked.toLowerCase()), application(asked)]
    const others = [request(`x${asked}`, 'Other'), request(`sara.${tag}@example.co`, 'Other'), application(`sara.${tag}@example.org`)]
    for (const record of [...hers, ...others]) await store.storeSubmission(payload, record)

    const found = await personalData.findPersonalData(payload, personalData.subjectEmail(asked.toUpperCase())!)
    expect(found['consultation-requests'].map((doc) => doc.email).sort()).toEqual([asked, asked.toLowerCase()].sort())
    expect(found['job-applications'].map((doc) => doc.email)).toEqual([asked])
    const cv = found['job-applications'][0]!.cv as { filename: string }
    const cvFile = path.join(process.env.PRIVATE_UPLOADS_DIR!, cv.filename)
    expect(existsSync(cvFile)).toBe(true)

    // The export: the records as stored, and the CV's own bytes.
    const { createLocalReq } = await import('payload')
    const req = await createLocalReq({}, payload)
    const files = await personalData.exportPersonalData(req, asked)
    const archive = await unzip(files)
    const data = JSON.parse(archive.get('personal-data.json')!.toString('utf8')) as {
      email: string
      consultationRequests: { fullName: string; description: string }[]
      jobApplications: { summary: string; cv: { originalName: string; file: string } }[]
    }
    expect(data.email).toBe(asked)
    expect(data.consultationRequests).toHaveLength(2)
    expect(data.consultationRequests[0]!.description).toBe('نريد البحث في مستنداتنا العربية.')
    expect(data.jobApplications).toHaveLength(1)
    expect(data.jobApplications[0]!.cv.originalName).toBe('Sara CV.pdf')
    expect(archive.get(data.jobApplications[0]!.cv.file)?.equals(pdf)).toBe(true)
    expect([...archive.keys()].sort()).toEqual([data.jobApplications[0]!.cv.file, 'personal-data.json'].sort())

    // The erase: her records and her CV's file go; everyone else's stay.
    const erased = await personalData.erasePersonalData(payload, asked.toLowerCase(), null)
    expect(erased).toEqual({ 'consultation-requests': 2, 'job-applications': 1 })
    expect(await count('consultation-requests', asked)).toBe(0)
    expect(await count('consultation-requests', asked.toLowerCase())).toBe(0)
    expect(await count('job-applications', asked)).toBe(0)
    expect(existsSync(cvFile)).toBe(false)
    expect((await payload.count({ collection: 'cv-files', where: { filename: { equals: cv.filename } }, overrideAccess: true })).totalDocs).toBe(0)
    expect(await count('consultation-requests', `x${asked}`)).toBe(1)
    expect(await count('consultation-requests', `sara.${tag}@example.co`)).toBe(1)
    expect(await count('job-applications', `sara.${tag}@example.org`)).toBe(1)
    expect(await personalData.findPersonalData(payload, asked)).toEqual({ email: asked, 'consultation-requests': [], 'job-applications': [] })
  })

  it('takes only an e-mail address', () => {
    expect(personalData.subjectEmail('  sara@EXAMPLE.com ')).toBe('sara@example.com')
    expect(personalData.subjectEmail('not an address')).toBeNull()
    expect(personalData.subjectEmail(`${'a'.repeat(400)}@example.com`)).toBeNull()
    expect(personalData.subjectEmail({ email: 'sara@example.com' })).toBeNull()
  })
})
