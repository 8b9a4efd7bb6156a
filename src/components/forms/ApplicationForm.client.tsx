'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { SiteLink } from '@/components/SiteLink'
import type { FormMessages } from '@/forms/messages'
import { applicationFields, type ApplicationField, cvExtensions, cvMimeTypes, hearAboutSources, limits } from '@/forms/options'
import type { FormState } from '@/forms/state'
import { fieldErrorsOf } from '@/forms/field-errors'
import { Field, FormStatus, FormSuccess, Honeypot, inputClass } from './Field'
import { useFormState } from './useFormState'
import { useLazyModule } from './useLazyModule'

const loadSchema = () => import('@/forms/application.schema')

type Props = {
  action: (state: FormState, formData: FormData) => Promise<FormState>
  token: string
  /** The position's title, or the general application's name. */
  position: string
  privacyHref: string
}

const accept = [...cvExtensions.map((ext) => `.${ext}`), ...Object.values(cvMimeTypes)].join(',')

/**
 * The career application form (spec section 3). A real <form> posting to a server action, so it
 * works without JavaScript; with it, fields are checked on blur and the whole form before sending
 * (an attached CV is never sent with errors elsewhere), the button shows progress and cannot submit
 * twice, and focus moves to the first field in error. A CV accepted by the server stays attached
 * while the applicant corrects other fields.
 */
export function ApplicationForm({ action, token, position, privacyHref }: Props) {
  const t = useTranslations('Forms')
  const form = useFormState({ action, fields: applicationFields, idPrefix: 'application' })
  const { state, formAction, pending, errors, formError, setFormError, formRef, statusRef, setFieldError, setFieldErrors, focusFirstError, text, formKey, hydratedAttr } = form
  const m: FormMessages = (key, values) => t(`errors.${key}`, values)
  const schema = useLazyModule(loadSchema)
  // A submission made before the checks had loaded waits for them, once.
  const waitingToSubmit = useRef(false)
  const skipChecksOnce = useRef(false)

  if (state.status === 'success') return <FormSuccess ref={statusRef}>{state.message}</FormSuccess>

  const keptCv = text('cvRef') ? text('cvName') : ''

  /** What the form holds now, as the schema expects it (a kept CV counts as attached). */
  function currentValues(formElement: HTMLFormElement) {
    const data = new FormData(formElement)
    const file = data.get('cv')
    const chosen = file instanceof File && file.size > 0 ? file : null
    return {
      ...Object.fromEntries([...data.entries()].filter(([, v]) => typeof v === 'string')),
      cv: chosen ?? (keptCv ? { name: keptCv, size: 1 } : undefined),
    }
  }

  function validateField(name: ApplicationField) {
    schema.withModule(({ applicationSchema }) => {
      if (!formRef.current) return
      const result = applicationSchema(m).safeParse(currentValues(formRef.current))
      const message = result.success ? undefined : fieldErrorsOf(result.error.issues)[name]
      setFieldError(name, message ?? null)
    })
  }

  function validateAll(event: FormEvent<HTMLFormElement>) {
    if (skipChecksOnce.current) {
      skipChecksOnce.current = false
      return
    }
    const loaded = schema.loaded()
    if (!loaded) {
      event.preventDefault()
      if (waitingToSubmit.current) return
      waitingToSubmit.current = true
      const formElement = event.currentTarget
      const submitter = (event.nativeEvent as SubmitEvent).submitter
      void schema.load().then((module) => {
        waitingToSubmit.current = false
        // Without the checks (they could not be loaded) the server checks the submission alone.
        if (!module) skipChecksOnce.current = true
        formElement.requestSubmit(submitter)
      })
      return
    }
    const result = loaded.applicationSchema(m).safeParse(currentValues(event.currentTarget))
    if (result.success) return setFormError(null)
    event.preventDefault()
    const fieldErrors = fieldErrorsOf(result.error.issues)
    setFieldErrors(Object.fromEntries(applicationFields.map((f) => [f, fieldErrors[f] ?? null])))
    setFormError(t('fixErrors', { count: Object.keys(fieldErrors).length }))
    focusFirstError(fieldErrors)
  }

  const blur = (name: ApplicationField) => () => validateField(name)
  const req = t('required')

  return (
    <form
      ref={formRef}
      key={formKey}
      action={formAction}
      onSubmit={validateAll}
      onFocus={() => void schema.load()}
      noValidate
      aria-describedby="application-status"
      className="application-form flex flex-col gap-6"
      data-testid="application-form"
      {...hydratedAttr}
    >
      <p className="rounded-xl bg-sand-soft px-4 py-3 font-semibold text-navy" data-testid="application-position">
        {t('application.applyingFor', { position })}
      </p>
      <FormStatus ref={statusRef} id="application-status" error={formError} />
      {/* The same form instance keeps its token after an error (also when the server renders the page again). */}
      <input type="hidden" name="token" value={text('token') || token} />
      {keptCv ? (
        <>
          <input type="hidden" name="cvRef" value={text('cvRef')} />
          <input type="hidden" name="cvName" value={keptCv} />
        </>
      ) : null}
      <Honeypot />

      <div className="grid gap-6 md:grid-cols-2">
        <Field id="application-fullName" label={t('application.fullName')} error={errors.fullName} required requiredLabel={req}>
          {(aria) => <input {...aria} name="fullName" autoComplete="name" defaultValue={text('fullName')} maxLength={limits.name} onBlur={blur('fullName')} className={inputClass} />}
        </Field>
        <Field id="application-email" label={t('application.email')} error={errors.email} required requiredLabel={req}>
          {(aria) => <input {...aria} name="email" type="email" dir="ltr" autoComplete="email" defaultValue={text('email')} maxLength={limits.email} onBlur={blur('email')} className={inputClass} />}
        </Field>
      </div>
      <Field id="application-phone" label={t('application.phone')} hint={t('application.phoneHint')} error={errors.phone} required requiredLabel={req}>
        {(aria) => <input {...aria} name="phone" type="tel" dir="ltr" autoComplete="tel" defaultValue={text('phone')} maxLength={25} onBlur={blur('phone')} className={`${inputClass} text-start`} />}
      </Field>

      <div className="grid gap-6 md:grid-cols-2">
        <Field id="application-source" label={t('application.source')} error={errors.source} required requiredLabel={req}>
          {(aria) => (
            <select {...aria} name="source" defaultValue={text('source')} onBlur={blur('source')} onChange={blur('source')} className={inputClass}>
              <option value="">{t('application.chooseSource')}</option>
              {hearAboutSources.map((value) => (
                <option key={value} value={value}>
                  {t(`application.sources.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {/* Shown by CSS when "other" is chosen, so it also appears without JavaScript. */}
        <div className="application-source-other">
          <Field id="application-sourceOther" label={t('application.sourceOther')} error={errors.sourceOther}>
            {(aria) => <input {...aria} name="sourceOther" defaultValue={text('sourceOther')} maxLength={limits.other} onBlur={blur('sourceOther')} className={inputClass} />}
          </Field>
        </div>
      </div>

      <Field id="application-github" label={t('application.github')} hint={t('application.githubHint')} error={errors.github}>
        {(aria) => <input {...aria} name="github" type="url" dir="ltr" inputMode="url" autoComplete="url" placeholder="https://github.com/" defaultValue={text('github')} maxLength={limits.url} onBlur={blur('github')} className={`${inputClass} text-start`} />}
      </Field>
      <Field id="application-summary" label={t('application.summary')} hint={t('application.summaryHint')} error={errors.summary} required requiredLabel={req}>
        {(aria) => <textarea {...aria} name="summary" rows={6} defaultValue={text('summary')} maxLength={limits.summary} onBlur={blur('summary')} className={inputClass} />}
      </Field>
      <Field
        id="application-cv"
        label={t('application.cv')}
        hint={keptCv ? <span data-testid="cv-kept">{t('application.cvKept', { name: keptCv })}</span> : t('application.cvHint')}
        error={errors.cv}
        required
        requiredLabel={req}
      >
        {(aria) => <CvInput aria={aria} accept={accept} required={!keptCv} onChange={blur('cv')} chooseLabel={t('application.chooseFile')} emptyLabel={t('application.noFile')} />}
      </Field>

      <div className="flex flex-col gap-1.5">
        <label className="flex items-start gap-3">
          <input
            id="application-consent"
            type="checkbox"
            name="consent"
            value="yes"
            defaultChecked={text('consent') === 'yes'}
            onChange={blur('consent')}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'application-consent-error' : undefined}
            className="mt-1 size-5 shrink-0 accent-teal"
          />
          <span>
            {t.rich('application.consent', {
              link: (chunks) => (
                <SiteLink href={privacyHref} className="link">
                  {chunks}
                </SiteLink>
              ),
            })}{' '}
            <span className="text-sm text-slate">{req}</span>
          </span>
        </label>
        {errors.consent ? (
          <p id="application-consent-error" className="text-sm font-medium text-coral">
            {errors.consent}
          </p>
        ) : null}
      </div>

      <div>
        <button type="submit" disabled={pending} aria-disabled={pending} className="btn btn-primary disabled:opacity-70" data-testid="application-submit">
          {pending ? t('sending') : t('application.submit')}
        </button>
      </div>
    </form>
  )
}

type CvInputProps = {
  aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }
  accept: string
  required: boolean
  onChange: () => void
  chooseLabel: string
  emptyLabel: string
}

/**
 * The CV's file input. The browser's own control speaks the browser's language, not the page's;
 * once JavaScript runs it is replaced by a localized button and file name around the same input
 * (still focusable, still the one that is sent). Without JavaScript the native control remains.
 * The input, transparent, covers the whole picker: all of it is a pointer target, and focus scrolls
 * the whole picker into view (a visually hidden 1 px input left half of it under the sticky header).
 */
function CvInput({ aria, accept, required, onChange, chooseLabel, emptyLabel }: CvInputProps) {
  const [enhanced, setEnhanced] = useState(false)
  const [fileName, setFileName] = useState('')
  useEffect(() => setEnhanced(true), [])
  const input = (
    <input
      {...aria}
      required={required}
      name="cv"
      type="file"
      accept={accept}
      onChange={(event) => {
        setFileName(event.currentTarget.files?.[0]?.name ?? '')
        onChange()
      }}
      className={enhanced ? 'peer absolute inset-0 size-full cursor-pointer opacity-0 file:cursor-pointer' : `${inputClass} file:me-4 file:rounded-lg file:border-0 file:bg-teal-soft file:px-3 file:py-1.5 file:font-semibold file:text-teal`}
    />
  )
  if (!enhanced) return input
  return (
    <div
      className="relative flex min-h-12 items-center gap-4 rounded-xl border border-line-strong bg-white px-2 py-2 shadow-sm has-[:focus-visible]:border-teal has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal has-[[aria-invalid=true]]:border-coral"
      data-testid="cv-picker"
    >
      {input}
      <label htmlFor={aria.id} className="rounded-lg bg-teal-soft px-3 py-1.5 font-semibold text-teal peer-hover:bg-teal peer-hover:text-white">
        {chooseLabel}
      </label>
      <span className="min-w-0 truncate text-slate" aria-hidden="true">
        {fileName ? <bdi>{fileName}</bdi> : emptyLabel}
      </span>
    </div>
  )
}
