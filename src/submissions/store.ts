import 'server-only'
import { after } from 'next/server'
import type { Payload } from 'payload'
import { sitePayload } from '@/data/payload'
import { emailRunner } from './email/runner'
import { describeError } from '@/lib/log-safe'
import { dependency } from '@/lib/dependencies.mjs'
import { queueApplicationEmails, queueConsultationEmails } from './email/notify'
import { createOnce } from './once'
import { replaySoon, type SpoolRecord, spoolRemove, spoolWrite } from './spool'

/**
 * Stores a valid submission and queues its e-mails, so that it is never lost and never doubled:
 * the record goes to the spool first (forms/spool.ts), then to the database; if the database cannot
 * take it now, the spool keeps it and the visitor is told it was received, as it was. Once the record
 * is in the spool the visitor waits for the database at most `storeWaitMs`, and hardly at all while the
 * database is known to be away (its breaker, src/lib/dependencies.mjs, refuses at once): a hung
 * database costs a visitor no more than that. Returns false only when neither the spool nor the database could keep it.
 */
const storeWaitMs = 1_500

export async function acceptSubmission(record: SpoolRecord): Promise<boolean> {
  let answered = false
  let reportSpooled: (spooled: boolean) => void = () => undefined
  const spooledOrNot = new Promise<boolean>((resolve) => (reportSpooled = resolve))
  const work = withSubmission(record.submissionId, async () => {
    const spooled = await spoolWrite(record)
    reportSpooled(spooled)
    const database = dependency('database')
    try {
      const payload = await sitePayload()
      await database.call(() => storeSubmission(payload, record))
      if (spooled) await spoolRemove(record.submissionId)
      // The e-mails leave through the queue, after the answer (retried if SMTP is down); at once when
      // the visitor was answered already.
      const runSoon = () => emailRunner(payload).runSoon()
      if (answered) runSoon()
      else {
        try {
          after(runSoon)
        } catch {
          runSoon()
        }
      }
      return true
    } catch (error) {
      if (!spooled) {
        console.error(`Storing a ${record.kind} failed and the spool could not keep it`, describeError(error))
        return false
      }
      console.warn(`The database could not store a ${record.kind} now; it is kept in the spool and stored when the database is back`, describeError(error))
      replaySoon()
      return true
    }
  })
  const bounded = spooledOrNot.then((spooled) => (spooled ? new Promise<boolean>((resolve) => setTimeout(() => resolve(true), storeWaitMs).unref()) : work))
  const accepted = await Promise.race([work, bounded])
  answered = true
  return accepted
}

/**
 * Stores one submission and queues its e-mails. Every step is keyed by the form instance's id (the
 * submission's unique `submissionId`, the e-mail jobs' unique `key`), so running it again for a
 * record stored in part or in full (a replay, a resend, a process killed half-way) adds only what
 * is missing.
 */
export async function storeSubmission(payload: Payload, record: SpoolRecord): Promise<void> {
  const { submissionId, locale } = record
  if (record.kind === 'consultation') {
    await ensureStored(payload, 'consultation-requests', submissionId, () =>
      payload.create({ collection: 'consultation-requests', data: { ...record.data, locale, submissionId } }),
    )
    await queueConsultationEmails(payload, record.data, locale, submissionId)
    return
  }
  await ensureStored(payload, 'job-applications', submissionId, async () => {
    const cv = await ensureCvFile(payload, record.cv)
    try {
      await payload.create({
        collection: 'job-applications',
        data: { ...record.data, consent: true, ...record.consent, cv, job: record.job, positionTitle: record.position, locale, submissionId },
      })
    } catch (error) {
      // Keep no CV without its application (unless another copy of this submission now uses it).
      if (!(await alreadyStored(payload, 'job-applications', submissionId))) await payload.delete({ collection: 'cv-files', id: cv }).catch(() => undefined)
      throw error
    }
  })
  await queueApplicationEmails(payload, { ...record.data, position: record.position }, locale, submissionId)
}

type SubmissionCollection = 'consultation-requests' | 'job-applications'

/**
 * Whether an application was already stored under this form instance: its token is spent, so it
 * may no longer park a CV (cv/pending.ts). Unknown while the database is away: then not spent.
 */
export async function applicationStored(submissionId: string): Promise<boolean> {
  const payload = await sitePayload()
  return alreadyStored(payload, 'job-applications', submissionId).catch(() => false)
}

/** Whether this form instance (its token's id) was already stored: a double click, a replay. */
export async function alreadyStored(payload: Payload, collection: SubmissionCollection, submissionId: string): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection, where: { submissionId: { equals: submissionId } } })
  return totalDocs > 0
}

/** Stores the submission unless it is there; the same one arriving twice at once: its unique id lets one through. */
function ensureStored(payload: Payload, collection: SubmissionCollection, submissionId: string, create: () => Promise<unknown>) {
  return createOnce(() => alreadyStored(payload, collection, submissionId), create)
}

/** The CV's document: the one an earlier, interrupted try of this submission created, or a new one. */
async function ensureCvFile(payload: Payload, cv: Extract<SpoolRecord, { kind: 'application' }>['cv']): Promise<number> {
  const stem = cv.storedName.replace(/\.[a-z]+$/, '')
  const earlier = await payload.find({ collection: 'cv-files', where: { filename: { like: stem } }, limit: 1, depth: 0, overrideAccess: true })
  if (earlier.docs[0]) return Number(earlier.docs[0].id)
  const data = Buffer.from(cv.data, 'base64')
  const created = await payload.create({
    collection: 'cv-files',
    data: { originalName: cv.originalName },
    file: { data, mimetype: cv.mimeType, name: cv.storedName, size: data.length },
  })
  return Number(created.id)
}

/**
 * Runs `work` for one submission at a time in this process: the request that received it and the
 * spool's replay never store the same record at once.
 */
const locksKey = Symbol.for('thaqib.submissionLocks')
const locks = ((globalThis as unknown as { [locksKey]?: Map<string, Promise<unknown>> })[locksKey] ??= new Map())

export async function withSubmission<T>(submissionId: string, work: () => Promise<T>): Promise<T> {
  const before = locks.get(submissionId) ?? Promise.resolve()
  const mine = before.catch(() => undefined).then(work)
  locks.set(submissionId, mine)
  try {
    return await mine
  } finally {
    if (locks.get(submissionId) === mine) locks.delete(submissionId)
  }
}

export const isInFlight = (submissionId: string) => locks.has(submissionId)
