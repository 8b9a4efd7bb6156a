'use client'

import NextLink from 'next/link'
import type { ComponentProps } from 'react'

/**
 * Next's Link for a path of this site, without Next's scrolling after navigation: the spec's rules
 * decide instead (NavigationScroll). A client component of its own, so that each of the forty or
 * so links a page has does not carry `scroll: false` in the page's React payload (ADR 011).
 */
export function InternalLink(props: Omit<ComponentProps<typeof NextLink>, 'scroll'>) {
  return <NextLink {...props} scroll={false} />
}
