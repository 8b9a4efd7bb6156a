import { notFound, permanentRedirect } from 'next/navigation'
import { type Locale, localizePath } from '@/i18n/locales'
import { getRedirects } from '@/lib/content/redirects'

/**
 * For an address with no page: a permanent redirect when an editor (or a slug change) left one
 * for it, the not-found page otherwise. `path` is without language prefix.
 */
export async function redirectOrNotFound(locale: Locale, path: string): Promise<never> {
  const to = (await getRedirects())[localizePath(path, locale)]
  if (to) permanentRedirect(to)
  notFound()
}
