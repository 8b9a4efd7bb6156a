'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { currentTransition, noteMounted } from '@/lib/browser/recovery'

/** The element a URL's hash names, if the page has it. */
function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    return null
  }
}

/**
 * The scroll rules of spec section 2. Site links navigate without Next's own scrolling
 * (`scroll={false}` in SiteLink), and this component decides: a new page starts at the top, or at
 * the heading its hash names (the sticky header's height is kept clear by `scroll-padding` in the
 * CSS); a change of the query or the hash on the same page keeps the position; back and forward
 * leave the browser to restore it. It also tells the error recovery that the app has mounted.
 */
export function NavigationScroll() {
  const pathname = usePathname()
  const previous = useRef(pathname)

  useEffect(() => noteMounted(), [])

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    if (currentTransition()?.type === 'traverse') return
    const target = hashTarget(window.location.hash)
    if (target) target.scrollIntoView({ behavior: 'instant', block: 'start' })
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])

  return null
}
