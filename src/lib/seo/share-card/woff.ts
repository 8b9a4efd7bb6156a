import { inflateSync } from 'node:zlib'

/**
 * Unpacks a WOFF 1.0 font into the TrueType/OpenType font it wraps (the format's tables, each
 * zlib-compressed, are written back into an sfnt table directory). The renderer's FreeType reads
 * TrueType, and the @fontsource packages ship WOFF: this lets the share cards use the site's fonts.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF 1.0 font')
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  let entrySelector = 0
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++
  const searchRange = 2 ** entrySelector * 16

  const header = Buffer.alloc(12 + 16 * numTables)
  header.writeUInt32BE(flavor, 0)
  header.writeUInt16BE(numTables, 4)
  header.writeUInt16BE(searchRange, 6)
  header.writeUInt16BE(entrySelector, 8)
  header.writeUInt16BE(numTables * 16 - searchRange, 10)

  const bodies: Buffer[] = []
  let offset = header.length
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20
    const tag = woff.readUInt32BE(entry)
    const start = woff.readUInt32BE(entry + 4)
    const compressed = woff.readUInt32BE(entry + 8)
    const original = woff.readUInt32BE(entry + 12)
    const checksum = woff.readUInt32BE(entry + 16)
    const raw = woff.subarray(start, start + compressed)
    const data = compressed < original ? inflateSync(raw) : raw
    if (data.length !== original) throw new Error('Corrupt WOFF table')
    const padded = Buffer.alloc((data.length + 3) & ~3)
    data.copy(padded)
    const record = 12 + i * 16
    header.writeUInt32BE(tag, record)
    header.writeUInt32BE(checksum, record + 4)
    header.writeUInt32BE(offset, record + 8)
    header.writeUInt32BE(original, record + 12)
    bodies.push(padded)
    offset += padded.length
  }
  return Buffer.concat([header, ...bodies])
}
