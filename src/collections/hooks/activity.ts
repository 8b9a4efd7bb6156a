import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, GlobalAfterChangeHook, PayloadRequest, SelectField } from 'payload'
import type { Activity } from '@/payload-types'
import { isLocale } from '@/i18n/locales'
import { hasLocalizedField } from '@/lib/localized-fields'
import { collectionLabels, globalLabels } from '@/labels/collections'
import { adminText } from '@/labels/admin-ui'
import type { Label } from '@/labels/label'
import { optionLabels } from '@/labels/options'

// The activity log's entries (ADR 048): what each save, deletion, sign-in, export and erasure
// writes to the `activity` collection (collections/Activity.ts).

type ActivityAction = keyof typeof optionLabels.activityActions
export const activityAreas = ['content', 'submissions', 'accounts'] as const
type Area = (typeof activityAreas)[number]

/** The collections whose records are people's submissions: their entries never name the person. */
const submissionKinds = new Set(['consultation-requests', 'job-applications', 'cv-files'])
const accountKinds = new Set(['users'])

/** What an entry is about, by name: a collection's document, a global, or a personal-data request. */
export const activityKindLabels: Record<string, Label> = {
  ...Object.fromEntries(Object.entries(collectionLabels).map(([kind, labels]) => [kind, labels.singular])),
  ...globalLabels,
  'personal-data': adminText.week.personalDataRequest,
}
export const activityKinds: SelectField['options'] = Object.entries(activityKindLabels).map(([value, label]) => ({ value, label }))

const areaOf = (kind: string): Area => (submissionKinds.has(kind) || kind === 'personal-data' ? 'submissions' : accountKinds.has(kind) ? 'accounts' : 'content')

/** Saves of one document by one person within this time make one entry ("Saved changes", ×n): autosave saves every few seconds. */
const coalesceMs = 30 * 60_000

type Staff = { id: number | string; name?: string | null; email?: string | null }

export type ActivityEntry = {
  action: ActivityAction
  kind: string
  documentId?: number | string
  title?: string | null
  locale?: string | null
  count?: number
}

/**
 * Writes one entry of the activity log, in the request's transaction (a save that fails leaves no
 * entry). Only what staff do is logged: a request without a signed-in user (a visitor's form, the
 * seed, the site's own jobs) writes nothing. `user` is for the sign-in, before the request has one.
 */
export async function recordActivity(req: PayloadRequest, entry: ActivityEntry, user = req.user as Staff | null | undefined): Promise<void> {
  if (!user || (req.user && req.user.collection !== 'users')) return
  const documentId = entry.documentId === undefined ? undefined : String(entry.documentId)
  const locale = entry.locale && isLocale(entry.locale) ? entry.locale : null
  const at = new Date().toISOString()
  if (entry.action === 'updated' && documentId) {
    const { docs } = await req.payload.find({
      collection: 'activity',
      where: {
        and: [
          { user: { equals: user.id } },
          { kind: { equals: entry.kind } },
          { documentId: { equals: documentId } },
          { action: { equals: 'updated' } },
          locale ? { locale: { equals: locale } } : { locale: { exists: false } },
          { at: { greater_than: new Date(Date.now() - coalesceMs).toISOString() } },
        ],
      },
      sort: '-at',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const last = docs[0]
    if (last) {
      await req.payload.update({ collection: 'activity', id: last.id, data: { at, count: (last.count ?? 1) + 1, title: entry.title ?? last.title }, depth: 0, overrideAccess: true, req })
      return
    }
  }
  await req.payload.create({
    collection: 'activity',
    data: {
      at,
      who: user.name?.trim() || user.email || String(user.id),
      user: user.id as number,
      action: entry.action,
      area: areaOf(entry.kind),
      kind: entry.kind as Activity['kind'],
      // A submission's entry names no one: the person's data must go wholly when it is erased.
      title: submissionKinds.has(entry.kind) ? null : (entry.title ?? null),
      documentId,
      locale,
      // Saves counted together, or the records an erasure removed.
      count: entry.count ?? (entry.action === 'updated' ? 1 : null),
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
}

/** Set on the request while a version is restored (endpoints/restore-as-draft.ts): logged as a restore. */
export const restoringVersion = 'restoringVersion'

type Versioned = { _status?: 'draft' | 'published' | null } | null | undefined

/**
 * What a save did. The admin saves drafts and autosaves with `?draft=true`; a save without it that
 * leaves a published document published is a publication, one that turns it to a draft an
 * unpublication.
 */
function actionOfSave(operation: 'create' | 'update', doc: Versioned, previousDoc: Versioned, req: Pick<PayloadRequest, 'query' | 'context'>): ActivityAction {
  if (req.context?.[restoringVersion]) return 'restored'
  const draftSave = String((req.query as Record<string, unknown> | undefined)?.draft) === 'true'
  if (!draftSave && doc?._status === 'published') return 'published'
  if (operation === 'create') return 'created'
  if (!draftSave && doc?._status === 'draft' && previousDoc?._status === 'published') return 'unpublished'
  return 'updated'
}

/** A document's title as the log keeps it: its `useAsTitle` field when that holds text. */
export const titleOf = (doc: Record<string, unknown>, field: string | undefined): string | null => {
  const value = field ? doc[field] : undefined
  return typeof value === 'string' && value ? value : null
}

/** The collection with its saves and deletions written to the activity log. */
export function withActivityLog(collection: CollectionConfig): CollectionConfig {
  const kind = collection.slug
  const titleField = collection.admin?.useAsTitle
  const localized = hasLocalizedField(collection.fields)
  const localeOf = (req: PayloadRequest) => (localized ? req.locale : null)
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
    const action = actionOfSave(operation, doc, previousDoc, req)
    await recordActivity(req, { action, kind, documentId: doc.id, title: titleOf(doc, titleField), locale: localeOf(req) })
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, id, req }) => {
    await recordActivity(req, { action: 'deleted', kind, documentId: id, title: titleOf(doc, titleField), locale: localeOf(req) })
  }
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), afterChange],
      afterDelete: [...(hooks.afterDelete ?? []), afterDelete],
      ...(collection.auth ? { afterLogin: [...(hooks.afterLogin ?? []), ({ req, user }) => recordActivity(req, { action: 'signed-in', kind, documentId: user.id, title: user.email }, user)] } : {}),
    },
  }
}

/** A global's saves written to the activity log. */
export const globalActivity: GlobalAfterChangeHook = async ({ doc, previousDoc, global, req }) => {
  await recordActivity(req, { action: actionOfSave('update', doc, previousDoc, req), kind: global.slug, locale: req.locale })
  return doc
}
