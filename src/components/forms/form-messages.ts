import type { AbstractIntlMessages } from 'next-intl'
import { type Locale, splitLocalePath } from '@/i18n/locales'
import type { FormName } from './browser-messages'

/*
 * Each form's messages in each language, loaded in the browser with the form's code (ADR 011). The
 * page's deferred form imports this module, so it holds no next-intl code: the provider that uses
 * the messages is WithFormMessages.client.tsx, which loads with the form.
 */

type Module = { default: AbstractIntlMessages }

/** One small module per form and language (messages/, inlined at build time). */
const modules: Record<FormName, Record<Locale, () => Promise<Module>>> = {
  consultation: { en: () => import('./messages/consultation.en'), ar: () => import('./messages/consultation.ar') },
  application: { en: () => import('./messages/application.en'), ar: () => import('./messages/application.ar') },
}

const loading = new Map<string, Promise<AbstractIntlMessages>>()
const loaded = new Map<string, AbstractIntlMessages>()

/** Loads the form's messages in the language, once. */
export function loadFormMessages(form: FormName, locale: Locale): Promise<AbstractIntlMessages> {
  const key = `${form}.${locale}`
  let messages = loading.get(key)
  if (!messages) {
    messages = modules[form][locale]().then(({ default: tree }) => {
      loaded.set(key, tree)
      return tree
    })
    loading.set(key, messages)
  }
  return messages
}

/** The form's messages in the language if they have loaded. */
export const loadedFormMessages = (form: FormName, locale: Locale): AbstractIntlMessages | undefined => loaded.get(`${form}.${locale}`)

/** The language of the page the browser shows (its address): the deferred form loads its messages with its code. */
export const pageLocale = (): Locale => splitLocalePath(window.location.pathname).locale
