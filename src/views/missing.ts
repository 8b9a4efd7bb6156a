import { notFound, permanentRedirect } from 'next/navigation'
import { type Locale, localizePath } from '@/i18n/locales'
import { getRedirects } from '@/data/content/redirects'
import { documentAt } from '@/data/seo/site-pages'
import { pathsOf } from '@/lib/addresses'
import { sitePath } from '@/lib/site-path'

/**
 * For an address with no page: a permanent redirect when it is a document's address in another
 * language (the page in this language has its own slug: `/ar/blog/machine-learning` →
 * `/ar/blog/التعلم-الآلي`), or when an editor (or a slug change) left one for it; the not-found
 * page otherwise. `path` is without language prefix.
 */
export async function redirectOrNotFound(locale: Locale, path: string): Promise<never> {
  const document = await documentAt(path, locale)
  const here = document && !document.current ? sitePath(localizePath(pathsOf(document.collection, document.doc)[locale], locale)) : null
  if (here) permanentRedirect(here)
  const to = (await getRedirects())[localizePath(path, locale)]
  // An editor may send an address elsewhere only by writing it out in full (https://…).
  const destination = to?.startsWith('https://') ? to : sitePath(to)
  if (destination) permanentRedirect(destination)
  notFound()
}
