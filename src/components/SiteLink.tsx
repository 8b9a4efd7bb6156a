import type { ComponentProps, ReactNode } from 'react'
import { Link } from '@/i18n/navigation'
import { classifyHref } from '@/lib/safe-url'

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  href: string | null | undefined
  /** Required to link outside the site; such links open in a new tab without an opener. */
  external?: boolean
  children: ReactNode
}

/**
 * The site's one link component. Site paths get the current language prefix; external URLs need
 * `external`; script URLs (javascript:, data:, …) are never rendered as links.
 */
export function SiteLink({ href, external = false, children, ...rest }: Props) {
  const kind = classifyHref(href)
  if (kind === 'internal' && href) {
    // Scrolling after navigation follows the spec's rules (NavigationScroll), not Next's defaults.
    return (
      <Link href={href} scroll={false} {...rest}>
        {children}
      </Link>
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
