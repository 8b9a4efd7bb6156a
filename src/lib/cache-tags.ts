/**
 * The one registry of cache tags. Data-access functions tag what they read; Payload hooks
 * invalidate the same tags when an editor publishes. Tags carry no locale: with Payload's fallback
 * locale an Arabic page can show English text, so a change in any locale concerns every locale.
 */
export const cacheTags = {
  collection: (collection: ContentCollection) => `collection:${collection}`,
  doc: (collection: ContentCollection, id: number | string) => `doc:${collection}:${id}`,
  global: (global: ContentGlobal) => `global:${global}`,
} as const

const contentCollections = ['posts', 'jobs', 'pages', 'solutions', 'case-studies', 'categories', 'authors', 'media', 'documents', 'redirects'] as const
export type ContentCollection = (typeof contentCollections)[number]

export const contentGlobals = [
  'home',
  'about',
  'careers',
  'contact',
  'solutions-index',
  'blog-index',
  'menus',
  'forms',
  'site-settings',
] as const
export type ContentGlobal = (typeof contentGlobals)[number]

/** Every collection's and global's tag: what a read that may touch any content is cached under. */
export function allContentTags(): string[] {
  return [...contentCollections.map(cacheTags.collection), ...contentGlobals.map(cacheTags.global)]
}
