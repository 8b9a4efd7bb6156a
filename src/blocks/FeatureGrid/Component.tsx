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
          <li key={item.id} className={`card feature ${grid.item(i)}`}>
            {item.icon ? (
              <span className="icon-tile">
                <Icon name={item.icon as ContentIcon} className="size-6" />
              </span>
            ) : null}
            <h3 className="feature-title">{isolateLtr(item.title)}</h3>
            {item.body ? <p className="feature-text">{isolateLtr(item.body)}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}
