import { isolateLtr } from '@/components/content/Ltr'
import { gridColumns, gridLayout } from '@/lib/grid'
import type { BlockProps } from '../types'

export function StatsComponent({ block }: BlockProps<'StatsBlock'>) {
  const items = block.items ?? []
  const grid = gridLayout(items.length, gridColumns.figures)
  return (
    <section className="my-16 bg-navy py-14 text-paper md:my-24" aria-label={block.heading ?? undefined}>
      <div className="container-page">
        {block.heading ? <h2 className="text-2xl font-bold md:text-3xl">{block.heading}</h2> : null}
        <dl className={`mt-8 ${grid.list} gap-8`} data-grid>
          {items.map((item, i) => (
            <div key={i} className={['stat', grid.item(i)].filter(Boolean).join(' ')}>
              <dt className="stat-label">{isolateLtr(item.label)}</dt>
              <dd className="figure stat-value">{isolateLtr(item.value)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
