// How long submissions (ADR 046) and the activity log (ADR 048) are kept: the defaults the site settings start from, and the
// cutoff a number of months makes.

/** How many months each kind is kept when the settings say nothing (ADR 046). */
export const defaultRetentionMonths = { consultationMonths: 24, applicationMonths: 12, activityMonths: 12 } as const

/** The same day and time `months` months before `now` (the last day of a shorter month). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now)
  const day = cutoff.getUTCDate()
  cutoff.setUTCDate(1)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate()
  cutoff.setUTCDate(Math.min(day, lastDay))
  return cutoff
}
