import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import format, { type CompiledMessage } from 'icu-minify/format'
import { createTranslator } from 'use-intl/core'
import { locales } from './locales'

const precompile = createRequire(import.meta.url)('./precompile-loader.cjs') as (this: unknown, source: string) => void

type Tree = { [key: string]: string | Tree | unknown[] }

/** What the app's build makes of a message file (next.config.ts runs the loader on it). */
function compiled(file: string): Promise<Tree> {
  const source = readFileSync(path.join(process.cwd(), 'messages', file), 'utf8')
  return new Promise((resolve, reject) => {
    precompile.call({ async: () => (error: Error | null, output?: string) => (error ? reject(error) : resolve(JSON.parse(output ?? ''))) }, source)
  })
}

const at = (tree: Tree, dotted: string) => dotted.split('.').reduce<unknown>((node, key) => (node as Tree)[key], tree)
const leaves = (node: unknown, prefix: string): [string, unknown][] =>
  typeof node === 'object' && node !== null && !Array.isArray(node) ? Object.entries(node).flatMap(([k, v]) => leaves(v, `${prefix}.${k}`)) : [[prefix, node]]

/*
 * The code that reads a message's text itself, not through next-intl's translators: the admin's
 * labels (src/labels), the static refusal pages (src/lib/errors/static-page.ts). In the build these
 * messages must still be plain strings.
 */
const readDirectly = ['Careers', 'CaseStudy', 'Forms.application.sources', 'Forms.consultation', 'Layout.social', 'Refusal', 'ErrorPage.retry', 'ErrorPage.backHome']

describe('message files compiled for the build', () => {
  for (const locale of locales) {
    it(`${locale.code}: the messages read as text stay strings; the rest format as next-intl formats the source`, async () => {
      const tree = await compiled(locale.file)
      const source = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', locale.file), 'utf8')) as Tree
      for (const key of readDirectly) {
        for (const [id, value] of leaves(at(tree, key), key)) {
          // Careers.postedOn and applyBy take a date: the views format them through a translator.
          if (id === 'Careers.postedOn' || id === 'Careers.applyBy') continue
          expect(value, id).toBe(at(source, id))
        }
      }
      // A compiled plural formats as its source does, in every plural form of the language.
      const fromSource = createTranslator({ locale: locale.code, messages: source as never })
      const formatters = { getDateTimeFormat: (...a: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...a), getNumberFormat: (...a: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...a), getPluralRules: (...a: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...a) }
      for (const key of ['Forms.fixErrors', 'Blog.loaded']) {
        const message = at(tree, key) as CompiledMessage
        expect(typeof message, key).not.toBe('string')
        for (const count of [0, 1, 2, 3, 11, 100]) {
          expect(format(message, locale.code, { count }, { formatters }), `${key} ${count}`).toBe(fromSource(key as never, { count } as never))
        }
      }
    })
  }
})
