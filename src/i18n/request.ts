import { getRequestConfig } from 'next-intl/server'
import { isLocale, siteTimeZone } from './locales'
import { messages } from './messages'

export default getRequestConfig(async ({ requestLocale, locale: explicit }) => {
  const requested = explicit ?? (await requestLocale)
  if (!isLocale(requested)) {
    throw new Error(`No locale for this request (got ${String(requested)}); call setRequestLocale in the route.`)
  }
  return {
    locale: requested,
    messages: messages[requested],
    timeZone: siteTimeZone,
    onError(error) {
      // A missing message is a defect: fail loudly in tests and builds instead of showing keys.
      throw error
    },
    getMessageFallback({ namespace, key }) {
      return [namespace, key].filter(Boolean).join('.')
    },
  }
})
