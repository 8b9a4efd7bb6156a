import type { Field, GlobalConfig } from 'payload'
import { anyone, editors, hiddenUnless } from '@/access'
import { layoutBlocks } from '@/blocks'
import { editedByField } from '@/fields/edited-by'
import { seoField } from '@/fields/seo'
import type { ContentGlobal } from '@/lib/cache-tags'
import { revalidateGlobal } from '@/collections/hooks/revalidate'

type Options = { label: string; layout?: boolean; fields?: Field[]; seo?: boolean }

/** A page-like global: optional block layout, its own fields, SEO, revalidated on change. */
export function contentGlobal(slug: ContentGlobal, { label, layout = false, fields = [], seo = true }: Options): GlobalConfig {
  return {
    slug,
    label,
    admin: { group: 'Pages', hidden: hiddenUnless('editor') },
    access: { read: anyone, update: editors, readVersions: editors },
    // Every save is kept (the last 25), so a wrong edit is undone by restoring a version.
    versions: { max: 25 },
    hooks: { afterChange: [revalidateGlobal(slug)] },
    fields: [
      ...fields,
      ...(layout ? [{ name: 'layout', type: 'blocks', blocks: layoutBlocks } satisfies Field] : []),
      ...(seo ? [seoField()] : []),
      editedByField,
    ],
  }
}

export const localizedText = (name: string, required = false): Field => ({ name, type: 'text', localized: true, required })
export const localizedTextarea = (name: string): Field => ({ name, type: 'textarea', localized: true })

/** Artwork beside a page's opening (its title and introduction) on pages without a hero block. */
export const openingImage: Field = { name: 'image', type: 'upload', relationTo: 'media' }
