import type { TextField } from 'payload'

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A URL slug shared by both languages (not localized), unique within its collection. */
export function slugField(): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    localized: false,
    admin: {
      position: 'sidebar',
      description: 'Lower-case letters, digits and hyphens. The same in English and Arabic.',
    },
    validate: (value: string | null | undefined) =>
      typeof value === 'string' && slugPattern.test(value)
        ? true
        : 'Use lower-case letters, digits and single hyphens, e.g. "machine-learning".',
  }
}
