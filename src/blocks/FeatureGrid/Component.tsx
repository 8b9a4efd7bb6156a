import { Icon } from '@/components/Icon/Icon'
import { isolateLtr } from '@/components/content/Ltr'
import { Section } from '@/components/content/Section'
import { gridColumns, gridLayout } from '@/lib/grid'
import type { ContentIcon } from '@/lib/icons'
import type { BlockProps } from '../types'

export function FeatureGridComponent({ block, band }: BlockProps<'FeatureGridBlock'>) {
  const items = block.items ?? []
  const grid = gridLayout(items.length, gridColumns.cards)
  return (
    <Section heading={block.heading} intro={block.intro} band={band}>
      <ul className={`${grid.list} gap-5`} data-grid>
        {items.map((item, i) => (
          // The list is the block's, in the block's order, never reordered in the browser: its index
          // is key enough, and shorter in the payload than the item's id (ADR 011).
          <li key={i} className={['card feature', grid.item(i)].filter(Boolean).join(' ')}>
            {/* The card's parts (the icon on its tile, the title, the text) are styled from
                .feature (content.css), without a class or a wrapper each. */}
            {item.icon ? <Icon name={item.icon as ContentIcon} /> : null}
            <h3>{isolateLtr(item.title)}</h3>
            {item.body ? <p>{isolateLtr(item.body)}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}
