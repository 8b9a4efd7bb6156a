import { Section } from '@/components/content/Section'
import type { BlockProps } from '../types'

export function LogoStripComponent({ block }: BlockProps<'LogoStripBlock'>) {
  return (
    <Section heading={block.heading}>
      <ul className="flex flex-wrap gap-3">
        {(block.items ?? []).map((item, i) => (
          <li key={i} lang="en" dir="ltr" className="tech-chip">
            {item.name}
          </li>
        ))}
      </ul>
    </Section>
  )
}
