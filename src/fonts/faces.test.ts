import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  contains,
  coreRanges,
  formatRanges,
  intersect,
  normalize,
  parseFontsourceCss,
  parseRanges,
  planFaces,
  subtract,
} from './faces'
import { ensureFontFaces, fontSets } from './generate'

const require = createRequire(import.meta.url)
const fontsourceCss = (pkg: string, weight: number) =>
  readFileSync(path.join(path.dirname(require.resolve(`${pkg}/package.json`)), `${weight}.css`), 'utf8')

describe('unicode ranges', () => {
  it('parses and formats single code points and spans', () => {
    const ranges = parseRanges('U+0600-06FF, U+200C,U+1EE00-1EE03')
    expect(ranges).toEqual([
      [0x600, 0x6ff],
      [0x200c, 0x200c],
      [0x1ee00, 0x1ee03],
    ])
    expect(formatRanges(ranges)).toBe('U+0600-06FF,U+200C,U+1EE00-1EE03')
    expect(() => parseRanges('0600-06FF')).toThrow(/Not a unicode-range/)
  })

  it('merges, intersects and subtracts', () => {
    expect(normalize([[10, 20], [21, 25], [5, 12], [40, 40]])).toEqual([[5, 25], [40, 40]])
    expect(intersect([[0, 100]], [[20, 30], [90, 120]])).toEqual([[20, 30], [90, 100]])
    expect(subtract([[0, 100]], [[20, 30], [90, 120]])).toEqual([[0, 19], [31, 89]])
    expect(subtract([[5, 5]], [[5, 5]])).toEqual([])
  })
})

describe('the planned faces', () => {
  for (const set of fontSets) {
    for (const weight of set.weights) {
      it(`${set.pkg} ${weight}: the core and the rest together cover exactly the original ranges`, () => {
        const source = parseFontsourceCss(fontsourceCss(set.pkg, weight))
        expect(source.length).toBeGreaterThan(1)
        const planned = planFaces(source)
        for (const face of source) {
          const fromSameFile = planned.filter((p) => p.source.file === face.file)
          const covered = normalize(fromSameFile.flatMap((p) => p.ranges))
          expect(covered).toEqual(normalize(face.ranges))
          const core = fromSameFile.find((p) => p.source.subsetTo)
          // Only Latin and Arabic are split; the core never reaches beyond the original face.
          expect(Boolean(core)).toBe(face.subset in coreRanges)
          if (core) expect(subtract(core.ranges, face.ranges)).toEqual([])
        }
      })
    }
  }
})

describe('the site text is drawn from the core files', () => {
  const core = normalize(Object.values(coreRanges).flatMap(parseRanges))
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name)
      if (statSync(file).isDirectory()) walk(file)
      else if (/\.(md|json)$/.test(name)) files.push(file)
    }
  }
  walk(path.join(process.cwd(), 'content'))
  files.push(path.join(process.cwd(), 'messages/en.json'), path.join(process.cwd(), 'messages/ar.json'))

  it('every character of the seed content and the message files is in a core range', () => {
    expect(files.length).toBeGreaterThan(20)
    const outside = new Map<string, string>()
    for (const file of files) {
      for (const character of readFileSync(file, 'utf8')) {
        const codePoint = character.codePointAt(0) ?? 0
        if (codePoint < 0x20) continue // line breaks and tabs are not drawn
        if (!contains(core, codePoint)) outside.set(`U+${codePoint.toString(16).toUpperCase()}`, path.relative(process.cwd(), file))
      }
    }
    expect(Object.fromEntries(outside)).toEqual({})
  })
})

describe('ensureFontFaces', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fonts-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('writes smaller core files and one stylesheet per language, then reuses them', async () => {
    expect(await ensureFontFaces(dir)).toEqual({ generated: true })
    for (const set of fontSets) {
      const css = readFileSync(path.join(dir, set.css), 'utf8')
      for (const [, file] of css.matchAll(/url\(\.\/([^)]+)\)/g)) expect(statSync(path.join(dir, file!)).size).toBeGreaterThan(1000)
    }
    const arabicCore = statSync(path.join(dir, 'ibm-plex-sans-arabic-arabic-400-normal-core.woff2')).size
    const arabicFull = statSync(path.join(dir, 'ibm-plex-sans-arabic-arabic-400-normal.woff2')).size
    expect(arabicCore).toBeLessThan(arabicFull * 0.6)
    const woff2 = readFileSync(path.join(dir, 'ibm-plex-sans-arabic-arabic-400-normal-core.woff2'))
    expect(woff2.subarray(0, 4).toString('latin1')).toBe('wOF2')
    expect(await ensureFontFaces(dir)).toEqual({ generated: false })
    // Subsetting eleven font files is seconds of CPU: far over the default 5 s on a busy machine.
  }, 120_000)
})
