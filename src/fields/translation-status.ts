import { editorsOnlyField } from '@/access'
import type { CheckboxField, CollectionBeforeChangeHook, Field, JSONField, SelectField, UIField } from 'payload'
import { type Locale, isLocale, localeCodes } from '@/i18n/locales'
import { descriptions, fieldLabels } from '@/labels/fields'
import { optionLabels } from '@/labels/options'
import { type TranslationBaseline, changedFields } from '@/lib/translation-changes'
import { selectOptions } from './select'
import { sourceTextsOf } from './translation-sync'

/**
 * The translation bookkeeping is the site's, worked out on each save: a version comparison leaves it
 * out (Payload showed these as raw codes, `["ar"]`, and the baseline as one long line of JSON).
 */
const noDiff = '@/components/admin/NoDiff#NoDiff'

/**
 * Which languages a document still lacks (docs/decisions/020-translation-status.md): a language is
 * missing while any required localized field of the document is empty in it. Kept on the document
 * (not localized) so that lists can show and filter it and the dashboard can ask for it in one query.
 */
const missingTranslationsField: SelectField = {
  name: 'missingTranslations',
  type: 'select',
  hasMany: true,
  options: selectOptions(optionLabels.locales),
  label: fieldLabels.missingTranslations,
  admin: { position: 'sidebar', readOnly: true, description: descriptions.missingTranslations, components: { Diff: noDiff } },
}

/** The languages whose translation predates a change to the source text (docs/decisions/038-translations-in-step.md). */
const outdatedTranslationsField: SelectField = {
  name: 'outdatedTranslations',
  type: 'select',
  hasMany: true,
  options: selectOptions(optionLabels.locales),
  label: fieldLabels.outdatedTranslations,
  admin: { position: 'sidebar', readOnly: true, description: descriptions.outdatedTranslations, components: { Diff: noDiff } },
}

/**
 * The source language and the source texts each translation was last made from; only the hook writes
 * it, and only staff read it (it can hold draft text).
 */
const translationBaselineField: JSONField = { name: 'translationBaseline', type: 'json', label: fieldLabels.translationBaseline, access: { read: editorsOnlyField }, admin: { hidden: true, components: { Diff: noDiff } } }

/** Ticked by the translator in the outdated language's edit view; never stored, acted on by the hook. */
const markTranslatedField: CheckboxField = {
  name: 'markTranslated',
  type: 'checkbox',
  virtual: true,
  label: fieldLabels.markTranslated,
  admin: { position: 'sidebar', description: descriptions.markTranslated, disableListColumn: true, disableListFilter: true, components: { Field: '@/components/admin/MarkTranslated#MarkTranslated' } },
}

/** In the outdated language's edit view: the source fields as they were translated and as they are now. */
const translationChangesField: UIField = {
  name: 'translationChanges',
  type: 'ui',
  label: fieldLabels.translationChanges,
  admin: { disableListColumn: true, components: { Field: '@/components/admin/TranslationChanges#TranslationChanges' } },
}

/** Every collection with localized text carries these, and `recordTranslationStatus` before each save. */
export const translationStatusFields: Field[] = [missingTranslationsField, outdatedTranslationsField, markTranslatedField, translationChangesField, translationBaselineField]

/** Whether a stored value counts as written: rich text needs some text, not an empty paragraph. */
function hasContent(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim().length > 0
  if (typeof value === 'object' && 'root' in (value as object)) return /"text":"[^"]*\S/.test(JSON.stringify(value))
  return true
}

type Named = Field & { name: string; localized?: boolean; required?: boolean }

/** A stored baseline, or none when the value is not one (a document saved before this field existed). */
export function readBaseline(value: unknown): TranslationBaseline<Locale> | undefined {
  if (!value || typeof value !== 'object') return undefined
  const { source, of } = value as Partial<TranslationBaseline<Locale>>
  return isLocale(source) && of && typeof of === 'object' ? { source, of } : undefined
}

export const recordTranslationStatus: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection, operation }) => {
  const required = collection.fields.filter((f): f is Named => 'name' in f && Boolean((f as Named).localized) && Boolean((f as Named).required))
  const editing: Locale = typeof req.locale === 'string' && isLocale(req.locale) ? req.locale : localeCodes[0]!
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
  const missing = localeCodes.filter((locale) => required.some((field) => !hasContent(valueIn(field, locale))))
  data.missingTranslations = missing

  // What each translation was made from (ADR 038). The source language is the one the document was
  // first written in, as WPML's original language; a document from before knows it from what it had.
  const wasMissing = Array.isArray(stored.missingTranslations) ? (stored.missingTranslations as string[]) : []
  const known = readBaseline(stored.translationBaseline)
  const source = known?.source ?? (operation === 'create' ? editing : (localeCodes.find((code) => !wasMissing.includes(code)) ?? editing))
  const baseline: TranslationBaseline<Locale> = { source, of: { ...known?.of } }
  const now = sourceTextsOf(collection.fields, source, { data, editing, stored })
  const before = operation === 'update' && !wasMissing.includes(source) ? sourceTextsOf(collection.fields, source, { stored }) : now
  const outdated: Locale[] = []
  for (const locale of localeCodes) {
    if (locale === source || missing.includes(locale)) continue
    if (data.markTranslated === true && locale === editing) baseline.of[locale] = now
    // A translation first complete now, or from before this was recorded, was made from the source as it stood.
    baseline.of[locale] ??= before
    if (changedFields(baseline.of[locale], now).length > 0) outdated.push(locale)
  }
  data.translationBaseline = baseline
  data.outdatedTranslations = outdated
  delete data.markTranslated
  return data
}
