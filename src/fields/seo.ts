import { MetaDescriptionField, MetaTitleField, PreviewField } from '@payloadcms/plugin-seo/fields'
import type { GenerateURL } from '@payloadcms/plugin-seo/types'
import type { GroupField } from 'payload'
import { localeOrDefault, localizePath } from '@/i18n/locales'
import { descriptions, fieldLabels } from '@/labels/fields'
import { routeOfCollection, routeOfGlobal } from '@/lib/routes'
import { absoluteUrl } from '@/lib/seo/urls'
import { imageField } from './image'

/**
 * The address the search result's preview shows: the page's own, in the content language being
 * edited (empty until a new document has a slug: the preview then shows its placeholder).
 */
export const previewUrl: GenerateURL<{ slug?: string | null }> = ({ collectionConfig, collectionSlug, globalConfig, globalSlug, doc, locale }) => {
  // The plugin hands over the configurations of its own collections only (none: the fields are ours), and the slugs always.
  const collection = collectionConfig?.slug ?? collectionSlug
  const global = globalConfig?.slug ?? globalSlug
  const route = collection ? routeOfCollection(collection) : undefined
  const path = route ? (doc?.slug ? `${route.base}/${doc.slug}` : undefined) : global ? routeOfGlobal(global)?.path : undefined
  return path ? absoluteUrl(localizePath(path, localeOrDefault(locale))) : ''
}

/**
 * Search and sharing metadata; empty values fall back to the document's own title and summary.
 * The title and description show their length against what search engines display, and a preview
 * shows the search result (the SEO plugin's fields, in our own group).
 */
export function seoField(): GroupField {
  return {
    name: 'seo',
    type: 'group',
    label: fieldLabels.seo,
    admin: { description: descriptions.seo },
    fields: [
      MetaTitleField({ overrides: { localized: true, maxLength: 70, label: fieldLabels.seoTitle } }),
      MetaDescriptionField({ overrides: { localized: true, maxLength: 200, label: fieldLabels.seoDescription } }),
      imageField('image', fieldLabels.seoImage),
      PreviewField({ hasGenerateFn: true, titlePath: 'seo.title', descriptionPath: 'seo.description', overrides: { label: fieldLabels.seoPreview } }),
    ],
  }
}
