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

/** The top-level argument names of an ICU message (plural branches are not arguments). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>()
  let depth = 0
  for (let i = 0; i < message.length; i++) {
    if (message[i] === '{') {
      if (depth === 0) names.add(/^[\s]*([A-Za-z_][\w]*)/.exec(message.slice(i + 1))?.[1] ?? '')
      depth++
    } else if (message[i] === '}') depth--
  }
  names.delete('')
  return [...names].sort()
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
      expect(argumentsOf(arabic[key] ?? ''), key).toEqual(argumentsOf(english[key] ?? ''))
      const tags = (m: string) => [...m.matchAll(/<(\w+)>/g)].map((t) => t[1]).sort()
      expect(tags(arabic[key] ?? ''), key).toEqual(tags(english[key] ?? ''))
    }
  })

  it('write Arabic messages in Arabic', () => {
    const untranslated = Object.entries(arabic).filter(
      ([key, value]) => !/[\u0600-\u06FF]/.test(value) && !key.startsWith('LocaleSwitcher.') && !/^[\d\s{}#%·©.,:-]*$/.test(value),
    )
    expect(untranslated).toEqual([])
  })

  it('spell Arabic plurals with the categories Arabic uses', () => {
    for (const [key, value] of Object.entries(arabic)) {
      if (!value.includes(', plural,')) continue
      for (const category of ['zero', 'one', 'two', 'few', 'many', 'other']) {
        expect(value, `${key} lacks ${category}`).toContain(`${category} {`)
      }
    }
  })
})
