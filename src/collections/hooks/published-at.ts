import type { CollectionBeforeValidateHook } from 'payload'

/**
 * Fills a publication date (`publishedAt`, a job's `postedAt`) with the moment of the first publish
 * when the editor left it empty; a date the editor chose, or one set by an earlier publish, stays.
 */
export function dateOnFirstPublish(field: string): CollectionBeforeValidateHook {
  return ({ data, originalDoc }) => {
    if (!data || data._status !== 'published') return data
    if (data[field] || originalDoc?.[field]) return data
    return { ...data, [field]: new Date().toISOString() }
  }
}
