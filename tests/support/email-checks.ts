import { expect } from '@playwright/test'
import type { SmtpSink } from './smtp-sink'

// What the fault tests assert of the e-mails a real SMTP server on loopback received.

/**
 * Each submission's two e-mails arrived once each: its confirmation and the team's notification,
 * which names the address as stored. (The SMTP server reports envelope addresses with their domain
 * in Unicode, which is also how they are stored.)
 */
export function expectExactlyOnce(sink: SmtpSink, emails: string[], stored = emails) {
  emails.forEach((email, i) => {
    expect(sink.delivered.filter((m) => m.to.includes(stored[i]!)), `confirmations to ${email}`).toHaveLength(1)
    expect(sink.delivered.filter((m) => m.to.includes('team@thaqiblab.sa') && m.text.includes(stored[i]!)), `team notifications for ${stored[i]}`).toHaveLength(1)
  })
  const ours = sink.delivered.filter((m) => stored.some((email) => m.to.includes(email) || m.text.includes(email)))
  expect(ours).toHaveLength(emails.length * 2)
  expect(new Set(ours.map((m) => m.messageId)).size).toBe(ours.length)
}

/** Waits for both e-mails of every submission, then a little longer, so that a second copy would show. */
export async function waitForAll(sink: SmtpSink, emails: string[], timeoutMs: number, settleMs: number, stored = emails) {
  const missing = () => stored.filter((email) => !(sink.delivered.some((m) => m.to.includes(email)) && sink.delivered.some((m) => m.text.includes(email))))
  await expect.poll(missing, { timeout: timeoutMs, intervals: [250], message: 'the submissions whose two e-mails have not all arrived' }).toEqual([])
  // Watching for what must not come (a second copy from a queue's retry) takes time by its nature:
  // the settle time is a few of the queue's intervals, not a bound on how fast anything is.
  await new Promise((resolve) => setTimeout(resolve, settleMs))
}
