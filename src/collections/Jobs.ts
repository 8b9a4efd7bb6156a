import type { CollectionConfig } from 'payload'
import { selectOptions } from '@/fields/select'
import { editors, hiddenUnless, publishedOrEditors } from '@/access'
import { seoField } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { editedByField } from '@/fields/edited-by'
import { missingTranslationsField, recordMissingTranslations } from '@/fields/translation-status'
import { departments, employmentTypes, jobLocations, workplaces } from '@/lib/job-options'
import { dateOnFirstPublish } from './hooks/published-at'
import { revalidateCollection } from './hooks/revalidate'
import { redirectOldSlug } from './hooks/slug-redirects'
import { previewIn } from './preview'

const hooks = revalidateCollection('jobs')

export const Jobs: CollectionConfig = {
  slug: 'jobs',
  labels: { singular: 'Job posting', plural: 'Job postings' },
  admin: {
    ...previewIn('jobs'),
    hidden: hiddenUnless('editor'), useAsTitle: 'title', group: 'Careers', defaultColumns: ['title', 'department', 'location', 'status', 'missingTranslations'] },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
  defaultSort: '-postedAt',
  hooks: { beforeChange: [recordMissingTranslations], beforeValidate: [dateOnFirstPublish('postedAt')], afterChange: [hooks.afterChange, redirectOldSlug('jobs')], afterDelete: [hooks.afterDelete] },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    missingTranslationsField,
    editedByField,
    {
      name: 'status',
      type: 'select',
      // Its own PostgreSQL enum: the default name would collide with the drafts' `_status` enum.
      enumName: 'enum_jobs_posting_status',
      required: true,
      defaultValue: 'open',
      options: [
        { label: 'Open', value: 'open' },
        { label: 'Closed', value: 'closed' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'department', type: 'select', required: true, options: selectOptions(departments), admin: { position: 'sidebar' } },
    { name: 'location', type: 'select', required: true, options: selectOptions(jobLocations), admin: { position: 'sidebar' } },
    { name: 'employmentType', type: 'select', required: true, options: selectOptions(employmentTypes), admin: { position: 'sidebar' } },
    { name: 'workplace', type: 'select', required: true, defaultValue: 'onsite', options: selectOptions(workplaces), admin: { position: 'sidebar' } },
    { name: 'postedAt', type: 'date', required: true, admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } } },
    { name: 'validThrough', type: 'date', admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } } },
    { name: 'summary', type: 'textarea', localized: true, required: true },
    { name: 'description', type: 'richText', localized: true, required: true },
    { name: 'requirements', type: 'richText', localized: true, required: true },
    { name: 'benefits', type: 'richText', localized: true },
    seoField(),
  ],
}
