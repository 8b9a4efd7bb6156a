import { createHash } from 'node:crypto'
import type { Graph } from 'schema-dts'
import { fileJsonLd } from '@/lib/seo/json-ld-store'
import { serializeJsonLd } from '@/lib/seo/structured-data'
import { JsonLdScript } from './JsonLdScript.client'

/**
 * Structured data in the page's HTML, not in its React payload, which carries only the text's key
 * (JsonLdScript, json-ld-store.ts); no client JavaScript of its own.
 */
export function JsonLd({ data }: { data: Graph }) {
  const text = serializeJsonLd(data)
  const key = createHash('sha256').update(text).digest('base64url').slice(0, 22)
  fileJsonLd(key, text)
  return <JsonLdScript textKey={key} />
}
