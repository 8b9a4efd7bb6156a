/**
 * The site's web fonts as segmented families (ADR 011). The @fontsource packages split each weight
 * into script files ("latin", "arabic", …) chosen by `unicode-range`. Their Latin and Arabic files
 * hold far more than the site's text uses (Latin-1 letters, Persian and Urdu letters, presentation
 * forms), so each of those two is split again: a small "core" file with the characters the site's
 * text is made of, generated with HarfBuzz's subsetter (which keeps every glyph the shaping rules
 * reach: the joined Arabic forms, lam-alef), and the original file for the rest of its range, which a
 * browser downloads only when a page shows one of those characters. Nothing is lost; the first load
 * of an Arabic page is about 60 KB lighter.
 */

/** A code point range, both ends included. */
export type Range = readonly [start: number, end: number]

/** What the site's text is made of, per @fontsource subset (checked against the content by a test). */
export const coreRanges: Record<string, string> = {
  // ASCII, the Latin-1 signs (non-breaking space, ©, «», °, ·), × and ÷, dashes, quotes, bullets,
  // ellipsis, the zero-width and direction marks, ‰, guillemets, €, ™, minus.
  latin: 'U+0020-007E,U+00A0-00BF,U+00D7,U+00F7,U+200B-2027,U+2030-203A,U+20AC,U+2122,U+2212',
  // The Arabic block up to alef wasla: letters, hamza forms, harakat, Arabic punctuation and digits;
  // the joiners. Not the letters of other languages written in Arabic script (Persian, Urdu…).
  arabic: 'U+0600-0671,U+200C-200E',
}

export function parseRanges(text: string): Range[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part)
      if (!match?.[1]) throw new Error(`Not a unicode-range: ${part}`)
      const start = Number.parseInt(match[1], 16)
      return [start, match[2] ? Number.parseInt(match[2], 16) : start] as const
    })
}

export function formatRanges(ranges: readonly Range[]): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0')
  return ranges.map(([s, e]) => (s === e ? `U+${hex(s)}` : `U+${hex(s)}-${hex(e)}`)).join(',')
}

/** Sorted, merged ranges (touching or overlapping ranges become one). */
export function normalize(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0])
  const out: [number, number][] = []
  for (const [s, e] of sorted) {
    const last = out.at(-1)
    if (last && s <= last[1] + 1) last[1] = Math.max(last[1], e)
    else out.push([s, e])
  }
  return out
}

export function intersect(a: readonly Range[], b: readonly Range[]): Range[] {
  const out: Range[] = []
  for (const [as, ae] of normalize(a))
    for (const [bs, be] of normalize(b)) {
      const s = Math.max(as, bs)
      const e = Math.min(ae, be)
      if (s <= e) out.push([s, e])
    }
  return normalize(out)
}

export function subtract(a: readonly Range[], b: readonly Range[]): Range[] {
  let rest: Range[] = normalize(a)
  for (const [bs, be] of normalize(b)) {
    rest = rest.flatMap(([s, e]): Range[] => {
      if (be < s || bs > e) return [[s, e]]
      const parts: Range[] = []
      if (s < bs) parts.push([s, bs - 1])
      if (be < e) parts.push([be + 1, e])
      return parts
    })
  }
  return rest
}

export function contains(ranges: readonly Range[], codePoint: number): boolean {
  return ranges.some(([s, e]) => codePoint >= s && codePoint <= e)
}

/** The characters of some ranges, as text for the subsetter. */
export function charactersOf(ranges: readonly Range[]): string {
  let text = ''
  for (const [s, e] of ranges) for (let c = s; c <= e; c++) text += String.fromCodePoint(c)
  return text
}

/** One `@font-face` of a @fontsource CSS file. */
export type SourceFace = {
  /** The @fontsource subset, e.g. "latin" or "arabic". */
  subset: string
  family: string
  style: string
  weight: string
  display: string
  /** The woff2 file's name in the package's `files/` folder. */
  file: string
  ranges: Range[]
}

/** Reads the faces of a @fontsource weight file (`400.css`). */
export function parseFontsourceCss(css: string): SourceFace[] {
  const faces: SourceFace[] = []
  for (const block of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const body = block[1] ?? ''
    const property = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim()
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(body)?.[1]
    const family = property('font-family')?.replace(/^['"]|['"]$/g, '')
    const weight = property('font-weight')
    const range = property('unicode-range')
    if (!file || !family || !weight || !range) throw new Error(`Unexpected @font-face in @fontsource CSS: ${body.trim()}`)
    // The file is named `{family}-{subset}-{weight}-{style}.woff2`, e.g. ibm-plex-sans-arabic-latin-400-normal.
    const prefix = `${family.toLowerCase().replaceAll(' ', '-')}-`
    const subset = file.startsWith(prefix) ? /^(.+)-\d+-(?:normal|italic)\.woff2$/.exec(file.slice(prefix.length))?.[1] : undefined
    if (!subset) throw new Error(`Cannot tell the subset of ${file}`)
    faces.push({
      subset,
      family,
      style: property('font-style') ?? 'normal',
      weight,
      display: property('font-display') ?? 'swap',
      file,
      ranges: parseRanges(range),
    })
  }
  return faces
}

/** A face of the generated CSS: either a core subset to generate, or an original file to copy. */
export type PlannedFace = {
  family: string
  style: string
  weight: string
  display: string
  ranges: Range[]
  /** The file's name in the generated folder. */
  output: string
  source: { file: string; subsetTo?: Range[] }
}

export function planFaces(faces: readonly SourceFace[], cores: Record<string, string> = coreRanges): PlannedFace[] {
  return faces.flatMap((face): PlannedFace[] => {
    const base = { family: face.family, style: face.style, weight: face.weight, display: face.display }
    const core = cores[face.subset]
    if (!core) return [{ ...base, ranges: face.ranges, output: face.file, source: { file: face.file } }]
    const coreRange = intersect(face.ranges, parseRanges(core))
    const restRange = subtract(face.ranges, coreRange)
    const planned: PlannedFace[] = [
      { ...base, ranges: coreRange, output: face.file.replace(/\.woff2$/, '-core.woff2'), source: { file: face.file, subsetTo: coreRange } },
    ]
    if (restRange.length > 0) planned.push({ ...base, ranges: restRange, output: face.file, source: { file: face.file } })
    return planned
  })
}

export function renderCss(faces: readonly PlannedFace[]): string {
  return faces
    .map(
      (face) => `@font-face {
  font-family: '${face.family}';
  font-style: ${face.style};
  font-display: ${face.display};
  font-weight: ${face.weight};
  src: url(./${face.output}) format('woff2');
  unicode-range: ${formatRanges(face.ranges)};
}
`,
    )
    .join('\n')
}
