'use client'

import { lazy, Suspense } from 'react'

// Their code loads only in draft mode: the layout's client components share one script, which
// every visitor loads (ADR 011).
const Tools = lazy(() => import('./PreviewTools').then((m) => ({ default: m.PreviewTools })))

/** The preview bar's controls (PreviewTools.tsx), for an editor in draft mode. */
export function PreviewToolsLoader({ exitLabel }: { exitLabel: string }) {
  return (
    <Suspense>
      <Tools exitLabel={exitLabel} />
    </Suspense>
  )
}
