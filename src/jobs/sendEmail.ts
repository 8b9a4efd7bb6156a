import type { TaskConfig } from 'payload'

/**
 * Sends one e-mail through Payload's e-mail adapter (SMTP when configured, else the log). Runs in
 * the jobs queue with retries, so an SMTP outage delays a message but does not lose it.
 */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  label: 'Send e-mail',
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 5_000 } },
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'replyTo', type: 'text' },
  ],
  outputSchema: [{ name: 'messageId', type: 'text' }],
  handler: async ({ input, req }) => {
    const { to, subject, text, replyTo } = input
    const result = (await req.payload.sendEmail({ to, subject, text, ...(replyTo ? { replyTo } : {}) })) as
      | { messageId?: string }
      | undefined
    return { output: { messageId: result?.messageId ?? '' } }
  },
}

export const EMAIL_QUEUE = 'email'
