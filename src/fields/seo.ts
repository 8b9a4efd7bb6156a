import { MetaDescriptionField, MetaTitleField, PreviewField } from '@payloadcms/plugin-seo/fields'
import type { GroupField } from 'payload'

/**
 * Search and sharing metadata; empty values fall back to the document's own title and summary.
 * The title and description show their length against what search engines display, and a preview
 * shows the search result (the SEO plugin's fields, in our own group).
 */
export function seoField(): GroupField {
  return {
    name: 'seo',
    type: 'group',
    label: 'SEO',
    admin: { description: 'Leave empty to use the title and summary.' },
    fields: [
      MetaTitleField({ overrides: { localized: true, maxLength: 70 } }),
      MetaDescriptionField({ overrides: { localized: true, maxLength: 200 } }),
      { name: 'image', type: 'upload', relationTo: 'media' },
      PreviewField({ titlePath: 'seo.title', descriptionPath: 'seo.description' }),
    ],
  }
}
