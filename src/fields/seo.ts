import type { GroupField } from 'payload'

/** Search and sharing metadata; empty values fall back to the document's own title and summary. */
export function seoField(): GroupField {
  return {
    name: 'seo',
    type: 'group',
    label: 'SEO',
    admin: { description: 'Leave empty to use the title and summary.' },
    fields: [
      { name: 'title', type: 'text', localized: true, maxLength: 70 },
      { name: 'description', type: 'textarea', localized: true, maxLength: 200 },
      { name: 'image', type: 'upload', relationTo: 'media' },
    ],
  }
}
