import { describe, expect, it } from 'vitest'
import { bands } from './bands'

const blocks = (...kinds: string[]) => kinds.map((k) => ({ __typename: `${k}Block` as never }))

describe('bands', () => {
  it('alternates blocks of one kind in a row, and always bands case studies', () => {
    expect(bands(blocks('Hero', 'FeatureGrid', 'FeatureGrid', 'FeatureGrid', 'CaseStudyCards', 'Faq'))).toEqual([false, false, true, false, true, false])
    expect(bands(blocks('Hero', 'Steps', 'CaseStudyCards', 'CaseStudyCards', 'Steps'))).toEqual([false, false, true, true, false])
    expect(bands([null, ...blocks('Faq')])).toEqual([false, false])
  })
})
