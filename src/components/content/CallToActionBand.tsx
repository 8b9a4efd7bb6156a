import { Icon } from '@/components/Icon/Icon'
import { SiteLink } from '@/components/SiteLink'
import { isolateLtr } from './Ltr'

type Props = { heading?: string | null; body?: string | null; link?: { href?: string | null; label?: string | null } | null }

/** The dark band that closes a page with one action (the call-to-action block, a case study). */
export function CallToActionBand({ heading, body, link }: Props) {
  return (
    <section className="container-page my-16 md:my-24">
      <div className="surface-dark relative overflow-hidden rounded-[1.75rem] bg-ink px-6 py-12 text-paper md:px-14 md:py-16">
        <div aria-hidden="true" className="pointer-events-none absolute -end-16 -top-16 size-64 rounded-full bg-teal/40 blur-3xl" />
        <h2 className="relative max-w-2xl text-3xl font-bold text-balance md:text-4xl">{isolateLtr(heading)}</h2>
        {body ? <p className="relative mt-4 max-w-2xl text-lg text-paper/80">{isolateLtr(body)}</p> : null}
        {link?.href && link.label ? (
          <SiteLink href={link.href} className="btn btn-light relative mt-8">
            {link.label}
            <Icon name="arrow-forward" className="size-4" />
          </SiteLink>
        ) : null}
      </div>
    </section>
  )
}
