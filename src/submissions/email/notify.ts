import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'
import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { emailJobExists } from '@/lib/job-queue'
import { createOnce } from '../once'
import { drainEmailQueue } from './runner'
import { EMAIL_QUEUE } from './send-email'
import { mayConfirmTo } from '../rate-limits'
import type { Application } from '@/forms/application.schema'
import type { Consultation } from '@/forms/consultation.schema'

/**
 * The team's addresses for a form's requests: those the administrators set in the Forms global
 * (published), else the site's team address (`TEAM_EMAIL`).
 */
async function teamAddresses(payload: Payload, form: 'consultation' | 'application'): Promise<string> {
  const forms = await payload.findGlobal({ slug: 'forms', depth: 0, overrideAccess: true })
  const set = (forms?.[form]?.teamEmails ?? []).map((row) => row.email).filter(Boolean)
  return set.length > 0 ? set.join(', ') : env.TEAM_EMAIL
}

/**
 * Queues the two e-mails of a consultation request: a notification to the team (in English) and a
 * confirmation to the sender in the sender's language (see queueConfirmation). The queue retries
 * them until SMTP answers. `submissionId` keys them: queued again for the same submission (a replay
 * of the spool), they are not queued twice.
 */
export async function queueConsultationEmails(payload: Payload, data: Consultation, locale: Locale, submissionId: string) {
  const team = createTranslator({ locale: 'en', messages: messages.en, namespace: 'Forms' })
  const sender = createTranslator({ locale, messages: messages[locale], namespace: 'Forms' })
  // What the visitor left out (ADR 044) is named so, not left blank: the team asks for it in its reply.
  const given = (value: string | undefined) => value || team('email.notGiven')
  const summary = [
    `${data.fullName} <${data.email}> · Phone: ${given(data.phone)}`,
    `Language: ${locale} · Channel: ${data.channel} · Time: ${given(data.time)} · Size: ${given(data.size)}`,
    `Areas: ${given(data.topics.join(', '))}`,
    '',
    data.description,
  ].join('\n')
  await queueEmail(payload, { key: `${submissionId}:team`, to: await teamAddresses(payload, 'consultation'), subject: team('email.teamSubject', { name: data.fullName }), text: summary, replyTo: data.email })
  await queueConfirmation(payload, {
    key: `${submissionId}:confirmation`,
    to: data.email,
    subject: sender('email.confirmSubject'),
    text: sender('email.confirmBody', { channel: sender(`consultation.channels.${data.channel}`) }),
  })
}

type ApplicationSummary = Omit<Application, 'cv' | 'consent'> & { position: string }

/**
 * Queues the two e-mails of a job application: a notification to the team (in English, the CV is
 * in the admin, never sent by e-mail) and a confirmation to the applicant in their language.
 */
export async function queueApplicationEmails(payload: Payload, data: ApplicationSummary, locale: Locale, submissionId: string) {
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
  await queueEmail(payload, {
    key: `${submissionId}:team`,
    to: await teamAddresses(payload, 'application'),
    subject: team('applicationEmail.teamSubject', { name: data.fullName, position: data.position }),
    text: summary,
    replyTo: data.email,
  })
  await queueConfirmation(payload, {
    key: `${submissionId}:confirmation`,
    to: data.email,
    subject: sender('applicationEmail.confirmSubject'),
    text: sender('applicationEmail.confirmBody', { position: data.position }),
  })
}

type Email = { key: string; to: string; subject: string; text: string; replyTo?: string }

/**
 * Queues one e-mail unless the job with its key exists (sent, or waiting), and only if `allowed`
 * agrees (asked after that check, so a repeat does not count twice). The jobs table holds each key
 * once (a unique index, migration `email_job_keys`): of two processes queueing one key at the same
 * moment, one inserts and the other finds it.
 */
function queueEmail(payload: Payload, input: Email, allowed: () => Promise<boolean> = async () => true) {
  return createOnce(
    () => emailJobExists(payload, input.key),
    async () => {
      if (await allowed()) await payload.jobs.queue({ task: 'sendEmail', input, queue: EMAIL_QUEUE })
    },
  )
}

/**
 * The sender's address is not verified: the confirmation carries none of the text they typed (not
 * even their name), and one address gets at most a few a day. The team's notification has it all.
 */
function queueConfirmation(payload: Payload, email: Email) {
  return queueEmail(payload, email, async () => {
    if (await mayConfirmTo(email.to)) return true
    payload.logger.warn('Confirmation e-mail not sent: this address had its confirmations for today')
    return false
  })
}

/** Works through the e-mail queue now, in this process; what fails stays queued and is retried later. */
export function runEmailQueue(payload: Payload) {
  return drainEmailQueue(payload)
}
