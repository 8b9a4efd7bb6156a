'use server'

import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { isLocale, type Locale } from '@/i18n/locales'
import { consultationSchema } from '@/forms/consultation.schema'
import { formShapes } from '@/forms/options'
import type { FormMessages } from '@/forms/messages'
import { type FormState, formValues } from '@/forms/state'
import { acceptSubmission } from './store'
import { fieldErrorsOf } from '@/forms/field-errors'
import { type RefusalReason, screenSubmission } from './screen'

/**
 * The consultation form's one door: checks origin, honeypot, fill time and rate limit, validates
 * with the shared schema, then hands the request to the store (forms/store.ts: spooled, stored once
 * per form instance, e-mails queued).
 */
export async function submitConsultation(locale: Locale, _previous: FormState, formData: FormData): Promise<FormState> {
  // The locale is bound on the server; any other value was written by hand: no such page.
  if (!isLocale(locale)) notFound()
  const t = await getTranslations({ locale, namespace: 'Forms' })
  const values = formValues(formData, formShapes.consultation)
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

  const record = { kind: 'consultation' as const, submissionId: screened.submissionId, locale, spooledAt: new Date().toISOString(), data: parsed.data }
  return (await acceptSubmission(record)) ? { status: 'success', submittedAt: Date.now() } : refuse('server')
}
