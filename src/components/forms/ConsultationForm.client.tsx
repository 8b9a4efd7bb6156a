'use client'

import { useTranslations } from 'next-intl'
import { type ChangeEvent, useState } from 'react'
import { type ConsultationField, consultationFields, channelOf, contactChannels, formShapes, contactTimes, helpTopics, limits, needsPhone, projectSizes } from '@/forms/options'
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

  // The channel picked, for the phone's "(optional)" and `required`; the radios themselves stay
  // uncontrolled, so the form posts without JavaScript.
  const [pickedChannel, setPickedChannel] = useState<string | null>(null)

  if (state.status === 'success') {
    return <FormSuccess ref={statusRef}>{t('consultation.thanks')}</FormSuccess>
  }

  const blur = (name: ConsultationField) => checks.check(name)
  const optional = t('optional')
  const channel = channelOf(pickedChannel ?? text('channel'))
  const phoneNeeded = needsPhone(channel)
  const changeChannel = (event: ChangeEvent<HTMLInputElement>) => {
    setPickedChannel(event.currentTarget.value)
    blur('channel')()
    // A phone error may no longer hold (or now hold) for the other channel; an untouched phone is
    // not scolded for a channel just picked.
    if (errors.phone) blur('phone')()
  }

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

      {/* What a first answer needs comes first (ADR 044): who, what about, and how to reach them. */}
      <div className="grid gap-6 md:grid-cols-2">
        <Field id="consultation-fullName" label={t('consultation.fullName')} error={errors.fullName} required>
          {(aria) => <input {...aria} name="fullName" autoComplete="name" defaultValue={text('fullName')} maxLength={limits.name} onBlur={blur('fullName')} className={inputClass} />}
        </Field>
        <Field id="consultation-email" label={t('consultation.email')} error={errors.email} required>
          {(aria) => <input {...aria} name="email" type="email" dir="ltr" autoComplete="email" defaultValue={text('email')} maxLength={limits.email} onBlur={blur('email')} className={inputClass} />}
        </Field>
      </div>
      <Field id="consultation-description" label={t('consultation.description')} hint={t('consultation.descriptionHint')} error={errors.description} required>
        {(aria) => <textarea {...aria} name="description" rows={5} defaultValue={text('description')} maxLength={limits.description} onBlur={blur('description')} className={inputClass} />}
      </Field>

      <div className="grid gap-6 md:grid-cols-2">
        <FieldGroup id="consultation-channel" legend={t('consultation.channel')} error={errors.channel}>
          <Choices type="radio" name="channel" values={contactChannels} label={(v) => t(`consultation.channels.${v}`)} checked={(v) => channel === v} onChange={changeChannel} />
        </FieldGroup>
        <Field id="consultation-phone" label={t('consultation.phone')} hint={t('consultation.phoneHint')} error={errors.phone} required={phoneNeeded} optionalLabel={optional}>
          {(aria) => <input {...aria} name="phone" type="tel" dir="ltr" autoComplete="tel" defaultValue={text('phone')} maxLength={limits.phone} onBlur={blur('phone')} className={`${inputClass} text-start`} />}
        </Field>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <FieldGroup id="consultation-time" legend={t('consultation.time')} error={errors.time} optionalLabel={optional}>
          <Choices type="radio" name="time" values={contactTimes} label={(v) => t(`consultation.times.${v}`)} checked={(v) => text('time') === v} onChange={blur('time')} />
        </FieldGroup>
        <Field id="consultation-size" label={t('consultation.size')} error={errors.size} optionalLabel={optional}>
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
      </div>

      <FieldGroup id="consultation-topics" legend={t('consultation.topics')} error={errors.topics} optionalLabel={optional}>
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
