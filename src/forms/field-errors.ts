import type { core } from 'zod'

/** The first message for each field, keyed by the field's name (browser and server alike). */
export function fieldErrorsOf(issues: readonly core.$ZodIssue[]): Record<string, string> {
  const fieldErrors: Record<string, string> = {}
  for (const issue of issues) fieldErrors[String(issue.path[0] ?? '')] ??= issue.message
  return fieldErrors
}
