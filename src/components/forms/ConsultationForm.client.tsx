'use client'

import { useTranslations } from 'next-intl'
import { useActionState, useEffect, useRef, useState } from 'react'
import { consultationFields, consultationSchema } from '@/forms/consultation.schema'
import type { FormMessages } from '@/forms/messages'
import { contactChannels, contactTimes, helpTopics, projectSizes } from '@/forms/options'
import { type FormState, idleState } from '@/forms/state'
import { Choices, Field, FieldGroup, inputClass } from './Field'

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
  const [state, formAction, pending] = useActionState(action, idleState)
  // Errors from the server (rendered without JavaScript too), overridden by checks made on blur.
  const [clientErrors, setClientErrors] = useState<Record<string, string | null>>({})
  const serverErrors = state.status === 'error' ? state.fieldErrors : {}
  const errors: Record<string, string | undefined> = Object.fromEntries(
    [...new Set([...Object.keys(serverErrors), ...Object.keys(clientErrors)])].map((k) => [k, k in clientErrors ? (clientErrors[k] ?? undefined) : serverErrors[k]]),
  )
  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const m: FormMessages = (key, values) => t(`errors.${key}`, values)
  const schema = consultationSchema(m)

  useEffect(() => {
    if (state.status === 'error') {
      setClientErrors({})
      const first = consultationFields.find((f) => state.fieldErrors[f])
      const target = first ? formRef.current?.querySelector<HTMLElement>(`#consultation-${first}`) : null
      ;(target ?? statusRef.current)?.focus()
    }
    if (state.status === 'success') statusRef.current?.focus()
  }, [state])

  function validateField(name: (typeof consultationFields)[number], value: unknown) {
    const result = schema.shape[name].safeParse(value)
    setClientErrors((current) => ({ ...current, [name]: result.success ? null : (result.error.issues[0]?.message ?? '') }))
  }

  if (state.status === 'success') {
    return (
      <div ref={statusRef} tabIndex={-1} role="status" aria-live="polite" className="rounded-[var(--radius-card)] bg-teal-soft p-6 text-lg font-medium text-navy outline-none" data-testid="form-success">
        {t('consultation.thanks')}
      </div>
    )
  }

  const values = state.status === 'error' ? state.values : {}
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '')
  const list = (name: string) => (Array.isArray(values[name]) ? (values[name] as string[]) : [])
  const blur = (name: (typeof consultationFields)[number]) => (event: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    validateField(name, event.currentTarget.value)
  const req = t('required')

  return (
    <form
      ref={formRef}
      key={state.status === 'error' ? state.submittedAt : 'initial'}
      action={formAction}
      noValidate
      aria-describedby="consultation-status"
      className="flex flex-col gap-6"
      data-testid="consultation-form"
    >
      <div ref={statusRef} tabIndex={-1} id="consultation-status" role="alert" aria-live="assertive" className="outline-none">
        {state.status === 'error' && state.formError ? (
          <p className="rounded-xl border border-coral/40 bg-coral/10 p-4 font-medium text-coral" data-testid="form-error">
            {state.formError}
          </p>
        ) : null}
      </div>
      <input type="hidden" name="token" value={token} />
      <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

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
