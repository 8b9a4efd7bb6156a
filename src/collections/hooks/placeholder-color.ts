import type { CollectionBeforeChangeHook } from 'payload'
import sharp from 'sharp'

/** The images a placeholder colour is worked out for: at most this many pixels are decoded. */
const maxPixels = 40_000_000

/** `#rrggbb` of sharp's dominant colour (its most frequent colour bin). */
function hex({ r, g, b }: { r: number; g: number; b: number }): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`
}

/**
 * The image's dominant colour, from the uploaded file itself: the colour its box is painted until
 * the image arrives, so that a list of cards never shows white boxes while the images load. An image
 * with transparency keeps none (the colour would show through it once loaded), nor one sharp cannot read.
 */
export async function dominantColor(file: Buffer): Promise<string | null> {
  try {
    const small = await sharp(file, { limitInputPixels: maxPixels }).resize(64, 64, { fit: 'inside' }).toBuffer()
    const { dominant, isOpaque } = await sharp(small).stats()
    return isOpaque ? hex(dominant) : null
  } catch {
    return null
  }
}

/** Records the dominant colour of an uploaded image as its placeholder (a new file replaces it). */
export const recordPlaceholderColor: CollectionBeforeChangeHook = async ({ data, req }) => {
  const file = req.file?.data
  if (!file?.length) return data
  return { ...data, placeholderColor: await dominantColor(file) }
}
