import type { CollectionConfig } from 'payload'
import { anyone, editors, hiddenUnless } from '@/access'
import { env } from '@/env'
import { recordTranslationStatus, translationStatusFields } from '@/fields/translation-status'
import { missingFileIsNotFound } from './hooks/missing-file'
import { keepOtherAlt, otherAltField, writeOtherAlt } from './hooks/other-alt'
import { recordPlaceholderColor } from './hooks/placeholder-color'
import { revalidateCollection } from './hooks/revalidate'
import { collectionLabels, groupLabels } from '@/labels/collections'
import { descriptions, fieldLabels } from '@/labels/fields'

const hooks = revalidateCollection('media')

export const Media: CollectionConfig = {
  slug: 'media',
  labels: collectionLabels.media,
  folders: true,
  admin: {
    hidden: hiddenUnless('editor'),
    group: groupLabels.content,
    // An image without Arabic alt text is listed on the dashboard until it has one (ADR 020).
    defaultColumns: ['filename', 'alt', 'missingTranslations', 'outdatedTranslations', 'updatedAt'],
    // The search box matches the alt text in the content language chosen, not only file names.
    listSearchableFields: ['alt', 'filename'],
  },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  hooks: { beforeChange: [keepOtherAlt, recordTranslationStatus, recordPlaceholderColor], afterChange: [writeOtherAlt, hooks.afterChange] },
  upload: {
    staticDir: env.MEDIA_DIR,
    // A file gone from the disk is a 404, not a 500 (files in a bucket have the adapter's handler).
    handlers: env.S3_BUCKET ? [] : [missingFileIsNotFound(env.MEDIA_DIR)],
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/svg+xml'],
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'card', width: 640, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'large', width: 1280, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'og', width: 1200, height: 630, position: 'centre', formatOptions: { format: 'png' } },
    ],
    adminThumbnail: 'card',
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      required: true,
      label: fieldLabels.alt,
      admin: { description: descriptions.alt },
    },
    // Worked out from the file on upload (hooks/placeholder-color.ts); nothing for an editor to set.
    { name: 'placeholderColor', type: 'text', admin: { hidden: true } },
    {
      // Not stored: carries the other language's alt text to it (hooks/other-alt.ts), so the upload
      // drawer opened from a post takes both languages without leaving the post.
      name: otherAltField,
      type: 'text',
      virtual: true,
      maxLength: 300,
      label: fieldLabels.altOtherLanguage,
      admin: {
        description: descriptions.altOtherLanguage,
        // On a new image, or while the other language still lacks its alt text.
        condition: (data) => !data?.id || (Array.isArray(data?.missingTranslations) && data.missingTranslations.length > 0),
      },
    },
    ...translationStatusFields,
  ],
}
