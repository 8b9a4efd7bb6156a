import type { AnalyzedWord } from './analyze'

/** Text cut into runs, each marked when it is a word that matched the query. */
export type Highlighted = { text: string; mark: boolean }[]

/** A text with its words analyzed once, when the index is built. */
export type AnalyzedText = { text: string; words: AnalyzedWord[] }

const isMatch = (word: AnalyzedWord, matched: ReadonlySet<string>) => word.terms.some((term) => matched.has(term))

/** Runs of `text` from `from` to `to`, the words `words[first..last]` marked when they matched. */
function runs(text: string, words: AnalyzedWord[], matched: ReadonlySet<string>, first: number, last: number, from: number, to: number): Highlighted {
  const out: Highlighted = []
  const push = (part: string, mark: boolean) => {
    if (!part) return
    const previous = out.at(-1)
    if (previous && previous.mark === mark) previous.text += part
    else out.push({ text: part, mark })
  }
  let at = from
  for (let i = first; i <= last; i++) {
    const word = words[i]!
    if (!isMatch(word, matched)) continue
    push(text.slice(at, word.start), false)
    push(text.slice(word.start, word.end), true)
    at = word.end
  }
  push(text.slice(at, to), false)
  return out
}

/** The whole text, its matching words marked (for titles). */
export function highlightAll({ text, words }: AnalyzedText, matched: ReadonlySet<string>): Highlighted {
  return runs(text, words, matched, 0, words.length - 1, 0, text.length)
}

export const hasMatch = ({ words }: AnalyzedText, matched: ReadonlySet<string>) => words.some((word) => isMatch(word, matched))

/**
 * At most `length` words of the text, starting a few words before its first match (or at the start
 * when nothing matched), with an ellipsis where the text was cut.
 */
export function snippet({ text, words }: AnalyzedText, matched: ReadonlySet<string>, length = 32): Highlighted {
  if (words.length === 0) return text ? [{ text, mark: false }] : []
  const hit = words.findIndex((word) => isMatch(word, matched))
  const first = Math.max(0, Math.min(hit - 8, words.length - length))
  const last = Math.min(words.length - 1, first + length - 1)
  const from = first === 0 ? 0 : words[first]!.start
  const to = last === words.length - 1 ? text.length : words[last]!.end
  const body = runs(text, words, matched, first, last, from, to)
  if (from > 0) body.unshift({ text: '… ', mark: false })
  if (to < text.length) body.push({ text: ' …', mark: false })
  // Neighbouring unmarked runs (an ellipsis beside plain text) read as one.
  return body.reduce<Highlighted>((all, run) => {
    const previous = all.at(-1)
    if (previous && !previous.mark && !run.mark) previous.text += run.text
    else all.push({ ...run })
    return all
  }, [])
}
