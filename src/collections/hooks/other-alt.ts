import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { defaultLocale, localeCodes } from '@/i18n/locales'

export const otherAltField = 'altOtherLanguage'
const carried = 'otherLanguageAlt'

/** Takes the other language's alt text out of the save (the field is not stored) for writeOtherAlt. */
export const keepOtherAlt: CollectionBeforeChangeHook = ({ data, req }) => {
  const value = data[otherAltField]
  if (typeof value === 'string' && value.trim()) req.context[carried] = value.trim()
  delete data[otherAltField]
  return data
}

/**
 * Saves the carried alt text in the other content language, once the image exists. The nested save
 * shares the request (and its transaction); the request's language is put back after it.
 */
export const writeOtherAlt: CollectionAfterChangeHook = async ({ doc, req, collection }) => {
  const alt = req.context[carried]
  if (typeof alt !== 'string') return doc
  delete req.context[carried]
  const editing = localeCodes.find((code) => code === req.locale) ?? defaultLocale
  const other = localeCodes.find((code) => code !== editing)
  if (!other) return doc
  const { locale, fallbackLocale } = req
  try {
    await req.payload.update({ collection: collection.slug as 'media', id: doc.id, locale: other, data: { alt }, req, context: req.context })
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
  return doc
}
