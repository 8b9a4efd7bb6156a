import { SolutionCard } from '@/components/content/SolutionCard'
import { Section } from '@/components/content/Section'
import { getShell } from '@/lib/content/site'
import type { BlockProps } from '../types'

export async function SolutionCardsComponent({ block, locale }: BlockProps<'SolutionCardsBlock'>) {
  const { solutions } = await getShell(locale)
  const shown = block.kind === 'all' || !block.kind ? solutions : solutions.filter((s) => s.kind === block.kind)
  return (
    <Section heading={block.heading} intro={block.intro}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {shown.map((s) => (
          <li key={s.slug}>
            <SolutionCard solution={s} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
