import { describe, expect, it } from 'vitest'
import { arrangementFor, classProps, gridLayout, rowsOf, type GridColumnCount } from './grid'

const rows = (count: number, max: GridColumnCount) => rowsOf(arrangementFor(count, max), count)

describe('arranging cards', () => {
  it('fills every row with cards of one width, widening the first cards where the count falls short', () => {
    // Seven solutions: not three over four, but a wide card and two above four.
    expect(rows(7, 4)).toEqual([
      [2, 1, 1],
      [1, 1, 1, 1],
    ])
    expect(rows(6, 4)).toEqual([
      [1, 1, 1],
      [1, 1, 1],
    ])
    expect(rows(5, 4)).toEqual([
      [2, 1],
      [1, 1, 1],
    ])
    expect(rows(7, 3)).toEqual([[2, 1], [2, 1], [1, 1, 1]])
    expect(rows(4, 3)).toEqual([
      [1, 1],
      [1, 1],
    ])
    expect(rows(3, 4)).toEqual([[1, 1, 1]])
  })

  it('never widens a card in two columns (it would be alone in its row): one column instead', () => {
    expect(rows(3, 2)).toEqual([[1], [1], [1]])
    expect(rows(5, 2)).toEqual([[1], [1], [1], [1], [1]])
    expect(rows(4, 2)).toEqual([
      [1, 1],
      [1, 1],
    ])
    expect(rows(1, 4)).toEqual([[1]])
  })

  it('leaves no lone card, no empty cell and no third width, whatever the count and the limit', () => {
    for (let count = 1; count <= 24; count++) {
      for (const max of [1, 2, 3, 4] as const) {
        const arrangement = arrangementFor(count, max)
        const laid = rowsOf(arrangement, count)
        expect(laid.flat()).toHaveLength(count)
        expect(arrangement.columns).toBeLessThanOrEqual(max)
        for (const row of laid) {
          expect(row.reduce((a, b) => a + b, 0)).toBe(arrangement.columns)
          if (laid.length > 1 && arrangement.columns > 1) expect(row.length).toBeGreaterThan(1)
          expect(row.every((width) => width === 1 || width === 2)).toBe(true)
        }
      }
    }
  })
})

describe('gridLayout', () => {
  it('gives each item the span of its place at each breakpoint', () => {
    const grid = gridLayout(7, { sm: 2, lg: 3, xl: 4 })
    // Seven in two columns would leave one alone: one column until lg.
    expect(grid.list).toBe('grid lg:grid-cols-12')
    expect([0, 1, 2, 3, 4, 5, 6].map(grid.item)).toEqual([
      'lg:col-span-8 xl:col-span-6',
      'lg:col-span-4 xl:col-span-3',
      'lg:col-span-8 xl:col-span-3',
      'lg:col-span-4 xl:col-span-3',
      'lg:col-span-4 xl:col-span-3',
      'lg:col-span-4 xl:col-span-3',
      'lg:col-span-4 xl:col-span-3',
    ])
  })

  it('writes a span only where it changes', () => {
    // Five: one column, then a wide opener and a row of three from lg, the same at xl (four columns
    // would need three wide cards in two rows).
    const grid = gridLayout(5, { sm: 2, lg: 3, xl: 4 })
    expect(grid.list).toBe('grid lg:grid-cols-12')
    expect([0, 1, 2, 3, 4].map(grid.item)).toEqual(['lg:col-span-8', 'lg:col-span-4', 'lg:col-span-4', 'lg:col-span-4', 'lg:col-span-4'])
  })

  it('gives cards of one width nothing of their own: the list says how many columns it has', () => {
    const four = gridLayout(4, { sm: 2, xl: 4 })
    expect(four.list).toBe('grid sm:grid-cols-2 xl:grid-cols-4')
    expect([0, 1, 2, 3].map(four.item)).toEqual([undefined, undefined, undefined, undefined])
    const six = gridLayout(6, { sm: 2, lg: 3, xl: 4 })
    expect(six.list).toBe('grid sm:grid-cols-2 lg:grid-cols-3')
    expect(six.item(5)).toBeUndefined()
  })

  it('turns to twelve tracks at the first wide card and keeps them from there', () => {
    // Eight: two columns until lg, then twelve tracks with a wide opener in three and four columns.
    const grid = gridLayout(8, { sm: 2, lg: 3, xl: 4 })
    expect(grid.list).toBe('grid sm:grid-cols-2 lg:grid-cols-12')
    expect(grid.item(0)).toBe('lg:col-span-8 xl:col-span-3')
    expect(grid.item(7)).toBe('lg:col-span-4 xl:col-span-3')
  })

  it('keeps one item across the whole width', () => {
    const grid = gridLayout(1, { md: 2, lg: 3 })
    expect(grid.list).toBe('grid')
    expect(grid.item(0)).toBeUndefined()
  })
})

describe('classProps', () => {
  it('gives an element no className prop at all when it has no class', () => {
    expect(classProps(undefined)).toEqual({})
    expect('className' in classProps('')).toBe(false)
    expect(classProps('lg:col-span-8')).toEqual({ className: 'lg:col-span-8' })
  })
})
