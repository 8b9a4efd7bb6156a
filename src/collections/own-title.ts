import type { CollectionConfig, CollectionSlug } from 'payload'

/**
 * The edit view of a collection whose title is localized: its heading shows the document's own title
 * even in a language it has none in yet (src/components/admin/OwnTitle.tsx; ADR 020).
 */
export function ownTitleIn(collection: CollectionSlug, field = 'title'): NonNullable<NonNullable<CollectionConfig['admin']>['components']> {
  return { edit: { beforeDocumentControls: [{ path: '@/components/admin/OwnTitle#OwnTitle', serverProps: { collection, field } }] } }
}
