import type { FormShape } from './options'

/** What a form's server action returns: success, or errors with the values echoed back. */
export type FormValues = Record<string, string | string[]>

export type FormState =
  | { status: 'idle' }
  | { status: 'success'; submittedAt: number; message?: string }
  | { status: 'error'; fieldErrors: Record<string, string>; formError?: string; values: FormValues; submittedAt: number }

export const idleState: FormState = { status: 'idle' }

/**
 * The non-file values of a submission that its form's shape names (options.ts `formShapes`), in one
 * pass over the parts: a text cut at twice its limit, a multi-value field as the list of its known
 * options chosen, each once. Whatever else a request carries is not read into the values, so a
 * forged request with thousands of parts costs one loop and echoes nothing back.
 */
export function formValues(formData: FormData, shape: FormShape): FormValues {
  const values: FormValues = {}
  const chosen = new Map<string, Set<string>>()
  for (const [key, value] of formData.entries()) {
    if (typeof value !== 'string') continue
    const options = shape.multi[key]
    if (options) {
      if (options.includes(value)) chosen.set(key, (chosen.get(key) ?? new Set()).add(value))
      continue
    }
    const max = shape.text[key]
    if (max !== undefined) values[key] = value.length > max * 2 ? value.slice(0, max * 2) : value
  }
  for (const key of Object.keys(shape.multi)) values[key] = [...(chosen.get(key) ?? [])]
  return values
}
