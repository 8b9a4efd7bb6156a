// Runs once when a Next.js server process starts (a Next.js convention): the background work
// every process does, the e-mail queue first. Not while building, nor in the Edge runtime.
//
// It never fails the start: an instance that starts while its database is away (a restart during
// an outage) would otherwise answer every request with an error for the rest of its life. The
// server starts at once (its cached pages and its spool need no database), and the background work
// starts as soon as the database answers.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startBackgroundWork } = await import('./jobs/background')
  const retryMs = 2_000
  const attempt = async (): Promise<void> => {
    try {
      await startBackgroundWork()
    } catch (error) {
      const { describeError } = await import('./lib/log-safe')
      console.warn(`Background work could not start (the database?); trying again in ${retryMs / 1000} s`, describeError(error))
      setTimeout(() => void attempt(), retryMs).unref()
    }
  }
  // Awaited when it works at once, as before; on failure the retries go on in the background.
  await attempt()
}
