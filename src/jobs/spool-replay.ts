import type { Payload } from 'payload'
import { registerReplayer, spoolIds, spoolRead, spoolRemove, spoolSetAside, spoolSweepTemporary } from '@/forms/spool'
import { isInFlight, storeSubmission, withSubmission } from '@/forms/store'
import { describeError } from '@/lib/log-safe'
import { emailRunner } from './email-runner'

/**
 * Stores what the spool kept while the database was away (forms/spool.ts), in every server process
 * from start-up: every few seconds while records wait, and at once when a request adds one. A
 * record is removed once it is stored with its e-mails queued; storing is keyed by the submission,
 * so a record stored before a crash is not stored twice. A pass stops at the first failure (the
 * database is still away) and the next one starts over. A record the database refuses for good
 * (it fails validation: not an outage) is set aside in the spool's `refused` folder and logged.
 */
export const spoolReplayIntervalMs = Number(process.env.SPOOL_REPLAY_INTERVAL_MS ?? 5_000)

export function startSpoolReplay(payload: Payload): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null
  let again = false
  let stopped = false

  async function pass() {
    await spoolSweepTemporary()
    let stored = 0
    for (const id of await spoolIds()) {
      if (stopped) break
      // A request of this process is storing it right now.
      if (isInFlight(id)) continue
      await withSubmission(id, async () => {
        const record = await spoolRead(id)
        if (!record) return
        try {
          await storeSubmission(payload, record)
          await spoolRemove(id)
          stored += 1
        } catch (error) {
          if (!refusedForGood(error)) throw error
          await spoolSetAside(id)
          payload.logger.error({ err: describeError(error), submissionId: id }, 'A spooled submission was refused by the database; set aside in the spool for a person to look at')
        }
      })
    }
    if (stored > 0) {
      payload.logger.info({ stored }, 'Stored submissions kept in the spool while the database was away')
      emailRunner(payload).runSoon()
    }
  }

  function run() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = (async () => {
      do {
        again = false
        await pass()
      } while (again && !stopped)
    })()
      .catch((error: unknown) => payload.logger.warn({ err: describeError(error) }, 'The spool could not be stored yet; trying again shortly'))
      .finally(() => {
        running = null
      })
  }

  registerReplayer(run)
  const timer = setInterval(run, spoolReplayIntervalMs)
  timer.unref()
  run()
  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}

/** Payload's validation errors: the record itself is at fault, trying again will not help. */
function refusedForGood(error: unknown): boolean {
  const { name, status } = error as { name?: string; status?: number }
  return name === 'ValidationError' || status === 400
}
