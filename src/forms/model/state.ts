/** What a form's server action returns: success, or errors with the values echoed back. */
export type FormValues = Record<string, string | string[]>

export type FormState =
  | { status: 'idle' }
  | { status: 'success'; submittedAt: number; message?: string }
  | { status: 'error'; fieldErrors: Record<string, string>; formError?: string; values: FormValues; submittedAt: number }

export const idleState: FormState = { status: 'idle' }

/** The non-file values of a submission, with multi-value fields as arrays. */
export function formValues(formData: FormData, multi: readonly string[] = []): FormValues {
  const values: FormValues = {}
  for (const [key, value] of formData.entries()) {
    if (typeof value !== 'string' || key.startsWith('$ACTION')) continue
    if (multi.includes(key)) values[key] = [...((values[key] as string[] | undefined) ?? []), value]
    else values[key] = value
  }
  for (const key of multi) values[key] ??= []
  return values
}
