import { notFound, permanentRedirect } from 'next/navigation'
import { type Locale, localizePath } from '@/i18n/locales'
import { getRedirects } from '@/data/content/redirects'
import { sitePath } from '@/lib/site-path'

/**
 * For an address with no page: a permanent redirect when an editor (or a slug change) left one
 * for it, the not-found page otherwise. `path` is without language prefix.
 */
export async function redirectOrNotFound(locale: Locale, path: string): Promise<never> {
  const to = (await getRedirects())[localizePath(path, locale)]
  // An editor may send an address elsewhere only by writing it out in full (https://…).
  const destination = to?.startsWith('https://') ? to : sitePath(to)
  if (destination) permanentRedirect(destination)
  notFound()
}
