import { MetaDescriptionField, MetaTitleField, PreviewField } from '@payloadcms/plugin-seo/fields'
import type { GroupField } from 'payload'
import { descriptions, fieldLabels } from '@/labels/fields'
import { imageField } from './image'

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
      PreviewField({ titlePath: 'seo.title', descriptionPath: 'seo.description', overrides: { label: fieldLabels.seoPreview } }),
    ],
  }
}
