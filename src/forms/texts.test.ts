import { describe, expect, it } from 'vitest'
import { layTexts } from './lay-texts'
import { defaultTexts, editableForms, fieldNameOf, keepsArguments, sourceText, type TextTree, textLimit, textsFromStored } from './texts'

const leaves = (tree: TextTree, at = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${at}${key}`, value] as [string, string]] : leaves(value, `${at}${key}.`)))

describe('the forms’ texts editors may change', () => {
  it('are every text of each form, each a field of its own with a GraphQL name, editable in both languages', () => {
    for (const form of editableForms) {
      const en = leaves(defaultTexts(form, 'en'))
      const ar = new Map(leaves(defaultTexts(form, 'ar')))
      expect(en.length).toBeGreaterThan(10)
      for (const [key, text] of en) {
        // The original passes its own check, and so does its Arabic (checked against the English).
        expect(keepsArguments(text, text), key).toBe(true)
        expect(keepsArguments(ar.get(key)!, text), `${key} in Arabic`).toBe(true)
        expect(ar.get(key)!.length, key).toBeLessThanOrEqual(textLimit(text))
        for (const part of key.split('.')) expect(fieldNameOf(part), key).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/)
      }
      const names = Object.keys(defaultTexts(form, 'en')).map(fieldNameOf)
      expect(new Set(names).size).toBe(names.length)
    }
    expect(fieldNameOf('250k-1m')).toBe('n250k1m')
    expect(fieldNameOf('not-sure')).toBe('notSure')
  })

  it('are worded as the message files write them, also where the build compiled them', async () => {
    const { default: compile } = await import('icu-minify/compile')
    for (const form of editableForms) {
      for (const [key, text] of leaves(defaultTexts(form, 'ar'))) expect(sourceText(compile(text) as never), key).toBe(text)
    }
    expect(sourceText(compile('a <b>x {y} z</b> c') as never)).toBe('a <b>x {y} z</b> c')
    // A plural is not a form's kind of text: not editable.
    expect(sourceText(compile('{c, plural, one {# x} other {# y}}') as never)).toBeNull()
  })

  it('keep their arguments and markup, and nothing that reads as syntax', () => {
    const original = 'Thank you for applying for {position}.'
    expect(keepsArguments('شكرًا لتقدّمك لوظيفة {position}.', original)).toBe(true)
    expect(keepsArguments('Thanks!', original)).toBe(false)
    expect(keepsArguments('{position} {position}', original)).toBe(false)
    expect(keepsArguments('For {position} {count, plural, one {#} other {#}}', original)).toBe(false)
    expect(keepsArguments('For {position} <script>', original)).toBe(false)
    expect(keepsArguments('For {position} }', original)).toBe(false)
    expect(keepsArguments('I read the <link>policy</link>.', 'I have read the <link>privacy policy</link>.')).toBe(true)
    expect(keepsArguments('I read the policy.', 'I have read the <link>privacy policy</link>.')).toBe(false)
  })

  it('are taken from the stored global only where written, fitting and keeping their arguments', () => {
    const original: TextTree = { fullName: 'Full Name', thanks: 'Thanks {position}', channels: { email: 'Email', phone: 'Phone call' } }
    const stored = { fullName: '  Your name  ', thanks: 'Thanks', channels: { email: '', phone: 'A call' }, legacy: 'ignored' }
    expect(textsFromStored(stored, original)).toEqual({ fullName: 'Your name', channels: { phone: 'A call' } })
    expect(textsFromStored({ fullName: 'x'.repeat(121) }, original)).toEqual({})
    expect(textsFromStored(null, original)).toEqual({})
  })

  it('are laid over a form’s messages, nested ones too, leaving the rest as it was', () => {
    const messages = { Forms: { errors: { required: 'Required' }, consultation: { fullName: 'Full Name', channels: { email: 'Email', phone: 'Phone call' } } } }
    const laid = layTexts(messages, 'consultation', { fullName: 'Your name', channels: { phone: ['A call'] as unknown as string } })
    expect(laid).toEqual({ Forms: { errors: { required: 'Required' }, consultation: { fullName: 'Your name', channels: { email: 'Email', phone: ['A call'] } } } })
    expect(messages.Forms.consultation.fullName).toBe('Full Name')
    expect(layTexts(messages, 'consultation', undefined)).toBe(messages)
  })
})
