import type { CollectionSlug, Payload, TypedUser } from 'payload'
import { hasRole } from '@/access'
import { activityKindLabels } from '@/collections/hooks/activity'
import { submissionStatuses as statuses } from '@/fields/submission-workflow'
import { dateFormatLocale, type Locale, localeOrDefault, siteTimeZone } from '@/i18n/locales'
import { adminText } from '@/labels/admin-ui'
import { collectionLabels, globalLabels } from '@/labels/collections'
import type { Label } from '@/labels/label'
import { optionLabels } from '@/labels/options'
import { upcomingSchedules } from './schedules'

const text = adminText.week

/** The forms' submissions, counted by where they stand. */
const forms = ['consultation-requests', 'job-applications'] as const
/** The collections with drafts, whose latest version may wait unpublished. */
const drafted = ['posts', 'pages', 'jobs', 'solutions'] as const

/** At most this many scheduled items and drafts are listed (the lists link to the rest). */
const shown = 10

type Named = { collection: CollectionSlug; id: number | string; title: string }

const titleOf = (doc: { title?: unknown }, language: Locale): string => (typeof doc.title === 'string' && doc.title ? doc.title : text.untitled[language])

/** An admin list filtered by one field's value, as the list's own filter writes it. */
const listWhere = (collection: string, field: string, value: string) => `/admin/collections/${collection}?where[${field}][equals]=${encodeURIComponent(value)}`

async function submissionCounts(payload: Payload, since: Date) {
  return Promise.all(
    forms.map(async (collection) => {
      const [recent, ...byStatus] = await Promise.all([
        payload.count({ collection, where: { createdAt: { greater_than: since.toISOString() } }, overrideAccess: true }),
        ...statuses.map((status) => payload.count({ collection, where: { status: { equals: status } }, overrideAccess: true })),
      ])
      return { collection, recent: recent.totalDocs, byStatus: statuses.map((status, i) => ({ status, count: byStatus[i]!.totalDocs })) }
    }),
  )
}

/** What is scheduled next, with its documents' titles. */
async function scheduled(payload: Payload, language: Locale, now: Date) {
  const schedules = await upcomingSchedules(payload, { now, limit: shown })
  return Promise.all(
    schedules.map(async ({ id, when, type, collection, documentId, global }) => {
      let title: string = text.untitled[language]
      if (collection && documentId !== undefined) {
        const doc = await payload.findByID({ collection, id: documentId, draft: true, depth: 0, locale: language, disableErrors: true, overrideAccess: true })
        if (doc) title = titleOf(doc as { title?: unknown }, language)
      }
      if (!collection && global) title = globalLabels[global as keyof typeof globalLabels]?.[language] ?? global
      const href = collection && documentId !== undefined ? `/admin/collections/${collection}/${documentId}` : global ? `/admin/globals/${global}` : null
      return { id, when, type, href, title }
    }),
  )
}

/** Documents whose latest version is a draft not yet published, newest change first. */
async function draftsWaiting(payload: Payload, language: Locale): Promise<Named[]> {
  const lists = await Promise.all(
    drafted.map(async (collection) => {
      const { docs } = await payload.find({ collection, where: { _status: { equals: 'draft' } }, draft: true, sort: '-updatedAt', limit: shown, depth: 0, locale: language, select: { title: true }, overrideAccess: true })
      return docs.map((doc) => ({ collection, id: doc.id, title: titleOf(doc as { title?: unknown }, language) }))
    }),
  )
  return lists.flat()
}

/** The latest entries of the activity log this person may read (their role's area; everything for admins). */
async function recentActivity(payload: Payload, user: TypedUser) {
  const { docs } = await payload.find({ collection: 'activity', sort: '-at', limit: shown, depth: 0, overrideAccess: false, user })
  return docs
}

/** Where an entry's document is edited: a collection's document, a global, or nowhere (an erasure). */
function activityHref(kind: string, documentId: string | null | undefined, action: string): string | null {
  if (action === 'deleted' || action === 'erased' || action === 'exported') return action === 'exported' && kind in collectionLabels ? `/admin/collections/${kind}` : null
  if (kind in globalLabels) return `/admin/globals/${kind}`
  return kind in collectionLabels && documentId ? `/admin/collections/${kind}/${documentId}` : null
}

/**
 * On the admin's dashboard, above the collections: the week's work at a glance (issue of the
 * editors and HR): submissions by form and where they stand, what is scheduled to publish or
 * unpublish, drafts waiting and the latest activity. Each line leads to its list or document.
 * Staff see the parts their role works on.
 */
export async function WeekPanel({ payload, i18n, user }: { payload: Payload; i18n: { language: string }; user?: TypedUser | null }) {
  const roles = user as { roles?: string[] } | null
  const editor = hasRole(roles, 'editor')
  const submissions = hasRole(roles, 'submissions')
  if (!editor && !submissions) return null
  const language = localeOrDefault(i18n.language)
  const now = new Date()
  const [counts, upcoming, drafts, activity] = await Promise.all([
    submissions ? submissionCounts(payload, new Date(now.getTime() - 7 * 86_400_000)) : [],
    editor ? scheduled(payload, language, now) : [],
    editor ? draftsWaiting(payload, language) : [],
    user ? recentActivity(payload, user) : [],
  ])
  const date = new Intl.DateTimeFormat(dateFormatLocale[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: siteTimeZone })
  const say = (label: Label) => label[language]
  return (
    <section aria-labelledby="week-panel" className="week-panel">
      <h2 id="week-panel">{say(text.heading)}</h2>
      <div className="week-panel__columns">
        {submissions ? (
          <div data-testid="week-submissions">
            <h3>{say(text.submissions)}</h3>
            {counts.map((form) => (
              <div key={form.collection}>
                <p>
                  <a href={`/admin/collections/${form.collection}`}>{say(collectionLabels[form.collection].plural)}</a>: {form.recent} {say(text.lastSevenDays)}
                </p>
                <ul>
                  {form.byStatus.map(({ status, count }) => (
                    <li key={status}>
                      <a href={listWhere(form.collection, 'status', status)}>{say(optionLabels.submissionStatuses[status])}</a>: <span data-status={status}>{count}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        {editor ? (
          <div data-testid="week-scheduled">
            <h3>{say(text.scheduled)}</h3>
            {upcoming.length === 0 ? <p>{say(text.noneScheduled)}</p> : null}
            <ul>
              {upcoming.map((item) => (
                <li key={item.id}>
                  {say(item.type === 'unpublish' ? text.unpublish : text.publish)} <time dateTime={item.when}>{item.when ? date.format(new Date(item.when)) : ''}</time>:{' '}
                  {item.href ? (
                    <a href={item.href}>
                      <bdi>{item.title}</bdi>
                    </a>
                  ) : (
                    <bdi>{item.title}</bdi>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {editor ? (
          <div data-testid="week-drafts">
            <h3>{say(text.drafts)}</h3>
            {drafts.length === 0 ? <p>{say(text.noDrafts)}</p> : null}
            <ul>
              {drafts.map((doc) => (
                <li key={`${doc.collection}-${doc.id}`}>
                  <a href={`/admin/collections/${doc.collection}/${doc.id}`}>
                    <bdi>{doc.title}</bdi>
                  </a>{' '}
                  ({say(collectionLabels[doc.collection as (typeof drafted)[number]].singular)})
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div data-testid="week-activity">
          <h3>{hasRole(roles) ? <a href="/admin/collections/activity">{say(text.activity)}</a> : say(text.activity)}</h3>
          {activity.length === 0 ? <p>{say(text.noActivity)}</p> : null}
          <ul>
            {activity.map((entry) => {
              const href = activityHref(entry.kind, entry.documentId, entry.action)
              const kind = activityKindLabels[entry.kind]
              const what = entry.title ? <bdi>{entry.title}</bdi> : kind ? say(kind) : null
              return (
                <li key={entry.id}>
                  <time dateTime={entry.at}>{date.format(new Date(entry.at))}</time> · <bdi>{entry.who}</bdi> · {say(optionLabels.activityActions[entry.action])}
                  {(entry.count ?? 1) > 1 ? ` (×${entry.count})` : ''}
                  {what ? (
                    <>
                      {': '}
                      {href ? <a href={href}>{what}</a> : what}
                      {entry.title && kind ? ` (${say(kind)})` : ''}
                    </>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </div>
      </div>
    </section>
  )
}
