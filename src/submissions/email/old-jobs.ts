import type { Payload } from 'payload'
import { EMAIL_QUEUE } from './send-email'

/**
 * Sent e-mails stay in the jobs table for a while (Payload's `deleteJobOnComplete` is off): a job's
 * key is how a submission stored again (the spool's replay) knows its e-mails went already. After
 * this long no replay can come, and the finished jobs are removed.
 */
const keepSentEmailsDays = 30

export async function removeOldEmailJobs(payload: Payload, now = Date.now()): Promise<void> {
  const before = new Date(now - keepSentEmailsDays * 24 * 60 * 60 * 1000).toISOString()
  await payload.delete({
    collection: 'payload-jobs',
    where: { and: [{ queue: { equals: EMAIL_QUEUE } }, { completedAt: { less_than: before } }] },
    overrideAccess: true,
  })
}
