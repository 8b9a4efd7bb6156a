import type { CollectionBeforeChangeHook, Field, SelectField } from 'payload'
import { localeCodes } from '@/i18n/locales'
import { descriptions, fieldLabels } from '@/labels/fields'
import { optionLabels } from '@/labels/options'
import { selectOptions } from './select'

/**
 * Which languages a document still lacks (docs/decisions/020-translation-status.md): a language is
 * missing while any required localized field of the document is empty in it. Kept on the document
 * (not localized) so that lists can show and filter it and the dashboard can ask for it in one query.
 */
export const missingTranslationsField: SelectField = {
  name: 'missingTranslations',
  type: 'select',
  hasMany: true,
  options: selectOptions(optionLabels.locales),
  label: fieldLabels.missingTranslations,
  admin: { position: 'sidebar', readOnly: true, description: descriptions.missingTranslations },
}

/** Whether a stored value counts as written: rich text needs some text, not an empty paragraph. */
function hasContent(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim().length > 0
  if (typeof value === 'object' && 'root' in (value as object)) return /"text":"[^"]*\S/.test(JSON.stringify(value))
  return true
}

type Named = Field & { name: string; localized?: boolean; required?: boolean }

export const recordMissingTranslations: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection, operation }) => {
  const required = collection.fields.filter((f): f is Named => 'name' in f && Boolean((f as Named).localized) && Boolean((f as Named).required))
  const editing = typeof req.locale === 'string' && req.locale !== 'all' ? req.locale : localeCodes[0]
  let stored: Record<string, unknown> = {}
  if (operation === 'update' && originalDoc?.id !== undefined) {
    // Without `req`: Payload's Local API would set the shared request's locale to 'all' for the rest of this save.
    stored = (await req.payload.findByID({ collection: collection.slug, id: originalDoc.id, locale: 'all', draft: true, depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>
  }
  const valueIn = (field: Named, locale: string) => {
    if (locale === editing && field.name in data) return data[field.name]
    const all = stored[field.name]
    return all && typeof all === 'object' && !('root' in all) ? (all as Record<string, unknown>)[locale] : undefined
  }
  data.missingTranslations = localeCodes.filter((locale) => required.some((field) => !hasContent(valueIn(field, locale))))
  return data
}
