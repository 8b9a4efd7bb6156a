'use client'

import { useTranslations } from 'next-intl'
import { SiteLink } from '@/components/SiteLink'
import { applicationFields, type ApplicationField, cvExtensions, cvMimeTypes, formShapes, hearAboutSources, limits } from '@/forms/options'
import { type FormState, formValues } from '@/forms/state'
import { CvInput } from './CvInput.client'
import { Field, FormStatus, FormSuccess, Honeypot, inputClass } from './Field'
import { useFormChecks } from './useFormChecks'
import { useFormState } from './useFormState'
import { withFormMessages } from './WithFormMessages.client'

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
  const form = useFormState({ action, fields: applicationFields, idPrefix: 'application', shape: formShapes.application })
  const { state, formAction, pending, errors, formError, formRef, statusRef, text, formKey, hydratedAttr } = form
  const keptCv = text('cvRef') ? text('cvName') : ''
  const checks = useFormChecks({
    form,
    fields: applicationFields,
    load: loadSchema,
    schema: ({ applicationSchema }, m) => applicationSchema(m),
    // A CV the server kept counts as attached.
    values: (formElement) => {
      const data = new FormData(formElement)
      const file = data.get('cv')
      const chosen = file instanceof File && file.size > 0 ? file : null
      return { ...formValues(data, formShapes.application), cv: chosen ?? (keptCv ? { name: keptCv, size: 1 } : undefined) }
    },
  })

  if (state.status === 'success') return <FormSuccess ref={statusRef}>{state.message}</FormSuccess>

  const blur = (name: ApplicationField) => checks.check(name)
  const optional = t('optional')

  return (
    <form
      ref={formRef}
      key={formKey}
      action={formAction}
      {...checks.formProps}
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
        <Field id="application-fullName" label={t('application.fullName')} error={errors.fullName} required>
          {(aria) => <input {...aria} name="fullName" autoComplete="name" defaultValue={text('fullName')} maxLength={limits.name} onBlur={blur('fullName')} className={inputClass} />}
        </Field>
        <Field id="application-email" label={t('application.email')} error={errors.email} required>
          {(aria) => <input {...aria} name="email" type="email" dir="ltr" autoComplete="email" defaultValue={text('email')} maxLength={limits.email} onBlur={blur('email')} className={inputClass} />}
        </Field>
      </div>
      <Field id="application-phone" label={t('application.phone')} hint={t('application.phoneHint')} error={errors.phone} required>
        {(aria) => <input {...aria} name="phone" type="tel" dir="ltr" autoComplete="tel" defaultValue={text('phone')} maxLength={limits.phone} onBlur={blur('phone')} className={`${inputClass} text-start`} />}
      </Field>

      <div className="grid gap-6 md:grid-cols-2">
        <Field id="application-source" label={t('application.source')} error={errors.source} required>
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

      <Field id="application-github" label={t('application.github')} hint={t('application.githubHint')} error={errors.github} optionalLabel={optional}>
        {(aria) => <input {...aria} name="github" type="url" dir="ltr" inputMode="url" autoComplete="url" placeholder="https://github.com/" defaultValue={text('github')} maxLength={limits.url} onBlur={blur('github')} className={`${inputClass} text-start`} />}
      </Field>
      <Field id="application-summary" label={t('application.summary')} hint={t('application.summaryHint')} error={errors.summary} required>
        {(aria) => <textarea {...aria} name="summary" rows={6} defaultValue={text('summary')} maxLength={limits.summary} onBlur={blur('summary')} className={inputClass} />}
      </Field>
      <Field
        id="application-cv"
        label={t('application.cv')}
        hint={keptCv ? <span data-testid="cv-kept">{t('application.cvKept', { name: keptCv })}</span> : t('application.cvHint')}
        error={errors.cv}
        required
      >
        {(aria) => <CvInput aria={aria} accept={accept} required={!keptCv} onChange={blur('cv')} chooseLabel={t('application.chooseFile')} emptyLabel={t('application.noFile')} chosenLabel={t('application.fileChosen')} />}
      </Field>

      <div className="flex flex-col gap-1.5">
        <label className="flex items-start gap-3">
          <input
            id="application-consent"
            type="checkbox"
            name="consent"
            value="yes"
            defaultChecked={text('consent') === 'yes'}
            required
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
            })}
          </span>
        </label>
        {errors.consent ? (
          <p id="application-consent-error" className="text-sm font-medium text-coral">
            {errors.consent}
          </p>
        ) : null}
      </div>

      <div>
        <button type="submit" disabled={pending} aria-disabled={pending} className="btn btn-primary disabled:opacity-70">
          {pending ? t('sending') : t('application.submit')}
        </button>
      </div>
    </form>
  )
}

/** The form with its messages, as the page's deferred copy loads it (DeferredApplicationForm.client.tsx). */
export const ApplicationFormWithMessages = withFormMessages('application', ApplicationForm)
