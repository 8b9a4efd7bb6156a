// Renders the site's icons from the logo mark (public/brand/logo-mark.svg). The outputs are
// committed; run `node scripts/icons.mjs` again after the mark changes.
import { copyFile, readFile, writeFile } from 'node:fs/promises'
import sharp from 'sharp'

const root = new URL('../', import.meta.url)
const mark = await readFile(new URL('public/brand/logo-mark.svg', root))
const navy = '#132b3f'

/** The mark at `size` pixels, on a transparent or a coloured square with `padding` around it. */
async function render(size, { padding = 0, background } = {}) {
  const inner = Math.round(size * (1 - 2 * padding))
  const logo = await sharp(mark, { density: (72 * inner) / 32 }).resize(inner, inner).png().toBuffer()
  return sharp({ create: { width: size, height: size, channels: 4, background: background ?? { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** An .ico that holds PNG images (supported by every current browser). */
function ico(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(pngs.length, 4)
  let offset = header.length
  pngs.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i
    header.writeUInt8(size >= 256 ? 0 : size, entry)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1)
    header.writeUInt16LE(1, entry + 4)
    header.writeUInt16LE(32, entry + 6)
    header.writeUInt32LE(data.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...pngs.map((p) => p.data)])
}

await copyFile(new URL('public/brand/logo-mark.svg', root), new URL('src/app/icon.svg', root))
await writeFile(new URL('src/app/favicon.ico', root), ico([
  { size: 16, data: await render(16) },
  { size: 32, data: await render(32) },
  { size: 48, data: await render(48) },
]))
// iOS fills transparency with black: the touch icon has its own background.
await writeFile(new URL('src/app/apple-icon.png', root), await render(180, { padding: 0.12, background: navy }))
await writeFile(new URL('public/brand/icon-192.png', root), await render(192, { padding: 0.04 }))
await writeFile(new URL('public/brand/icon-512.png', root), await render(512, { padding: 0.04 }))
// Maskable icons are cropped to a circle or squircle: the mark stays inside the 80% safe zone.
await writeFile(new URL('public/brand/icon-maskable-512.png', root), await render(512, { padding: 0.2, background: navy }))
console.log('Icons written.')
