import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'
import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { EMAIL_QUEUE } from '@/jobs/sendEmail'
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
  for (const input of emails) await payload.jobs.queue({ task: 'sendEmail', input, queue: EMAIL_QUEUE })
}

/** Works through the e-mail queue now; what fails stays queued and is retried later. */
export function runEmailQueue(payload: Payload) {
  return payload.jobs.run({ queue: EMAIL_QUEUE })
}
