'use client'

import { useTranslations } from 'next-intl'
import type { FormMessages } from '@/forms/messages'
import { consultationFields, contactChannels, contactTimes, helpTopics, projectSizes } from '@/forms/options'
import type { FormState } from '@/forms/state'
import { Choices, Field, FieldGroup, FormStatus, FormSuccess, Honeypot, inputClass } from './Field'
import { useFormState } from './useFormState'
import { useLazyModule } from './useLazyModule'

const loadSchema = () => import('@/forms/consultation.schema')

type Props = {
  action: (state: FormState, formData: FormData) => Promise<FormState>
  token: string
  topicLabels: Record<string, string>
}

/**
 * The consultation request form (spec section 3). A real <form> posting to a server action, so it
 * works without JavaScript; with it, fields are checked on blur, the button shows progress and
 * cannot submit twice, and focus moves to the first field in error.
 */
export function ConsultationForm({ action, token, topicLabels }: Props) {
  const t = useTranslations('Forms')
  const { state, formAction, pending, errors, formError, formRef, statusRef, setFieldError, text, list, formKey, hydratedAttr } = useFormState({
    action,
    fields: consultationFields,
    idPrefix: 'consultation',
  })
  const m: FormMessages = (key, values) => t(`errors.${key}`, values)
  const schema = useLazyModule(loadSchema)

  function validateField(name: (typeof consultationFields)[number], value: unknown) {
    schema.withModule(({ consultationSchema }) => {
      const result = consultationSchema(m).shape[name].safeParse(value)
      setFieldError(name, result.success ? null : (result.error.issues[0]?.message ?? ''))
    })
  }

  if (state.status === 'success') {
    return <FormSuccess ref={statusRef}>{t('consultation.thanks')}</FormSuccess>
  }

  const blur = (name: (typeof consultationFields)[number]) => (event: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    validateField(name, event.currentTarget.value)
  const req = t('required')

  return (
    <form
      ref={formRef}
      key={formKey}
      action={formAction}
      onFocus={() => void schema.load()}
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
          {(aria) => <input {...aria} name="fullName" autoComplete="name" defaultValue={text('fullName')} maxLength={120} onBlur={blur('fullName')} className={inputClass} />}
        </Field>
        <Field id="consultation-email" label={t('consultation.email')} error={errors.email} required requiredLabel={req}>
          {(aria) => <input {...aria} name="email" type="email" dir="ltr" autoComplete="email" defaultValue={text('email')} maxLength={254} onBlur={blur('email')} className={inputClass} />}
        </Field>
      </div>
      <Field id="consultation-phone" label={t('consultation.phone')} hint={t('consultation.phoneHint')} error={errors.phone} required requiredLabel={req}>
        {(aria) => <input {...aria} name="phone" type="tel" dir="ltr" autoComplete="tel" defaultValue={text('phone')} maxLength={25} onBlur={blur('phone')} className={`${inputClass} text-start`} />}
      </Field>
      <Field id="consultation-description" label={t('consultation.description')} hint={t('consultation.descriptionHint')} error={errors.description} required requiredLabel={req}>
        {(aria) => <textarea {...aria} name="description" rows={5} defaultValue={text('description')} maxLength={3000} onBlur={blur('description')} className={inputClass} />}
      </Field>

      <div className="grid gap-6 md:grid-cols-2">
        <FieldGroup id="consultation-channel" legend={t('consultation.channel')} error={errors.channel} required requiredLabel={req}>
          <Choices type="radio" name="channel" values={contactChannels} label={(v) => t(`consultation.channels.${v}`)} checked={(v) => text('channel') === v} onChange={(v) => validateField('channel', v)} />
        </FieldGroup>
        <FieldGroup id="consultation-time" legend={t('consultation.time')} error={errors.time} required requiredLabel={req}>
          <Choices type="radio" name="time" values={contactTimes} label={(v) => t(`consultation.times.${v}`)} checked={(v) => text('time') === v} onChange={(v) => validateField('time', v)} />
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
            onChange={(_, form) => validateField('topics', [...(form?.querySelectorAll<HTMLInputElement>('input[name="topics"]:checked') ?? [])].map((i) => i.value))}
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
