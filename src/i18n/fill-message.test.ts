import { createTranslator } from 'next-intl'
import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { fillMessage } from './fill-message'
import { locales } from './locales'
import { messages } from './messages'

const bdi = (chunks: ReactNode) => createElement('bdi', { dir: 'ltr' }, chunks)
const html = (node: ReactNode) => renderToStaticMarkup(createElement('p', null, node))

/** The messages that client components fill in the browser, with a value only the browser knows. */
const filledInBrowser = [
  { namespace: 'NotFound', key: 'message', values: { path: '/ar/مدونة/<x> & "y"' } },
  { namespace: 'ErrorPage', key: 'reference', values: { digest: '1234567890' } },
] as const

const at = (tree: unknown, path: string) => path.split('.').reduce((node, key) => (node as Record<string, unknown>)[key], tree) as string

describe('fillMessage', () => {
  for (const { code } of locales) {
    for (const { namespace, key, values } of filledInBrowser) {
      it(`fills ${namespace}.${key} (${code}) exactly as next-intl formats it`, () => {
        const t = createTranslator({ locale: code, messages: messages[code], namespace })
        const raw = at(messages[code][namespace], key)
        const expected = html(t.rich(key as never, { ...values, bdi } as never))
        expect(html(fillMessage(raw, values, { bdi }))).toBe(expected)
      })
    }
  }

  it('refuses what only an ICU formatter can do, and a missing value or tag', () => {
    expect(() => fillMessage('{count, plural, one {# article} other {# articles}}', { count: '2' })).toThrow(/only \{arguments\}/)
    expect(() => fillMessage("It''s {name}", { name: 'x' })).toThrow(/only \{arguments\}/)
    expect(() => fillMessage('Page: {path}', {})).toThrow(/no value for \{path\}/)
    expect(() => fillMessage('Page: <b>{path}</b>', { path: '/' })).toThrow(/no renderer for <b>/)
  })
})
