import { describe, expect, it } from 'vitest'
import { mostRelated } from './related'

const ids = new Map<string, number>()
const study = (slug: string, ...solutions: string[]) => ({ id: ids.set(slug, ids.size + 1).get(slug)!, slug, solutions: solutions.map((s) => ({ slug: s })) })
const idOf = (slug: string) => ids.get(slug)!

describe('mostRelated', () => {
  // In order of creation, oldest first, as the site lists them.
  const studies = [study('beds', 'health-tech', 'machine-learning'), study('fraud', 'fintech', 'machine-learning', 'big-data'), study('port', 'mobility', 'computer-vision'), study('meters', 'iot', 'big-data'), study('inspection', 'computer-vision', 'iot')]

  it('puts those sharing the most solutions first, then the newest, never the study itself', () => {
    expect(mostRelated(studies, ['fintech', 'machine-learning', 'big-data'], idOf('fraud'), 3).map((s) => s.slug)).toEqual(['meters', 'beds', 'inspection'])
    expect(mostRelated(studies, ['computer-vision', 'iot'], idOf('inspection'), 2).map((s) => s.slug)).toEqual(['meters', 'port'])
  })

  it('differs from page to page', () => {
    const picks = studies.map((s) => mostRelated(studies, s.solutions.map((x) => x.slug), s.id, 3).map((x) => x.slug).join())
    expect(new Set(picks).size).toBe(studies.length)
  })
})
