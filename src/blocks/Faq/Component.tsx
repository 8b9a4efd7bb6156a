import { Icon } from '@/components/Icon/Icon'
import { isolateLtr } from '@/components/content/Ltr'
import { Section } from '@/components/content/Section'
import type { BlockProps } from '../types'

export function FaqComponent({ block, band }: BlockProps<'FaqBlock'>) {
  return (
    <Section heading={block.heading} band={band}>
      <div className="divide-y divide-line rounded-[var(--radius-card)] border border-line bg-white">
        {(block.items ?? []).map((item) => (
          <details key={item.id} className="group p-5 md:px-7">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 text-lg font-semibold">
              <span>{isolateLtr(item.question)}</span>
              <Icon name="chevron-down" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <p className="mt-3 max-w-3xl text-slate">{isolateLtr(item.answer)}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}
