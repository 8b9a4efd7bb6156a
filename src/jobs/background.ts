import { sitePayload } from '@/data/payload'
import { closeDatabase, watchDatabasePool } from '@/lib/database'
import { onShutdown } from '@/lib/lifecycle'
import { redisClient } from '@/lib/redis'
import { emailRunner, eraseExpiredActivity, eraseExpiredSubmissions, removeOldEmailJobs, removeOrphanCvFiles, startSpoolReplay, sweepPendingCvs, sweepSentLedger } from '@/submissions'
import { removeAbandonedDrafts } from './abandoned-drafts'
import { eraseOldVisitFigures } from './old-visits'
import { startScheduleLoop } from './schedules'

/**
 * What every server process does besides answering requests, started once when the server starts
 * (src/instrumentation.ts): the e-mail queue, scheduled publishing, storing what the spool kept while the database was
 * away, and clearing files and finished jobs that nothing needs any more, submissions and activity past
 * their retention, and drafts abandoned empty. Each stops cleanly on
 * shutdown, in the reverse order: the spool and the queue finish their current item first.
 */
export async function startBackgroundWork() {
  const payload = await sitePayload()
  // Shutdown runs these steps last registered first: the database closes after everything else.
  onShutdown('database', () => closeDatabase(payload))
  watchDatabasePool(payload)
  // The shared cache's connection is opened now, not by the first request that needs it.
  redisClient()
  const runner = emailRunner(payload)
  const replay = startSpoolReplay(payload)
  const schedules = startScheduleLoop(payload)
  onShutdown('spool replay', () => replay.stop())
  onShutdown('scheduled publishing', () => schedules.stop())
  onShutdown('e-mail queue', () => runner.stop())
  const sweep = () =>
    Promise.all([removeOrphanCvFiles(payload), sweepPendingCvs(), removeOldEmailJobs(payload), sweepSentLedger(), eraseExpiredSubmissions(payload), eraseExpiredActivity(payload), removeAbandonedDrafts(payload), eraseOldVisitFigures(payload)]).catch((error: unknown) =>
      payload.logger.error({ err: error }, 'Clearing unreferenced files and old jobs failed'),
    )
  void sweep()
  const hourly = setInterval(sweep, 60 * 60 * 1000)
  hourly.unref()
  onShutdown('sweeps', () => clearInterval(hourly))
}
