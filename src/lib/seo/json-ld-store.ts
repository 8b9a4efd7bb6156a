/**
 * Hands a page's JSON-LD from its server component to the server's render of its HTML without
 * putting it in the page's React payload (ADR 011): structured data is read from the HTML only, and
 * in the payload it was a second copy (about 10 KB on a job posting).
 *
 * Next renders the React payload and, from it, the HTML in one pass of one process; the two are
 * built as separate module graphs, so the texts live on `globalThis`, not in a module's own
 * variable. A text is filed under its hash, which is all the payload carries: the same page's data
 * shares one entry whoever asks, and a render that writes no HTML (a client-side navigation, a
 * prefetch) leaves only what the next one reuses. The store keeps the most recently filed texts,
 * a bounded number, so no stream of requests can grow it.
 */
export const jsonLdCapacity = 500
const storeKey = Symbol.for('thaqib.json-ld')

type Store = Map<string, string>

function store(): Store {
  const global = globalThis as { [storeKey]?: Store }
  return (global[storeKey] ??= new Map())
}

/**
 * Files the JSON-LD text under `key`, its hash (JsonLd.tsx computes it: this module is also in the
 * server's render of client components, which needs no hashing).
 */
export function fileJsonLd(key: string, text: string): void {
  const texts = store()
  // Most recently filed last: a Map keeps insertion order, so the first entry is the oldest.
  texts.delete(key)
  texts.set(key, text)
  for (const oldest of texts.keys()) {
    if (texts.size <= jsonLdCapacity) break
    texts.delete(oldest)
  }
}

/** The JSON-LD text filed under `key` by this process, if it is still there. */
export function jsonLdFor(key: string): string | undefined {
  return store().get(key)
}

/**
 * The text for the page's HTML: the JSON-LD filed under `key`, or, if this process has none (only
 * if the payload and the HTML were ever rendered apart), an empty object, logged.
 */
export function jsonLdHtml(key: string): string {
  const text = jsonLdFor(key)
  if (text !== undefined) return text
  console.error(`JsonLdScript: no JSON-LD filed under ${key} in this process; the page goes without it.`)
  return '{}'
}
