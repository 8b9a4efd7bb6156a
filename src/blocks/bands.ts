import type { LayoutBlock } from './types'

type Kind = LayoutBlock['__typename']

/** Blocks that always stand on a band: the proof (case studies). */
const banded: ReadonlySet<Kind> = new Set(['CaseStudyCardsBlock'])

/**
 * Which blocks stand on a tinted band: those that always do, and a block of the same kind as a
 * plain one just before it, so that three feature grids in a row read as three sections.
 */
export function bands(blocks: readonly ({ __typename: Kind } | null)[]): boolean[] {
  const result: boolean[] = []
  blocks.forEach((block, i) => {
    const before = blocks[i - 1]
    result.push(Boolean(block && (banded.has(block.__typename) || (before?.__typename === block.__typename && !result[i - 1]))))
  })
  return result
}
