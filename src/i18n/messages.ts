// Import attributes, so that plain Node (the browser tests read the admin's labels) can load them too.
import ar from '../../messages/ar.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import type { Locale } from './locales'

/**
 * Message files are bundled at build time, never fetched: a malformed file fails the build. In the
 * app's build they are compiled (next.config.ts): a message with arguments, plurals or tags is then
 * not a string but next-intl's compiled form, for its translators only; code that reads a message's
 * text itself reads messages without any (a unit test checks the ones it reads).
 */
export const messages: Record<Locale, typeof en> = { en, ar }
export type Messages = typeof en
