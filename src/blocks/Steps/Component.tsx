import { Section } from '@/components/content/Section'
import { isolateLtr } from '@/components/content/Ltr'
import { gridColumns, gridLayout } from '@/lib/grid'
import type { BlockProps } from '../types'

/** A numbered process: each step under a rule, its number before its title. */
export function StepsComponent({ block, locale, band }: BlockProps<'StepsBlock'>) {
  const number = new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US', { minimumIntegerDigits: 2 })
  const items = block.items ?? []
  const grid = gridLayout(items.length, gridColumns.steps)
  return (
    <Section heading={block.heading} intro={block.intro} band={band}>
      <ol className={`${grid.list} gap-x-8 gap-y-10`} data-grid>
        {items.map((item, i) => (
          // Index keys: the block's own order, never reordered in the browser (FeatureGrid).
          <li key={i} className={['step', grid.item(i)].filter(Boolean).join(' ')}>
            <span aria-hidden="true" className="figure step-number">
              {number.format(i + 1)}
            </span>
            <h3>{isolateLtr(item.title)}</h3>
            {item.body ? <p>{isolateLtr(item.body)}</p> : null}
          </li>
        ))}
      </ol>
    </Section>
  )
}
