/** Lexical nodes that sit inside a line of text; every other node is a block of its own. */
const inlineTypes = new Set(['text', 'link', 'autolink', 'linebreak', 'tab'])

type LexicalNode = { type?: string; text?: string; children?: unknown[]; root?: unknown }

/** Punctuation that ends a sentence or a clause, in English and Arabic. */
const closing = /[.!?؟…:;،,]$/u

/**
 * A text that ends as a sentence: headings, list items and card titles shown in an excerpt then read
 * "Heading. Text" instead of running into what follows.
 */
function asSentence(text: string): string {
  const trimmed = text.trim()
  return !trimmed || closing.test(trimmed) ? trimmed : `${trimmed}.`
}

function textOf(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const { type, text, children, root } = node as LexicalNode
  if (typeof text === 'string') return text
  if (type === 'linebreak' || type === 'tab') return ' '
  if (root) return textOf(root)
  // Inline runs join as written ("a **b** c" stays three words); blocks are sentences of their own.
  return (children ?? []).map((child) => (inlineTypes.has((child as LexicalNode)?.type ?? '') ? textOf(child) : ` ${asSentence(textOf(child))} `)).join('')
}

/** The readable text of a Lexical rich-text value, on one line. */
export function richTextPlain(value: unknown): string {
  return textOf(value).replace(/\s+/g, ' ').trim()
}

/**
 * Every text in a value read for the search (a block, a list of blocks): strings as they are, rich
 * text as plain text, keys other than GraphQL's `__typename` all read.
 */
export function textsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(textsIn)
  if (!value || typeof value !== 'object') return []
  if ('root' in value) return [richTextPlain(value)]
  return Object.entries(value).flatMap(([key, inner]) => (key === '__typename' ? [] : textsIn(inner)))
}

/** Texts as one passage of sentences (empty ones left out). */
export function passage(...texts: (string | null | undefined)[]): string {
  return texts.flatMap((text) => (text?.trim() ? [asSentence(text)] : [])).join(' ')
}
