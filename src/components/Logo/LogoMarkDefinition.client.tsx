'use client'

import { htmlOnly } from '@/components/html-only'
import type * as Logo from './LogoMark'

/**
 * The mark's drawing, once per document (SiteDocument), in the page itself: the boot guard's error
 * page shows it when no other file could be loaded. Static, so only the HTML carries it (htmlOnly);
 * every mark on the page refers to it (LogoMark).
 */
export function LogoMarkDefinition() {
  const drawing = typeof window === 'undefined' ? { children: (require('./LogoMark') as typeof Logo).logoMarkDrawing() } : undefined
  return <svg width={0} height={0} aria-hidden="true" focusable="false" className="absolute" {...htmlOnly(drawing)} />
}
