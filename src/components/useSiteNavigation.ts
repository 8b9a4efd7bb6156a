'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useCallback } from 'react'
import { localizePath, splitLocalePath } from '@/i18n/locales'
import { assertNavigable } from '@/lib/safe-url'

type NavigateOptions = {
  /** Required to leave the site. */
  external?: boolean
  /** Replace the current history entry instead of adding one. */
  replace?: boolean
  /** Load the page afresh (e.g. a page of the other language, which has its own document). */
  document?: boolean
}

/**
 * The site's one way to navigate from code (spec section 8), the companion of SiteLink: site paths
 * get the current language prefix and go through the router; external URLs need `external`;
 * script URLs (javascript:, data:, …) are refused with an UnsafeNavigationError.
 */
export function useSiteNavigation() {
  const router = useRouter()
  const locale = splitLocalePath(usePathname() ?? '/').locale
  return useCallback(
    (href: string, { external = false, replace = false, document = false }: NavigateOptions = {}) => {
      const kind = assertNavigable(href, { external })
      if (kind === 'internal' && !document) {
        // Scrolling follows the spec's rules (NavigationScroll), not Next's defaults.
        const target = localizePath(href, locale)
        if (replace) router.replace(target, { scroll: false })
        else router.push(target, { scroll: false })
      } else if (replace) window.location.replace(href)
      else window.location.assign(href)
    },
    [router, locale],
  )
}
