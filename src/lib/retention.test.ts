import { describe, expect, it } from 'vitest'
import { monthsBefore } from './retention'

describe('monthsBefore', () => {
  it('is the same day and time that many months before', () => {
    expect(monthsBefore(new Date('2026-11-28T09:30:00Z'), 12).toISOString()).toBe('2025-11-28T09:30:00.000Z')
    expect(monthsBefore(new Date('2026-02-15T00:00:00Z'), 3).toISOString()).toBe('2025-11-15T00:00:00.000Z')
  })

  it('is the last day of a shorter month, never a day of the month after', () => {
    expect(monthsBefore(new Date('2026-03-31T12:00:00Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z')
    expect(monthsBefore(new Date('2024-05-31T12:00:00Z'), 3).toISOString()).toBe('2024-02-29T12:00:00.000Z')
  })
})
