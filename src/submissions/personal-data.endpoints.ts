import type { Endpoint, PayloadRequest } from 'payload'
import { hasRole } from '@/access'
import { recordActivity } from '@/collections/hooks/activity'
import { adminText } from '@/labels/admin-ui'
import { say } from '@/labels/label'
import { cvOf, erasePersonalData, exportPersonalData, findPersonalData, subjectEmail } from './personal-data'

/**
 * The staff tool for a data subject's requests (ADR 047), behind the admin's Personal data view:
 * `POST /api/personal-data/{find,export,erase}` with `{ email }` in the body, never in the address
 * (addresses end up in access logs). Staff who handle submissions only; the erase asks for the
 * address a second time as its confirmation.
 */

const text = adminText.personalData

/** The most a body of these requests needs (an address and its confirmation). */
const mostBodyBytes = 2_000

type Body = { email: string; confirm?: unknown }

/** The caller allowed and the body read, or the response that refuses them. */
async function readRequest(req: PayloadRequest): Promise<Body | Response> {
  if (!hasRole(req.user as { roles?: string[] } | null, 'submissions')) return Response.json({ errors: [{ message: req.t('error:unauthorized') }] }, { status: 403 })
  const length = Number(req.headers.get('content-length') ?? Number.NaN)
  if (!(length <= mostBodyBytes)) return Response.json({ errors: [{ message: say(text.invalidEmail, req) }] }, { status: 400 })
  const body = (await req.json?.().catch(() => null)) as { email?: unknown; confirm?: unknown } | null
  const email = subjectEmail(body?.email)
  if (!email) return Response.json({ errors: [{ message: say(text.invalidEmail, req) }] }, { status: 400 })
  return { email, confirm: body?.confirm }
}

const noStore = { 'cache-control': 'no-store' }

export const personalDataEndpoints: Endpoint[] = [
  {
    path: '/personal-data/find',
    method: 'post',
    handler: async (req) => {
      const body = await readRequest(req)
      if (body instanceof Response) return body
      const found = await findPersonalData(req.payload, body.email)
      // What the view lists: enough to recognise each record and open it, not the records themselves.
      const summary = {
        email: found.email,
        consultationRequests: found['consultation-requests'].map((doc) => ({ id: doc.id, createdAt: doc.createdAt, fullName: doc.fullName, status: doc.status })),
        jobApplications: found['job-applications'].map((doc) => ({
          id: doc.id,
          createdAt: doc.createdAt,
          fullName: doc.fullName,
          positionTitle: doc.positionTitle,
          status: doc.status,
          cv: cvOf(doc)?.originalName ?? null,
        })),
      }
      return Response.json(summary, { headers: noStore })
    },
  },
  {
    path: '/personal-data/export',
    method: 'post',
    handler: async (req) => {
      const body = await readRequest(req)
      if (body instanceof Response) return body
      const zip = await exportPersonalData(req, body.email)
      req.payload.logger.info({ msg: 'Personal data exported on request', by: req.user?.id ?? null })
      await recordActivity(req, { action: 'exported', kind: 'personal-data' })
      const date = new Date().toISOString().slice(0, 10)
      return new Response(new Uint8Array(zip), {
        headers: { ...noStore, 'content-type': 'application/zip', 'content-disposition': `attachment; filename="personal-data-${date}.zip"` },
      })
    },
  },
  {
    path: '/personal-data/erase',
    method: 'post',
    handler: async (req) => {
      const body = await readRequest(req)
      if (body instanceof Response) return body
      if (subjectEmail(body.confirm)?.toLowerCase() !== body.email.toLowerCase()) return Response.json({ errors: [{ message: say(text.confirmMismatch, req) }] }, { status: 400 })
      const erased = await erasePersonalData(req.payload, body.email, req.user)
      await recordActivity(req, { action: 'erased', kind: 'personal-data', count: erased['consultation-requests'] + erased['job-applications'] })
      return Response.json({ erased: { consultationRequests: erased['consultation-requests'], jobApplications: erased['job-applications'] } }, { headers: noStore })
    },
  },
]
