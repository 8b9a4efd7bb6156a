/**
 * A piece of background work run every `intervalMs` and whenever `runSoon` asks, never twice at
 * once: a request while it runs makes it run once more when it ends. `stopped` tells the work to
 * finish early; `stop` waits for the current run. A failed run is reported and the next one tries
 * again.
 */
export type Loop = { runSoon: () => void; drain: () => Promise<void>; stop: () => Promise<void> }

export function startLoop(work: (stopped: () => boolean) => Promise<void>, intervalMs: number, onError: (error: unknown) => void): Loop {
  let running: Promise<void> | null = null
  let again = false
  let stopped = false
  const isStopped = () => stopped

  function runSoon() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = (async () => {
      do {
        again = false
        await work(isStopped)
      } while (again && !stopped)
    })()
      .catch(onError)
      .finally(() => {
        running = null
      })
  }

  const timer = setInterval(runSoon, intervalMs)
  timer.unref()
  runSoon()

  return {
    runSoon,
    async drain() {
      runSoon()
      while (running) await running
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
