import type { TaskConfig } from 'payload'
import { cleanText, smtpAddress } from '@/forms/text'
import { dependency } from '@/lib/dependencies.mjs'
import { markSent, wasSent } from './sent-ledger'

/**
 * Sends one e-mail through Payload's e-mail adapter (SMTP when configured, else the log). Runs in
 * the e-mail queue (submissions/email/runner.ts): an SMTP outage delays a message but does not lose it.
 * Each message carries a Message-ID made from its job, the same on every try, so a mail system
 * that got a message twice (the process died between SMTP's acceptance and the job's completion)
 * can tell. A message SMTP accepted is noted at once (submissions/email/sent-ledger.ts): if recording the finished
 * job then fails (the database is away), the job is freed as an orphan, runs again later and finds it
 * sent, without sending a copy; an orphan whose ledger cannot answer (the shared cache is away) waits
 * for it rather than risk a second copy. A recipient the SMTP server refuses for good (a 5xx answer to RCPT TO: no such mailbox)
 * is not tried again; any other failure (the server down, sign-in refused) is.
 */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  label: 'Send e-mail',
  // Tries for about two days: the runner caps the wait between tries at a minute (EMAIL_RETRY_CAP_MS).
  retries: { attempts: 3_000, backoff: { type: 'exponential', delay: 5_000 } },
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'replyTo', type: 'text' },
    // Which e-mail of which submission this is (`<submission id>:team`): queued once per key.
    { name: 'key', type: 'text' },
    // Set when the job was freed after its runner went silent (lib/job-queue.ts): it may have left.
    { name: 'orphaned', type: 'checkbox' },
  ],
  outputSchema: [
    { name: 'messageId', type: 'text' },
    { name: 'refused', type: 'text' },
  ],
  handler: async ({ input, job, req }) => {
    const { text } = input
    // One address, or the team's several (the Forms global), comma-separated.
    const to = input.to.split(',').map((address) => smtpAddress(address.trim())).join(', ')
    const replyTo = input.replyTo ? smtpAddress(input.replyTo) : undefined
    // A subject is one line of plain text: no control or bidirectional formatting characters.
    const subject = cleanText(input.subject).replace(/[\u0000-\u001F\u007F-\u009F]/g, ' ')
    const messageId = `<email-${job.id}-${new Date(job.createdAt).getTime()}@thaqiblab.sa>`
    const sent = await wasSent(messageId)
    if (sent) return { output: { messageId } }
    if (sent === null && input.orphaned) throw new Error(`E-mail ${messageId} may have left before its sender stopped, and the shared cache that would tell is away: tried again later`)
    // Through the process's breaker for SMTP: while it is away, the queue's tries fail at once and
    // wait for their next turn instead of each waiting out a connection time-out.
    const refused = await dependency('smtp').call(async () => {
      try {
        await req.payload.sendEmail({ to, subject, text, messageId, ...(replyTo ? { replyTo } : {}) })
        return null
      } catch (error) {
        // A recipient refused for good is an answer from a working server, not a failure of it.
        const { responseCode: code, command } = error as { responseCode?: number; command?: string }
        if (command === 'RCPT TO' && code && code >= 500 && code < 600) return code
        throw error
      }
    })
    if (refused) {
      req.payload.logger.warn(`E-mail ${messageId} refused for good by the SMTP server (${refused}); not tried again`)
      return { output: { messageId, refused: String(refused) } }
    }
    await markSent(messageId)
    return { output: { messageId } }
  },
}

export const EMAIL_QUEUE = 'email'
