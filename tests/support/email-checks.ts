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
  const deadline = Date.now() + timeoutMs
  const arrived = () => stored.every((email) => sink.delivered.some((m) => m.to.includes(email)) && sink.delivered.some((m) => m.text.includes(email)))
  while (!arrived()) {
    if (Date.now() > deadline) throw new Error(`Not all e-mails arrived within ${timeoutMs} ms (${sink.delivered.length} delivered)`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await new Promise((resolve) => setTimeout(resolve, settleMs))
}
