import type { Field } from 'payload'
import type { Locale } from '@/i18n/locales'
import { type SourceTexts, textOf } from '@/lib/translation-changes'

/**
 * Reads a document's source texts for docs/decisions/038-translations-in-step.md: every localized
 * text, textarea and rich text field, at any depth (groups, arrays, blocks), keyed by its path.
 * The slug is an address, not a text to translate.
 */
const notTexts = new Set(['slug'])

type Shape = 'all' | 'one' // a value read with locale 'all' ({ en, ar }) or in one language

type AnyField = Field & { name?: string; localized?: boolean; fields?: Field[]; blocks?: { slug: string; fields: Field[] }[]; tabs?: { name?: string; fields: Field[] }[] }

function inLocale(value: unknown, shape: Shape, locale: Locale): unknown {
  return shape === 'all' && value && typeof value === 'object' && !Array.isArray(value) && !('root' in value) ? (value as Record<string, unknown>)[locale] : value
}

function collect(fields: Field[], data: Record<string, unknown> | undefined, shape: Shape, locale: Locale, prefix: string, localized: boolean, out: SourceTexts): void {
  for (const raw of fields) {
    const field = raw as AnyField
    if (!('name' in field) || !field.name) {
      if (field.type === 'tabs') for (const tab of field.tabs ?? []) collect(tab.fields, tab.name ? (data?.[tab.name] as Record<string, unknown>) : data, shape, locale, tab.name ? `${prefix}${tab.name}.` : prefix, localized, out)
      else if (field.fields) collect(field.fields, data, shape, locale, prefix, localized, out)
      continue
    }
    const own = Boolean(field.localized)
    // Inside a localized parent, the values are already in one language.
    let value = data?.[field.name]
    if (own && !localized) value = inLocale(value, shape, locale)
    const path = `${prefix}${field.name}`
    const inside = localized || own
    if (field.type === 'text' || field.type === 'textarea' || field.type === 'richText') {
      if (!inside || notTexts.has(field.name)) continue
      const text = textOf(value)
      if (text) out[path] = text
    } else if (field.type === 'group' && field.fields) {
      collect(field.fields, value as Record<string, unknown>, shape, locale, `${path}.`, inside, out)
    } else if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(value)) {
      value.forEach((row: Record<string, unknown>, index) => {
        const rowFields = field.type === 'blocks' ? field.blocks?.find((block) => block.slug === row.blockType)?.fields : field.fields
        if (rowFields) collect(rowFields, row, shape, locale, `${path}.${index}.`, inside, out)
      })
    }
  }
}

/**
 * The source language's texts of a document, each top-level field read from the save's data when
 * it holds it (in the language being saved) and from the stored document otherwise (all languages).
 */
export function sourceTextsOf(
  fields: Field[],
  source: Locale,
  sources: { data?: Record<string, unknown>; editing?: Locale; stored?: Record<string, unknown> },
): SourceTexts {
  const out: SourceTexts = {}
  for (const field of fields) {
    const name = 'name' in field ? field.name : undefined
    if (name && sources.data && sources.editing === source && name in sources.data) collect([field], sources.data, 'one', source, '', false, out)
    else collect([field], sources.stored, 'all', source, '', false, out)
  }
  return out
}
