'use client'

import type { AbstractIntlMessages } from 'next-intl'
import { type ComponentType, use, useMemo } from 'react'
import { withMessages } from '@/components/layout/WithMessages.client'
import type { Locale } from '@/i18n/locales'
import type * as AllMessages from '@/i18n/messages'
import { layTexts, type TextTree } from '@/forms/lay-texts'
import { pickMessages } from '@/i18n/pick-messages'
import { browserFormMessages, type FormName } from './browser-messages'
import { loadedFormMessages, loadFormMessages } from './form-messages'

/**
 * The form's messages: on the server, picked from the message files; in the browser, its
 * language's module, loaded with the form's code (or now, if the form shows in another language).
 */
function useFormMessages(form: FormName, locale: Locale): AbstractIntlMessages {
  if (typeof window === 'undefined') return pickMessages((require('@/i18n/messages') as typeof AllMessages).messages[locale], browserFormMessages[form])
  return loadedFormMessages(form, locale) ?? use(loadFormMessages(form, locale))
}

/**
 * The form with its messages provided around it (withMessages), in the language of its `locale`
 * prop: the page's payload carries the language, not the messages (ADR 011), and the provider
 * (next-intl's client code) loads with the form. `texts` are the editors' own wording (the Forms
 * global, compiled on the server), laid over the form's messages: the payload carries only those.
 */
export function withFormMessages<P extends object>(form: FormName, Component: ComponentType<P>) {
  const Provided = withMessages(Component)
  function WithFormMessages({ locale, texts, ...props }: P & { locale: Locale; texts?: TextTree }) {
    const fromFiles = useFormMessages(form, locale)
    const messages = useMemo(() => layTexts(fromFiles, form, texts), [fromFiles, texts])
    return <Provided {...(props as P)} intl={{ locale, messages }} />
  }
  return WithFormMessages
}
