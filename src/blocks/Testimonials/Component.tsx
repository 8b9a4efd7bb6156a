import { Section } from '@/components/content/Section'
import { CmsImage } from '@/components/media/CmsImage'
import { gridColumns, gridLayout } from '@/lib/grid'
import type { BlockProps } from '../types'

/** Quotes as cards: the words, then who said them (name if given, role, organisation, its mark). */
export function TestimonialsComponent({ block, band, locale }: BlockProps<'TestimonialsBlock'>) {
  const items = block.items ?? []
  const grid = gridLayout(items.length, gridColumns.pairs)
  return (
    <Section heading={block.heading} band={band}>
      <ul className={`${grid.list} gap-5`} data-grid>
        {items.map((item, i) => (
          <li key={item.id ?? i} className={['card p-6', grid.item(i)].filter(Boolean).join(' ')}>
            <figure className="flex h-full flex-col gap-4">
              <blockquote className="text-lg">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="mt-auto flex items-center gap-3">
                {item.logo ? <CmsImage media={item.logo} sizes="3rem" className="size-12 object-contain" /> : null}
                <span>
                  {item.name ? <span className="block font-semibold">{item.name}</span> : null}
                  <span className="block text-slate">{[item.role, item.organization].filter(Boolean).join(locale === 'ar' ? '، ' : ', ')}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
