import type { CollectionConfig } from 'payload'
import { selectOptions } from '@/fields/select'
import { localeCodes } from '@/i18n/locales'
import { submissionEmailField } from '@/fields/email'
import { sentByVisitor, workflowFields } from '@/fields/submission-workflow'
import { exportEndpoint } from './endpoints/export-csv'
import { hiddenUnless, nobody, submissionHandlers } from '@/access'
import { contactChannels, contactTimes, helpTopics, projectSizes } from '@/forms/model/options'

/**
 * Consultation requests from the contact page. One door: visitors cannot create, read or list them
 * over REST or GraphQL; only the form's server action writes them (Local API), after validation.
 */
export const ConsultationRequests: CollectionConfig = {
  slug: 'consultation-requests',
  labels: { singular: 'Consultation request', plural: 'Consultation requests' },
  admin: {
    hidden: hiddenUnless('submissions'),
    group: 'Submissions',
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'status', 'owner', 'email', 'phone', 'size', 'locale', 'createdAt'],
    components: { beforeListTable: [{ path: '@/components/admin/ExportCsvButton#ExportCsvButton', clientProps: { collectionSlug: 'consultation-requests' } }] },
    listSearchableFields: ['fullName', 'email', 'phone'],
  },
  endpoints: [exportEndpoint('consultation-requests')],
  access: { create: nobody, read: submissionHandlers, update: submissionHandlers, delete: submissionHandlers },
  fields: [
    ...sentByVisitor([
    { name: 'fullName', type: 'text', required: true },
    submissionEmailField,
    { name: 'phone', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    { name: 'channel', type: 'select', required: true, options: selectOptions(contactChannels) },
    { name: 'time', type: 'select', required: true, options: selectOptions(contactTimes) },
    { name: 'topics', type: 'select', hasMany: true, required: true, options: selectOptions(helpTopics) },
    { name: 'size', type: 'select', required: true, options: selectOptions(projectSizes) },
    { name: 'locale', type: 'select', required: true, options: selectOptions(localeCodes), admin: { position: 'sidebar' } },
    {
      name: 'submissionId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Identifies the form instance; a repeated submission is not stored twice.' },
    },
    ]),
    ...workflowFields('consultation_requests'),
  ],
}
