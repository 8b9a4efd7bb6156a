// Every dependency that can be away (Redis, the database, SMTP, S3) is called through one circuit
// breaker per process (cockatiel), with a time limit on each call: while it is away or hung, calls
// fail at once instead of each waiting out its own time-out, and the callers fall back (pages are
// rendered without the shared cache, counters count in memory, forms are answered from the spool).
// Every few seconds one call is let through to see whether it is back; the first that succeeds
// closes the breaker again (docs/decisions/027-operations.md).
//
// Plain JavaScript: Next.js loads the cache handlers that use it outside its bundles, and the app's
// bundles use it too; the breakers live on `globalThis`, so that all of them share one per dependency.
import { CircuitState, ConsecutiveBreaker, circuitBreaker, handleWhen, isBrokenCircuitError } from 'cockatiel'
import { createLogger } from './logger.mjs'

/**
 * Per dependency: how long one call may take (null: no limit of ours, the client's own time-outs
 * apply), how many failures in a row open the breaker, and how long it then stays open before a
 * call is let through to try.
 * - Redis answers in well under a millisecond; 750 ms means it is hung or cut off.
 * - The database: no limit here (a query may be long; the pool's connection time-out and the callers'
 *   own bounds apply), the breaker only fails calls fast while it is known to be away.
 * - SMTP: no limit of ours: a message abandoned mid-transfer may still be accepted, and sent again.
 * - S3: 5 s for a call (uploads pass through the plugin's own client).
 */
export const dependencySettings = {
  redis: { timeoutMs: 750, failures: 3, retryAfterMs: 5_000 },
  database: { timeoutMs: null, failures: 3, retryAfterMs: 5_000 },
  smtp: { timeoutMs: null, failures: 3, retryAfterMs: 10_000 },
  storage: { timeoutMs: 5_000, failures: 3, retryAfterMs: 5_000 },
}

/** A call refused at once because the dependency is known to be away. */
export class DependencyUnavailable extends Error {
  constructor(name) {
    super(`${name} is unavailable (circuit open)`)
    this.name = 'DependencyUnavailable'
    this.code = 'DEPENDENCY_UNAVAILABLE'
  }
}

const key = Symbol.for('thaqib.dependencies')
const registry = (globalThis[key] ??= new Map())
const log = createLogger({ component: 'dependencies' })

/** A call that took longer than its dependency's time limit. */
class DependencyTimeout extends Error {
  constructor(name, ms) {
    super(`${name} timed out after ${ms} ms`)
    this.name = 'DependencyTimeout'
    this.code = 'DEPENDENCY_TIMEOUT'
  }
}

/**
 * Runs `work` and rejects with DependencyTimeout (aborting its signal) once the dependency has had
 * `ms` to answer. Time this process could not run does not count: on a loaded machine a render or
 * the scheduler can hold it for seconds, and its timer then fires late, before Node has read the
 * answer that may be waiting, or even written the command that was queued. So a timer that fires
 * late gives the dependency its time again, from when the process runs (at most three times); one
 * that fires on time is applied one turn of the event loop later, once the answers that arrived are
 * read. Three such false time-outs opened Redis's breaker on a loaded machine while Redis answered
 * every command, and pages were served from this process's own older copies (ADR 036, ADR 057).
 * @template T
 * @param {string} name
 * @param {(signal: AbortSignal) => Promise<T>} work
 * @param {number} ms
 * @returns {Promise<T>}
 */
function withinLimit(name, work, ms) {
  const controller = new AbortController()
  return new Promise((resolve, reject) => {
    let done = false
    let timer
    const settle = (finish) => (value) => {
      if (done) return
      done = true
      clearTimeout(timer)
      finish(value)
    }
    const giveUp = () => {
      if (done) return
      controller.abort()
      settle(reject)(new DependencyTimeout(name, ms))
    }
    const wait = (turnsLeft) => {
      const due = performance.now() + ms
      timer = setTimeout(() => {
        const late = performance.now() - due
        if (late > ms / 4 && turnsLeft > 0) wait(turnsLeft - 1)
        else setImmediate(giveUp)
      }, ms)
    }
    wait(3)
    work(controller.signal).then(settle(resolve), settle(reject))
  })
}

function create(name, { timeoutMs, failures, retryAfterMs }) {
  // Only errors count: a rejection with a value (a rate limiter's "no points left") is an answer.
  const breaker = circuitBreaker(handleWhen((error) => error instanceof Error), { halfOpenAfter: retryAfterMs, breaker: new ConsecutiveBreaker(failures) })
  let open = false
  breaker.onBreak((event) => {
    // Logged when it goes away, with the last failure, not at every failed try while it stays away.
    const failure = 'error' in event ? String(event.error) : undefined
    if (!open) log.warn({ dependency: name, failure }, `${name} is unavailable; calls fail at once and one is tried every ${retryAfterMs / 1000} s`)
    open = true
  })
  breaker.onReset(() => {
    if (open) log.info({ dependency: name }, `${name} answers again`)
    open = false
  })
  return {
    name,
    /**
     * Runs `work` (given an AbortSignal that fires at the time limit) through the breaker. Rejects
     * with DependencyUnavailable while the breaker is open, or with the work's own error.
     * @template T
     * @param {(signal: AbortSignal) => Promise<T>} work
     * @returns {Promise<T>}
     */
    async call(work) {
      try {
        return await breaker.execute(({ signal }) => (timeoutMs ? withinLimit(name, work, timeoutMs) : work(signal)))
      } catch (error) {
        if (isBrokenCircuitError(error)) throw new DependencyUnavailable(name)
        throw error
      }
    },
    /** 'ok' while calls pass; 'degraded' while it is known to be away (open, or trying again). */
    get state() {
      return breaker.state === CircuitState.Closed ? 'ok' : 'degraded'
    },
  }
}

/**
 * @typedef {{ name: string, call: <T>(work: (signal: AbortSignal) => Promise<T>) => Promise<T>, readonly state: 'ok' | 'degraded' }} Dependency
 */

/**
 * The process's breaker for a dependency.
 * @param {'redis' | 'database' | 'smtp' | 'storage'} name
 * @returns {Dependency}
 */
export function dependency(name) {
  let found = registry.get(name)
  if (!found) {
    const settings = dependencySettings[name]
    if (!settings) throw new Error(`Unknown dependency ${name}`)
    found = create(name, settings)
    registry.set(name, found)
  }
  return found
}

/** The dependencies this process has called and knows to be away. */
export function degradedDependencies() {
  return [...registry.values()].filter((d) => d.state === 'degraded').map((d) => d.name)
}

const connecting = new WeakMap()

/** Resolves when a node-redis client that is not connected now connects, rejects when its attempt fails. */
function whenConnected(client) {
  let attempt = connecting.get(client)
  if (!attempt) {
    attempt = new Promise((resolve, reject) => {
      const ready = () => {
        client.off('error', failed)
        resolve()
      }
      const failed = (error) => {
        client.off('ready', ready)
        reject(error)
      }
      client.once('ready', ready)
      client.once('error', failed)
    }).finally(() => connecting.delete(client))
    attempt.catch(() => undefined)
    connecting.set(client, attempt)
  }
  return attempt
}

/**
 * A command on a node-redis client through the breaker for Redis: while the client is (re)connecting
 * it waits for the attempt, within the call's time limit; a refused connection fails it at once.
 */
/**
 * @template T
 * @param {{ isReady: boolean, once: Function, off: Function }} client
 * @param {() => Promise<T>} run
 * @returns {Promise<T>}
 */
export function redisCommand(client, run) {
  return dependency('redis').call(() => (client.isReady ? run() : whenConnected(client).then(run)))
}
