import { getTranslations } from 'next-intl/server'
import { isolateLtr } from '@/components/content/Ltr'
import { Section } from '@/components/content/Section'
import { SolutionGrid } from '@/components/content/SolutionCard'
import { Icon } from '@/components/Icon/Icon'
import { SiteLink } from '@/components/SiteLink'
import { getShell, type SolutionSummary } from '@/data/content/site'
import type { ContentIcon } from '@/lib/icons'
import type { BlockProps } from '../types'

/**
 * The solutions of one kind as cards; all of them as an index beside the section's heading, the
 * technologies and the industries in two lists (the home page's way in to every solution).
 */
export async function SolutionCardsComponent({ block, locale, band }: BlockProps<'SolutionCardsBlock'>) {
  const [{ solutions }, t] = await Promise.all([getShell(locale), getTranslations({ locale, namespace: 'Layout' })])
  if (block.kind === 'technology' || block.kind === 'industry') {
    return (
      <Section heading={block.heading} intro={block.intro} band={band}>
        <SolutionGrid solutions={solutions.filter((s) => s.kind === block.kind)} />
      </Section>
    )
  }
  const groups = [
    { kind: 'technology', heading: t('technologies'), items: solutions.filter((s) => s.kind === 'technology') },
    { kind: 'industry', heading: t('industries'), items: solutions.filter((s) => s.kind === 'industry') },
  ]
  return (
    <section className="container-page my-14 grid gap-10 md:my-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.7fr)] lg:gap-16">
      <div>
        {block.heading ? <h2 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">{isolateLtr(block.heading)}</h2> : null}
        {block.intro ? <p className="mt-4 text-lg text-slate">{isolateLtr(block.intro)}</p> : null}
        <SiteLink href="/solutions" className="link mt-6 inline-flex min-h-6 items-center gap-1.5 font-semibold">
          {t('allSolutions')}
          <Icon name="arrow-forward" className="size-4" />
        </SiteLink>
      </div>
      <div className="grid gap-10 sm:grid-cols-2 sm:gap-8">
        {groups.map((group) => (
          <div key={group.kind}>
            <h3 className="eyebrow">{group.heading}</h3>
            <ul className="mt-3 divide-y divide-line border-y border-line">
              {group.items.map((solution) => (
                <li key={solution.slug}>
                  <SolutionLink solution={solution} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  )
}

function SolutionLink({ solution }: { solution: SolutionSummary }) {
  return (
    <SiteLink href={`/solutions/${solution.slug}`} className="row-link">
      {solution.icon ? <Icon name={solution.icon as ContentIcon} className="row-link-icon" /> : null}
      <span>{isolateLtr(solution.title)}</span>
    </SiteLink>
  )
}
