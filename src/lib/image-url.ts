/**
 * The URLs of Next's image optimiser for one image (what `next/image` writes), so that a lazy image
 * carries only its address and its widths to the browser instead of every width's URL twice (in the
 * React payload and in the page), which cost a card about 2 KB of HTML (ADR 011). A unit test holds
 * these to what `getImageProps` writes.
 */
const imageQuality = 75

/** The optimiser's URL for `src` at `width` pixels. */
export function optimizedImageUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${imageQuality}`
}

/** A `srcset` offering `src` at each of `widths`. */
export function optimizedImageSrcSet(src: string, widths: readonly number[]): string {
  return widths.map((width) => `${optimizedImageUrl(src, width)} ${width}w`).join(', ')
}

/** The widths a `srcset` written by `next/image` offers, smallest first. */
export function srcSetWidths(srcSet: string | undefined): number[] {
  return [...(srcSet ?? '').matchAll(/ (\d+)w(?:,|$)/g)].map((m) => Number(m[1]))
}
