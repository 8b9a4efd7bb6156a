// Runs once when a Next.js server process starts (a Next.js convention): the background work
// every process does, the e-mail queue first. Not while building, nor in the Edge runtime.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startBackgroundWork } = await import('./jobs/background')
  await startBackgroundWork()
}
