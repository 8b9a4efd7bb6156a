import type { Block, Field, SanitizedConfig } from 'payload'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { localeCodes } from '@/i18n/locales'
import { hasLocalizedField } from '@/lib/localized-fields'

// The admin speaks every language the site does: each name the project gives a collection, global,
// group, field, option, list row or block, and each help text, must exist in every locale. Payload
// fills a label nobody wrote with the field's name in English (a string): that fails here. Labels
// Payload writes itself are functions over its own translations, and pass.

let config: SanitizedConfig

beforeAll(async () => {
  process.env.PAYLOAD_SECRET ??= 'labels-test-secret-0123456789abcdef'
  config = await (await import('@payload-config')).default
}, 120_000)

type Problem = string

/** A label is fine if Payload translates it (a function) or the project wrote it in every locale. */
function check(value: unknown, where: string, problems: Problem[], { optional = false } = {}) {
  if (value === undefined || value === false) {
    if (!optional) problems.push(`${where}: no label`)
    return
  }
  if (typeof value === 'function') return
  if (typeof value === 'string') return void problems.push(`${where}: "${value}" is in one language only`)
  const record = value as Record<string, unknown>
  for (const code of localeCodes) {
    if (typeof record[code] !== 'string' || !(record[code] as string).trim()) problems.push(`${where}: no ${code} text`)
  }
}

const isHidden = (field: Field) => {
  const admin = (field as { admin?: { hidden?: boolean; disabled?: boolean; components?: { Field?: unknown } } }).admin
  return Boolean((field as { hidden?: boolean }).hidden || admin?.hidden || admin?.disabled || admin?.components?.Field === false)
}

function walkFields(fields: Field[], where: string, problems: Problem[]) {
  for (const field of fields) {
    if (isHidden(field)) continue
    const name = 'name' in field ? field.name : `(${field.type})`
    const path = `${where}.${name}`
    if ('name' in field) check((field as { label?: unknown }).label, path, problems)
    check((field.admin as { description?: unknown } | undefined)?.description, `${path} description`, problems, { optional: true })
    if ((field.type === 'select' || field.type === 'radio') && 'options' in field) {
      for (const option of field.options) {
        if (typeof option === 'string') problems.push(`${path} option "${option}": no label`)
        else check(option.label, `${path} option "${option.value}"`, problems)
      }
    }
    if (field.type === 'array') {
      check(field.labels?.singular, `${path} row name`, problems)
      check(field.labels?.plural, `${path} rows name`, problems)
    }
    if (field.type === 'blocks') for (const block of field.blocks) walkBlock(block, path, problems)
    if ('fields' in field && Array.isArray(field.fields)) walkFields(field.fields, path, problems)
    if (field.type === 'tabs') for (const tab of field.tabs) walkFields(tab.fields, `${path}.${'name' in tab ? tab.name : 'tab'}`, problems)
  }
}

function walkBlock(block: Block, where: string, problems: Problem[]) {
  const path = `${where} block ${block.slug}`
  check(block.labels?.singular, `${path} name`, problems)
  check(block.labels?.plural, `${path} plural name`, problems)
  walkFields(block.fields, path, problems)
}

describe('admin labels', () => {
  it('name every collection, its group and, for the project’s own collections, every field, in every language', () => {
    const problems: Problem[] = []
    for (const collection of config.collections) {
      // Payload's own collections the admin never shows need no names.
      if (collection.admin?.hidden === true && collection.slug.startsWith('payload-')) continue
      check(collection.labels.singular, `${collection.slug} name`, problems)
      check(collection.labels.plural, `${collection.slug} plural name`, problems)
      check(collection.admin?.group, `${collection.slug} group`, problems, { optional: collection.admin?.hidden === true })
      check(collection.admin?.description, `${collection.slug} description`, problems, { optional: true })
      // The queue's fields are Payload's; only its name and group are the project's.
      if (!collection.slug.startsWith('payload-')) walkFields(collection.fields, collection.slug, problems)
    }
    expect(problems).toEqual([])
  })

  it('name every global, its group and every field, in every language', () => {
    const problems: Problem[] = []
    for (const global of config.globals) {
      check(global.label, `${global.slug} name`, problems)
      check(global.admin?.group, `${global.slug} group`, problems)
      walkFields(global.fields, global.slug, problems)
    }
    expect(problems).toEqual([])
  })

  it('finds what it looks for: a field labelled in English only is reported', () => {
    const problems: Problem[] = []
    walkFields([{ name: 'subtitle', type: 'text', label: 'Subtitle' }, { name: 'kind', type: 'select', options: ['a'] }], 'example', problems)
    walkBlock({ slug: 'quote', fields: [] }, 'example', problems)
    expect(problems).toEqual([
      'example.subtitle: "Subtitle" is in one language only',
      'example.kind: no label',
      'example.kind option "a": no label',
      'example block quote name: no label',
      'example block quote plural name: no label',
    ])
  })
})

describe('the admin’s content-language switcher', () => {
  it('is hidden in exactly the collections that keep nothing per language (custom.css)', () => {
    const css = readFileSync(path.resolve('src/app/(payload)/custom.css'), 'utf8')
    const rule = css.match(/body:has\(([^{]+)\)\s+\.localizer-button\s*\{[^}]*display:\s*none/)
    expect(rule, 'the rule that hides the switcher').toBeTruthy()
    const hiddenIn = new Set([...rule![1]!.matchAll(/\.collection-(?:list|edit)--([\w-]+)/g)].map((m) => m[1]))
    const shown = config.collections.filter((collection) => collection.admin?.hidden !== true)
    const unlocalized = shown.filter((collection) => !hasLocalizedField(collection.fields)).map((c) => c.slug)
    expect([...hiddenIn].sort()).toEqual([...unlocalized].sort())
    // Each is hidden in its list and in its edit view.
    for (const slug of unlocalized) {
      expect(rule![1]).toContain(`.collection-list--${slug}`)
      expect(rule![1]).toContain(`.collection-edit--${slug}`)
    }
  })
})
