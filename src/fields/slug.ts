import slugify from '@sindresorhus/slugify'
import { type PayloadRequest, type RowField, slugField as payloadSlugField, type TextField } from 'payload'
import { descriptions, errors, fieldLabels } from '@/labels/fields'
import { say } from '@/labels/label'

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * A title as a slug: lower-case Latin letters, digits and hyphens, Arabic (and other scripts)
 * transliterated, so that one slug serves both languages' URLs (docs/decisions/019-editing-workflow.md).
 */
export function toSlug(text: string): string {
  return slugify(text, { lowercase: true, decamelize: false }).slice(0, 80).replace(/-+$/, '')
}

/**
 * A URL slug shared by both languages (not localized), unique within its collection, generated
 * from the title (or `useAsSlug`) while the document is new (Payload's slug field: a lock in the
 * admin lets an editor type their own). `reserved`: slugs refused, for documents at the top level.
 */
export function slugField(useAsSlug = 'title', { reserved }: { reserved?: ReadonlySet<string> } = {}): RowField {
  return payloadSlugField({
    useAsSlug,
    slugify: ({ valueToSlugify }) => (typeof valueToSlugify === 'string' && valueToSlugify.trim() ? toSlug(valueToSlugify) : undefined),
    overrides: (row) => {
      const slug = row.fields[1] as TextField
      row.fields[1] = {
        ...slug,
        label: fieldLabels.slug,
        admin: { ...slug.admin, description: reserved ? descriptions.pageSlug : descriptions.slug },
        validate: (value: string | null | undefined, { data, req }: { data: unknown; req: PayloadRequest }) =>
          value == null && (data as { _status?: string } | undefined)?._status === 'draft'
            ? true
            : typeof value !== 'string' || !slugPattern.test(value)
              ? say(errors.slug, req)
              : reserved?.has(value)
                ? say(errors.slugReserved, req)
                : true,
      } as TextField
      return row
    },
  })
}
