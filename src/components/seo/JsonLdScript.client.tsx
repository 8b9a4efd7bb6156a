'use client'

import { htmlOnly } from '@/components/html-only'
import type * as JsonLdStore from '@/lib/seo/json-ld-store'

/**
 * The page's JSON-LD script. The server's copy writes the text that the page's server component
 * filed under `textKey` (json-ld-store.ts) into the HTML; the browser's copy keeps that script as
 * it is (htmlOnly), so the payload carries only the key.
 */
export function JsonLdScript({ textKey }: { textKey: string }) {
  return <script type="application/ld+json" {...htmlOnly(typeof window === 'undefined' ? { html: serverText(textKey) } : undefined)} />
}

function serverText(key: string): string {
  const text = (require('@/lib/seo/json-ld-store') as typeof JsonLdStore).jsonLdFor(key)
  if (text !== undefined) return text
  // Only if the payload and the HTML were rendered apart (see json-ld-store.ts): no structured data.
  console.error(`JsonLdScript: no JSON-LD filed under ${key} in this process; the page goes without it.`)
  return '{}'
}
