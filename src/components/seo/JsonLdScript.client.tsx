'use client'

import { htmlOnly } from '@/components/html-only'
import type * as JsonLdStore from '@/lib/seo/json-ld-store'

/**
 * The page's JSON-LD script. The server's copy writes the text that the page's server component
 * filed under `textKey` (json-ld-store.ts) into the HTML; the browser's copy keeps that script as
 * it is (htmlOnly), so the payload carries only the key. The store is `require`d in the server's
 * branch only, which the build removes from the browser's code.
 */
export function JsonLdScript({ textKey }: { textKey: string }) {
  return (
    <script
      type="application/ld+json"
      {...htmlOnly(typeof window === 'undefined' ? { html: (require('@/lib/seo/json-ld-store') as typeof JsonLdStore).jsonLdHtml(textKey) } : undefined)}
    />
  )
}
