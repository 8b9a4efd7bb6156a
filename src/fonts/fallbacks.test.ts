import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import * as hb from 'harfbuzzjs'
import { describe, expect, it } from 'vitest'
import { decompress } from 'wawoff2'
import { checkMessageFile } from '@/i18n/message-files'
import { arabicFallbacks, arabicUnicodeRange, fallbackFamily, plexArabicMetrics, renderFallbackCss } from './fallbacks'
import { contains, parseRanges } from './faces'

const require = createRequire(import.meta.url)
const plexFile = (weight: 400 | 700) =>
  path.join(path.dirname(require.resolve('@fontsource/ibm-plex-sans-arabic/package.json')), 'files', `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`)

/** The installed font file of a family and style (fontconfig), the same fonts a browser here uses. */
function systemFontFile(family: string, weight: 400 | 700): string {
  // fontconfig's weights: 80 regular (DejaVu names it "Book"), 200 bold.
  const files = execFileSync('fc-list', ['--format=%{file}\n', `${family}:weight=${weight === 700 ? 200 : 80}:slant=0:width=100`], { encoding: 'utf8' }).split('\n').filter(Boolean)
  if (!files[0]) throw new Error(`${family} ${weight} is not installed: Debian's fonts-noto-core and fonts-dejavu-core have the fallbacks (.ci/run installs them).`)
  return files.sort()[0]!
}

async function loadFont(file: string) {
  // HarfBuzz reads OpenType, not the web's compressed WOFF2.
  const bytes = file.endsWith('.woff2') ? await decompress(readFileSync(file)) : new Uint8Array(readFileSync(file))
  const face = new hb.Face(new hb.Blob(bytes), 0)
  return { face, font: new hb.Font(face) }
}

// The Arabic words of the site's own messages: what the fallback stands in for.
const arabicRanges = parseRanges(arabicUnicodeRange)
const arabicMessages = Object.values(checkMessageFile('ar.json', readFileSync(path.join(process.cwd(), 'messages/ar.json'), 'utf8')).messages)
const arabicWords = arabicMessages
  .flatMap((text) => [...text.matchAll(/\S+/gu)].map(([word]) => [...word].filter((c) => contains(arabicRanges, c.codePointAt(0)!)).join('')))
  .filter(Boolean)

/** The width of the sample in ems, shaped word by word as the browser shapes runs of one font. */
async function sampleWidth(file: string): Promise<number> {
  const { face, font } = await loadFont(file)
  let units = 0
  for (const word of arabicWords) {
    const buffer = new hb.Buffer()
    buffer.addText(word)
    buffer.guessSegmentProperties()
    hb.shape(font, buffer)
    units += buffer.getGlyphPositions().reduce((sum, glyph) => sum + glyph.xAdvance, 0)
  }
  return units / face.upem
}

describe('Arabic fallback fonts', () => {
  it('measures Plex Arabic with the vertical metrics the overrides use', async () => {
    expect(arabicWords.length).toBeGreaterThan(500)
    for (const weight of [400, 700] as const) {
      const { face, font } = await loadFont(plexFile(weight))
      const extents = font.hExtents()
      expect({ ascent: extents.ascender, descent: -extents.descender, lineGap: extents.lineGap, unitsPerEm: face.upem }).toEqual(plexArabicMetrics)
    }
  })

  // Plex's widths, measured once for every fallback, one font at a time: decoded side by side
  // (`Promise.all`), the WOFF2 files gave wrong widths.
  const plexWidths = new Map<400 | 700, number>()
  const plexWidth = async (weight: 400 | 700) => {
    if (!plexWidths.has(weight)) plexWidths.set(weight, await sampleWidth(plexFile(weight)))
    return plexWidths.get(weight)!
  }

  it.each(arabicFallbacks.map((fallback) => [fallback.font, fallback] as const))('%s is scaled to Plex Arabic’s widths', async (font, fallback) => {
    for (const weight of [400, 700] as const) {
      const plex = await plexWidth(weight)
      const own = await sampleWidth(systemFontFile(font, weight))
      // Within half a percent: a paragraph that wraps the same way in both.
      expect(Math.abs(fallback.sizeAdjust[weight] - plex / own), `${font} ${weight}: ${(plex / own).toFixed(3)}`).toBeLessThan(0.005)
    }
  })

  it('writes a face per weight with the scale, Plex’s ascent and descent, and the list of families', () => {
    const css = renderFallbackCss(arabicFallbacks)
    expect(css.match(/@font-face/g)).toHaveLength(arabicFallbacks.length * 2)
    expect(arabicFallbacks.map(fallbackFamily)).toEqual(['Plex Arabic fallback (Noto Sans Arabic)', 'Plex Arabic fallback (Noto Naskh Arabic)', 'Plex Arabic fallback (DejaVu Sans)'])
    expect(css).toContain(`font-family: 'Plex Arabic fallback (Noto Sans Arabic)';
  font-style: normal;
  font-weight: 700;
  src: local('Noto Sans Arabic Bold'), local('NotoSansArabic-Bold');
  size-adjust: 91.3%;
  ascent-override: 118.8%;
  descent-override: 45.5%;
  line-gap-override: 0.0%;
  unicode-range: ${arabicUnicodeRange};`)
    expect(css).toContain(
      "--font-arabic-fallbacks: 'Plex Arabic fallback (Noto Sans Arabic)', 'Plex Arabic fallback (Noto Naskh Arabic)', 'Plex Arabic fallback (DejaVu Sans)';",
    )
  })
})
