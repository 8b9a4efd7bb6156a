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
            <summary className="faq-question">
              <span>{isolateLtr(item.question)}</span>
              <Icon name="chevron-down" className="faq-chevron" />
            </summary>
            <p className="faq-answer">{isolateLtr(item.answer)}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}
