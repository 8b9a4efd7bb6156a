import { iconNames } from '@/lib/icons'
import { drawings, type Primitive } from './drawings'

/** One shape as SVG markup (numbers and path data only, so nothing needs escaping). */
function primitiveMarkup(p: Primitive): string {
  if (typeof p === 'string') return `<path d="${p}"/>`
  if ('circle' in p) {
    const [cx, cy, r] = p.circle
    return `<circle cx="${cx}" cy="${cy}" r="${r}"/>`
  }
  if ('ellipse' in p) {
    const [cx, cy, rx, ry] = p.ellipse
    return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"/>`
  }
  const [x, y, width, height, rx] = p.rect
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${rx}"/>`
}

/** Every icon as a `<symbol>` of one SVG file, served at `/icons.svg` (src/app/icons.svg/route.ts). */
export function iconSprite(): string {
  // The stroke is set on each symbol, not on every icon of every page; `currentColor` is still the
  // colour of the element that shows the icon.
  const stroke = 'fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"'
  const symbols = iconNames.map((name) => `<symbol id="${name}" viewBox="0 0 24 24" ${stroke}>${drawings[name].map(primitiveMarkup).join('')}</symbol>`)
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
}

/** FNV-1a, to version the sprite's URL by its content so browsers may keep it for a year. */
function contentHash(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(36)
}

export const iconSpriteUrl = `/icons.svg?v=${contentHash(iconSprite())}`
