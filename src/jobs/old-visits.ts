import type { Payload } from 'payload'
import { eraseInBatches } from '@/lib/erase-in-batches'

/** Visitor figures are kept this many days: a year and a month, to compare a month with the same one last year. */
const keptDays = 400
const batch = 1_000

/** Erases visitor figures older than `keptDays` (ADR 049), in batches. Returns how many rows went. */
export async function eraseOldVisitFigures(payload: Payload, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - keptDays * 86_400_000).toISOString().slice(0, 10)
  return eraseInBatches(payload, 'page-views', { day: { less_than: before } }, batch)
}
