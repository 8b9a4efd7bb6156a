import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload, PayloadRequest, TypedUser } from 'payload'
import yazl from 'yazl'
import { canonicalEmail } from '@/forms/text'

/**
 * A data subject's requests under the Personal Data Protection Law (ADR 047): everything the site
 * holds about one e-mail address, found, exported and erased. Submissions are the only records about
 * visitors (no accounts, no analytics with identifiers): consultation requests, job applications and
 * their CVs.
 */

/** The collections that hold what visitors sent, each found by the address they gave. */
const held = ['consultation-requests', 'job-applications'] as const
type HeldCollection = (typeof held)[number]

/** More records than anyone sends: a request that finds more is refused, not cut short. */
const mostRecords = 500

type Record_ = { id: number | string; email: string; createdAt: string } & Record<string, unknown>
export type HeldAbout = { email: string } & Record<HeldCollection, Record_[]>

/**
 * The address as the forms store it (its domain in lower-case Unicode), or null if it is not one.
 * Matched without regard to case: the local part is kept as typed, and a person asking about
 * Sara@… means the same mailbox as sara@….
 */
export function subjectEmail(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 320) return null
  return canonicalEmail(value.trim())
}

/** Every record about `email`, newest first, with an application's CV as its document. */
export async function findPersonalData(payload: Payload, email: string): Promise<HeldAbout> {
  const wanted = email.toLowerCase()
  const found = await Promise.all(
    held.map(async (collection) => {
      // `like` matches without case (and widens on a `%` or `_` in the address); the exact address is
      // then kept, so nothing about another address is returned.
      const { docs, totalDocs } = await payload.find({
        collection,
        where: { email: { like: email } },
        depth: 1,
        limit: mostRecords,
        sort: '-createdAt',
        overrideAccess: true,
      })
      if (totalDocs > mostRecords) throw new Error(`More than ${mostRecords} ${collection} for one address`)
      return (docs as unknown as Record_[]).filter((doc) => doc.email.toLowerCase() === wanted)
    }),
  )
  return { email, 'consultation-requests': found[0] ?? [], 'job-applications': found[1] ?? [] }
}

type CvDocument = { id: number | string; filename?: string | null; originalName?: string | null; mimeType?: string | null }

/** An application's CV document, as `findPersonalData` reads it (depth 1). */
export const cvOf = (application: Record_): CvDocument | null => (typeof application.cv === 'object' && application.cv !== null ? (application.cv as CvDocument) : null)

/**
 * A CV's bytes from wherever the site keeps them: the storage adapter's handler (S3) when there is
 * one, as Payload's own file route asks it, else the private uploads directory.
 */
async function cvBytes(req: PayloadRequest, cv: CvDocument): Promise<Buffer | null> {
  const filename = cv.filename
  if (!filename) return null
  const upload = req.payload.collections['cv-files'].config.upload
  for (const handler of upload.handlers ?? []) {
    const response = await handler(req, { doc: cv as never, headers: new Headers(), params: { collection: 'cv-files', filename } })
    if (response instanceof Response) return response.ok ? Buffer.from(await response.arrayBuffer()) : null
  }
  // A folder chosen at run time (PRIVATE_UPLOADS_DIR), nothing the build should trace and bundle.
  const dir = path.resolve(/* turbopackIgnore: true */ upload.staticDir ?? 'cv-files')
  const file = path.resolve(/* turbopackIgnore: true */ dir, filename)
  if (!file.startsWith(dir + path.sep)) return null
  return readFile(/* turbopackIgnore: true */ file).catch(() => null)
}

/** A name for a file inside the archive: no directories, nothing a file system refuses. */
const safeName = (name: string) => name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').slice(0, 120) || 'file'

/**
 * Everything held about the address as one ZIP: `personal-data.json` (each record as stored, CVs
 * named by their file in the archive) and the CVs under `cv/`. A CV whose file is missing is said so
 * in the JSON rather than failing the export.
 */
export async function exportPersonalData(req: PayloadRequest, email: string, now = new Date()): Promise<Buffer> {
  const found = await findPersonalData(req.payload, email)
  const zip = new yazl.ZipFile()
  const applications = []
  for (const application of found['job-applications']) {
    const cv = cvOf(application)
    let file: string | null = null
    if (cv) {
      const bytes = await cvBytes(req, cv)
      if (bytes) {
        file = `cv/${application.id}-${safeName(cv.originalName ?? cv.filename ?? 'cv')}`
        zip.addBuffer(bytes, file, { mtime: now })
      }
    }
    applications.push({ ...application, cv: cv ? { originalName: cv.originalName ?? null, mimeType: cv.mimeType ?? null, file, missing: file === null } : null })
  }
  const data = { email, exportedAt: now.toISOString(), consultationRequests: found['consultation-requests'], jobApplications: applications }
  zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`), 'personal-data.json', { mtime: now })
  zip.end()
  const chunks: Buffer[] = []
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export type Erased = Record<HeldCollection, number>

/**
 * Erases every record about the address (an application's CV with it: collections/JobApplications.ts)
 * and logs who did it and how much, not the address. Returns how many records of each kind went.
 */
export async function erasePersonalData(payload: Payload, email: string, by: TypedUser | null): Promise<Erased> {
  const found = await findPersonalData(payload, email)
  const erased: Erased = { 'consultation-requests': 0, 'job-applications': 0 }
  for (const collection of held) {
    const ids = found[collection].map((doc) => doc.id)
    if (ids.length === 0) continue
    const result = await payload.delete({ collection, where: { id: { in: ids } }, overrideAccess: true })
    erased[collection] = result.docs.length
  }
  payload.logger.info({ msg: 'Personal data erased on request', by: by?.id ?? null, ...erased })
  return erased
}
