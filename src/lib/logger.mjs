// One log format for the whole process: JSON lines from pino on standard output, one object per
// event (docs/decisions/027-operations.md). Plain JavaScript, so that the modules Next.js loads
// outside its bundles (the cache handlers, src/lib/dependencies.mjs) log the same way as the
// server in front and Payload.
import { format } from 'node:util'
import pino from 'pino'

/**
 * A pino logger with the site's fields: ISO time, the level by name, the service; to standard output unless told.
 * @param {Record<string, unknown>} [bindings]
 * @param {{ write: (line: string) => void }} [destination]
 */
export function createLogger(bindings = {}, destination = undefined) {
  const options = {
    level: process.env.LOG_LEVEL ?? 'info',
    base: { service: 'thaqib-site', ...bindings },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  }
  return destination ? pino(options, destination) : pino(options)
}

/** The arguments of a `console` call as one log entry: the first Error as `err`, the rest as the message. */
export function consoleEntry(args) {
  const error = args.find((arg) => arg instanceof Error)
  const rest = args.filter((arg) => arg !== error)
  const msg = rest.length ? format(...rest) : (error?.message ?? '')
  return error ? [{ err: error }, msg] : [{}, msg]
}

/**
 * Sends what anything in the process writes with `console` (Next.js's own messages, libraries,
 * code not written for a logger) to `log`, so that no multi-line dump or stack trace reaches the
 * log collector as lines of its own; and Node's process warnings, which it would print to stderr.
 */
export function routeConsoleAndWarnings(log) {
  const levels = { log: 'info', info: 'info', debug: 'debug', trace: 'trace', warn: 'warn', error: 'error' }
  for (const [method, level] of Object.entries(levels)) {
    console[method] = (...args) => {
      const [fields, msg] = consoleEntry(args)
      log[level]({ source: 'console', ...fields }, msg)
    }
  }
  // Node prints warnings through a listener of its own: replaced by one that logs.
  process.removeAllListeners('warning')
  process.on('warning', (warning) => log.warn({ source: 'process', warning: { name: warning.name, code: warning.code, message: warning.message } }, 'process warning'))
}
