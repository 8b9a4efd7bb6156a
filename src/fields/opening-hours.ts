import type { Field, PayloadRequest } from 'payload'
import { rowLabel } from '@/fields/row-label'
import { selectOptions } from '@/fields/select'
import { arrayLabels, descriptions, errors, fieldLabels } from '@/labels/fields'
import { say } from '@/labels/label'
import { optionLabels } from '@/labels/options'
import { isClockTime, opensBeforeCloses } from '@/lib/opening-hours'

type Sibling = { opens?: string | null; closes?: string | null }

const timeField = (name: 'opens' | 'closes'): Field => ({
  name,
  type: 'text',
  label: fieldLabels[name],
  admin: { width: '25%', placeholder: name === 'opens' ? '09:00' : '18:00' },
  validate: (value: string | null | undefined, { req, siblingData }: { req: PayloadRequest; siblingData: Sibling }) => {
    if (value && !isClockTime(value)) return say(errors.clockTime, req)
    if (name === 'closes' && !opensBeforeCloses(siblingData.opens, value)) return say(errors.opensBeforeCloses, req)
    return true
  },
})

/**
 * An office's opening hours as data: rows of days (first to last) and times on a 24-hour clock,
 * both times empty for a day it is closed. The site shows them in the reader's convention
 * (lib/opening-hours.ts); editors never type them twice, once per language.
 */
export const openingHoursField: Field = {
  name: 'openingHours',
  type: 'array',
  label: arrayLabels.openingHours.plural,
  labels: arrayLabels.openingHours,
  maxRows: 7,
  admin: { description: descriptions.openingHours, components: { RowLabel: rowLabel('firstDay', 'lastDay') } },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstDay', type: 'select', label: fieldLabels.firstDay, required: true, options: selectOptions(optionLabels.weekdays), admin: { width: '25%' } },
        { name: 'lastDay', type: 'select', label: fieldLabels.lastDay, options: selectOptions(optionLabels.weekdays), admin: { width: '25%' } },
        timeField('opens'),
        timeField('closes'),
      ],
    },
  ],
}
