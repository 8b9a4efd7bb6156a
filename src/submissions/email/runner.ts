import type { Payload } from 'payload'
import { isDatabaseUnreachable } from '@/lib/database'
import { describeError } from '@/lib/log-safe'
import { claimNextJob, releaseStaleJobs } from '@/lib/job-queue'
import { type Loop, startLoop } from '@/lib/loop'
import { EMAIL_QUEUE } from './send-email'
import { shareSentLedger } from './sent-ledger'

/**
 * Works through the e-mail queue in every server process, from start-up (src/instrumentation.ts):
 * every few seconds, and at once after a submission (`runSoon`). Jobs are taken one at a time with
 * an atomic claim (lib/job-queue.ts), so however many runners and processes there are, each job runs in
 * one place; Payload then runs it (retries and their back-off included). A job left taken by a
 * process that died is freed after `staleMs` and sent then.
 */
export type EmailRunner = Loop

const emailQueueTiming = {
  /** How often each process looks for due e-mails. */
  intervalMs: Number(process.env.EMAIL_QUEUE_INTERVAL_MS ?? 5_000),
  /** The longest wait before a failed e-mail is tried again (Payload's back-off grows beyond it). */
  retryCapMs: Number(process.env.EMAIL_RETRY_CAP_MS ?? 60_000),
  /** A job taken this long ago without a word is orphaned: longer than any SMTP exchange may take. */
  staleMs: Number(process.env.EMAIL_STALE_MS ?? 120_000),
}

const key = Symbol.for('thaqib.emailRunner')
const registry = globalThis as unknown as { [key]?: EmailRunner }

/** The process's runner, started on first use. */
export function emailRunner(payload: Payload): EmailRunner {
  return (registry[key] ??= startRunner(payload))
}

/** One pass over the queue: frees orphaned jobs, then takes and runs due jobs until none is left. */
export async function drainEmailQueue(payload: Payload, shouldStop: () => boolean = () => false): Promise<number> {
  await shareSentLedger()
  const freed = await releaseStaleJobs(payload, EMAIL_QUEUE, emailQueueTiming.staleMs)
  if (freed > 0) payload.logger.warn(`E-mail queue: ${freed} job(s) left by a stopped process are due again`)
  let ran = 0
  while (!shouldStop()) {
    const id = await claimNextJob(payload, EMAIL_QUEUE, emailQueueTiming.retryCapMs)
    if (id === null) break
    await payload.jobs.runByID({ id, overrideAccess: true, silent: true })
    ran += 1
  }
  return ran
}

function startRunner(payload: Payload): EmailRunner {
  return startLoop(
    async (stopped) => {
      await drainEmailQueue(payload, stopped)
    },
    emailQueueTiming.intervalMs,
    // The database away is an outage already reported (a warning), not a new error every few seconds.
    (error) => payload.logger[isDatabaseUnreachable(error) ? 'warn' : 'error']({ err: describeError(error) }, 'E-mail queue run failed; the next run tries again'),
  )
}
