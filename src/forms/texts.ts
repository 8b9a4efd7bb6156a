import type { Locale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import type { TextTree } from './lay-texts'

/**
 * The forms' texts editors may change in the CMS (the Forms global, ADR 054): every text of a form's
 * messages (`Forms.consultation`, `Forms.application`: labels, help texts, the options' names, the
 * thank-you message). The checks' messages, the fields, their options and their limits stay in code.
 */
export const editableForms = ['consultation', 'application'] as const
export type EditableForm = (typeof editableForms)[number]

export type { TextTree } from './lay-texts'

/** A message as it is compiled (icu-minify): a string, or parts: strings, `[arg]`, `[tag, ...children]`, `[arg, type, …]`. */
type Compiled = string | Compiled[] | number | { [key: string]: Compiled }

/**
 * A message's wording as written in the message files. The app's build compiles the message files
 * (ADR 011) and plain Node reads them as written; the Forms global's fields and their checks must be
 * the same in both, so a compiled message is written back: text, `{arg}` and `<tag>…</tag>`, the
 * forms' only syntax (a typed argument such as a plural is not editable: null).
 */
export function sourceText(message: Compiled): string | null {
  if (typeof message === 'string') return message
  if (!Array.isArray(message)) return null
  let out = ''
  for (const part of message) {
    if (typeof part === 'string') out += part
    else if (Array.isArray(part) && typeof part[0] === 'string' && part.length === 1) out += `{${part[0]}}`
    else if (Array.isArray(part) && typeof part[0] === 'string' && part.slice(1).every((child) => typeof child === 'string' || Array.isArray(child))) {
      const children = sourceText(part.slice(1))
      if (children === null) return null
      out += `<${part[0]}>${children}</${part[0]}>`
    } else return null
  }
  return out
}

/** Whether the message files were compiled (the app's build) or are read as written (plain Node). */
export const messagesCompiled = (): boolean => typeof (messages.en.Forms.application as Record<string, unknown>).thanks !== 'string'

/** A form's texts in a language, worded as the message files hold them: the wording an empty field keeps. */
export function defaultTexts(form: EditableForm, locale: Locale): TextTree {
  const tree = (node: Record<string, Compiled>): TextTree =>
    Object.fromEntries(
      Object.entries(node).flatMap(([key, value]): [string, string | TextTree][] => {
        if (typeof value === 'object' && !Array.isArray(value)) return [[key, tree(value as Record<string, Compiled>)]]
        const text = sourceText(value)
        return text === null ? [] : [[key, text]]
      }),
    )
  return tree(messages[locale].Forms[form] as unknown as Record<string, Compiled>)
}

/**
 * A message key as a field name, which must be a GraphQL name: `under-250k` → `under250k`,
 * `250k-1m` → `n250k1m` (a name cannot start with a digit).
 */
export function fieldNameOf(key: string): string {
  const camel = key.replace(/-+(\w)/g, (_, letter: string) => letter.toUpperCase())
  return /^\d/.test(camel) ? `n${camel}` : camel
}

/** What the message format reads in a text: an argument (`{position}`) or a tag (`<link>`, `</link>`). */
const syntax = /\{\s*(\w+)\s*\}|<\/?\w+>/g

/** The arguments and tags a text carries, in its order, an argument written `{name}`. */
export function partsOf(text: string): string[] {
  return [...text.matchAll(syntax)].map((m) => (m[1] ? `{${m[1]}}` : m[0]))
}

/**
 * Whether an editor's text keeps the original's arguments and tags, each as often, and has no other
 * braces or angle brackets (which the message format would read as syntax, or the page as markup).
 */
export function keepsArguments(text: string, original: string): boolean {
  const rest = text.replace(syntax, '')
  return !/[{}<>]/.test(rest) && partsOf(text).sort().join() === partsOf(original).sort().join()
}

/** The longest text a field takes: three times its original, at least 120 characters, at most 1,000. */
export const textLimit = (original: string) => Math.min(1_000, Math.max(120, original.length * 3))

/**
 * The editors' texts of a form from the stored global (fields named by `fieldNameOf`), under the
 * message keys, for the texts they wrote only: an empty field keeps the message file's wording. A
 * stored text that no longer fits its original (the original changed in code) is left out.
 */
export function textsFromStored(stored: unknown, original: TextTree): TextTree {
  const out: TextTree = {}
  if (typeof stored !== 'object' || stored === null) return out
  for (const [key, value] of Object.entries(original)) {
    const given = (stored as Record<string, unknown>)[fieldNameOf(key)]
    if (typeof value === 'string') {
      if (typeof given === 'string' && given.trim() && given.length <= textLimit(value) && keepsArguments(given, value)) out[key] = given.trim()
    } else {
      const nested = textsFromStored(given, value)
      if (Object.keys(nested).length > 0) out[key] = nested
    }
  }
  return out
}
