import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { dominantColor } from './placeholder-color'

describe('dominantColor', () => {
  it('is the colour most of the image has', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#0e1a24"/><rect width="20" height="20" fill="#e0a526"/></svg>')
    const color = await dominantColor(svg)
    // sharp's bins are 8 levels wide per channel: the colour is near the background's.
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(color!.slice(i, i + 2), 16))
    expect(Math.abs(r! - 0x0e) + Math.abs(g! - 0x1a) + Math.abs(b! - 0x24)).toBeLessThan(40)
  })

  it('reads a photograph format', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#23b5b0' } }).jpeg().toBuffer()
    expect(await dominantColor(jpeg)).toMatch(/^#[0-9a-f]{6}$/)
  })

  it('gives none for an image with transparency (it would show through) or a file that is not an image', async () => {
    const logo = await sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer()
    expect(await dominantColor(logo)).toBeNull()
    expect(await dominantColor(Buffer.from('%PDF-1.7 not an image'))).toBeNull()
  })
})
