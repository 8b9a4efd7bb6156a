import pino from 'pino'

/**
 * Structured JSON logs on standard output, one object per line, for the log collector. Requests
 * are logged by method, path (never the query string or body: forms carry personal data), status,
 * duration and request id.
 */
export const log = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'thaqib-site' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
})
