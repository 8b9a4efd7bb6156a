import 'server-only'
import type { TadaDocumentNode } from 'gql.tada'
import { defaultTexts, type EditableForm, editableForms, fieldNameOf, messagesCompiled, type TextTree, textsFromStored } from '@/forms/texts'
import type { Locale } from '@/i18n/locales'
import { graphql } from '@/lib/graphql/graphql'
import { globalReader } from './globals'

/** The forms' fields in the Forms global, as a GraphQL selection built from the message files' texts. */
const selection = (tree: TextTree): string =>
  Object.entries(tree)
    .map(([key, value]) => (typeof value === 'string' ? fieldNameOf(key) : `${fieldNameOf(key)} { ${selection(value)} }`))
    .join(' ')

// Built from the texts (src/forms/texts.ts), so that every field the global has is read.
// No fallback language: a text an editor wrote in English only must not show on the Arabic form.
const FormTextsQuery = graphql(
  `query FormTexts($locale: LocaleInputType!, $draft: Boolean = false) {
    Form(locale: $locale, fallbackLocale: none, draft: $draft) { ${editableForms.map((form) => `${form} { ${selection(defaultTexts(form, 'en'))} }`).join(' ')} }
  }` as string,
) as unknown as TadaDocumentNode<{ Form: Partial<Record<EditableForm, unknown>> | null }, { locale: Locale; draft?: boolean | null }>

/** The Forms global in a language (in preview, the editor's draft), cached under its tag. */
const readFormTexts = globalReader('forms', FormTextsQuery, 'Form')

/**
 * The texts editors wrote for a form in a language, compiled as the app's build compiles the message
 * files (the browser formats messages without an ICU parser, ADR 011), to lay over the form's
 * messages; empty when they wrote none. A text the compiler refuses is left out (its field's check makes that rare).
 */
export async function getFormTexts(form: EditableForm, locale: Locale): Promise<TextTree> {
  const written = textsFromStored((await readFormTexts(locale))?.[form], defaultTexts(form, 'en'))
  // Laid over messages as they are: compiled in the app's build, as written in plain Node.
  if (!messagesCompiled()) return written
  const { default: compile } = await import('icu-minify/compile')
  const compileTree = (tree: TextTree): TextTree =>
    Object.fromEntries(
      Object.entries(tree).flatMap(([key, value]): [string, string | TextTree][] => {
        if (typeof value !== 'string') return [[key, compileTree(value)]]
        try {
          return [[key, compile(value) as unknown as string]]
        } catch {
          return []
        }
      }),
    )
  return compileTree(written)
}
