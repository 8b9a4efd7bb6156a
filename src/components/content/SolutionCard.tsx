import { Icon } from '@/components/Icon/Icon'
import { SiteLink } from '@/components/SiteLink'
import type { ContentIcon } from '@/lib/icons'
import type { SolutionSummary } from '@/lib/content/site'

export function SolutionCard({ solution }: { solution: SolutionSummary }) {
  return (
    <SiteLink
      href={`/solutions/${solution.slug}`}
      className="card group flex h-full flex-col p-6 transition-shadow hover:shadow-lg"
    >
      {solution.icon ? (
        <span className="flex size-11 items-center justify-center rounded-xl bg-teal-soft text-teal">
          <Icon name={solution.icon as ContentIcon} className="size-6" />
        </span>
      ) : null}
      <h3 className="mt-4 text-lg font-semibold group-hover:text-teal" {...solution.shownIn}>{solution.title}</h3>
      <p className="mt-2 flex-1 text-slate" {...solution.shownIn}>{solution.summary}</p>
      <Icon name="arrow-forward" className="mt-4 size-5 text-teal" />
    </SiteLink>
  )
}
