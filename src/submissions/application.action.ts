'use server'

import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { isLocale, type Locale } from '@/i18n/locales'
import { getFormTexts } from '@/data/content/form-texts'
import { getJob } from '@/data/content/jobs'
import { applicationSchema } from '@/forms/application.schema'
import { formShapes } from '@/forms/options'
import { checkCv } from './cv/check'
import type { FormMessages } from '@/forms/messages'
import { dropPendingCv, keepPendingCv, takePendingCv } from './cv/pending'
import { type FormState, formValues } from '@/forms/state'
import { consentRecord } from './consent'
import { applicationTranslator } from './form-texts'
import { acceptSubmission, applicationStored } from './store'
import { fieldErrorsOf } from '@/forms/field-errors'
import { type RefusalReason, screenSubmission } from './screen'

/**
 * The career application's one door. `jobSlug` is bound on the server (null for a general
 * application), so the position cannot be chosen by the request. Screens the request, validates
 * the fields with the shared schema and the CV by its content, then hands the application to the
 * store (forms/store.ts: spooled, stored once per form instance with its CV, e-mails queued).
 */
export async function submitApplication(locale: Locale, jobSlug: string | null, _previous: FormState, formData: FormData): Promise<FormState> {
  // The locale is bound on the server; any other value was written by hand: no such page.
  if (!isLocale(locale)) notFound()
  const t = await getTranslations({ locale, namespace: 'Forms' })
  const values = formValues(formData, formShapes.application)
  delete values.website
  const refuse = (reason: RefusalReason): FormState => ({ status: 'error', fieldErrors: {}, formError: t(`refused.${reason}`), values, submittedAt: Date.now() })

  // The cheap checks first (origin, honeypot, token, rate limit): a forged request goes no further.
  const screened = await screenSubmission('application', formData)
  if (!screened.ok) return refuse(screened.reason)

  const job = jobSlug ? (await getJob(locale, jobSlug))?.doc : null
  if (jobSlug && (!job || job.status === 'closed')) return refuse('closed')
  // The general position's name and the thank-you message in the editors' words (the Forms global).
  const texts = applicationTranslator(locale, await getFormTexts('application', locale))
  const position = job?.title ?? texts('application.generalPosition')

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
  // The document is parsed (the one costly check) only for an application that is otherwise ready
  // to be stored; until then the file gets the quick checks and is kept while the rest is corrected.
  const cv = fieldErrors.cv ? null : await checkCv(file, { parse: parsed.success && !screened.tooFast })
  if (cv && !cv.ok) fieldErrors.cv = m(cv.error)
  const valid = parsed.success && cv?.ok === true

  if (!valid || screened.tooFast) {
    if (cv?.ok && fresh) {
      // A form instance whose application is stored has spent its token: it parks nothing more.
      if (!(await applicationStored(submissionId)) && (await keepPendingCv(submissionId, { name: cv.originalName, type: cv.mimeType, data: cv.data }))) {
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

  const { cv: _file, ...fields } = parsed.data
  const spooledAt = new Date().toISOString()
  const record = {
    kind: 'application' as const,
    submissionId,
    locale,
    spooledAt,
    data: fields,
    consent: await consentRecord(locale, spooledAt),
    job: job ? Number(job.id) : null,
    position,
    cv: { originalName: cv.originalName, mimeType: cv.mimeType, storedName: cv.storedName, size: cv.size, data: cv.data.toString('base64') },
  }
  if (!(await acceptSubmission(record))) return refuse('server')
  await dropPendingCv(submissionId)
  return { status: 'success', submittedAt: Date.now(), message: texts('application.thanks', { position }) }
}
