import { Section } from '@/components/content/Section'
import { CmsImage } from '@/components/media/CmsImage'
import type { BlockProps } from '../types'

/**
 * Names in a row: the technologies a solution relies on, or clients', partners' and certifiers'
 * marks, each with its logo when one is given (the name stays, as the logo's text).
 */
export function LogoStripComponent({ block }: BlockProps<'LogoStripBlock'>) {
  return (
    <Section heading={block.heading}>
      <ul className="flex flex-wrap gap-3">
        {(block.items ?? []).map((item, i) => (
          <li key={i} lang="en" dir="ltr" className={item.logo ? 'tech-chip inline-flex items-center gap-2' : 'tech-chip'}>
            {item.logo ? <CmsImage media={item.logo} sizes="6rem" className="h-6 w-auto" decorative /> : null}
            {item.name}
          </li>
        ))}
      </ul>
    </Section>
  )
}
