import type { UIField } from 'payload'
import { fieldLabels } from '@/labels/fields'

/**
 * The lists' *Scheduled* column (issue of the week's work): the next publication or unpublication
 * waiting for each document. Shown in lists only; the edit view has the publish menu's own list.
 */
export const scheduledColumn: UIField = {
  name: 'scheduled',
  type: 'ui',
  label: fieldLabels.scheduled,
  admin: { components: { Cell: '@/components/admin/ScheduledCell#ScheduledCell' } },
}
