'use server'

import config from '@payload-config'
import { notFound } from 'next/navigation'
import { after } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'
import { isLocale, type Locale } from '@/i18n/locales'
import { emailRunner } from '@/jobs/email-runner'
import { getJob } from '@/lib/content/jobs'
import { applicationSchema } from './application.schema'
import { checkCv } from './cv'
import type { FormMessages } from './messages'
import { queueApplicationEmails } from './notify'
import { dropPendingCv, keepPendingCv, takePendingCv } from './pending-cv'
import { type FormState, formValues } from './state'
import { alreadyStored, fieldErrorsOf, type RefusalReason, screenSubmission } from './submission'

/**
 * The career application's one door. `jobSlug` is bound on the server (null for a general
 * application), so the position cannot be chosen by the request. Screens the request, validates
 * the fields with the shared schema and the CV by its content, stores CV and application (once per
 * form instance), then queues the e-mails.
 */
export async function submitApplication(locale: Locale, jobSlug: string | null, _previous: FormState, formData: FormData): Promise<FormState> {
  // The locale is bound on the server; any other value was written by hand: no such page.
  if (!isLocale(locale)) notFound()
  const t = await getTranslations({ locale, namespace: 'Forms' })
  const values = formValues(formData)
  delete values.website
  const refuse = (reason: RefusalReason): FormState => ({ status: 'error', fieldErrors: {}, formError: t(`refused.${reason}`), values, submittedAt: Date.now() })

  const job = jobSlug ? (await getJob(locale, jobSlug))?.doc : null
  if (jobSlug && (!job || job.status === 'closed')) return refuse('closed')
  const position = job?.title ?? t('application.generalPosition')

  const screened = await screenSubmission('application', formData)
  if (!screened.ok) return refuse(screened.reason)

  // A new file replaces the one kept from an earlier attempt of this form instance.
  const { submissionId } = screened
  const chosen = formData.get('cv')
  const fresh = chosen instanceof File && chosen.size > 0
  const file = fresh ? chosen : values.cvRef === submissionId ? await takePendingCv(submissionId) : null
  if (!file) {
    delete values.cvRef
    delete values.cvName
  }

  const m: FormMessages = (key, v) => t(`errors.${key}`, v)
  const parsed = applicationSchema(m).safeParse({ ...values, cv: file ?? undefined })
  const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues)
  const cv = fieldErrors.cv ? null : await checkCv(file)
  if (cv && !cv.ok) fieldErrors.cv = m(cv.error)
  const valid = parsed.success && cv?.ok === true

  if (!valid || screened.tooFast) {
    if (cv?.ok && fresh) {
      if (await keepPendingCv(submissionId, { name: cv.originalName, type: cv.mimeType, data: cv.data })) {
        values.cvRef = submissionId
        values.cvName = cv.originalName
      } else {
        fieldErrors.cv = m('cvNotKept')
      }
    } else if (!cv?.ok) {
      delete values.cvRef
      delete values.cvName
    }
    if (valid) return refuse('tooFast')
    const count = Object.keys(fieldErrors).length
    return { status: 'error', fieldErrors, formError: t('fixErrors', { count }), values, submittedAt: Date.now() }
  }
  if (!parsed.success || !cv?.ok) throw new Error('unreachable: checked above')

  const thanks: FormState = { status: 'success', submittedAt: Date.now(), message: t('application.thanks', { position }) }
  try {
    const payload = await getPayload({ config })
    if (await alreadyStored(payload, 'job-applications', submissionId)) return thanks

    const stored = await payload.create({
      collection: 'cv-files',
      data: { originalName: cv.originalName },
      file: { data: cv.data, mimetype: cv.mimeType, name: cv.storedName, size: cv.size },
    })
    const { cv: _file, ...fields } = parsed.data
    try {
      await payload.create({
        collection: 'job-applications',
        data: { ...fields, consent: true, cv: stored.id, job: job ? Number(job.id) : null, positionTitle: position, locale, submissionId: screened.submissionId },
      })
    } catch (error) {
      await payload.delete({ collection: 'cv-files', id: stored.id })
      // The same submission arriving twice at once: the unique submission id lets one through.
      if (await alreadyStored(payload, 'job-applications', submissionId)) return thanks
      throw error
    }
    await dropPendingCv(submissionId)
    // Stored first; the e-mails follow through the queue (retried if SMTP is down).
    await queueApplicationEmails(payload, { ...fields, position }, locale)
    after(() => emailRunner(payload).runSoon())
    return thanks
  } catch (error) {
    console.error('Storing a job application failed', error)
    return refuse('server')
  }
}
