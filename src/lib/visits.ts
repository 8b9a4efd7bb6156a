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

export const visitsKeyHeader = 'x-visits-key'

/** The key the server sends its counts with (lib/internal-key.ts). */
export const visitsRecordKey = (secret: string) => internalKey(secret, 'record-visits')
export const validVisitsKey = (secret: string, given: string | null) => isInternalKey(secret, 'record-visits', given)
