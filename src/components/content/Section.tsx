import type { ReactNode } from 'react'
import { Icon } from '@/components/Icon/Icon'
import { SiteLink } from '@/components/SiteLink'
import { isolateLtr } from './Ltr'

type Props = {
  heading?: string | null
  intro?: string | null
  id?: string
  /** On a tinted band across the page: sets a section apart from the plain ones around it. */
  band?: boolean
  /** A link at the end of the heading's row (on a phone, under the introduction): "All …". */
  action?: { href: string; label: string }
  children: ReactNode
  className?: string
}

/** A page section with its heading and an optional introduction. */
export function Section({ heading, intro, id, band = false, action, children, className = '' }: Props) {
  const opening = (
    <>
      {heading ? <h2 className="section-title">{isolateLtr(heading)}</h2> : null}
      {intro ? <p className="section-intro">{isolateLtr(intro)}</p> : null}
    </>
  )
  // The content follows the opening without a wrapper: the stylesheet spaces what comes after a
  // heading, an introduction or the heading's row (content.css).
  const content = (
    <>
      {action ? (
        <div className="section-head">
          <div>{opening}</div>
          <SiteLink href={action.href} className="link section-action">
            {action.label}
            <Icon name="arrow-forward" className="size-4" />
          </SiteLink>
        </div>
      ) : (
        opening
      )}
      {children}
    </>
  )
  if (band) {
    return (
      <section {...(id && { id })} className={`my-14 bg-sand-soft py-12 md:my-20 md:py-14 ${className}`.trimEnd()}>
        <div className="container-page">{content}</div>
      </section>
    )
  }
  return (
    <section {...(id && { id })} className={`container-page my-14 md:my-20 ${className}`.trimEnd()}>
      {content}
    </section>
  )
}
