import type { SchedulePublish } from 'payload'

/**
 * Scheduled publishing at any minute (Payload's time list offers every fifth minute unless told),
 * in Riyadh's time by default (`admin.timezones` in payload.config.ts).
 */
export const anyMinute: SchedulePublish = { timeIntervals: 1 }
