import type { CollectionConfig } from 'payload'
import { hiddenUnless, nobody, submissionHandlers } from '@/access'
import { env } from '@/env'
import { cvMimeTypes } from '@/forms/options'
import { collectionDescriptions, collectionLabels, groupLabels } from '@/labels/collections'
import { descriptions, fieldLabels } from '@/labels/fields'

/**
 * Applicants' CVs. Private: only signed-in staff can read or download them (the file URL checks the
 * same access), they are always served as a download, never rendered in the browser, and only the
 * application form's server action stores them, under a generated name, after checking their content.
 */
export const CvFiles: CollectionConfig = {
  slug: 'cv-files',
  labels: collectionLabels['cv-files'],
  admin: {
    hidden: hiddenUnless('submissions'),
    group: groupLabels.submissions,
    useAsTitle: 'originalName',
    defaultColumns: ['originalName', 'filename', 'filesize', 'createdAt'],
    description: collectionDescriptions['cv-files'],
  },
  access: { create: nobody, read: submissionHandlers, update: nobody, delete: submissionHandlers },
  upload: {
    staticDir: env.PRIVATE_UPLOADS_DIR,
    mimeTypes: Object.values(cvMimeTypes),
    hideRemoveFile: true,
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment')
      headers.set('X-Content-Type-Options', 'nosniff')
      headers.set('Cache-Control', 'private, no-store')
      return headers
    },
  },
  fields: [
    {
      name: 'originalName',
      type: 'text',
      label: fieldLabels.originalName,
      admin: { readOnly: true, description: descriptions.originalName },
    },
  ],
}
