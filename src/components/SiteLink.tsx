import { useLocale } from 'next-intl'
import type { ComponentProps, ReactNode } from 'react'
import { localizePath } from '@/i18n/locales'
import { classifyHref } from '@/lib/safe-url'
import { InternalLink } from './InternalLink.client'

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  href: string | null | undefined
  /** Required to link outside the site; such links open in a new tab without an opener. */
  external?: boolean
  children: ReactNode
}

/**
 * The site's one link component. Site paths get the current language prefix; external URLs need
 * `external`; script URLs (javascript:, data:, …) are never rendered as links.
 *
 * Site paths are localized here and rendered with Next's own Link (InternalLink), so that on the
 * server a link costs the page's React payload only its href and attributes, and pages load no
 * link code of their own beyond Next's (ADR 011). In the browser (the blog list, the forms) the language comes from the
 * messages' provider that those components are rendered in.
 */
export function SiteLink({ href, external = false, children, ...rest }: Props) {
  const locale = useLocale()
  const kind = classifyHref(href)
  if (kind === 'internal' && href) {
    return (
      <InternalLink href={localizePath(href, locale)} {...rest}>
        {children}
      </InternalLink>
    )
  }
  if ((kind === 'anchor' || kind === 'contact') && href) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    )
  }
  if (kind === 'external' && external && href) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    )
  }
  console.error(`SiteLink: refused to link to ${JSON.stringify(href)} (${kind === 'external' ? 'external without permission' : 'unsafe URL'})`)
  return (
    <span className={rest.className} data-refused-link="">
      {children}
    </span>
  )
}
