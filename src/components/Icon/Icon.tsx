/**
 * Stroke icons drawn for the site on a 24x24 grid (stroke follows `currentColor`).
 * Server-safe: no hooks, no client code. Decorative only: always aria-hidden.
 */

export const iconNames = [
  // content icons (editors pick these for solutions and feature grids)
  'brain',
  'chart',
  'cloud',
  'eye',
  'chip',
  'network',
  'chat',
  'shield',
  'heart',
  'coins',
  'city',
  'truck',
  'database',
  'sparkles',
  'gauge',
  'users',
  'leaf',
  'lock',
  'code',
  'target',
  'layers',
  'globe',
  'clock',
  'rocket',
  // interface icons
  'arrow-forward',
  'chevron-forward',
  'chevron-down',
  'menu',
  'close',
  'mail',
  'phone',
  'map-pin',
  'external',
  'linkedin',
  'x',
  'github',
  'youtube',
  'instagram',
  'search',
] as const

export type IconName = (typeof iconNames)[number]

/** Icons that point "forward" in reading order and so mirror on right-to-left pages. */
export const directionalIcons = ['arrow-forward', 'chevron-forward'] as const satisfies readonly IconName[]

type Primitive =
  | string
  | { circle: readonly [cx: number, cy: number, r: number] }
  | { ellipse: readonly [cx: number, cy: number, rx: number, ry: number] }
  | { rect: readonly [x: number, y: number, width: number, height: number, rx: number] }

const drawings: Record<IconName, readonly Primitive[]> = {
  brain: [
    'M12 5.2C12 3.7 10.9 2.8 9.6 2.8 8.2 2.8 7.2 3.9 7.3 5.2 5.6 5.3 4.4 6.7 4.6 8.4 3.5 9.1 2.9 10.4 3.2 11.7 2.9 13 3.4 14.4 4.6 15.1 4.4 16.9 5.8 18.3 7.5 18.3 7.8 19.8 9.1 20.8 10.5 20.7 11.4 20.6 12 19.9 12 19Z',
    'M12 5.2C12 3.7 13.1 2.8 14.4 2.8 15.8 2.8 16.8 3.9 16.7 5.2 18.4 5.3 19.6 6.7 19.4 8.4 20.5 9.1 21.1 10.4 20.8 11.7 21.1 13 20.6 14.4 19.4 15.1 19.6 16.9 18.2 18.3 16.5 18.3 16.2 19.8 14.9 20.8 13.5 20.7 12.6 20.6 12 19.9 12 19',
    'M7.3 5.2c.2 1 .9 1.8 1.9 2.1M4.6 8.4c.7.5 1.5.7 2.3.6M4.6 15.1c.7-.5 1.6-.7 2.5-.5M7.5 18.3c.3-.9 1-1.5 1.9-1.7',
    'M16.7 5.2c-.2 1-.9 1.8-1.9 2.1M19.4 8.4c-.7.5-1.5.7-2.3.6M19.4 15.1c-.7-.5-1.6-.7-2.5-.5M16.5 18.3c-.3-.9-1-1.5-1.9-1.7',
  ],
  chart: ['M3.5 3.5v17h17', 'M7.5 15.5l3.5-4.5 3 3 5.5-7', 'M16 7h3.5v3.5'],
  cloud: ['M7 18.5h10.5a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.3 9.6 4.5 4.5 0 0 0 7 18.5Z'],
  eye: ['M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z', { circle: [12, 12, 3] }],
  chip: [
    { rect: [6.5, 6.5, 11, 11, 2] },
    { rect: [10, 10, 4, 4, 0.75] },
    'M9.5 3v3.5M14.5 3v3.5M9.5 17.5V21M14.5 17.5V21M3 9.5h3.5M3 14.5h3.5M17.5 9.5H21M17.5 14.5H21',
  ],
  network: [
    { circle: [12, 4.5, 2] },
    { circle: [4.5, 18.5, 2] },
    { circle: [19.5, 18.5, 2] },
    { circle: [12, 13, 1.75] },
    'M12 6.5v4.75M10.6 14.2l-4.4 3.1M13.4 14.2l4.4 3.1M6.5 18.5h11',
  ],
  chat: [
    'M5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4 3.5V16h-.5A1.5 1.5 0 0 1 4 14.5v-9A1.5 1.5 0 0 1 5.5 4Z',
    'M8 8.5h8M8 11.5h5',
  ],
  shield: ['M12 3l7 2.8v5.4c0 4.4-2.9 8.1-7 9.8-4.1-1.7-7-5.4-7-9.8V5.8Z', 'M9 12l2 2 4-4'],
  heart: [
    'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20Z',
    'M8 12.5h2l1.2-2 1.8 3.5 1.2-1.5H16',
  ],
  coins: [{ circle: [9, 9, 6] }, 'M15 9A6 6 0 1 1 9 15', { circle: [9, 9, 2.5] }],
  city: [
    'M3 21h18',
    'M5 21V10l5-2.5V21',
    'M10 21V4.5h9V21',
    'M13 8h3M13 11.5h3M13 15h3M7 12.5h1M7 16h1',
  ],
  truck: [
    'M5 16.5H2.5v-10h11v10',
    'M9 16.5h6',
    'M13.5 9.5h4l3 3.5v3.5H19',
    { circle: [7, 16.5, 2] },
    { circle: [17, 16.5, 2] },
  ],
  database: [
    { ellipse: [12, 5.5, 7, 2.5] },
    'M5 5.5v13c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5v-13',
    'M5 12c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5',
  ],
  sparkles: [
    'M10 3.5l1.6 4.9 4.9 1.6-4.9 1.6L10 16.5l-1.6-4.9L3.5 10l4.9-1.6Z',
    'M18 14l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9Z',
    'M18.5 3.5v3M17 5h3',
  ],
  gauge: ['M4.2 17A9 9 0 1 1 19.8 17', 'M12 12.5l3.5-3.5', { circle: [12, 12.5, 1.25] }, 'M8 17.5h8'],
  users: [
    { circle: [9, 8, 3.25] },
    'M3 19.5c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5',
    'M15.5 4.9a3.2 3.2 0 0 1 0 6.2',
    'M17.2 14.2c2.3.6 3.8 2.5 3.8 5.3',
  ],
  leaf: ['M5 19C5 10 10 5 19.5 4.5 19.5 14 14.5 19 5 19Z', 'M5 19l8.5-8.5'],
  lock: [{ rect: [5, 10.5, 14, 10, 2] }, 'M8 10.5V7.5a4 4 0 0 1 8 0v3', 'M12 14.5v2'],
  code: ['M8.5 7l-5 5 5 5', 'M15.5 7l5 5-5 5', 'M13.5 5l-3 14'],
  target: [{ circle: [12, 12, 9] }, { circle: [12, 12, 5.5] }, { circle: [12, 12, 2] }],
  layers: ['M12 3.5l8.5 4.5-8.5 4.5L3.5 8Z', 'M3.5 12l8.5 4.5 8.5-4.5', 'M3.5 16l8.5 4.5 8.5-4.5'],
  globe: [
    { circle: [12, 12, 9] },
    'M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z',
    'M3 12h18',
  ],
  clock: [{ circle: [12, 12, 9] }, 'M12 7v5l3.5 2'],
  rocket: [
    'M12 2.8c3 1.8 4.6 5 4.6 8.8V16H7.4v-4.4c0-3.8 1.6-7 4.6-8.8Z',
    'M7.4 12.2L4.5 15v3.2l2.9-1.4M16.6 12.2l2.9 2.8v3.2l-2.9-1.4',
    { circle: [12, 9.5, 1.75] },
    'M10.2 19l1.8 2.2 1.8-2.2',
  ],
  'arrow-forward': ['M4.5 12h15', 'M13.5 6l6 6-6 6'],
  'chevron-forward': ['M9 5.5l6.5 6.5L9 18.5'],
  'chevron-down': ['M5.5 9l6.5 6.5L18.5 9'],
  menu: ['M4 6.5h16M4 12h16M4 17.5h16'],
  close: ['M6 6l12 12M18 6L6 18'],
  mail: [{ rect: [3, 5, 18, 14, 2] }, 'M3.5 6.5l8.5 6.5 8.5-6.5'],
  phone: [
    'M8 3.5H5.6a2 2 0 0 0-2 2.1c.5 8.1 6.7 14.3 14.8 14.8a2 2 0 0 0 2.1-2V16a1.5 1.5 0 0 0-1.1-1.4l-2.9-.8a1.5 1.5 0 0 0-1.5.4l-1.3 1.3a12 12 0 0 1-5.2-5.2L9.8 9a1.5 1.5 0 0 0 .4-1.5l-.8-2.9A1.5 1.5 0 0 0 8 3.5Z',
  ],
  'map-pin': ['M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11Z', { circle: [12, 10, 2.5] }],
  external: [
    'M14 4h6v6',
    'M20 4l-8.5 8.5',
    'M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10',
  ],
  linkedin: [{ rect: [3.5, 3.5, 17, 17, 2.5] }, 'M8 10.5v6M8 7.5v.01', 'M11.5 16.5v-6M11.5 13a2.5 2.5 0 0 1 5 0v3.5'],
  x: ['M4.5 4h3.8l11.2 16h-3.8Z', 'M19 4l-6.2 7.1M11.2 12.9 5 20'],
  github: [
    'M9 20.5v-2.8a2.6 2.6 0 0 1 .8-2c-3.3-.4-6.3-1.6-6.3-6.2 0-1.3.5-2.5 1.3-3.4-.3-1-.3-2.2.2-3.3 0 0 1.2-.3 3.5 1.3a12 12 0 0 1 7 0c2.3-1.6 3.5-1.3 3.5-1.3.5 1.1.5 2.3.2 3.3.8.9 1.3 2.1 1.3 3.4 0 4.6-3 5.8-6.3 6.2a2.6 2.6 0 0 1 .8 2v2.8',
    'M9 18.3c-3 1-3.4-1.4-4.7-1.8',
  ],
  youtube: [
    'M3 8.2c0-1.6 1.2-2.9 2.8-3 2-.1 4-.2 6.2-.2s4.2.1 6.2.2c1.6.1 2.8 1.4 2.8 3v7.6c0 1.6-1.2 2.9-2.8 3-2 .1-4 .2-6.2.2s-4.2-.1-6.2-.2c-1.6-.1-2.8-1.4-2.8-3Z',
    'M10.2 9.3v5.4l4.6-2.7Z',
  ],
  instagram: [{ rect: [3.5, 3.5, 17, 17, 5] }, { circle: [12, 12, 4] }, 'M17 7v.01'],
  search: [{ circle: [10.5, 10.5, 6.5] }, 'M15.3 15.3l5.2 5.2'],
}

const mirrored: ReadonlySet<IconName> = new Set<IconName>(directionalIcons)

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

/**
 * An icon drawn from the sprite: a page repeats only a reference per icon, not its shapes, which it
 * would otherwise carry twice (in the HTML and in the React payload).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  // Names can arrive from CMS data cast to IconName; draw nothing rather than fail on an unknown one.
  if (!(name in drawings)) return null
  const classes = [mirrored.has(name) ? 'rtl:-scale-x-100' : '', className ?? ''].filter(Boolean).join(' ')
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true" className={classes || undefined}>
      <use href={`${iconSpriteUrl}#${name}`} />
    </svg>
  )
}
