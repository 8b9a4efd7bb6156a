import { isPluralElement, isSelectElement, isTagElement, type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import ar from '../../messages/ar.json'
import en from '../../messages/en.json'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  )
}

/** The argument names and the rich-text tags of an ICU message, read by the ICU parser the app uses. */
function partsOf(message: string): { names: string[]; tags: string[]; plurals: string[][] } {
  const names = new Set<string>()
  const tags = new Set<string>()
  const plurals: string[][] = []
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (isTagElement(element)) {
        tags.add(element.value)
        visit(element.children)
      } else if (isPluralElement(element) || isSelectElement(element)) {
        names.add(element.value)
        if (isPluralElement(element)) plurals.push(Object.keys(element.options).sort())
        for (const option of Object.values(element.options)) visit(option.value)
      } else if ('value' in element && element.type !== TYPE.literal) {
        names.add(String(element.value))
      }
    }
  }
  visit(parse(message))
  return { names: [...names].sort(), tags: [...tags].sort(), plurals }
}

const english = flatten(en as Tree)
const arabic = flatten(ar as Tree)

describe('message files', () => {
  it('have the same keys in English and Arabic', () => {
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort())
  })

  it('have no empty message', () => {
    for (const [key, value] of [...Object.entries(english), ...Object.entries(arabic)]) {
      expect(value.trim(), key).not.toBe('')
    }
  })

  it('use the same arguments and tags in both languages', () => {
    for (const key of Object.keys(english)) {
      const [arabicParts, englishParts] = [partsOf(arabic[key] ?? ''), partsOf(english[key] ?? '')]
      expect(arabicParts.names, key).toEqual(englishParts.names)
      expect(arabicParts.tags, key).toEqual(englishParts.tags)
    }
  })

  it('write Arabic messages in Arabic', () => {
    const untranslated = Object.entries(arabic).filter(
      ([key, value]) => !/[\u0600-\u06FF]/.test(value) && !key.startsWith('LocaleSwitcher.') && !/^[\d\s{}#%·©.,:-]*$/.test(value),
    )
    expect(untranslated).toEqual([])
  })

  it('spell Arabic plurals with the categories Arabic uses', () => {
    let plurals = 0
    for (const [key, value] of Object.entries(arabic)) {
      for (const categories of partsOf(value).plurals) {
        plurals += 1
        expect(categories, `${key} has every Arabic plural category`).toEqual(expect.arrayContaining(['few', 'many', 'one', 'other', 'two', 'zero']))
      }
    }
    expect(plurals).toBeGreaterThan(0)
  })
})
