import { describe, expect, it } from 'vitest'
import { balancedRows, gridLayout, rowsFor } from './grid'

describe('balancedRows', () => {
  it('fills rows evenly, shorter rows first', () => {
    expect(balancedRows(4, 3)).toEqual([2, 2])
    expect(balancedRows(5, 3)).toEqual([2, 3])
    expect(balancedRows(5, 4)).toEqual([2, 3])
    expect(balancedRows(6, 4)).toEqual([3, 3])
    expect(balancedRows(7, 4)).toEqual([3, 4])
    expect(balancedRows(11, 4)).toEqual([3, 4, 4])
    expect(balancedRows(11, 3)).toEqual([2, 3, 3, 3])
    expect(balancedRows(3, 4)).toEqual([3])
  })

  it('refuses a row with one card beside fuller rows', () => {
    expect(balancedRows(3, 2)).toBeNull()
    expect(balancedRows(5, 2)).toBeNull()
    expect(balancedRows(1, 4)).toEqual([1])
  })
})

describe('rowsFor', () => {
  it('takes fewer columns rather than leave a card alone', () => {
    expect(rowsFor(5, 2)).toEqual([1, 1, 1, 1, 1])
    expect(rowsFor(3, 2)).toEqual([1, 1, 1])
    expect(rowsFor(4, 2)).toEqual([2, 2])
  })

  it('never leaves a lone card or an empty cell, whatever the count and the limit', () => {
    for (let count = 1; count <= 24; count++) {
      for (const max of [1, 2, 3, 4] as const) {
        const rows = rowsFor(count, max)
        expect(rows.reduce((a, b) => a + b, 0)).toBe(count)
        expect(Math.max(...rows)).toBeLessThanOrEqual(max)
        if (rows.some((n) => n > 1)) expect(rows).not.toContain(1)
        expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1)
      }
    }
  })
})

describe('gridLayout', () => {
  it('gives each item the span of its row at each breakpoint', () => {
    const grid = gridLayout(5, { sm: 2, lg: 3 })
    // Five in two columns would leave one alone: one column until lg, then two above three.
    expect(grid.list).toBe('grid lg:grid-cols-12')
    expect([0, 1, 2, 3, 4].map(grid.item)).toEqual(['lg:col-span-6', 'lg:col-span-6', 'lg:col-span-4', 'lg:col-span-4', 'lg:col-span-4'])
  })

  it('writes a span only where it changes', () => {
    const grid = gridLayout(4, { sm: 2, xl: 4 })
    expect(grid.list).toBe('grid sm:grid-cols-12')
    expect(grid.item(0)).toBe('sm:col-span-6 xl:col-span-3')
    expect(gridLayout(6, { sm: 2, lg: 3, xl: 4 }).item(5)).toBe('sm:col-span-6 lg:col-span-4')
  })

  it('keeps one item across the whole width', () => {
    const grid = gridLayout(1, { md: 2, lg: 3 })
    expect(grid.list).toBe('grid')
    expect(grid.item(0)).toBe('')
  })
})
