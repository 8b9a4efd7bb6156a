'use client'

import { CheckboxField, useFormFields, useLocale } from '@payloadcms/ui'
import type { CheckboxFieldClientComponent } from 'payload'

/**
 * The translator's "up to date" tick (docs/decisions/038-translations-in-step.md), shown only in the
 * edit view of a language whose translation is outdated: elsewhere there is nothing to mark.
 */
export const MarkTranslated: CheckboxFieldClientComponent = (props) => {
  const { code } = useLocale()
  const outdated = useFormFields(([fields]) => fields.outdatedTranslations?.value)
  if (!Array.isArray(outdated) || !outdated.includes(code)) return null
  return <CheckboxField {...props} />
}
