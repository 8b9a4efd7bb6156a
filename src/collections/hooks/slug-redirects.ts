import type { CollectionAfterChangeHook, CollectionSlug, PayloadRequest } from 'payload'
import { defaultLocale, isLocale, type Locale, localeCodes, localizePath } from '@/i18n/locales'
import { documentPath, type RoutedCollection } from '@/lib/routes'

type Versioned = { id: number | string; slug?: string | null; _status?: 'draft' | 'published' | null }

/** A document's slug in each language it has one in (read with `locale: 'all'`). */
type Slugs = Partial<Record<Locale, string>>

/**
 * When a document is published under a new slug in a language, its old address there redirects to
 * the new one (docs/decisions/055-a-url-per-language.md); redirects that led to the old address now
 * lead to the new one (no chains), and one from the new address (a slug changed back) is removed.
 * A language without a slug of its own has its page at the default language's slug
 * (lib/addresses.ts), so renaming that one moves the page in both languages.
 *
 * Before and after are compared in every language: for a collection with drafts, the publication
 * before this one (the second newest published version) and the document now; for one without
 * (people, case studies: every save publishes), the document before this save in the language
 * saved, the others unchanged.
 */
export function redirectOldSlug(collection: RoutedCollection): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, operation, req }) => {
    const current = doc as Versioned
    if (operation !== 'update' || (current._status !== undefined && current._status !== 'published')) return doc
    const saved = req.locale
    const compared =
      current._status === undefined
        ? await inAllLanguages(req, async () => {
            const after = await slugsNow(req, collection, current.id)
            return { after, before: { ...after, ...ownSlug(saved, (previousDoc as Versioned | undefined)?.slug) } }
          })
        : await inAllLanguages(req, () => publishedSlugs(req, collection, current.id))
    if (!compared) return doc
    const { before, after } = compared
    for (const locale of localeCodes) {
      const from = pageSlug(before, locale)
      const to = pageSlug(after, locale)
      if (from && to && from !== to) await moveAddress(req, localizePath(documentPath(collection, from), locale), localizePath(documentPath(collection, to), locale))
    }
    return doc
  }
}

/**
 * A read of every language within the save's request (its transaction): Payload sets the request's
 * language to the read's, so the save's own is put back for the hooks that follow.
 */
async function inAllLanguages<T>(req: PayloadRequest, read: () => Promise<T>): Promise<T> {
  const { locale, fallbackLocale } = req
  try {
    return await read()
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}

/** The slug of the page in a language: its own, else the default language's (lib/addresses.ts's rule for a document written in it). */
function pageSlug(slugs: Slugs, locale: Locale): string | undefined {
  return slugs[locale] ?? slugs[defaultLocale] ?? Object.values(slugs)[0]
}

function ownSlug(locale: string | undefined, slug: string | null | undefined): Slugs {
  return isLocale(locale) && slug ? { [locale]: slug } : {}
}

function slugsOf(value: unknown): Slugs {
  if (!value || typeof value !== 'object') return {}
  return Object.fromEntries(Object.entries(value).filter(([code, slug]) => isLocale(code) && typeof slug === 'string' && slug))
}

async function slugsNow(req: PayloadRequest, collection: RoutedCollection, id: number | string): Promise<Slugs> {
  const stored = await req.payload.findByID({ collection: collection as CollectionSlug, id, locale: 'all', depth: 0, draft: false, disableErrors: true, overrideAccess: true, select: { slug: true }, req })
  return slugsOf((stored as { slug?: unknown } | null)?.slug)
}

/** The slugs of this publication and of the one before it (the two newest published versions; null: none before). */
async function publishedSlugs(req: PayloadRequest, collection: RoutedCollection, id: number | string): Promise<{ before: Slugs; after: Slugs } | null> {
  const { docs } = await req.payload.findVersions({
    collection: collection as CollectionSlug,
    where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
    sort: '-updatedAt',
    limit: 2,
    depth: 0,
    locale: 'all',
    select: { version: { slug: true } },
    req,
  } as never)
  const [now, before] = docs.map((doc) => slugsOf((doc.version as { slug?: unknown } | undefined)?.slug))
  return now && before ? { before, after: now } : null
}

async function moveAddress(req: PayloadRequest, from: string, to: string) {
  const { payload } = req
  await payload.delete({ collection: 'redirects', where: { from: { equals: to } }, req })
  await payload.update({ collection: 'redirects', where: { to: { equals: from } }, data: { to }, req })
  const existing = await payload.find({ collection: 'redirects', where: { from: { equals: from } }, limit: 1, depth: 0, req })
  if (existing.docs[0]) await payload.update({ collection: 'redirects', id: existing.docs[0].id, data: { to }, req })
  else await payload.create({ collection: 'redirects', data: { from, to }, req })
}
