import type { Field } from 'payload'
import { canonicalEmail } from '@/forms/model/text'

/**
 * A visitor's e-mail address as the forms store it (forms/text.ts): internationalised domains are
 * welcome (`.السعودية`), which Payload's own e-mail field refuses, so it is a text field with the
 * forms' own check.
 */
export const submissionEmailField: Field = {
  name: 'email',
  type: 'text',
  required: true,
  validate: (value: string | null | undefined) => (typeof value === 'string' && canonicalEmail(value) === value ? true : 'Enter an e-mail address in its canonical form.'),
}
