import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, editors, hiddenUnless } from '@/access'
import { env } from '@/env'
import { recordTranslationStatus, translationStatusFields } from '@/fields/translation-status'
import { collectionDescriptions, collectionLabels, groupLabels } from '@/labels/collections'
import { descriptions, fieldLabels } from '@/labels/fields'
import { missingFileIsNotFound } from './hooks/missing-file'
import { refuseAnythingButPdf } from './hooks/pdf-upload'
import { revalidateCollection } from './hooks/revalidate'

const hooks = revalidateCollection('documents')

/** Beside the images, under the same volume and backup (ADR 040). */
const documentsDir = path.join(env.MEDIA_DIR, 'documents')

/**
 * The documents library: PDFs visitors download (brochures, policies), titled and described in each
 * language. A file is checked by its bytes before it is stored (hooks/pdf-upload.ts) and always
 * served as a download that cannot run script (ADR 040).
 */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: collectionLabels.documents,
  folders: true,
  admin: {
    hidden: hiddenUnless('editor'),
    group: groupLabels.content,
    useAsTitle: 'title',
    description: collectionDescriptions.documents,
    defaultColumns: ['title', 'filename', 'filesize', 'missingTranslations', 'outdatedTranslations', 'updatedAt'],
    listSearchableFields: ['title', 'description', 'filename'],
  },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  hooks: {
    beforeOperation: [refuseAnythingButPdf],
    beforeChange: [recordTranslationStatus],
    afterChange: [hooks.afterChange],
  },
  upload: {
    staticDir: documentsDir,
    mimeTypes: ['application/pdf'],
    // Files in a bucket are served by the storage adapter's own handler.
    handlers: env.S3_BUCKET ? [] : [missingFileIsNotFound(documentsDir)],
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Type', 'application/pdf')
      headers.set('Content-Disposition', 'attachment')
      headers.set('X-Content-Type-Options', 'nosniff')
      // Opened in a tab anyway, the PDF runs no script and reaches nothing.
      headers.set('Content-Security-Policy', "sandbox; default-src 'none'")
      return headers
    },
  },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, label: fieldLabels.title },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 500,
      label: fieldLabels.description,
      admin: { description: descriptions.documentDescription },
    },
    ...translationStatusFields,
  ],
}
