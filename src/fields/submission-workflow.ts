import type { Field, FieldAccess } from 'payload'
import { descriptions, fieldLabels } from '@/labels/fields'
import { optionLabels } from '@/labels/options'

/** Where a submission stands in the team's work (docs/decisions/019-editing-workflow.md). */
export const submissionStatuses = ['new', 'in-progress', 'done', 'spam'] as const

const nobodyMayChange: FieldAccess = () => false

/**
 * What the visitor sent stays as they sent it: staff see it but cannot change it (in the admin,
 * over REST or GraphQL). Only the forms' server actions write it, through the Local API.
 */
export function sentByVisitor(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (!('name' in field) || field.type === 'ui') return field
    return { ...field, access: { ...field.access, update: nobodyMayChange }, admin: { ...field.admin, readOnly: true } } as Field
  })
}

/** The team's own fields on a submission: its status, who handles it, and internal notes. */
export function workflowFields(collection: 'consultation_requests' | 'job_applications'): Field[] {
  return [
    {
      name: 'status',
      type: 'select',
      defaultValue: 'new',
      index: true,
      enumName: `enum_${collection}_workflow_status`,
      label: fieldLabels.status,
      options: submissionStatuses.map((value) => ({ value, label: optionLabels.submissionStatuses[value] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      label: fieldLabels.owner,
      // Only people who may work on submissions can own one.
      filterOptions: { roles: { in: ['admin', 'submissions'] } },
      admin: { position: 'sidebar' },
    },
    {
      name: 'notes',
      type: 'textarea',
      label: fieldLabels.notes,
      admin: { description: descriptions.notes },
    },
  ]
}
