import type { CollectionConfig } from 'payload'
import { anyMinute, dayOnly } from './dates'
import { selectOptions } from '@/fields/select'
import { editors, hiddenUnless, publishedOrEditors } from '@/access'
import { seoField } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { editedByField } from '@/fields/edited-by'
import { scheduledColumn } from '@/fields/scheduled'
import { recordTranslationStatus, translationStatusFields } from '@/fields/translation-status'
import { dateOnFirstPublish } from './hooks/published-at'
import { revalidateCollection } from './hooks/revalidate'
import { redirectOldSlug } from './hooks/slug-redirects'
import { previewIn } from './preview'
import { collectionLabels, groupLabels } from '@/labels/collections'
import { fieldLabels } from '@/labels/fields'
import { optionLabels } from '@/labels/options'
import { ownTitleIn } from './own-title'

const hooks = revalidateCollection('jobs')

export const Jobs: CollectionConfig = {
  slug: 'jobs',
  labels: collectionLabels.jobs,
  admin: {
    ...previewIn('jobs'),
    hidden: hiddenUnless('editor'), components: ownTitleIn('jobs'), useAsTitle: 'title', group: groupLabels.careers, defaultColumns: ['title', 'department', 'location', 'status', 'scheduled', 'missingTranslations', 'outdatedTranslations'] },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  versions: { drafts: { schedulePublish: anyMinute }, maxPerDoc: 25 },
  defaultSort: '-postedAt',
  hooks: { beforeChange: [recordTranslationStatus], beforeValidate: [dateOnFirstPublish('postedAt')], afterChange: [hooks.afterChange, redirectOldSlug('jobs')], afterDelete: [hooks.afterDelete] },
  fields: [
    { name: 'title', type: 'text', label: fieldLabels.title, localized: true, required: true },
    slugField(),
    ...translationStatusFields,
    scheduledColumn,
    editedByField,
    {
      name: 'status',
      type: 'select',
      label: fieldLabels.postingStatus,
      // Its own PostgreSQL enum: the default name would collide with the drafts' `_status` enum.
      enumName: 'enum_jobs_posting_status',
      required: true,
      defaultValue: 'open',
      options: selectOptions(optionLabels.postingStatuses),
      admin: { position: 'sidebar' },
    },
    { name: 'department', type: 'select', label: fieldLabels.department, required: true, options: selectOptions(optionLabels.departments), admin: { position: 'sidebar' } },
    { name: 'location', type: 'select', label: fieldLabels.location, required: true, options: selectOptions(optionLabels.jobLocations), admin: { position: 'sidebar' } },
    { name: 'employmentType', type: 'select', label: fieldLabels.employmentType, required: true, options: selectOptions(optionLabels.employmentTypes), admin: { position: 'sidebar' } },
    { name: 'workplace', type: 'select', label: fieldLabels.workplace, required: true, defaultValue: 'onsite', options: selectOptions(optionLabels.workplaces), admin: { position: 'sidebar' } },
    { name: 'postedAt', type: 'date', label: fieldLabels.postedAt, required: true, admin: { position: 'sidebar', date: dayOnly } },
    { name: 'validThrough', type: 'date', label: fieldLabels.validThrough, admin: { position: 'sidebar', date: dayOnly } },
    { name: 'summary', type: 'textarea', label: fieldLabels.summary, localized: true, required: true },
    { name: 'description', type: 'richText', label: fieldLabels.jobDescription, localized: true, required: true },
    { name: 'requirements', type: 'richText', label: fieldLabels.requirements, localized: true, required: true },
    { name: 'benefits', type: 'richText', label: fieldLabels.benefits, localized: true },
    seoField(),
  ],
}
