import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayload } from '../support/payload-instance'

// Visitor figures (ADR 049): counts sent by several server processes add up in one row per day,
// kind, page and language, on SQLite and on PostgreSQL; old ones are erased.
let payload: Payload
let stop: () => Promise<void>
let addVisitCounts: typeof import('@/collections/endpoints/record-visits').addVisitCounts
let eraseOldVisitFigures: typeof import('@/jobs/old-visits').eraseOldVisitFigures

beforeAll(async () => {
  ;({ payload, stop } = await startPayload('visits'))
  ;({ addVisitCounts } = await import('@/collections/endpoints/record-visits'))
  ;({ eraseOldVisitFigures } = await import('@/jobs/old-visits'))
})

afterAll(async () => {
  await stop?.()
})

const rows = async (key: string) =>
  (await payload.find({ collection: 'page-views', where: { key: { equals: key } }, overrideAccess: true, depth: 0 })).docs
    .map(({ day, kind, locale, views }) => ({ day, kind, locale, views }))
    // By language's code (PostgreSQL sorts its enum in the order of declaration).
    .sort((a, b) => a.locale.localeCompare(b.locale))

describe('visitor figures', () => {
  it('add up what several processes send, at the same moment too', async () => {
    const page = (views: number, locale = 'ar') => ({ day: '2026-11-28', kind: 'page' as const, key: '/ar/blog/x', locale, views })
    await addVisitCounts(payload, [page(2), { day: '2026-11-28', kind: 'referrer', key: 't.co', locale: 'ar', views: 1 }])
    await Promise.all([addVisitCounts(payload, [page(3)]), addVisitCounts(payload, [page(4)]), addVisitCounts(payload, [page(1, 'en')])])
    expect(await rows('/ar/blog/x')).toEqual([
      { day: '2026-11-28', kind: 'page', locale: 'ar', views: 9 },
      { day: '2026-11-28', kind: 'page', locale: 'en', views: 1 },
    ])
    expect(await rows('t.co')).toEqual([{ day: '2026-11-28', kind: 'referrer', locale: 'ar', views: 1 }])
  })

  it('take a large sending in one go', async () => {
    const counts = Array.from({ length: 900 }, (_, i) => ({ day: '2026-11-27', kind: 'page' as const, key: `/blog/post-${i}`, locale: 'en', views: 1 }))
    await addVisitCounts(payload, counts)
    expect((await payload.count({ collection: 'page-views', where: { day: { equals: '2026-11-27' } }, overrideAccess: true })).totalDocs).toBe(900)
  })

  it('keep at most 1,000 linking sites a day: made-up referrers beyond them add up in one row, and known ones keep theirs', async () => {
    const referrer = (key: string, views = 1) => ({ day: '2026-11-26', kind: 'referrer' as const, key, locale: 'en', views })
    await addVisitCounts(payload, Array.from({ length: 1_000 }, (_, i) => referrer(`r${i}.example`)))
    await addVisitCounts(payload, [referrer('r7.example', 2), ...Array.from({ length: 30 }, (_, i) => referrer(`made-up-${i}.example`))])
    const ofDay: Where = { and: [{ day: { equals: '2026-11-26' } }, { kind: { equals: 'referrer' } }] }
    expect((await payload.count({ collection: 'page-views', where: ofDay, overrideAccess: true })).totalDocs).toBe(1_001)
    expect(await rows('r7.example')).toEqual([{ day: '2026-11-26', kind: 'referrer', locale: 'en', views: 3 }])
    expect(await rows('made-up-0.example')).toEqual([])
    expect(await rows('*')).toEqual([{ day: '2026-11-26', kind: 'referrer', locale: 'en', views: 30 }])
    // Another day, and pages, have room of their own.
    await addVisitCounts(payload, [{ ...referrer('news.example'), day: '2026-11-25' }, { day: '2026-11-26', kind: 'page', key: '/about', locale: 'en', views: 1 }])
    expect(await rows('/about')).toEqual([{ day: '2026-11-26', kind: 'page', locale: 'en', views: 1 }])
    expect(await rows('news.example')).toEqual([{ day: '2026-11-25', kind: 'referrer', locale: 'en', views: 1 }])
  })

  it('are erased after 400 days', async () => {
    await addVisitCounts(payload, [{ day: '2025-09-01', kind: 'page', key: '/old', locale: 'en', views: 5 }])
    await eraseOldVisitFigures(payload, new Date('2026-11-28T00:00:00Z'))
    expect(await rows('/old')).toEqual([])
    expect(await rows('t.co')).toHaveLength(1)
  })
})
