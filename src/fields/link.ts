import type { GroupField, PayloadRequest } from 'payload'
import { descriptions, errors, fieldLabels } from '@/labels/fields'
import { say } from '@/labels/label'

const safeHref = /^(\/(?!\/)[^\s]*|#[\w-]+|https:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[\d\s-]+)$/

/** A labelled link. Site paths are written without the language prefix; script URLs are refused. */
export function linkField(name: 'link' | 'primaryCta' | 'secondaryCta', options: { required?: boolean } = {}): GroupField {
  return {
    name,
    type: 'group',
    label: fieldLabels[name],
    fields: [
      { name: 'label', type: 'text', label: fieldLabels.linkLabel, localized: true, required: options.required },
      {
        name: 'href',
        type: 'text',
        required: options.required,
        label: fieldLabels.href,
        admin: { description: descriptions.href },
        validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
          !value && !options.required
            ? true
            : typeof value === 'string' && safeHref.test(value)
              ? true
              : say(errors.href, req),
      },
    ],
  }
}
