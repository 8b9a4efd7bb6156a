/**
 * The one rule for the site's card grids: the number of columns follows the number of items, so
 * that no row holds a lone card beside fuller rows and no row ends in an empty cell, at any width.
 *
 * From the first breakpoint with more than one column the grid has twelve tracks; each row holds
 * `k` cards that span `12 / k` tracks, so every row is full. The rows are as few as the breakpoint's
 * column limit allows, their lengths differ by one at most, and the shorter rows come first (five
 * items in three columns: two wider cards above three). Where that would leave a card alone in a
 * row (an odd count in two columns), the breakpoint keeps the narrower layout before it. One item
 * spans the whole width: the component shows it as a wide feature.
 *
 * Tailwind finds class names by reading the source, so every class the helper can return is
 * written out in the tables below. Plain data and functions: the blog list uses it in the browser.
 */

const gridBreakpoints = ['sm', 'md', 'lg', 'xl'] as const
type GridBreakpoint = (typeof gridBreakpoints)[number]
export type GridColumnCount = 1 | 2 | 3 | 4
/** The most columns from a breakpoint on (kept at wider breakpoints until another is given). */
export type GridColumns = Partial<Record<GridBreakpoint, GridColumnCount>>

const twelveTracks: Record<GridBreakpoint, string> = {
  sm: 'sm:grid-cols-12',
  md: 'md:grid-cols-12',
  lg: 'lg:grid-cols-12',
  xl: 'xl:grid-cols-12',
}

const spans: Record<GridBreakpoint, Record<GridColumnCount, string>> = {
  sm: { 1: 'sm:col-span-12', 2: 'sm:col-span-6', 3: 'sm:col-span-4', 4: 'sm:col-span-3' },
  md: { 1: 'md:col-span-12', 2: 'md:col-span-6', 3: 'md:col-span-4', 4: 'md:col-span-3' },
  lg: { 1: 'lg:col-span-12', 2: 'lg:col-span-6', 3: 'lg:col-span-4', 4: 'lg:col-span-3' },
  xl: { 1: 'xl:col-span-12', 2: 'xl:col-span-6', 3: 'xl:col-span-4', 4: 'xl:col-span-3' },
}

/**
 * The lengths of the rows for `count` items in at most `max` columns: as few rows as possible,
 * lengths differing by one at most, shorter rows first. Null when a row would hold one card while
 * another holds more.
 */
export function balancedRows(count: number, max: GridColumnCount): number[] | null {
  if (count <= 0) return []
  const rows = Math.ceil(count / max)
  const short = Math.floor(count / rows)
  const long = count % rows
  const lengths = [...Array<number>(rows - long).fill(short), ...Array<number>(long).fill(short + 1)]
  return lengths[0] === 1 && lengths.some((n) => n > 1) ? null : lengths
}

/** The rows at one breakpoint: the most columns allowed that leave no card alone. */
export function rowsFor(count: number, max: GridColumnCount): number[] {
  for (let columns = max; columns > 1; columns--) {
    const rows = balancedRows(count, columns as GridColumnCount)
    if (rows) return rows
  }
  return Array<number>(count).fill(1)
}

/** For each item, the number of cards in its row. */
function rowLengthOfEach(rows: number[]): GridColumnCount[] {
  return rows.flatMap((length) => Array<GridColumnCount>(length).fill(length as GridColumnCount))
}

export type GridLayout = {
  /** Classes of the list (add the gap and the rest of its look). */
  list: string
  /** Classes of the item at `index`. */
  item: (index: number) => string
}

/** The grid for `count` items with at most `columns` from each breakpoint on. */
export function gridLayout(count: number, columns: GridColumns): GridLayout {
  const list = ['grid']
  const items: string[][] = Array.from({ length: count }, () => [])
  let max: GridColumnCount = 1
  let tracked = false
  let previous: GridColumnCount[] = Array<GridColumnCount>(count).fill(1)
  for (const breakpoint of gridBreakpoints) {
    max = columns[breakpoint] ?? max
    const lengths = rowLengthOfEach(rowsFor(count, max))
    const changed = lengths.some((length, i) => length !== previous[i])
    if (!changed) continue
    if (!tracked) list.push(twelveTracks[breakpoint])
    lengths.forEach((length, i) => {
      if (!tracked || length !== previous[i]) items[i]!.push(spans[breakpoint][length])
    })
    tracked = true
    previous = lengths
  }
  return { list: list.join(' '), item: (index) => items[index]?.join(' ') ?? '' }
}

/** The column limits of the site's grids, by what they hold: one decision per kind of card. */
export const gridColumns = {
  /** Cards with an icon, a title and a few lines (features, solutions). */
  cards: { sm: 2, lg: 3, xl: 4 },
  /** Cards with an image on top (posts). */
  posts: { md: 2, lg: 3 },
  /** Short figures with a label (stats). */
  figures: { sm: 2, lg: 4 },
  /** Numbered steps of a process. */
  steps: { md: 2, lg: 3, xl: 4 },
  /** Case-study teasers: a headline number, a title, a client. */
  teasers: { md: 2, lg: 3, xl: 4 },
  /** Two or so long cards side by side (offices). */
  pairs: { md: 2 },
} as const satisfies Record<string, GridColumns>
