import type { Payload } from 'payload'
import { eraseInBatches } from '@/lib/erase-in-batches'
import { defaultRetentionMonths, monthsBefore } from '@/lib/retention'

/** The submissions kept for a time, each with the site setting that says how many months. */
const retained = [
  { collection: 'consultation-requests', setting: 'consultationMonths' },
  { collection: 'job-applications', setting: 'applicationMonths' },
] as const

/** At most this many are erased per kind and run: a long backlog goes in hourly steps. */
const batch = 100
const logBatch = 1000

/**
 * Erases consultation requests and job applications that nobody has changed for longer than the
 * site settings' retention: kept so long after the last step taken on them, as the privacy policy
 * says (an application's CV goes with it: collections/JobApplications.ts). Personal data is kept
 * only as long as it is needed, as the Personal Data Protection Law asks. Returns how many went.
 */
export async function eraseExpiredSubmissions(payload: Payload, now = new Date()): Promise<number> {
  const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })) as { personalData?: Partial<Record<string, number | null>> }
  let erased = 0
  for (const { collection, setting } of retained) {
    const months = settings.personalData?.[setting] ?? defaultRetentionMonths[setting]
    const cutoff = monthsBefore(now, months)
    erased += await eraseInBatches(payload, collection, { updatedAt: { less_than: cutoff.toISOString() } }, batch)
  }
  if (erased > 0) payload.logger.info(`Erased ${erased} submission(s) past their retention period`)
  return erased
}

/**
 * Erases the activity log's entries older than the site settings' period (ADR 048): the log names
 * staff, and is kept only as long as it serves. Returns how many went.
 */
export async function eraseExpiredActivity(payload: Payload, now = new Date()): Promise<number> {
  const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })) as { personalData?: { activityMonths?: number | null } }
  const cutoff = monthsBefore(now, settings.personalData?.activityMonths ?? defaultRetentionMonths.activityMonths)
  const erased = await eraseInBatches(payload, 'activity', { at: { less_than: cutoff.toISOString() } }, logBatch)
  if (erased > 0) payload.logger.info(`Erased ${erased} activity log entries past their retention period`)
  return erased
}
