import { describe, expect, it } from 'vitest'
import { neutralizeCell } from './spreadsheet'

describe('spreadsheet cells', () => {
  it('turns formula-leading text into plain text', () => {
    for (const formula of ['=HYPERLINK("http://evil.example","Click")', '+1+cmd|" /C calc"!A0', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutralizeCell(formula)).toBe(`'${formula}`)
    }
  })

  it('leaves ordinary text, numbers and empty cells alone', () => {
    for (const value of ['سارة العتيبي', 'a@example.com', 3, null, '']) expect(neutralizeCell(value)).toBe(value)
  })
})
