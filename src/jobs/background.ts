import config from '@payload-config'
import { getPayload } from 'payload'
import { sweepPendingCvs } from '@/forms/pending-cv'
import { closeDatabase } from '@/lib/database'
import { onShutdown } from '@/server/lifecycle'
import { emailRunner } from './email-runner'
import { removeOrphanCvFiles } from './orphan-files'

/**
 * What every server process does besides answering requests, started once when the server starts
 * (src/instrumentation.ts): the e-mail queue, and clearing files that nothing refers to any more.
 * Each stops cleanly on shutdown.
 */
export async function startBackgroundWork() {
  const payload = await getPayload({ config })
  const runner = emailRunner(payload)
  onShutdown('e-mail queue', () => runner.stop())
  const sweep = () =>
    Promise.all([removeOrphanCvFiles(payload), sweepPendingCvs()]).catch((error: unknown) =>
      payload.logger.error({ err: error }, 'Clearing unreferenced files failed'),
    )
  void sweep()
  const hourly = setInterval(sweep, 60 * 60 * 1000)
  hourly.unref()
  onShutdown('file sweeps', () => clearInterval(hourly))
  onShutdown('database', () => closeDatabase(payload))
}
