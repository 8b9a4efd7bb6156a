import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'
import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { EMAIL_QUEUE } from '@/jobs/sendEmail'
import type { Application } from './application.schema'
import type { Consultation } from './consultation.schema'

/**
 * Queues the two e-mails of a consultation request: a notification to the team (in English) and a
 * confirmation to the sender in the sender's language. The queue retries them until SMTP answers.
 */
export async function queueConsultationEmails(payload: Payload, data: Consultation, locale: Locale) {
  const team = createTranslator({ locale: 'en', messages: messages.en, namespace: 'Forms' })
  const sender = createTranslator({ locale, messages: messages[locale], namespace: 'Forms' })
  const summary = [
    `${data.fullName} <${data.email}>, ${data.phone}`,
    `Language: ${locale} · Channel: ${data.channel} · Time: ${data.time} · Size: ${data.size}`,
    `Areas: ${data.topics.join(', ')}`,
    '',
    data.description,
  ].join('\n')
  const emails = [
    { to: env.TEAM_EMAIL, subject: team('email.teamSubject', { name: data.fullName }), text: summary, replyTo: data.email },
    {
      to: data.email,
      subject: sender('email.confirmSubject'),
      text: sender('email.confirmBody', {
        name: data.fullName,
        channel: sender(`consultation.channels.${data.channel}`),
        description: data.description,
      }),
    },
  ]
  await queueEmails(payload, emails)
}

type ApplicationSummary = Omit<Application, 'cv' | 'consent'> & { position: string }

/**
 * Queues the two e-mails of a job application: a notification to the team (in English, the CV is
 * in the admin, never sent by e-mail) and a confirmation to the applicant in their language.
 */
export async function queueApplicationEmails(payload: Payload, data: ApplicationSummary, locale: Locale) {
  const team = createTranslator({ locale: 'en', messages: messages.en, namespace: 'Forms' })
  const sender = createTranslator({ locale, messages: messages[locale], namespace: 'Forms' })
  const source = data.source === 'other' ? `other: ${data.sourceOther}` : data.source
  const summary = [
    `${data.fullName} <${data.email}>, ${data.phone}`,
    `Position: ${data.position}`,
    `Language: ${locale} · Heard about us through: ${source}${data.github ? ` · GitHub: ${data.github}` : ''}`,
    '',
    data.summary,
    '',
    'The CV is attached to the application in the admin (Submissions → Job applications).',
  ].join('\n')
  const emails = [
    { to: env.TEAM_EMAIL, subject: team('applicationEmail.teamSubject', { name: data.fullName, position: data.position }), text: summary, replyTo: data.email },
    {
      to: data.email,
      subject: sender('applicationEmail.confirmSubject'),
      text: sender('applicationEmail.confirmBody', { name: data.fullName, position: data.position }),
    },
  ]
  await queueEmails(payload, emails)
}

type Email = { to: string; subject: string; text: string; replyTo?: string }

async function queueEmails(payload: Payload, emails: Email[]) {
  for (const input of emails) await payload.jobs.queue({ task: 'sendEmail', input, queue: EMAIL_QUEUE })
}

/** Works through the e-mail queue now; what fails stays queued and is retried later. */
export function runEmailQueue(payload: Payload) {
  return payload.jobs.run({ queue: EMAIL_QUEUE })
}
