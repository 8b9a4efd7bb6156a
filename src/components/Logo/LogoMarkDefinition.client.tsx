'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'
import { htmlOnly } from '@/components/html-only'
import type * as Logo from './LogoMark'

/**
 * The mark's drawing, once per document (SiteDocument), in the page itself: the boot guard's error
 * page shows it when no other file could be loaded. Static, so only the HTML carries it (htmlOnly);
 * every mark on the page refers to it (LogoMark). A document the browser renders without the
 * server's HTML (Next's answer to `notFound()`, ADR 002) has no drawing to keep: the browser then
 * loads it and draws it itself.
 */
export function LogoMarkDefinition() {
  const box = useRef<SVGSVGElement>(null)
  const [drawn, setDrawn] = useState<ReactNode>()
  useEffect(() => {
    if (box.current?.hasChildNodes()) return
    void import('./LogoMark').then((logo) => setDrawn(logo.logoMarkDrawing()))
  }, [])
  const drawing = typeof window === 'undefined' ? (require('./LogoMark') as typeof Logo).logoMarkDrawing() : drawn
  return <svg ref={box} width={0} height={0} aria-hidden="true" focusable="false" className="absolute" {...htmlOnly(drawing ? { children: drawing } : undefined)} />
}
