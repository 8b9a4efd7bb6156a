/**
 * What a translation was made from, and whether that has changed since (docs/decisions/038-translations-in-step.md).
 * A document's source texts are the plain text of its localized text fields in its source language:
 * rich text counts by its words, not by its node ids, formats or layout, so re-saving a post or
 * bolding a word does not send its translation back to the translator.
 */

/** A field's path ('title', 'seo.description') to its text in the source language. */
export type SourceTexts = Record<string, string>

/** Stored on the document: its source language and, per other language, the texts it was last translated from. */
export type TranslationBaseline<L extends string = string> = { source: L; of: Partial<Record<L, SourceTexts>> }

type Node = { type?: unknown; text?: unknown; children?: unknown; fields?: unknown }

const blockKeys = new Set(['id', 'blockType', 'blockName'])

function nodeText(node: Node, out: string[]): void {
  if (typeof node.text === 'string') out.push(node.text)
  if (node.type === 'linebreak') out.push('\n')
  // A block inside rich text (a code sample, a quote) carries its text in its fields.
  if ((node.type === 'block' || node.type === 'inlineBlock') && node.fields && typeof node.fields === 'object') {
    for (const [key, value] of Object.entries(node.fields as Record<string, unknown>)) {
      if (!blockKeys.has(key) && typeof value === 'string') out.push(value)
    }
  }
  if (Array.isArray(node.children)) {
    const inner: string[] = []
    for (const child of node.children) if (child && typeof child === 'object') nodeText(child as Node, inner)
    // Paragraphs, headings and list items are separate lines; the text nodes inside one are joined as typed.
    out.push(isBlockLevel(node) ? inner.join('\n') : inner.join(''))
  }
}

const inline = new Set(['text', 'link', 'autolink', 'linebreak', 'tab'])

/** A node holding paragraphs, headings or list items (not only words and links) puts each on its own line. */
function isBlockLevel(node: Node): boolean {
  return Array.isArray(node.children) && node.children.some((child) => !inline.has(String((child as Node | null)?.type)))
}

/** The words of a stored value: a string as typed, rich text (Lexical) as its lines of text, anything else as nothing. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return normalize(value)
  if (value && typeof value === 'object' && 'root' in value) {
    const out: string[] = []
    nodeText((value as { root: Node }).root, out)
    return normalize(out.join('\n'))
  }
  return ''
}

/** Spaces at the ends of lines and runs of spaces are not a change a translator needs to see. */
function normalize(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

/** The fields whose text differs between what a translation was made from and the source now. */
export function changedFields(then: SourceTexts, now: SourceTexts): string[] {
  const paths = [...new Set([...Object.keys(now), ...Object.keys(then)])]
  return paths.filter((path) => (then[path] ?? '') !== (now[path] ?? ''))
}
