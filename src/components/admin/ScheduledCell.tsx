import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'
import { dateFormatLocale, localeOrDefault, siteTimeZone } from '@/i18n/locales'
import { adminText } from '@/labels/admin-ui'
import { type Schedule, upcomingSchedules } from './schedules'

const text = adminText.week

/** More than this many waiting at once is beyond what editors schedule; the cells show the soonest. */
const most = 500

/** What is scheduled for each document, read once per request however many rows the list shows. */
const schedulesByDocument = cache(async (payload: Payload): Promise<Map<string, Schedule>> => {
  const byDocument = new Map<string, Schedule>()
  for (const schedule of await upcomingSchedules(payload, { limit: most })) {
    const key = `${schedule.collection}:${schedule.documentId}`
    if (schedule.collection && schedule.documentId !== undefined && !byDocument.has(key)) byDocument.set(key, schedule)
  }
  return byDocument
})

/**
 * The lists' *Scheduled* column: a badge with the next publication or unpublication waiting for the
 * row's document, on Riyadh's clock, in the admin's language; empty when nothing waits.
 */
export async function ScheduledCell({ payload, rowData, collectionConfig, i18n }: DefaultServerCellComponentProps) {
  const next = (await schedulesByDocument(payload)).get(`${collectionConfig.slug}:${rowData.id}`)
  if (!next) return null
  const language = localeOrDefault(i18n.language)
  const when = new Intl.DateTimeFormat(dateFormatLocale[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: siteTimeZone }).format(new Date(next.when))
  return (
    <span className="scheduled-badge" data-type={next.type}>
      {(next.type === 'unpublish' ? text.unpublish : text.publish)[language]} <time dateTime={next.when}>{when}</time>
    </span>
  )
}
