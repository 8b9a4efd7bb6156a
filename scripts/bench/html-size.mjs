// The HTML of every page against the speed budget (scripts/lib/page-budget.mjs), and what it is
// made of: the inline React Server Components payload (`self.__next_f`) repeats the rendered page
// as data for hydration, so every element rendered on the server is paid for twice.
import { decodedPayload } from '../lib/page-budget.mjs'
import { fetchRaw } from './load.mjs'

const bytesOf = (text, pattern) => [...text.matchAll(pattern)].reduce((total, m) => total + Buffer.byteLength(m[0]), 0)
const pushScripts = /<script>self\.__next_f\.push\([\s\S]*?<\/script>/g

/** What a page's HTML is made of, in bytes. */
export function htmlComposition(html) {
  const payload = decodedPayload(html)
  const markup = html.replace(pushScripts, '')
  return {
    totalBytes: Buffer.byteLength(html),
    rscPayloadBytes: bytesOf(html, pushScripts),
    inlineSvgBytes: bytesOf(markup, /<svg[\s\S]*?<\/svg>/g),
    classAttributeBytes: bytesOf(markup, / class="[^"]*"/g),
    payload: {
      decodedBytes: Buffer.byteLength(payload),
      classNameBytes: bytesOf(payload, /"className":"[^"]*"/g),
      jsonLdBytes: bytesOf(payload, /\{\\?"@context\\?":[\s\S]*?(?=\n[0-9a-f]+:|$)/g),
      clientReferences: [...payload.matchAll(/^[0-9a-f]+:I\[/gm)].length,
    },
  }
}

/** Every page's HTML as the production server sends it uncompressed, with its composition. */
export async function measureHtml({ origin, pages }) {
  const out = {}
  for (const entry of pages) {
    const response = await fetchRaw(origin + entry.path)
    if (response.status !== entry.expectStatus) throw new Error(`${entry.path} answered ${response.status}, expected ${entry.expectStatus}`)
    out[entry.key] = htmlComposition(response.body.toString('utf8'))
  }
  return out
}
