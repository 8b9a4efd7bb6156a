import type { NumberField, PayloadRequest } from 'payload'
import { adminsOnlyField } from '@/access'
import { defaultRetentionMonths } from '@/lib/retention'
import { rowLabel } from '@/fields/row-label'
import { selectOptions } from '@/fields/select'
import { arrayLabels, descriptions, errors, fieldLabels } from '@/labels/fields'
import { type Label, say } from '@/labels/label'
import { optionLabels } from '@/labels/options'
import { openingHoursField } from '@/fields/opening-hours'
import { isCommercialRegistration, isHttpsUrl, isVatNumber, isWhatsappNumber } from '@/lib/company'
import { contentGlobal, localizedText, localizedTextarea } from './factory'

/** Months a kind of submission is kept: at least one, at most ten years. */
function retentionField(name: string, label: Label, defaultValue: number): NumberField {
  return { name, type: 'number', label, defaultValue, min: 1, max: 120, admin: { width: '33%', step: 1 } }
}

/** Name, contact details, social links and offices shown in the header and footer of every page. */
export const SiteSettings = contentGlobal('site-settings', {
  seo: false,
  drafts: false,
  fields: [
    localizedText('siteName', true),
    localizedText('tagline'),
    localizedTextarea('description', 'siteDescription'),
    { name: 'email', type: 'email', label: fieldLabels.email, required: true },
    { name: 'phone', type: 'text', label: fieldLabels.phone, required: true, admin: { description: descriptions.phone } },
    {
      name: 'social',
      type: 'array',
      label: arrayLabels.socialLinks.plural,
      labels: arrayLabels.socialLinks,
      admin: { components: { RowLabel: rowLabel('platform') } },
      fields: [
        { name: 'platform', type: 'select', label: fieldLabels.platform, required: true, options: selectOptions(optionLabels.socialPlatforms) },
        {
          name: 'url',
          type: 'text',
          label: fieldLabels.url,
          required: true,
          validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
            typeof value === 'string' && isHttpsUrl(value) ? true : say(errors.httpsUrl, req),
        },
      ],
    },
    {
      name: 'offices',
      type: 'array',
      label: arrayLabels.offices.plural,
      labels: arrayLabels.offices,
      admin: { components: { RowLabel: rowLabel('city') } },
      fields: [
        { name: 'slug', type: 'text', label: fieldLabels.officeId, required: true },
        localizedText('city', true),
        localizedText('name'),
        localizedTextarea('address'),
        { name: 'phone', type: 'text', label: fieldLabels.phone },
        { name: 'email', type: 'email', label: fieldLabels.email },
        {
          name: 'whatsapp',
          type: 'text',
          label: fieldLabels.whatsapp,
          admin: { description: descriptions.whatsapp },
          validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
            !value || isWhatsappNumber(value) ? true : say(errors.whatsapp, req),
        },
        {
          name: 'mapUrl',
          type: 'text',
          label: fieldLabels.mapUrl,
          admin: { description: descriptions.mapUrl },
          validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
            !value || isHttpsUrl(value) ? true : say(errors.httpsUrl, req),
        },
        openingHoursField,
      ],
    },
    {
      name: 'company',
      type: 'group',
      label: fieldLabels.company,
      admin: { description: descriptions.company },
      fields: [
        localizedText('legalName'),
        {
          type: 'row',
          fields: [
            {
              name: 'commercialRegistration',
              type: 'text',
              label: fieldLabels.commercialRegistration,
              admin: { width: '50%' },
              validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
                !value || isCommercialRegistration(value) ? true : say(errors.commercialRegistration, req),
            },
            {
              name: 'vatNumber',
              type: 'text',
              label: fieldLabels.vatNumber,
              admin: { width: '50%' },
              validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) => (!value || isVatNumber(value) ? true : say(errors.vatNumber, req)),
            },
          ],
        },
      ],
    },
    {
      name: 'personalData',
      type: 'group',
      label: fieldLabels.personalData,
      admin: { description: descriptions.personalData },
      // How long personal data is kept is the administrators' decision (ADR 046).
      access: { update: adminsOnlyField },
      fields: [
        {
          type: 'row',
          fields: [
            retentionField('consultationMonths', fieldLabels.consultationMonths, defaultRetentionMonths.consultationMonths),
            retentionField('applicationMonths', fieldLabels.applicationMonths, defaultRetentionMonths.applicationMonths),
            retentionField('activityMonths', fieldLabels.activityMonths, defaultRetentionMonths.activityMonths),
          ],
        },
      ],
    },
    { name: 'footer', type: 'group', label: fieldLabels.footer, fields: [localizedTextarea('blurb')] },
  ],
})
