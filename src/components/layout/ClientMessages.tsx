import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'

type Props = {
  locale: Locale
  /** What the client components below use: namespaces (`Blog`) or parts of them (`Forms.errors`). */
  keys: readonly string[]
  children: ReactNode
}

type Tree = { [key: string]: string | Tree }

/** The messages at `keys` (dotted paths), in their places in the tree and nothing else. */
export function pickMessages(tree: Tree, keys: readonly string[]): Tree {
  const picked: Tree = {}
  for (const key of keys) {
    const path = key.split('.')
    let from: string | Tree | undefined = tree
    let into = picked
    path.forEach((part, i) => {
      from = typeof from === 'object' ? from[part] : undefined
      if (from === undefined) throw new Error(`ClientMessages: no message at ${key}`)
      if (i === path.length - 1) into[part] = from
      else into = (into[part] ??= {}) as Tree
    })
  }
  return picked
}

/**
 * The messages that the client components below need, and only those: every message passed here
 * travels in the page's React payload, so a form's messages go with the form rather than with every
 * page, and only the ones it shows in the browser (not the e-mails, not the other form's; ADR 011).
 */
export function ClientMessages({ locale, keys, children }: Props) {
  return (
    <NextIntlClientProvider locale={locale} messages={pickMessages(messages[locale], keys)}>
      {children}
    </NextIntlClientProvider>
  )
}
