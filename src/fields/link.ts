import type { GroupField } from 'payload'

const safeHref = /^(\/(?!\/)[^\s]*|#[\w-]+|https:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[\d\s-]+)$/

/** A labelled link. Site paths are written without the language prefix; script URLs are refused. */
export function linkField(name: string, options: { required?: boolean } = {}): GroupField {
  return {
    name,
    type: 'group',
    fields: [
      { name: 'label', type: 'text', localized: true, required: options.required },
      {
        name: 'href',
        type: 'text',
        required: options.required,
        admin: { description: 'A site path such as /contact, an https:// URL, mailto: or tel:.' },
        validate: (value: string | null | undefined) =>
          !value && !options.required
            ? true
            : typeof value === 'string' && safeHref.test(value)
              ? true
              : 'Use a site path (/contact), #anchor, https:// URL, mailto: or tel: link.',
      },
    ],
  }
}
