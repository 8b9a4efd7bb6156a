'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useRef } from 'react'
import { fieldErrorsOf } from '@/forms/field-errors'
import type { FormMessages } from '@/forms/messages'
import type { useFormState } from './useFormState'
import { useLazyModule } from './useLazyModule'

type Issues = Parameters<typeof fieldErrorsOf>[0]
/** What the hook needs of a zod schema (the forms' schemas are zod/mini objects). */
type Checks = { safeParse: (values: unknown) => { success: true } | { success: false; error: { issues: Issues } } }

type Options<M> = {
  form: ReturnType<typeof useFormState>
  /** The form's fields in display order. */
  fields: readonly string[]
  /** Imports the module with the schema (loaded when the form is first focused, ADR 011). */
  load: () => Promise<M>
  /** The form's schema from that module, with localized messages. */
  schema: (module: M, m: FormMessages) => Checks
  /** What the form holds now, as the schema expects it. */
  values: (form: HTMLFormElement) => unknown
}

/**
 * The browser's checks of a public form, the same for both: a field is checked when it is left
 * (against the whole form, so fields that depend on each other agree), and the whole form before it
 * is sent; a form with errors is not sent (an attached CV never travels with errors elsewhere), the
 * errors are listed and focus moves to the first. A submission made before the schema has loaded
 * waits for it, once; if it cannot be loaded, the server checks the submission alone.
 */
export function useFormChecks<M>({ form, fields, load, schema, values }: Options<M>) {
  const t = useTranslations('Forms')
  const m: FormMessages = (key, params) => t(`errors.${key}`, params)
  const lazy = useLazyModule(load)
  const waitingToSubmit = useRef(false)
  const skipChecksOnce = useRef(false)

  function checkField(name: string) {
    lazy.withModule((module) => {
      if (!form.formRef.current) return
      const result = schema(module, m).safeParse(values(form.formRef.current))
      form.setFieldError(name, result.success ? null : (fieldErrorsOf(result.error.issues)[name] ?? null))
    })
  }

  function checkAll(event: FormEvent<HTMLFormElement>) {
    if (skipChecksOnce.current) {
      skipChecksOnce.current = false
      return
    }
    const loaded = lazy.loaded()
    if (!loaded) {
      event.preventDefault()
      if (waitingToSubmit.current) return
      waitingToSubmit.current = true
      const formElement = event.currentTarget
      const submitter = (event.nativeEvent as SubmitEvent).submitter
      void lazy.load().then((module) => {
        waitingToSubmit.current = false
        if (!module) skipChecksOnce.current = true
        formElement.requestSubmit(submitter)
      })
      return
    }
    const result = schema(loaded, m).safeParse(values(event.currentTarget))
    if (result.success) return form.setFormError(null)
    event.preventDefault()
    const fieldErrors = fieldErrorsOf(result.error.issues)
    form.setFieldErrors(Object.fromEntries(fields.map((f) => [f, fieldErrors[f] ?? null])))
    form.setFormError(t('fixErrors', { count: Object.keys(fieldErrors).length }))
    form.focusFirstError(fieldErrors)
  }

  return {
    /** For a field's onBlur/onChange: checks that field. */
    check: (name: string) => () => checkField(name),
    /** Spread on the <form>. */
    formProps: { onSubmit: checkAll, onFocus: () => void lazy.load() },
  }
}
