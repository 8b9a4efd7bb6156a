import { canAccessAdmin, type PayloadRequest, type ServerFunction } from 'payload'
import { type SchedulePublishHandlerArgs, schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler'
import { type ActivityEntry, recordActivity, titleOf } from '@/collections/hooks/activity'

type Schedule = Pick<SchedulePublishHandlerArgs, 'doc' | 'global' | 'type'> & { locale?: string | null }

/** What a queued schedule is about, read from its job (a cancellation names only the job). */
async function scheduleOf(req: PayloadRequest, jobId: number | string): Promise<Schedule | null> {
  const job = await req.payload.findByID({ collection: 'payload-jobs', id: jobId, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!job || job.taskSlug !== 'schedulePublish') return null
  const input = (job.input ?? {}) as Schedule
  return { doc: input.doc, global: input.global, type: input.type, locale: input.locale }
}

/** The scheduled document's title, as the activity log shows it (its draft: what will be published). */
async function scheduledTitle(req: PayloadRequest, doc: Schedule['doc']): Promise<string | null> {
  const field = doc ? req.payload.config.collections.find(({ slug }) => slug === doc.relationTo)?.admin?.useAsTitle : undefined
  if (!doc || !field) return null
  const found = await req.payload.findByID({ collection: doc.relationTo as never, id: doc.value, depth: 0, draft: true, overrideAccess: true, disableErrors: true, req })
  return found ? titleOf(found as Record<string, unknown>, field) : null
}

/**
 * The admin's schedule drawer (Payload's `schedule-publish` server function, registered in
 * app/(payload)/layout.tsx), with each schedule and each cancellation written to the activity log
 * (ADR 048). A cancellation only removes the schedule: Payload's own handler also queues an empty
 * job after it.
 */
export const schedulePublishAndLog: ServerFunction<SchedulePublishHandlerArgs> = async (args) => {
  const { req, deleteID } = args
  if (deleteID !== undefined && !args.type) {
    await canAccessAdmin({ req })
    const schedule = await scheduleOf(req, deleteID)
    if (!schedule) return { error: `No scheduled publication ${deleteID}` }
    await req.payload.delete({ collection: 'payload-jobs', id: deleteID, overrideAccess: true, req })
    await log(req, 'unscheduled', schedule)
    return { message: req.i18n.t('general:success') }
  }
  const result = (await schedulePublishHandler(args)) as { error?: string } | undefined
  if (!result?.error) await log(req, args.type === 'unpublish' ? 'scheduled-unpublish' : 'scheduled-publish', { doc: args.doc, global: args.global, locale: args.localeToPublish })
  return result
}

async function log(req: PayloadRequest, action: ActivityEntry['action'], schedule: Schedule) {
  const kind = schedule.doc?.relationTo ?? schedule.global
  if (!kind) return
  const locale = schedule.locale && schedule.locale !== 'all' ? schedule.locale : null
  await recordActivity(req, { action, kind, documentId: schedule.doc?.value, title: await scheduledTitle(req, schedule.doc), locale })
}
