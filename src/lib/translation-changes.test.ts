import { describe, expect, it } from 'vitest'
import { changedFields, textOf } from './translation-changes'

const text = (value: string, format = 0) => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 })
const paragraph = (...children: object[]) => ({ type: 'paragraph', children, direction: 'ltr', format: '', indent: 0, version: 1 })
const richText = (...children: object[]) => ({ root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 } })

describe('textOf', () => {
  it('reads rich text as its lines of words, whatever the formatting and node ids', () => {
    const plain = richText(paragraph(text('Models in production.')), paragraph(text('We '), text('measure', 1), text(' drift.')))
    const restyled = richText(
      { ...paragraph(text('Models in production.')), format: 'center', $id: 'a1' },
      { ...paragraph(text('We measure'), text(' drift.', 2)), indent: 1, $id: 'b2' },
    )
    expect(textOf(plain)).toBe('Models in production.\nWe measure drift.')
    expect(textOf(restyled)).toBe(textOf(plain))
  })

  it('keeps a link’s words inside its sentence and reads the text of blocks in the rich text', () => {
    const withLink = richText(paragraph(text('Read '), { type: 'link', fields: { url: 'https://example.com', newTab: false }, children: [text('the guide')] }, text(' first.')))
    expect(textOf(withLink)).toBe('Read the guide first.')
    const withBlock = richText(paragraph(text('Run:')), { type: 'block', fields: { id: '65f0a', blockType: 'Code', language: 'python', code: 'print(1)' } })
    expect(textOf(withBlock)).toBe('Run:\npython\nprint(1)')
  })

  it('ignores spaces a translator need not see and values that are not text', () => {
    expect(textOf('  Arabic  NLP \n')).toBe('Arabic NLP')
    expect(textOf(null)).toBe('')
    expect(textOf(42)).toBe('')
    expect(textOf(richText(paragraph()))).toBe('')
  })
})

describe('changedFields', () => {
  it('names the fields whose words changed, including ones added or emptied since', () => {
    const then = { title: 'Arabic NLP', excerpt: 'Search in Arabic.', content: 'One.\nTwo.' }
    expect(changedFields(then, { ...then })).toEqual([])
    expect(changedFields(then, { ...then, content: 'One.\nTwo, three.' })).toEqual(['content'])
    expect(changedFields(then, { title: 'Arabic NLP', excerpt: 'Search in Arabic.', content: 'One.\nTwo.', 'seo.title': 'New' })).toEqual(['seo.title'])
    expect(changedFields(then, { title: 'Arabic NLP', content: 'One.\nTwo.' })).toEqual(['excerpt'])
  })
})
