import { describe, expect, it, vi } from 'vitest'

// The probes, counted and held until the test lets them answer.
let pings = 0
let answer: () => void = () => undefined
vi.mock('@/data/payload', () => ({ sitePayload: async () => ({}) }))
vi.mock('@/lib/database', () => ({
  pingDatabase: () => {
    pings++
    return new Promise<void>((resolve) => (answer = resolve))
  },
}))
vi.mock('@/lib/redis', () => ({ withRedis: async () => null }))
vi.mock('@/lib/storage', () => ({ storageReachable: async () => 'folder' }))
vi.mock('@/submissions', () => ({ spoolUsage: async () => ({ ok: true, records: 0, bytes: 0 }) }))

const { readiness } = await import('./readiness')

describe('readiness', () => {
  it('probes once for any number of callers while a check runs, and afresh after it', async () => {
    const callers = Array.from({ length: 50 }, () => readiness())
    await vi.waitFor(() => expect(pings).toBe(1))
    answer()
    const reports = await Promise.all(callers)
    expect(reports.every((report) => report.ready && report.database.ok)).toBe(true)
    expect(pings).toBe(1)
    // The next caller after the answer gets a new check, not the old answer.
    const next = readiness()
    await vi.waitFor(() => expect(pings).toBe(2))
    answer()
    expect((await next).ready).toBe(true)
  })
})
