import type { Locale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'

type Tree = { [key: string]: string | Tree }

/**
 * The messages at `keys` (dotted paths: namespaces like `Blog` or parts like `Forms.errors`), in
 * their places in the tree and nothing else. Every message picked travels in the page's React
 * payload, so a form's messages go with the form rather than with every page, and only the ones it
 * shows in the browser (not the e-mails, not the other form's; ADR 011).
 */
export function pickMessages(tree: Tree, keys: readonly string[]): Tree {
  const picked: Tree = {}
  for (const key of keys) {
    const path = key.split('.')
    let from: string | Tree | undefined = tree
    let into = picked
    path.forEach((part, i) => {
      from = typeof from === 'object' ? from[part] : undefined
      if (from === undefined) throw new Error(`pickMessages: no message at ${key}`)
      if (i === path.length - 1) into[part] = from
      else into = (into[part] ??= {}) as Tree
    })
  }
  return picked
}

/** The messages at `keys` for `locale`, for a component wrapped in `withMessages` (its `intl` prop). */
export function clientIntl(locale: Locale, keys: readonly string[]) {
  return { locale, messages: pickMessages(messages[locale], keys) }
}
