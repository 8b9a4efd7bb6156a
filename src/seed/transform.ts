import { createHash } from 'node:crypto'
import type { Field, FlattenedBlock, FlattenedField } from 'payload'
import { isLocale, type Locale, localeCodes } from '@/i18n/locales'

/** Resolves references in seed files (media keys, slugs of other documents) to database ids. */
export type Resolver = {
  media(key: string): number
  doc(collection: string, slug: string): number
  richText(markdown: string): Promise<unknown>
}

type Json = unknown

/** A seed value written once per language: an object keyed by exactly the site's locales. */
function isLocalized(value: Json): value is Record<Locale, Json> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return keys.length === localeCodes.length && keys.every(isLocale)
}

/** A stable row id, so every language's pass addresses the same array and block rows. */
function rowId(path: string): string {
  return createHash('sha1').update(path).digest('hex').slice(0, 24)
}

/**
 * Turns a seed document whose texts are objects keyed by locale (`{en, ar}`) into the data for one locale, walking
 * the Payload field config: rich text from Markdown, uploads from media keys, relationships from slugs.
 */
export async function toLocaleData(
  fields: readonly (Field | FlattenedField)[],
  source: Record<string, Json>,
  locale: Locale,
  resolve: Resolver,
  path = '',
): Promise<Record<string, Json>> {
  const out: Record<string, Json> = {}
  for (const field of fields) {
    if (!('name' in field) || !(field.name in source)) continue
    const value = source[field.name]
    const here = `${path}.${field.name}`
    out[field.name] = await convert(field as FlattenedField, value, locale, resolve, here)
  }
  return out
}

async function convert(field: FlattenedField, value: Json, locale: Locale, resolve: Resolver, path: string): Promise<Json> {
  if (value === null || value === undefined) return value
  const pick = (v: Json) => (isLocalized(v) ? v[locale] : v)

  switch (field.type) {
    case 'richText': {
      const markdown = pick(value)
      return typeof markdown === 'string' ? resolve.richText(markdown) : markdown
    }
    case 'upload':
      return typeof value === 'string' ? resolve.media(value) : value
    case 'relationship': {
      // One of several collections: `{ "relationTo": "pages", "value": "privacy-policy" }`.
      if (Array.isArray(field.relationTo)) {
        const { relationTo, value: slug } = value as { relationTo: string; value: Json }
        return { relationTo, value: typeof slug === 'string' ? resolve.doc(relationTo, slug) : slug }
      }
      const collection = field.relationTo
      const one = (v: Json) => (typeof v === 'string' ? resolve.doc(collection, v) : v)
      return Array.isArray(value) ? value.map(one) : one(value)
    }
    case 'group':
      return toLocaleData(field.flattenedFields, value as Record<string, Json>, locale, resolve, path)
    case 'array':
      return Promise.all(
        (value as Record<string, Json>[]).map(async (row, i) => ({
          id: rowId(`${path}[${i}]`),
          ...(await toLocaleData(field.flattenedFields, row, locale, resolve, `${path}[${i}]`)),
        })),
      )
    case 'blocks':
      return Promise.all(
        (value as Record<string, Json>[]).map(async (row, i) => {
          const block = (field.blocks as FlattenedBlock[]).find((b) => b.slug === row.blockType)
          if (!block) throw new Error(`Unknown block type "${String(row.blockType)}" at ${path}[${i}]`)
          return {
            id: rowId(`${path}[${i}]`),
            blockType: block.slug,
            ...(await toLocaleData(block.flattenedFields, row, locale, resolve, `${path}[${i}]`)),
          }
        }),
      )
    default:
      return pick(value)
  }
}
