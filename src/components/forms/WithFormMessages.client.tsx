'use client'

import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl'
import { type ComponentType, use } from 'react'
import { type Locale, siteTimeZone } from '@/i18n/locales'
import type * as AllMessages from '@/i18n/messages'
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
 * The form with its messages provided around it, in the language of its `locale` prop: the page's
 * payload carries the language, not the messages (ADR 011), and the provider (next-intl's client
 * code) loads with the form. The site's time zone, as on the server.
 */
export function withFormMessages<P extends object>(form: FormName, Component: ComponentType<P>) {
  function WithFormMessages({ locale, ...props }: P & { locale: Locale }) {
    return (
      <NextIntlClientProvider locale={locale} messages={useFormMessages(form, locale)} timeZone={siteTimeZone}>
        <Component {...(props as P)} />
      </NextIntlClientProvider>
    )
  }
  return WithFormMessages
}
