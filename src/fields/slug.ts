import slugify from '@sindresorhus/slugify'
import { type CheckboxField, type PayloadRequest, type RowField, slugField as payloadSlugField, type TextField } from 'payload'
import { descriptions, errors, fieldLabels } from '@/labels/fields'
import { say } from '@/labels/label'

/** Lower-case letters of any script (Arabic has no case), digits and single hyphens. */
const slugPattern = /^[\p{Ll}\p{Lo}\p{Nd}]+(?:-[\p{Ll}\p{Lo}\p{Nd}]+)*$/u

/** The longest slug, in letters: an Arabic letter is six characters of a percent-encoded address. */
const slugMaxLength = 80

/**
 * A title as a slug in its language (docs/decisions/055-a-url-per-language.md): lower-case letters,
 * digits and hyphens. Arabic keeps its letters (`التعلم-الآلي`), without vowel marks and the
 * elongation stroke, and with its digits written as Western digits; in English every other script
 * is transliterated to Latin letters (`café` → `cafe`).
 */
export function toSlug(text: string, locale: string = 'en'): string {
  const plain = text
    .normalize('NFC')
    // Vowel marks (fatha … sukun, shadda, the superscript alef) and the elongation stroke: no letters of their own.
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
  return slugify(plain, { lowercase: true, decamelize: false, transliterate: locale !== 'ar' })
    .slice(0, slugMaxLength)
    .replace(/-+$/, '')
}

/** The language a title is slugified in: the request's, else (the admin's Generate button may not say) Arabic for Arabic text. */
function languageOf(text: string, locale: string | null | undefined): string {
  return locale && locale !== 'all' ? locale : /\p{Script=Arabic}/u.test(text) ? 'ar' : 'en'
}

/** Whether a save writes a slug of its own: a non-empty slug other than the stored one (in this language). */
function typedNow(data: Record<string, unknown> | undefined, stored: Record<string, unknown> | undefined): boolean {
  return typeof data?.slug === 'string' && data.slug !== '' && data.slug !== stored?.slug
}

/** Whether `value` is a slug the site can serve: see `slugPattern`. */
export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= slugMaxLength && slugPattern.test(value)
}

/**
 * A URL slug per language (localized), unique within its collection and language, generated from
 * the title (or `useAsSlug`) of the same language while the document is new (Payload's slug field:
 * a lock in the admin lets an editor type their own; publishing stops the generation). `reserved`:
 * slugs refused, for documents at the top level. `localized: false`: one slug for both languages
 * (categories, which have no page).
 */
export function slugField(
  useAsSlug = 'title',
  { reserved, localized = true }: { reserved?: ReadonlySet<string>; localized?: boolean } = {},
): RowField {
  return payloadSlugField({
    useAsSlug,
    localized,
    slugify: ({ valueToSlugify, req }) =>
      typeof valueToSlugify === 'string' && valueToSlugify.trim() ? toSlug(valueToSlugify, localized ? languageOf(valueToSlugify, req.locale) : 'en') || undefined : undefined,
    overrides: (row) => {
      const generate = row.fields[0] as CheckboxField
      const [generateSlug] = generate.hooks?.beforeChange ?? []
      // A slug written in this save (an editor's, an import's) is kept and ends the generation;
      // Payload's hook would replace it with the title's on a collection without autosave.
      row.fields[0] = {
        ...generate,
        // Hidden in the edit view; named in a comparison of versions.
        label: fieldLabels.generateSlug,
        hooks: {
          ...generate.hooks,
          beforeChange: [(args) => (typedNow(args.data, args.originalDoc) ? false : generateSlug?.(args))],
        },
      }
      const slug = row.fields[1] as TextField
      row.fields[1] = {
        ...slug,
        label: fieldLabels.slug,
        admin: { ...slug.admin, description: reserved ? descriptions.pageSlug : localized ? descriptions.slug : descriptions.sharedSlug },
        validate: (value: string | null | undefined, { data, req }: { data: unknown; req: PayloadRequest }) =>
          value == null && (data as { _status?: string } | undefined)?._status === 'draft'
            ? true
            : !isSlug(value)
              ? say(errors.slug, req)
              : reserved?.has(value)
                ? say(errors.slugReserved, req)
                : true,
      } as TextField
      return row
    },
  })
}
