'use client'

import { useTranslations } from 'next-intl'
import { useActionState, useCallback, useEffect, useRef, useState } from 'react'
import type { FormShape } from '@/forms/options'
import { type FormState, formValues, idleState } from '@/forms/state'

type Options = {
  action: (state: FormState, formData: FormData) => Promise<FormState>
  /** The form's fields in display order; focus goes to the first in error. */
  fields: readonly string[]
  /** Prefix of the fields' element ids, e.g. `consultation` for `#consultation-email`. */
  idPrefix: string
  /** The parts the form sends (forms/options.ts): what is echoed back, lists for checkboxes. */
  shape: FormShape
}

/**
 * The state every public form shares: the server action's result, field errors from the server
 * overridden by checks made in the browser, the values echoed back after an error, and focus moved
 * to the first field in error (or to the result) after each submission.
 */
export function useFormState({ action, fields, idPrefix, shape }: Options) {
  const t = useTranslations('Forms')
  // A connection cut before the answer came back: the submission may or may not have arrived. The
  // visitor keeps what they typed and is told to send it again, which is safe: a form instance is
  // stored once, whatever the number of sends (ADR 016).
  const guarded = useCallback(
    async (previous: FormState, formData: FormData): Promise<FormState> => {
      try {
        return await action(previous, formData)
      } catch (error) {
        // Next's own signals (a redirect, a not-found page) are not failures.
        if (error && typeof error === 'object' && 'digest' in error) throw error
        return { status: 'error', fieldErrors: {}, formError: t('refused.connection'), values: formValues(formData, shape), submittedAt: Date.now() }
      }
    },
    [action, t, shape],
  )
  // True once React has hydrated the form: its browser checks are live from then on.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  // The server action itself until then: the page's HTML must post it without JavaScript.
  const [state, formAction, pending] = useActionState(hydrated ? guarded : action, idleState)
  const [clientErrors, setClientErrors] = useState<Record<string, string | null>>({})
  // The form-level message when the browser stopped a submission, until the server answers again.
  const [clientFormError, setFormError] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const deferred = useDeferredWhilePressed()

  const serverErrors = state.status === 'error' ? state.fieldErrors : {}
  const errors: Record<string, string | undefined> = Object.fromEntries(
    [...new Set([...Object.keys(serverErrors), ...Object.keys(clientErrors)])].map((k) => [k, k in clientErrors ? (clientErrors[k] ?? undefined) : serverErrors[k]]),
  )

  function focusFirstError(fieldErrors: Record<string, string | null | undefined>) {
    const first = fields.find((f) => fieldErrors[f])
    const target = first ? formRef.current?.querySelector<HTMLElement>(`#${idPrefix}-${first}`) : null
    ;(target ?? statusRef.current)?.focus()
  }

  useEffect(() => {
    setFormError(null)
    if (state.status === 'error') {
      setClientErrors({})
      focusFirstError(state.fieldErrors)
    }
    if (state.status === 'success') statusRef.current?.focus()
    // Runs once per result of the action.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state])

  const values = state.status === 'error' ? state.values : {}
  return {
    state,
    formAction,
    pending,
    errors,
    formError: clientFormError ?? (state.status === 'error' ? state.formError : undefined),
    setFormError,
    formRef,
    statusRef,
    /** Sets (or with null clears) the browser's verdict on one field. */
    setFieldError: (name: string, message: string | null) => deferred(() => setClientErrors((current) => ({ ...current, [name]: message }))),
    setFieldErrors: (next: Record<string, string | null>) => setClientErrors(next),
    focusFirstError,
    /** A value typed before the last submission, for `defaultValue`. */
    text: (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : ''),
    list: (name: string) => (Array.isArray(values[name]) ? (values[name] as string[]) : []),
    /** Re-mounts the fields after each result, so `defaultValue`s show the echoed values. */
    formKey: state.status === 'error' ? state.submittedAt : 'initial',
    /** Spread on the <form>: marks it once its browser checks are live (tests wait for it). */
    hydratedAttr: { 'data-hydrated': hydrated ? 'true' : undefined },
  }
}

/**
 * Runs an update now, or, while a mouse button or finger is down, once it is released. A field
 * checked on blur shows its error when the visitor presses on the next control; if the error moved
 * that control before the button came up, the click would be lost.
 */
function useDeferredWhilePressed() {
  const pressed = useRef(false)
  const queue = useRef<(() => void)[]>([])
  useEffect(() => {
    const down = () => (pressed.current = true)
    const up = () => {
      pressed.current = false
      // After the click that this release completes.
      setTimeout(() => queue.current.splice(0).forEach((update) => update()))
    }
    document.addEventListener('pointerdown', down, true)
    document.addEventListener('pointerup', up, true)
    document.addEventListener('pointercancel', up, true)
    return () => {
      document.removeEventListener('pointerdown', down, true)
      document.removeEventListener('pointerup', up, true)
      document.removeEventListener('pointercancel', up, true)
    }
  }, [])
  return useCallback((update: () => void) => (pressed.current ? queue.current.push(update) : update()), [])
}
