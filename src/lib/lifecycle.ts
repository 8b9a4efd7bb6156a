/**
 * Work to finish before the process exits (the e-mail queue, open database pools, logs). The
 * server and the app are separate module graphs (the app is bundled by Next.js), so the list
 * lives on `globalThis`.
 */
type Hook = { name: string; run: () => Promise<void> | void }

const key = Symbol.for('thaqib.shutdownHooks')
const registry = globalThis as unknown as { [key]?: Hook[] }

export function onShutdown(name: string, run: Hook['run']) {
  ;(registry[key] ??= []).push({ name, run })
}

/** Runs every hook, the last registered first; a failing hook does not stop the others. */
export async function runShutdownHooks(log: (message: string, error?: unknown) => void) {
  for (const hook of [...(registry[key] ?? [])].reverse()) {
    try {
      await hook.run()
    } catch (error) {
      log(`shutdown step "${hook.name}" failed`, error)
    }
  }
}

const closingKey = Symbol.for('thaqib.shuttingDown')
const state = globalThis as unknown as { [closingKey]?: boolean }

/** Said by the server when it stops taking requests: background work then starts nothing new. */
export function markShuttingDown() {
  state[closingKey] = true
}

export const shuttingDown = () => state[closingKey] === true
