import { Icon } from '@/components/Icon/Icon'
import { SiteLink } from '@/components/SiteLink'
import type { ContentIcon } from '@/lib/icons'
import type { SolutionSummary } from '@/data/content/site'
import { classProps, gridColumns, gridLayout } from '@/lib/grid'
import { isolateLtr } from './Ltr'

/** A solution as a card: icon, title, summary; the arrow after them is the stylesheet's (content.css). */
function SolutionCard({ solution }: { solution: SolutionSummary }) {
  return (
    <SiteLink href={`/solutions/${solution.slug}`} className="card solution-card">
      {/* On its tile (content.css). */}
      {solution.icon ? <Icon name={solution.icon as ContentIcon} /> : null}
      <h3 className="solution-card-title" {...solution.shownIn}>{isolateLtr(solution.title)}</h3>
      <p className="solution-card-text" {...solution.shownIn}>{isolateLtr(solution.summary)}</p>
    </SiteLink>
  )
}

/** Solutions as cards, as many to a row as leaves none alone (lib/grid.ts). */
export function SolutionGrid({ solutions }: { solutions: SolutionSummary[] }) {
  const grid = gridLayout(solutions.length, gridColumns.cards)
  return (
    <ul className={`${grid.list} gap-5`} data-grid>
      {solutions.map((s, i) => (
        <li key={s.slug} {...classProps(grid.item(i))}>
          <SolutionCard solution={s} />
        </li>
      ))}
    </ul>
  )
}
