import type { Locale } from './i18n/locales'
import type { Messages } from './i18n/messages'

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: Messages
  }
}

declare global {
  interface Window {
    /** Set once the app has mounted (src/lib/browser/recovery.ts); read by the inline boot guard. */
    __siteMounted?: boolean
  }
}
