import { stringify } from 'csv-stringify/sync'
import type { CollectionSlug, Endpoint, Field, FlattenedField, Payload, PayloadRequest, TypedUser, Where } from 'payload'
import { hasRole } from '@/access'
import { recordActivity } from '../hooks/activity'
import { neutralizeCell } from '@/lib/security/spreadsheet'
import { type Locale, localeOrDefault, siteTimeZone } from '@/i18n/locales'

/**
 * Submissions as a spreadsheet (docs/decisions/019-editing-workflow.md): every row that matches the
 * list's filter and search (not one page of it), every field the admin shows, headed by the fields'
 * labels in the admin's language, option values as their labels, related documents by name, and
 * text that a spreadsheet would run as a formula written as text. UTF-8 with a byte-order mark, so
 * that Excel reads Arabic correctly.
 */
/** The admin's interface language: one of the site's locales (payload.config.ts). */
type Language = Locale
type Label = string | Record<string, string> | false | undefined | ((...args: never[]) => unknown)

const yesNo: Record<Language, [string, string]> = { en: ['Yes', 'No'], ar: ['نعم', 'لا'] }
const fixedHeaders: Record<string, Record<Language, string>> = {
  id: { en: 'ID', ar: 'المعرّف' },
  createdAt: { en: 'Received', ar: 'تاريخ الاستلام' },
  updatedAt: { en: 'Last changed', ar: 'آخر تعديل' },
}

/** Said after a time's column header: times are written as the clock in Riyadh shows them. */
const riyadhTime: Record<Language, string> = { en: ' (Riyadh time)', ar: ' (بتوقيت الرياض)' }

/** "2026-11-28 08:15", a date and time every spreadsheet reads as one, on Riyadh's clock. */
const riyadhClock = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: siteTimeZone })
function inRiyadh(value: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  const part = Object.fromEntries(riyadhClock.formatToParts(date).map((p) => [p.type, p.value]))
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`
}

/**
 * A phone number as it was stored (+ and digits only, checked by the form) written as a formula that
 * gives the number as text: a plain "+966…" is read as a sum (and shown as 966…), and the apostrophe
 * that disarms other cells would show in the sheet. Nothing but + and digits can be inside it.
 */
const phoneNumber = /^\+\d{7,15}$/
const phoneCell = (value: string) => `="${value}"`

function labelIn(label: Label, name: string, language: Language): string {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') return label[language] ?? label.en ?? name
  if (fixedHeaders[name]) return fixedHeaders[name][language]
  // Payload's own rule for a field without a label: its name in words ("fullName" → "Full Name").
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
}

type Column = { field: FlattenedField; header: string }

function columnsOf(payload: Payload, collection: CollectionSlug, language: Language): Column[] {
  const fields = payload.collections[collection].config.flattenedFields
  return fields
    .filter((field) => !(field as Field & { hidden?: boolean }).hidden && !field.admin?.disabled && field.type !== 'join')
    .map((field) => ({ field, header: labelIn((field as { label?: Label }).label, field.name, language) + (field.type === 'date' ? riyadhTime[language] : '') }))
}

/** A cell as the sheet shows it: text that a spreadsheet would run as a formula written as text. */
function cell(payload: Payload, field: FlattenedField, value: unknown, language: Language): string | number {
  if (field.type === 'text' && field.name === 'phone' && typeof value === 'string' && phoneNumber.test(value)) return phoneCell(value)
  const shown = cellText(payload, field, value, language)
  return typeof shown === 'string' ? (neutralizeCell(shown) as string) : shown
}

function cellText(payload: Payload, field: FlattenedField, value: unknown, language: Language): string | number {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map((item) => cellText(payload, field, item, language)).join('; ')
  if (field.type === 'date' && typeof value === 'string') return inRiyadh(value)
  if (field.type === 'select' || field.type === 'radio') {
    const option = field.options.find((o) => (typeof o === 'string' ? o : o.value) === value)
    return option && typeof option === 'object' ? labelIn(option.label as Label, String(value), language) : String(value)
  }
  if (field.type === 'checkbox') return yesNo[language][value ? 0 : 1]
  if ((field.type === 'relationship' || field.type === 'upload') && typeof value === 'object') {
    const related = value as Record<string, unknown>
    const relation = Array.isArray(field.relationTo) ? undefined : field.relationTo
    const titleField = relation ? payload.collections[relation]?.config.admin?.useAsTitle : undefined
    // A person by their name (a staff member's e-mail only when they have none), a file by its name.
    return String(related.filename ?? related.name ?? (titleField ? related[titleField] : undefined) ?? related.email ?? related.id ?? '')
  }
  if (typeof value === 'object') return JSON.stringify(value)
  return typeof value === 'number' ? value : String(value)
}

/** The CSV of every matching row. `search` is the list's search box, over its searchable fields. */
export async function exportCsv(
  payload: Payload,
  { collection, where, search, language, user }: { collection: CollectionSlug; where?: Where; search?: string; language: Language; user: TypedUser | null },
): Promise<string> {
  const searchable = payload.collections[collection].config.admin?.listSearchableFields ?? []
  const conditions: Where[] = []
  if (where && Object.keys(where).length > 0) conditions.push(where)
  if (search?.trim() && searchable.length > 0) conditions.push({ or: searchable.map((name) => ({ [name]: { like: search.trim() } })) })
  const { docs } = await payload.find({
    collection,
    where: conditions.length > 0 ? { and: conditions } : {},
    pagination: false,
    depth: 1,
    sort: '-createdAt',
    overrideAccess: false,
    user,
  })
  const columns = columnsOf(payload, collection, language)
  const rows = docs.map((doc) => Object.fromEntries(columns.map(({ field }) => [field.name, cell(payload, field, (doc as unknown as Record<string, unknown>)[field.name], language)])))
  return `\uFEFF${stringify(rows, { header: true, columns: columns.map(({ field, header }) => ({ key: field.name, header })), record_delimiter: 'windows' })}`
}

/** `GET /api/{collection}/export` with the list's `where` and `search`: staff who may read submissions only. */
export function exportEndpoint(collection: CollectionSlug): Endpoint {
  return {
    path: '/export',
    method: 'get',
    handler: async (req: PayloadRequest) => {
      if (!hasRole(req.user as { roles?: string[] } | null, 'submissions')) return Response.json({ errors: [{ message: req.t('error:unauthorized') }] }, { status: 403 })
      const query = req.query as { where?: Where; search?: string }
      const language = localeOrDefault(req.i18n.language)
      const csv = await exportCsv(req.payload, { collection, where: query.where, search: query.search, language, user: req.user })
      await recordActivity(req, { action: 'exported', kind: collection })
      const date = new Date().toISOString().slice(0, 10)
      return new Response(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${collection}-${date}.csv"`,
          'cache-control': 'no-store',
        },
      })
    },
  }
}
