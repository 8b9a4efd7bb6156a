import type { CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { selectOptions } from '@/fields/select'
import { submissionEmailField } from '@/fields/email'
import { sentByVisitor, workflowFields } from '@/fields/submission-workflow'
import { exportEndpoint } from './endpoints/export-csv'
import { hiddenUnless, nobody, submissionHandlers } from '@/access'
import { collectionLabels, groupLabels } from '@/labels/collections'
import { descriptions, fieldLabels } from '@/labels/fields'
import { optionLabels } from '@/labels/options'

/**
 * An application's CV is erased with it (by HR, or at the end of its retention: ADR 046), unless
 * another copy of the same submission still refers to it.
 */
const eraseCv: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const cv = typeof doc.cv === 'object' && doc.cv !== null ? doc.cv.id : doc.cv
  if (cv === undefined || cv === null) return
  const others = await req.payload.count({ collection: 'job-applications', where: { cv: { equals: cv } }, overrideAccess: true, req })
  if (others.totalDocs === 0) await req.payload.delete({ collection: 'cv-files', where: { id: { equals: cv } }, overrideAccess: true, req })
}

/**
 * Applications from the careers pages. One door: visitors cannot create, read or list them over
 * REST or GraphQL; only the application form's server action writes them, after validation.
 */
export const JobApplications: CollectionConfig = {
  slug: 'job-applications',
  labels: collectionLabels['job-applications'],
  admin: {
    hidden: hiddenUnless('submissions'),
    group: groupLabels.submissions,
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'positionTitle', 'status', 'owner', 'email', 'source', 'createdAt'],
    components: { beforeListTable: [{ path: '@/components/admin/ExportCsvButton#ExportCsvButton', clientProps: { collectionSlug: 'job-applications' } }] },
    listSearchableFields: ['fullName', 'email', 'phone', 'positionTitle'],
  },
  endpoints: [exportEndpoint('job-applications')],
  access: { create: nobody, read: submissionHandlers, update: submissionHandlers, delete: submissionHandlers },
  defaultSort: '-createdAt',
  hooks: { afterDelete: [eraseCv] },
  fields: [
    ...sentByVisitor([
    { name: 'fullName', type: 'text', label: fieldLabels.fullName, required: true },
    submissionEmailField,
    { name: 'phone', type: 'text', label: fieldLabels.phone, required: true },
    {
      name: 'job',
      type: 'relationship',
      relationTo: 'jobs',
      label: fieldLabels.job,
      admin: { position: 'sidebar', description: descriptions.job },
    },
    {
      name: 'positionTitle',
      type: 'text',
      required: true,
      label: fieldLabels.positionTitle,
      admin: { position: 'sidebar', readOnly: true, description: descriptions.positionTitle },
    },
    { name: 'source', type: 'select', required: true, options: selectOptions(optionLabels.hearAboutSources), label: fieldLabels.source },
    { name: 'sourceOther', type: 'text', label: fieldLabels.sourceOther },
    { name: 'github', type: 'text', label: fieldLabels.github },
    { name: 'summary', type: 'textarea', label: fieldLabels.applicantSummary, required: true },
    { name: 'cv', type: 'upload', relationTo: 'cv-files', required: true, label: fieldLabels.cv },
    { name: 'consent', type: 'checkbox', required: true, label: fieldLabels.consent },
    {
      name: 'consentedAt',
      type: 'date',
      label: fieldLabels.consentedAt,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: descriptions.consentRecord },
    },
    { name: 'consentText', type: 'textarea', label: fieldLabels.consentText, admin: { readOnly: true } },
    { name: 'privacyPolicyVersion', type: 'date', label: fieldLabels.privacyPolicyVersion, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'locale', type: 'select', label: fieldLabels.formLocale, required: true, options: selectOptions(optionLabels.locales), admin: { position: 'sidebar' } },
    {
      name: 'submissionId',
      type: 'text',
      label: fieldLabels.submissionId,
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: descriptions.submissionId },
    },
    ]),
    ...workflowFields('job_applications'),
  ],
}
