import { SolutionGrid } from '@/components/content/SolutionCard'
import { Section } from '@/components/content/Section'
import { getShell } from '@/lib/content/site'
import type { BlockProps } from '../types'

export async function SolutionCardsComponent({ block, locale }: BlockProps<'SolutionCardsBlock'>) {
  const { solutions } = await getShell(locale)
  const shown = block.kind === 'all' || !block.kind ? solutions : solutions.filter((s) => s.kind === block.kind)
  return (
    <Section heading={block.heading} intro={block.intro}>
      <SolutionGrid solutions={shown} />
    </Section>
  )
}
