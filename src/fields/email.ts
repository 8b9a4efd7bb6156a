import type { Field, PayloadRequest } from 'payload'
import { canonicalEmail } from '@/forms/text'
import { errors, fieldLabels } from '@/labels/fields'
import { say } from '@/labels/label'

/**
 * A visitor's e-mail address as the forms store it (forms/text.ts): internationalised domains are
 * welcome (`.السعودية`), which Payload's own e-mail field refuses, so it is a text field with the
 * forms' own check.
 */
export const submissionEmailField: Field = {
  name: 'email',
  type: 'text',
  label: fieldLabels.email,
  required: true,
  validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) => (typeof value === 'string' && canonicalEmail(value) === value ? true : say(errors.email, req)),
}
