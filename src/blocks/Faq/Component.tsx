import { Icon } from '@/components/Icon/Icon'
import { isolateLtr } from '@/components/content/Ltr'
import { Section } from '@/components/content/Section'
import type { BlockProps } from '../types'

export function FaqComponent({ block, band }: BlockProps<'FaqBlock'>) {
  return (
    <Section heading={block.heading} band={band}>
      {/* Styled from .faq (content.css): the items carry no classes of their own. Index keys: the
          block's order, never reordered in the browser. */}
      <div className="faq">
        {(block.items ?? []).map((item, i) => (
          <details key={i}>
            <summary>
              <span>{isolateLtr(item.question)}</span>
              <Icon name="chevron-down" />
            </summary>
            <p>{isolateLtr(item.answer)}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}
