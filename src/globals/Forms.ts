import type { ArrayField, Field, PayloadRequest } from 'payload'
import { adminsOnlyField } from '@/access'
import { defaultTexts, type EditableForm, editableForms, fieldNameOf, keepsArguments, partsOf, type TextTree, textLimit } from '@/forms/texts'
import { arrayLabels, descriptions, errors, fieldLabels } from '@/labels/fields'
import { type Label, say } from '@/labels/label'
import { contentGlobal } from './factory'

/** A text as a label: its first line, shortened to what a label shows. */
function asLabel(text: string): string {
  const line = text.split('\n')[0]!.replace(/<\/?\w+>/g, '')
  const short = line.length > 70 ? `${line.slice(0, 68).trimEnd()}…` : line
  return short.charAt(0).toUpperCase() + short.slice(1)
}

/** What a nested group of texts (the options of a question) is called: the question. */
const questionOf: Record<string, string> = { channels: 'channel', times: 'time', sizes: 'size', sources: 'source' }

/**
 * One optional, localized field per text of a form, labelled with the text itself in the admin's
 * language (as WPML's string translation lists strings by their original) and showing it as its
 * placeholder: an empty field keeps it. A text must keep its original's arguments and tags.
 */
function textFields(en: TextTree, ar: TextTree): Field[] {
  return Object.entries(en).map(([key, original]): Field => {
    const arabic = ar[key]
    if (typeof original !== 'string') {
      const question = questionOf[key]
      const label: Label = question ? { en: asLabel(String(en[question])), ar: asLabel(String(ar[question])) } : { en: key, ar: key }
      return { name: fieldNameOf(key), type: 'group', label, fields: textFields(original, arabic as TextTree) }
    }
    const arabicText = typeof arabic === 'string' ? arabic : original
    return {
      name: fieldNameOf(key),
      type: original.length > 80 ? 'textarea' : 'text',
      localized: true,
      label: { en: asLabel(original), ar: asLabel(arabicText) },
      admin: { placeholder: { en: original, ar: arabicText } },
      validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) => {
        if (!value) return true
        if (value.length > textLimit(original)) return say(errors.formTextLength, req).replace('{max}', String(textLimit(original)))
        return keepsArguments(value, original) ? true : say(errors.formTextArguments, req).replace('{parts}', [...new Set(partsOf(original))].join(' ') || '—')
      },
    }
  })
}

/** The team's addresses a form's requests are sent to (administrators only: personal data goes there). */
const teamEmails: ArrayField = {
  name: 'teamEmails',
  type: 'array',
  label: arrayLabels.teamEmails.plural,
  labels: arrayLabels.teamEmails,
  maxRows: 5,
  access: { update: adminsOnlyField },
  admin: { description: descriptions.teamEmails },
  fields: [{ name: 'email', type: 'email', label: fieldLabels.email, required: true }],
}

const formLabels: Record<EditableForm, Label> = { consultation: fieldLabels.consultationForm, application: fieldLabels.applicationForm }

/**
 * The forms' texts and recipients (ADR 054): drafts previewed on the contact page, versions,
 * published to every page with a form. What a form asks, checks and stores stays in code.
 */
export const Forms = contentGlobal('forms', {
  seo: false,
  previewPath: '/contact',
  description: descriptions.forms,
  fields: editableForms.map(
    (form): Field => ({
      name: form,
      type: 'group',
      label: formLabels[form],
      fields: [teamEmails, ...textFields(defaultTexts(form, 'en'), defaultTexts(form, 'ar'))],
    }),
  ),
})
