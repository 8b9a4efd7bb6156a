import type { Access, CollectionConfig } from 'payload'
import { hasRole, type Role } from '@/access'
import type { WithRoles } from '@/lib/roles'
import { selectOptions } from '@/fields/select'
import { activityAreas, activityKinds } from './hooks/activity'
import { collectionDescriptions, collectionLabels, groupLabels } from '@/labels/collections'
import { fieldLabels } from '@/labels/fields'
import { optionLabels } from '@/labels/options'

/** Which entries each role reads: administrators all; editors the content's, submissions staff the submissions'. */
const areaOfRole: Partial<Record<Role, (typeof activityAreas)[number]>> = { editor: 'content', submissions: 'submissions' }

/** An empty cell stays a dash, not Payload's "<No …>" (most entries have no count, a global no title). */
const dashWhenEmpty = { components: { Cell: { path: '@/components/admin/NotGivenCell#NotGivenCell', clientProps: { notGiven: { en: '—', ar: '—' } } } } }

const readActivity: Access = ({ req }) => {
  const user = req.user as WithRoles
  if (hasRole(user)) return true
  const areas = (Object.keys(areaOfRole) as Role[]).filter((role) => hasRole(user, role)).map((role) => areaOfRole[role]!)
  return areas.length > 0 ? { area: { in: areas } } : false
}

/**
 * The activity log (ADR 048): who created, changed, published, unpublished, deleted, exported, erased
 * and signed in, written by the hooks in hooks/activity.ts and by the export and personal-data
 * endpoints, never through the API. Administrators read and filter it all; the dashboard shows
 * each staff member the part their role works on. Entries older than the site settings' period are
 * erased by the hourly sweep (submissions/retention.ts).
 */
export const Activity: CollectionConfig = {
  slug: 'activity',
  labels: collectionLabels.activity,
  admin: {
    hidden: ({ user }) => !hasRole(user as WithRoles),
    group: groupLabels.admin,
    useAsTitle: 'title',
    description: collectionDescriptions.activity,
    defaultColumns: ['at', 'who', 'action', 'kind', 'title', 'locale', 'count'],
  },
  defaultSort: '-at',
  access: { read: readActivity, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'at', type: 'date', label: fieldLabels.activityAt, required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy, HH:mm' } } },
    { name: 'who', type: 'text', label: fieldLabels.activityWho, admin: { readOnly: true, ...dashWhenEmpty } },
    { name: 'user', type: 'relationship', relationTo: 'users', label: fieldLabels.activityUser, index: true, admin: { readOnly: true } },
    { name: 'action', type: 'select', label: fieldLabels.activityAction, required: true, options: selectOptions(optionLabels.activityActions), admin: { readOnly: true } },
    { name: 'area', type: 'select', label: fieldLabels.activityArea, required: true, options: selectOptions(optionLabels.activityAreas), admin: { readOnly: true } },
    { name: 'kind', type: 'select', label: fieldLabels.activityKind, required: true, options: activityKinds, admin: { readOnly: true } },
    { name: 'title', type: 'text', label: fieldLabels.activityTitle, admin: { readOnly: true, ...dashWhenEmpty } },
    { name: 'documentId', type: 'text', label: fieldLabels.activityDocument, index: true, admin: { readOnly: true, ...dashWhenEmpty } },
    { name: 'locale', type: 'select', label: fieldLabels.activityLanguage, options: selectOptions(optionLabels.locales), admin: { readOnly: true, ...dashWhenEmpty } },
    { name: 'count', type: 'number', label: fieldLabels.activityCount, admin: { readOnly: true, ...dashWhenEmpty } },
  ],
}
