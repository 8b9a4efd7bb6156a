import type { CollectionConfig } from 'payload'
import { selectOptions } from '@/fields/select'
import { localeCodes } from '@/i18n/locales'
import { submissionEmailField } from '@/fields/email'
import { sentByVisitor, workflowFields } from '@/fields/submission-workflow'
import { exportEndpoint } from './endpoints/export-csv'
import { hiddenUnless, nobody, submissionHandlers } from '@/access'
import { hearAboutSources } from '@/forms/model/options'

/**
 * Applications from the careers pages. One door: visitors cannot create, read or list them over
 * REST or GraphQL; only the application form's server action writes them, after validation.
 */
export const JobApplications: CollectionConfig = {
  slug: 'job-applications',
  labels: { singular: 'Job application', plural: 'Job applications' },
  admin: {
    hidden: hiddenUnless('submissions'),
    group: 'Submissions',
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'positionTitle', 'status', 'owner', 'email', 'source', 'createdAt'],
    components: { beforeListTable: [{ path: '@/components/admin/ExportCsvButton#ExportCsvButton', clientProps: { collectionSlug: 'job-applications' } }] },
    listSearchableFields: ['fullName', 'email', 'phone', 'positionTitle'],
  },
  endpoints: [exportEndpoint('job-applications')],
  access: { create: nobody, read: submissionHandlers, update: submissionHandlers, delete: submissionHandlers },
  defaultSort: '-createdAt',
  fields: [
    ...sentByVisitor([
    { name: 'fullName', type: 'text', required: true },
    submissionEmailField,
    { name: 'phone', type: 'text', required: true },
    {
      name: 'job',
      type: 'relationship',
      relationTo: 'jobs',
      admin: { position: 'sidebar', description: 'Empty for a general application.' },
    },
    {
      name: 'positionTitle',
      type: 'text',
      required: true,
      admin: { position: 'sidebar', readOnly: true, description: 'The position as the applicant saw it.' },
    },
    { name: 'source', type: 'select', required: true, options: selectOptions(hearAboutSources), label: 'Heard about us through' },
    { name: 'sourceOther', type: 'text', label: 'Heard about us through (other)' },
    { name: 'github', type: 'text', label: 'GitHub profile' },
    { name: 'summary', type: 'textarea', required: true },
    { name: 'cv', type: 'upload', relationTo: 'cv-files', required: true, label: 'CV' },
    { name: 'consent', type: 'checkbox', required: true, label: 'Accepted the privacy policy' },
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
    ...workflowFields('job_applications'),
  ],
}
