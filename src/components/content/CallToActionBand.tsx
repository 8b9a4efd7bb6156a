import { Icon } from '@/components/Icon/Icon'
import { SiteLink } from '@/components/SiteLink'
import { isolateLtr } from './Ltr'

type Props = { heading?: string | null; body?: string | null; link?: { href?: string | null; label?: string | null } | null }

/** The dark band that closes a page with one action (the call-to-action block, a case study). */
export function CallToActionBand({ heading, body, link }: Props) {
  return (
    <section className="container-page my-16 md:my-24">
      {/* Its glow, heading, text and action are styled from .cta (content.css). */}
      <div className="surface-dark cta">
        <h2>{isolateLtr(heading)}</h2>
        {body ? <p>{isolateLtr(body)}</p> : null}
        {link?.href && link.label ? (
          <SiteLink href={link.href} className="btn btn-light">
            {link.label}
            <Icon name="arrow-forward" className="size-4" />
          </SiteLink>
        ) : null}
      </div>
    </section>
  )
}
