import { describe, expect, it } from 'vitest'
import { passage, richTextPlain, textsIn } from './plain-text'

const text = (value: string) => ({ type: 'text', text: value })
const block = (type: string, ...children: unknown[]) => ({ type, children })

describe('richTextPlain', () => {
  it('joins inline runs as written and ends each block as a sentence', () => {
    const doc = {
      root: block(
        'root',
        block('heading', text('Where Arabic search fails')),
        block('paragraph', text('Spelling '), block('link', text('varies')), text(' a lot.')),
        block('list', block('listitem', text('alef forms')), block('listitem', text('diacritics'))),
      ),
    }
    expect(richTextPlain(doc)).toBe('Where Arabic search fails. Spelling varies a lot. alef forms. diacritics.')
  })

  it('keeps the punctuation a block already ends with, Arabic included', () => {
    expect(richTextPlain({ root: block('root', block('heading', text('لماذا؟')), block('paragraph', text('لأن'))) })).toBe('لماذا؟ لأن.')
  })
})

describe('textsIn', () => {
  it('reads every string and rich text of blocks, leaving out GraphQL type names', () => {
    const blocks = [
      { __typename: 'FaqBlock', heading: 'Questions', items: [{ question: 'Where?', answer: 'Riyadh' }] },
      { __typename: 'RichTextBlock', heading: null, richBody: { root: block('root', block('paragraph', text('Body'))) } },
    ]
    expect(textsIn(blocks)).toEqual(['Questions', 'Where?', 'Riyadh', 'Body.'])
  })
})

describe('passage', () => {
  it('makes sentences of the texts it is given, leaving out empty ones', () => {
    expect(passage('Title', null, '', 'Done.')).toBe('Title. Done.')
  })
})
