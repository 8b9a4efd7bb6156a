import type { Locale } from '@/i18n/locales'

/**
 * A name the admin shows, in each of its languages. The admin's languages are the site's locales, so
 * a new locale makes the type checker ask for every label in it.
 */
export type Label = Record<Locale, string>

/** The names of an array's rows, a block or a collection, one and many. */
export type Labels = { singular: Label; plural: Label }

type Request = { i18n?: { language?: string } } | null | undefined

/** A label in one admin language (the default one for a language it does not have). */
export function inLanguage(label: Label, language: string | undefined): string {
  return label[language as Locale] ?? label.en
}

/** A validation message in the language of the admin that asked. */
export function say(label: Label, req: Request): string {
  return inLanguage(label, req?.i18n?.language)
}
