// Import attributes, so that plain Node (the browser tests read the admin's labels) can load them too.
import ar from '../../messages/ar.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import type { Locale } from './locales'

/** Message files are bundled at build time, never fetched: a malformed file fails the build. */
export const messages: Record<Locale, typeof en> = { en, ar }
export type Messages = typeof en
