import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { localeCodes } from '@/i18n/locales'

// A machine with no fonts at all: only the fonts the app ships can draw the cards. Set before the
// first text is drawn in this process (each test file runs in its own process).
beforeAll(() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'no-fonts-'))
  writeFileSync(path.join(dir, 'fonts.conf'), `<?xml version="1.0"?><fontconfig><cachedir>${dir}/cache</cachedir></fontconfig>`)
  process.env.FONTCONFIG_FILE = path.join(dir, 'fonts.conf')
})

const { renderShareCard, textBlock } = await import('./render')
const { woffToSfnt } = await import('./woff')

const block = (text: string) => textBlock('ar', text, { size: 48, weight: 'Bold', color: '#000000', width: 2000 })

describe('share cards', () => {
  it('are 1200x630 PNGs in both languages', async () => {
    for (const locale of localeCodes) {
      const png = await renderShareCard({ locale, title: 'مختبر ثاقب: RAG بالعربية', eyebrow: 'المدونة', siteName: 'مختبر ثاقب', host: 'example.sa' })
      const meta = await sharp(png).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630])
    }
  })

  it('draw Arabic with the shipped font, not as empty boxes', async () => {
    // Missing glyphs would all be boxes of one width; alef is a narrow letter and sheen a wide one.
    const alef = await block('اااااا')
    const sheen = await block('شششششش')
    expect(alef.width).toBeLessThan(sheen.width * 0.5)
  })

  it('join Arabic letters (contextual shaping), unlike the same letters kept apart', async () => {
    const joined = await block('بببببب')
    // U+200C (zero-width non-joiner) keeps each letter in its isolated form.
    const apart = await block('ب\u200cب\u200cب\u200cب\u200cب\u200cب')
    expect(joined.width).toBeLessThan(apart.width * 0.8)
  })
})

describe('woffToSfnt', () => {
  it('refuses what is not a WOFF font', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, certainly not one with tables'))).toThrow(/WOFF/)
  })
})
