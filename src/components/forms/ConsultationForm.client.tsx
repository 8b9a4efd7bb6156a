'use client'

import { useTranslations } from 'next-intl'
import { type ConsultationField, consultationFields, contactChannels, formShapes, contactTimes, helpTopics, limits, projectSizes } from '@/forms/options'
import { type FormState, formValues } from '@/forms/state'
import { Choices, Field, FieldGroup, FormStatus, FormSuccess, Honeypot, inputClass } from './Field'
import { useFormChecks } from './useFormChecks'
import { useFormState } from './useFormState'
import { withFormMessages } from './WithFormMessages.client'

const loadSchema = () => import('@/forms/consultation.schema')

type Props = {
  action: (state: FormState, formData: FormData) => Promise<FormState>
  token: string
  topicLabels: Record<string, string>
}

/**
 * The consultation request form (spec section 3). A real <form> posting to a server action, so it
 * works without JavaScript; with it, fields are checked on blur and the whole form before sending,
 * the button shows progress and cannot submit twice, and focus moves to the first field in error.
 */
export function ConsultationForm({ action, token, topicLabels }: Props) {
  const t = useTranslations('Forms')
  const form = useFormState({ action, fields: consultationFields, idPrefix: 'consultation', shape: formShapes.consultation })
  const { state, formAction, pending, errors, formError, formRef, statusRef, text, list, formKey, hydratedAttr } = form
  const checks = useFormChecks({
    form,
    fields: consultationFields,
    load: loadSchema,
    schema: ({ consultationSchema }, m) => consultationSchema(m),
    values: (formElement) => formValues(new FormData(formElement), formShapes.consultation),
  })

  if (state.status === 'success') {
    return <FormSuccess ref={statusRef}>{t('consultation.thanks')}</FormSuccess>
  }

  const blur = (name: ConsultationField) => checks.check(name)
  const req = t('required')

  return (
    <form
      ref={formRef}
      key={formKey}
      action={formAction}
      {...checks.formProps}
      noValidate
      aria-describedby="consultation-status"
      className="flex flex-col gap-6"
      data-testid="consultation-form"
      {...hydratedAttr}
    >
      <FormStatus ref={statusRef} id="consultation-status" error={formError} />
      {/* The same form instance keeps its token after an error (also when the server renders the page again). */}
      <input type="hidden" name="token" value={text('token') || token} />
      <Honeypot />

      <div className="grid gap-6 md:grid-cols-2">
        <Field id="consultation-fullName" label={t('consultation.fullName')} error={errors.fullName} required requiredLabel={req}>
          {(aria) => <input {...aria} name="fullName" autoComplete="name" defaultValue={text('fullName')} maxLength={limits.name} onBlur={blur('fullName')} className={inputClass} />}
        </Field>
        <Field id="consultation-email" label={t('consultation.email')} error={errors.email} required requiredLabel={req}>
          {(aria) => <input {...aria} name="email" type="email" dir="ltr" autoComplete="email" defaultValue={text('email')} maxLength={limits.email} onBlur={blur('email')} className={inputClass} />}
        </Field>
      </div>
      <Field id="consultation-phone" label={t('consultation.phone')} hint={t('consultation.phoneHint')} error={errors.phone} required requiredLabel={req}>
        {(aria) => <input {...aria} name="phone" type="tel" dir="ltr" autoComplete="tel" defaultValue={text('phone')} maxLength={limits.phone} onBlur={blur('phone')} className={`${inputClass} text-start`} />}
      </Field>
      <Field id="consultation-description" label={t('consultation.description')} hint={t('consultation.descriptionHint')} error={errors.description} required requiredLabel={req}>
        {(aria) => <textarea {...aria} name="description" rows={5} defaultValue={text('description')} maxLength={limits.description} onBlur={blur('description')} className={inputClass} />}
      </Field>

      <div className="grid gap-6 md:grid-cols-2">
        <FieldGroup id="consultation-channel" legend={t('consultation.channel')} error={errors.channel} required requiredLabel={req}>
          <Choices type="radio" name="channel" values={contactChannels} label={(v) => t(`consultation.channels.${v}`)} checked={(v) => text('channel') === v} onChange={blur('channel')} />
        </FieldGroup>
        <FieldGroup id="consultation-time" legend={t('consultation.time')} error={errors.time} required requiredLabel={req}>
          <Choices type="radio" name="time" values={contactTimes} label={(v) => t(`consultation.times.${v}`)} checked={(v) => text('time') === v} onChange={blur('time')} />
        </FieldGroup>
      </div>

      <FieldGroup id="consultation-topics" legend={t('consultation.topics')} error={errors.topics} required requiredLabel={req}>
        <div className="grid gap-2 sm:grid-cols-2">
          <Choices
            type="checkbox"
            name="topics"
            values={helpTopics}
            label={(v) => topicLabels[v] ?? v}
            checked={(v) => list('topics').includes(v)}
            onChange={blur('topics')}
          />
        </div>
      </FieldGroup>

      <Field id="consultation-size" label={t('consultation.size')} error={errors.size} required requiredLabel={req}>
        {(aria) => (
          <select {...aria} name="size" defaultValue={text('size')} onBlur={blur('size')} className={inputClass}>
            <option value="">{t('consultation.chooseSize')}</option>
            {projectSizes.map((value) => (
              <option key={value} value={value}>
                {t(`consultation.sizes.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>

      <div>
        <button type="submit" disabled={pending} aria-disabled={pending} className="btn btn-primary disabled:opacity-70" data-testid="consultation-submit">
          {pending ? t('sending') : t('consultation.submit')}
        </button>
      </div>
    </form>
  )
}

/** The form with its messages, as the page's deferred copy loads it (DeferredConsultationForm.client.tsx). */
export const ConsultationFormWithMessages = withFormMessages('consultation', ConsultationForm)
