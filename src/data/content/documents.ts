import 'server-only'
import type { CollectionSlug } from 'payload'
import { type Locale, localeCodes } from '@/i18n/locales'
import { locate } from '@/lib/addresses'
import type { RoutedCollection } from '@/lib/routes'
import { sitePayload } from '../payload'
import { type PreviewSession, previewSession } from './preview'
import { getTranslationIndex } from './translations'

/**
 * A document read by the address a visitor asked for (`/ar/blog/{slug}`), by its id once the slug
 * is known to be the page's address in that language (docs/decisions/055-a-url-per-language.md):
 *
 * - visitors: the published document from the cached map of addresses (data/content/translations.ts),
 *   then `published` (cached per language and id). A slug no document has, or another language's
 *   slug of a document, answers null at once: a made-up address costs one look at the cached map and
 *   writes no cache entry of its own, and the missing page (views/missing.ts) redirects the other
 *   language's slug to the page's address here.
 * - editors in preview (draft mode): `draft` reads the latest draft as the editor, found by its slug in
 *   this language first, then in the others (a translation without its own slug yet).
 */
export function documentReader<Result>(
  collection: RoutedCollection,
  published: (locale: Locale, id: number) => Promise<Result | null>,
  draft?: (locale: Locale, id: number, session: PreviewSession) => Promise<Result | null>,
): (locale: Locale, slug: string) => Promise<Result | null> {
  return async (locale, slug) => {
    const session = draft ? await previewSession() : null
    if (session && draft) {
      const id = await draftId(collection, locale, slug, session)
      return id === null ? null : draft(locale, id, session)
    }
    const found = locate((await getTranslationIndex()).collections[collection], locale, slug)
    return found?.current ? published(locale, found.doc.id) : null
  }
}

/** The id of the document whose latest draft has `slug` in `locale`, else in another language (read as the editor). */
async function draftId(collection: RoutedCollection, locale: Locale, slug: string, session: PreviewSession): Promise<number | null> {
  const payload = await sitePayload()
  for (const code of [locale, ...localeCodes.filter((c) => c !== locale)]) {
    const { docs } = await payload.find({
      collection: collection as CollectionSlug,
      locale: code,
      fallbackLocale: false,
      draft: true,
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      pagination: false,
      select: {},
      user: session.user,
      overrideAccess: false,
    })
    if (docs[0]) return docs[0].id as number
  }
  return null
}
