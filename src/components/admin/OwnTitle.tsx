import type { CollectionSlug, Payload, TypedUser } from 'payload'
import { defaultLocale, localeCodes } from '@/i18n/locales'
import { KeepOwnTitle } from './OwnTitle.client'

type Props = {
  id?: number | string
  locale?: { code?: string } | string
  payload: Payload
  user?: TypedUser | null
  collection: CollectionSlug
  field: string
}

/**
 * Beside a document's controls, invisible (docs/decisions/020-translation-status.md): when the
 * document has no title yet in the content language being edited, the edit view's heading shows its
 * title in another language (the default one first) instead of its number.
 */
export async function OwnTitle({ id, locale, payload, user, collection, field }: Props) {
  if (id === undefined || id === null || id === '') return null
  const editing = typeof locale === 'string' ? locale : locale?.code
  const doc = (await payload
    .findByID({ collection, id, locale: 'all', draft: true, depth: 0, select: { [field]: true }, overrideAccess: false, user: user ?? null })
    .catch(() => null)) as Record<string, unknown> | null
  const titles = (doc?.[field] ?? {}) as Record<string, unknown>
  const others = [defaultLocale, ...localeCodes].filter((code) => code !== editing)
  const fallback = others.map((code) => titles[code]).find((title): title is string => typeof title === 'string' && title.trim() !== '')
  return fallback ? <KeepOwnTitle field={field} fallback={fallback} /> : null
}
