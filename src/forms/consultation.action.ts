'use server'

import config from '@payload-config'
import { notFound } from 'next/navigation'
import { after } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'
import { isLocale, type Locale } from '@/i18n/locales'
import { emailRunner } from '@/jobs/email-runner'
import { consultationSchema } from './consultation.schema'
import type { FormMessages } from './messages'
import { queueConsultationEmails } from './notify'
import { type FormState, formValues } from './state'
import { alreadyStored, fieldErrorsOf, type RefusalReason, screenSubmission } from './submission'

/**
 * The consultation form's one door: checks origin, honeypot, fill time and rate limit, validates
 * with the shared schema, stores the request (once per form instance), then queues the e-mails.
 */
export async function submitConsultation(locale: Locale, _previous: FormState, formData: FormData): Promise<FormState> {
  // The locale is bound on the server; any other value was written by hand: no such page.
  if (!isLocale(locale)) notFound()
  const t = await getTranslations({ locale, namespace: 'Forms' })
  const values = formValues(formData, ['topics'])
  delete values.website
  const refuse = (reason: RefusalReason): FormState => ({
    status: 'error',
    fieldErrors: {},
    formError: t(`refused.${reason}`),
    values,
    submittedAt: Date.now(),
  })

  const screened = await screenSubmission('consultation', formData)
  if (!screened.ok) return refuse(screened.reason)

  const m: FormMessages = (key, v) => t(`errors.${key}`, v)
  const parsed = consultationSchema(m).safeParse(values)
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues)
    return { status: 'error', fieldErrors, formError: t('fixErrors', { count: Object.keys(fieldErrors).length }), values, submittedAt: Date.now() }
  }
  if (screened.tooFast) return refuse('tooFast')

  try {
    const payload = await getPayload({ config })
    if (await alreadyStored(payload, 'consultation-requests', screened.submissionId)) return { status: 'success', submittedAt: Date.now() }
    try {
      await payload.create({ collection: 'consultation-requests', data: { ...parsed.data, locale, submissionId: screened.submissionId } })
    } catch (error) {
      // The same submission arriving twice at once: the unique submission id lets one through.
      if (await alreadyStored(payload, 'consultation-requests', screened.submissionId)) return { status: 'success', submittedAt: Date.now() }
      throw error
    }
    // Stored first; the e-mails follow through the queue (retried if SMTP is down).
    await queueConsultationEmails(payload, parsed.data, locale)
    after(() => emailRunner(payload).runSoon())
    return { status: 'success', submittedAt: Date.now() }
  } catch (error) {
    console.error('Storing a consultation request failed', error)
    return refuse('server')
  }
}
