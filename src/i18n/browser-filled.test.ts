import { createTranslator } from 'next-intl'
import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { digestSlot, referenceParts } from './error-page-messages'
import { locales } from './locales'
import { messages } from './messages'

const bdi = (chunks: ReactNode) => createElement('bdi', { dir: 'ltr' }, chunks)
const html = (node: ReactNode) => renderToStaticMarkup(createElement('p', null, node))

/*
 * Two messages hold a value only the browser knows: the missing page's address (the 404 page is the
 * same for every address) and an error's reference. They are filled without an ICU formatter, so
 * each must hold its value isolated, once, and nothing else to format.
 */
describe('the messages the browser fills', () => {
  for (const { code } of locales) {
    it(`${code}: the 404 message isolates the path, once, and has nothing else to format`, () => {
      const message = messages[code].NotFound.message
      const [before, after, ...more] = message.split('<bdi>{path}</bdi>')
      expect(more).toEqual([])
      expect(`${before}${after}`).not.toMatch(/[{}<>']/)
    })

    it(`${code}: the error reference reads as next-intl formats it`, () => {
      const message = messages[code].ErrorPage.reference
      const [before, after] = referenceParts(message)
      expect(`${before}${after}`).not.toMatch(/[{}<>']/)
      const t = createTranslator({ locale: code, messages: messages[code], namespace: 'ErrorPage' })
      const digest = '1234567890'
      expect(html([before, bdi(digest), after])).toBe(html(t.rich('reference', { digest, bdi })))
    })
  }

  it('refuses a reference message without its isolated digest', () => {
    expect(() => referenceParts('Error reference: {digest}')).toThrow(digestSlot)
    expect(() => referenceParts(`${digestSlot} ${digestSlot}`)).toThrow(/once/)
  })
})
