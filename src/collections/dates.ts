import type { SchedulePublish } from 'payload'

// How the admin picks and shows dates: scheduled publications and day-only fields.

/**
 * Scheduled publishing at any minute (Payload's time list offers every fifth minute unless told),
 * in Riyadh's time by default (`admin.timezones` in payload.config.ts).
 */
export const anyMinute: SchedulePublish = { timeIntervals: 1 }

/**
 * A date without a time, shown with its year ("27 November 2026", «27 نوفمبر 2026»): Payload's
 * default for a day-only field showed a midnight time and no year.
 */
export const dayOnly = { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } as const
