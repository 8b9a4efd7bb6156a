import { createLogger } from '@/lib/logger.mjs'

/**
 * Structured JSON logs on standard output, one object per line, for the log collector. Requests
 * are logged by method, path (never the query string or body: forms carry personal data), status,
 * duration and request id.
 */
export const log = createLogger()
