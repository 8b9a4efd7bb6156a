import type { Field, GlobalConfig } from 'payload'
import { anyone, editors, hiddenUnless, publishedOrEditors } from '@/access'
import { layoutBlocks } from '@/blocks'
import { editedByField } from '@/fields/edited-by'
import { seoField } from '@/fields/seo'
import type { ContentGlobal } from '@/lib/cache-tags'
import { revalidateGlobal } from '@/collections/hooks/revalidate'
import { globalActivity } from '@/collections/hooks/activity'
import { restoreGlobalVersionAsDraft } from '@/collections/endpoints/restore-as-draft'
import { previewOfGlobal } from '@/collections/preview'
import { globalLabels, groupLabels } from '@/labels/collections'
import { arrayLabels, fieldLabels } from '@/labels/fields'
import type { Label } from '@/labels/label'

/**
 * `drafts: false` for a global whose saves are published at once (the site settings); `previewPath`
 * for a global without a page of its own that shows on every page (the menus): the page it is
 * previewed on.
 */
type Options = { layout?: boolean; fields?: Field[]; seo?: boolean; drafts?: boolean; previewPath?: string; description?: Label }

/**
 * A page-like global: optional block layout, its own fields, SEO, revalidated on publish. Like the
 * documents with pages it keeps drafts: an edit is saved as a draft, previewed on its page (Preview
 * and Live Preview, ADR 022) and reaches visitors when published; visitors only ever read the
 * published version.
 */
export function contentGlobal(slug: ContentGlobal, { layout = false, fields = [], seo = true, drafts = true, previewPath, description }: Options): GlobalConfig {
  return {
    slug,
    label: globalLabels[slug],
    admin: { group: groupLabels.pages, hidden: hiddenUnless('editor'), description, ...previewOfGlobal(slug, previewPath) },
    access: { read: drafts ? publishedOrEditors : anyone, update: editors, readVersions: editors },
    // Every save is kept (the last 25), so a wrong edit is undone by restoring a version (as a draft).
    versions: { max: 25, drafts },
    hooks: { afterChange: [revalidateGlobal(slug), globalActivity] },
    // A restored version becomes the draft to review and publish (collections/endpoints/restore-as-draft.ts).
    endpoints: drafts ? [restoreGlobalVersionAsDraft(slug)] : [],
    fields: [
      ...fields,
      ...(layout ? [{ name: 'layout', type: 'blocks', label: fieldLabels.layout, labels: arrayLabels.layout, blocks: layoutBlocks } satisfies Field] : []),
      ...(seo ? [seoField()] : []),
      editedByField,
    ],
  }
}

type Named = keyof typeof fieldLabels

/** A localized text field, labelled by its name (src/labels/fields.ts) or, where its name says too little, by `label`. */
export function localizedText(name: Named, required?: boolean): Field
export function localizedText(name: string, required: boolean, label: Named): Field
export function localizedText(name: string, required = false, label = name as Named): Field {
  return { name, type: 'text', label: fieldLabels[label], localized: true, required }
}

/** A localized textarea, labelled like `localizedText`. */
export function localizedTextarea(name: Named): Field
export function localizedTextarea(name: string, label: Named): Field
export function localizedTextarea(name: string, label = name as Named): Field {
  return { name, type: 'textarea', label: fieldLabels[label], localized: true }
}

/** Artwork beside a page's opening (its title and introduction) on pages without a hero block. */
export const openingImage: Field = { name: 'image', type: 'upload', relationTo: 'media', label: fieldLabels.openingImage }
