import { z } from 'zod'
import { localeCodes } from '@/i18n/locales'
import { internalKey, isInternalKey } from './internal-key'

// Visitor figures (ADR 049): what the production server counts and the app stores, and the key
// between the two.

/** Page views of one day: of a page in a language, or arriving from another site (`referrer`). */
export type VisitCount = { day: string; kind: 'page' | 'referrer'; key: string; locale: string; views: number }

/** What one sending may hold: the server's own bound on what it keeps, and sane values. */
export const visitCounts = z.object({
  counts: z
    .array(
      z.object({
        day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        kind: z.enum(['page', 'referrer']),
        key: z.string().min(1).max(300),
        locale: z.enum(localeCodes as unknown as [string, ...string[]]),
        views: z.number().int().min(1).max(10_000_000),
      }),
    )
    .max(5_000),
})

/**
 * The rows a day keeps of each kind (pages, linking sites), languages apart; a page or site beyond
 * them is counted in the day's row of this key. Genuine figures stay far below it; without it, any
 * `Referer` a stranger makes up (or any spelling of an address) was a new row kept for 400 days.
 */
export const visitRowsPerDay = 1_000
export const otherVisitsKey = '*'

export const visitsKeyHeader = 'x-visits-key'

/** The key the server sends its counts with (lib/internal-key.ts). */
export const visitsRecordKey = (secret: string) => internalKey(secret, 'record-visits')
export const validVisitsKey = (secret: string, given: string | null) => isInternalKey(secret, 'record-visits', given)
