/**
 * The one rule for the site's card grids: every card has the same width, or twice it, and every row
 * is full, at any width. No row of three beside a row of four, no lone card, no empty cell.
 *
 * At a breakpoint with at most `max` columns, `count` cards take `columns` equal columns; when they
 * do not fill the last row, the first cards of the first rows are wide (two columns each, one per
 * row) until every row is full: seven cards in four columns are a wide one and two above four. The
 * layout chosen has the fewest rows, then the fewest wide cards, then the most columns; a wide card
 * needs three columns or more (in two it would be alone in its row), so where nothing fits the
 * breakpoint keeps the layout before it. One card spans the whole width: the component shows it as
 * a wide feature.
 *
 * While every card has the same width the list says how many columns it has and the cards say
 * nothing; from the first breakpoint with a wide card the grid has twelve tracks and each card its
 * span (a list of cards is carried twice, in the HTML and the React payload: ADR 011). Tailwind finds
 * class names by reading the source, so every class the helper can return is written out in the
 * tables below. Plain data and functions: the blog list uses it in the browser.
 */

const gridBreakpoints = ['sm', 'md', 'lg', 'xl'] as const
type GridBreakpoint = (typeof gridBreakpoints)[number]
export type GridColumnCount = 1 | 2 | 3 | 4
/** The most columns from a breakpoint on (kept at wider breakpoints until another is given). */
export type GridColumns = Partial<Record<GridBreakpoint, GridColumnCount>>

const equalColumns: Record<GridBreakpoint, Record<GridColumnCount, string>> = {
  sm: { 1: 'sm:grid-cols-1', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4' },
  md: { 1: 'md:grid-cols-1', 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'md:grid-cols-4' },
  lg: { 1: 'lg:grid-cols-1', 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' },
  xl: { 1: 'xl:grid-cols-1', 2: 'xl:grid-cols-2', 3: 'xl:grid-cols-3', 4: 'xl:grid-cols-4' },
}

const twelveTracks: Record<GridBreakpoint, string> = {
  sm: 'sm:grid-cols-12',
  md: 'md:grid-cols-12',
  lg: 'lg:grid-cols-12',
  xl: 'xl:grid-cols-12',
}

/** Tracks of twelve a card spans: a column of 1 to 4, or two columns of 3 or 4. */
type Tracks = 12 | 8 | 6 | 4 | 3

const spans: Record<GridBreakpoint, Record<Tracks, string>> = {
  sm: { 12: 'sm:col-span-12', 8: 'sm:col-span-8', 6: 'sm:col-span-6', 4: 'sm:col-span-4', 3: 'sm:col-span-3' },
  md: { 12: 'md:col-span-12', 8: 'md:col-span-8', 6: 'md:col-span-6', 4: 'md:col-span-4', 3: 'md:col-span-3' },
  lg: { 12: 'lg:col-span-12', 8: 'lg:col-span-8', 6: 'lg:col-span-6', 4: 'lg:col-span-4', 3: 'lg:col-span-3' },
  xl: { 12: 'xl:col-span-12', 8: 'xl:col-span-8', 6: 'xl:col-span-6', 4: 'xl:col-span-4', 3: 'xl:col-span-3' },
}

/** `count` cards in `columns` columns, the first `wide` of them two columns wide. */
export type Arrangement = { columns: GridColumnCount; wide: number; rows: number }

/** How `count` cards fill `columns` columns, or null when some row would stay short. */
function arrange(count: number, columns: GridColumnCount): Arrangement | null {
  const rows = Math.ceil(count / columns)
  const wide = rows * columns - count
  if (wide > 0 && (columns < 3 || wide > rows)) return null
  return { columns, wide, rows }
}

/** The arrangement at one breakpoint: fewest rows, then fewest wide cards, then most columns. */
export function arrangementFor(count: number, max: GridColumnCount): Arrangement {
  const candidates = ([4, 3, 2, 1] as const).filter((columns) => columns <= max).map((columns) => arrange(count, columns))
  return candidates
    .filter((candidate): candidate is Arrangement => candidate !== null)
    .reduce((best, next) => (next.rows < best.rows || (next.rows === best.rows && next.wide < best.wide) ? next : best))
}

/**
 * The rows of an arrangement, as the width of each card in columns: a wide card opens each of the
 * first rows until none is left.
 */
export function rowsOf({ columns, wide }: Arrangement, count: number): number[][] {
  const rows: number[][] = []
  let placed = 0
  for (let row = 0; placed < count; row++) {
    const opensWide = row < wide
    const cards = opensWide ? [2, ...Array<number>(columns - 2).fill(1)] : Array<number>(Math.min(columns, count - placed)).fill(1)
    rows.push(cards)
    placed += cards.length
  }
  return rows
}

/** For each card, the tracks of twelve it spans. */
function tracksOfEach(arrangement: Arrangement, count: number): Tracks[] {
  const column = 12 / arrangement.columns
  return rowsOf(arrangement, count).flatMap((row) => row.map((width) => (width * column) as Tracks))
}

export type GridLayout = {
  /** Classes of the list (add the gap and the rest of its look). */
  list: string
  /** Classes of the item at `index`, if it has any of its own (none while all share one width). */
  item: (index: number) => string | undefined
}

/**
 * `{ className }`, or nothing at all without one: an element given `className={undefined}` still
 * carries the prop in the React payload (as `"$undefined"`, longer than the class it lacks).
 */
export const classProps = (className: string | undefined): { className?: string } => (className ? { className } : {})

/** The grid for `count` items with at most `columns` from each breakpoint on. */
export function gridLayout(count: number, columns: GridColumns): GridLayout {
  const list = ['grid']
  const items: string[][] = Array.from({ length: count }, () => [])
  let max: GridColumnCount = 1
  let tracked = false
  let previous: Tracks[] = Array<Tracks>(count).fill(12)
  for (const breakpoint of gridBreakpoints) {
    max = columns[breakpoint] ?? max
    const arrangement = arrangementFor(count, max)
    const tracks = tracksOfEach(arrangement, count)
    const changed = tracks.some((span, i) => span !== previous[i])
    if (!changed) continue
    if (!tracked && arrangement.wide === 0) {
      list.push(equalColumns[breakpoint][arrangement.columns])
      previous = tracks
      continue
    }
    if (!tracked) list.push(twelveTracks[breakpoint])
    tracks.forEach((span, i) => {
      if (!tracked || span !== previous[i]) items[i]!.push(spans[breakpoint][span])
    })
    tracked = true
    previous = tracks
  }
  return { list: list.join(' '), item: (index) => items[index]?.join(' ') || undefined }
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
  /** People and teams: a portrait beside a name and a role. */
  people: { md: 2, lg: 3 },
  /** Two or so long cards side by side (offices). */
  pairs: { md: 2 },
} as const satisfies Record<string, GridColumns>
