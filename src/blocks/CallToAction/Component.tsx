import { Icon } from '@/components/Icon/Icon'
import { SiteLink } from '@/components/SiteLink'
import type { BlockProps } from '../types'
import { isolateLtr } from '@/components/content/Ltr'

export function CallToActionComponent({ block }: BlockProps<'CallToActionBlock'>) {
  return (
    <section className="container-page my-16 md:my-24">
      <div className="surface-dark relative overflow-hidden rounded-[1.75rem] bg-ink px-6 py-12 text-paper md:px-14 md:py-16">
        <div aria-hidden="true" className="pointer-events-none absolute -end-16 -top-16 size-64 rounded-full bg-teal/40 blur-3xl" />
        <h2 className="relative max-w-2xl text-3xl font-bold text-balance md:text-4xl">{isolateLtr(block.heading)}</h2>
        {block.body ? <p className="relative mt-4 max-w-2xl text-lg text-paper/80">{isolateLtr(block.body)}</p> : null}
        {block.link?.href && block.link.label ? (
          <SiteLink href={block.link.href} className="btn btn-light relative mt-8">
            {block.link.label}
            <Icon name="arrow-forward" className="size-4" />
          </SiteLink>
        ) : null}
      </div>
    </section>
  )
}
