import type { CollectionConfig } from 'payload'
import { selectOptions } from '@/fields/select'
import { submissionEmailField } from '@/fields/email'
import { sentByVisitor, workflowFields } from '@/fields/submission-workflow'
import { exportEndpoint } from './endpoints/export-csv'
import { hiddenUnless, nobody, submissionHandlers } from '@/access'
import { collectionLabels, groupLabels } from '@/labels/collections'
import { descriptions, fieldLabels, notGiven } from '@/labels/fields'
import { optionLabels } from '@/labels/options'
import { defaultChannel } from '@/forms/options'

/**
 * An answer the visitor may leave out (ADR 044): stored empty, and named "not given" in the list
 * and in the document, in the admin's language. Payload's select reads its placeholder through the
 * same translation as a text field's (a record per language works), though its type names a string.
 */
const mayBeEmpty = {
  placeholder: notGiven as unknown as string,
  components: { Cell: { path: '@/components/admin/NotGivenCell#NotGivenCell', clientProps: { notGiven } } },
}

/**
 * Consultation requests from the contact page. One door: visitors cannot create, read or list them
 * over REST or GraphQL; only the form's server action writes them (Local API), after validation.
 */
export const ConsultationRequests: CollectionConfig = {
  slug: 'consultation-requests',
  labels: collectionLabels['consultation-requests'],
  admin: {
    hidden: hiddenUnless('submissions'),
    group: groupLabels.submissions,
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'status', 'owner', 'email', 'phone', 'size', 'locale', 'createdAt'],
    components: { beforeListTable: [{ path: '@/components/admin/ExportCsvButton#ExportCsvButton', clientProps: { collectionSlug: 'consultation-requests' } }] },
    listSearchableFields: ['fullName', 'email', 'phone'],
  },
  endpoints: [exportEndpoint('consultation-requests')],
  access: { create: nobody, read: submissionHandlers, update: submissionHandlers, delete: submissionHandlers },
  fields: [
    ...sentByVisitor([
    { name: 'fullName', type: 'text', label: fieldLabels.fullName, required: true },
    submissionEmailField,
    { name: 'phone', type: 'text', label: fieldLabels.phone, admin: mayBeEmpty },
    { name: 'description', type: 'textarea', label: fieldLabels.projectDescription, required: true },
    { name: 'channel', type: 'select', label: fieldLabels.channel, required: true, defaultValue: defaultChannel, options: selectOptions(optionLabels.contactChannels) },
    { name: 'time', type: 'select', label: fieldLabels.time, options: selectOptions(optionLabels.contactTimes), admin: mayBeEmpty },
    { name: 'topics', type: 'select', label: fieldLabels.topics, hasMany: true, options: selectOptions(optionLabels.helpTopics), admin: mayBeEmpty },
    { name: 'size', type: 'select', label: fieldLabels.size, options: selectOptions(optionLabels.projectSizes), admin: mayBeEmpty },
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
    ...workflowFields('consultation_requests'),
  ],
}
