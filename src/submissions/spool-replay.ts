import type { Payload } from 'payload'
import { registerReplayer, spoolIds, spoolRead, spoolRemove, spoolSetAside, spoolSweepTemporary } from './spool'
import { isInFlight, storeSubmission, withSubmission } from './store'
import { describeError } from '@/lib/log-safe'
import { emailRunner } from './email/runner'
import { startLoop } from '@/lib/loop'

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
  async function pass(stopped: () => boolean) {
    await spoolSweepTemporary()
    let stored = 0
    for (const id of await spoolIds()) {
      if (stopped()) break
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

  const loop = startLoop(pass, spoolReplayIntervalMs, (error) =>
    payload.logger.warn({ err: describeError(error) }, 'The spool could not be stored yet; trying again shortly'),
  )
  registerReplayer(loop.runSoon)
  return { stop: loop.stop }
}

/** Payload's validation errors: the record itself is at fault, trying again will not help. */
function refusedForGood(error: unknown): boolean {
  const { name, status } = error as { name?: string; status?: number }
  return name === 'ValidationError' || status === 400
}
