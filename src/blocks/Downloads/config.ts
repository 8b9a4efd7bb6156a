import type { Block } from 'payload'
import { blockLabels } from '@/labels/blocks'
import { fieldLabels } from '@/labels/fields'
import { rowLabel } from '@/fields/row-label'

/** Documents from the library (brochures, policies) that visitors download from the page. */
export const DownloadsBlock: Block = {
  slug: 'downloads',
  interfaceName: 'DownloadsBlock',
  labels: blockLabels.downloads,
  admin: { components: { Label: rowLabel('heading') } },
  fields: [
    { name: 'heading', label: fieldLabels.heading, type: 'text', localized: true, required: true },
    { name: 'documents', label: fieldLabels.documents, type: 'relationship', relationTo: 'documents', hasMany: true, required: true, minRows: 1, maxRows: 12 },
  ],
}
