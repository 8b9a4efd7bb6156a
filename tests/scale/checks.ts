import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { expect } from '@playwright/test'
import type { SmtpSink } from '../support/smtp-sink'
import { type PostResult, postConsultation } from './form-post'
import type { Locale } from '../../src/i18n/locales'

// What the topology tests share (tests/scale on processes, tests/containers on containers): the
// settings that keep the forms' limits out of the way, visitors who send forms while faults are
// injected, and the checks of what was stored and sent.

/** The settings the scenarios share: the SMTP sink, no form limits in the way, quick queues. */
export const underLoad = (sink: SmtpSink) => ({
  SMTP_HOST: sink.host,
  SMTP_PORT: String(sink.port),
  TEAM_EMAIL: 'team@thaqiblab.sa',
  FORM_MIN_FILL_MS: '0',
  FORM_RATE_LIMIT: '100000',
  CONFIRMATION_EMAILS_PER_DAY: '100',
  // The load comes from one address: the per-client limits of searches and missing pages stay out of the way.
  SEARCH_RATE_LIMIT: '100000',
  NOT_FOUND_RATE_LIMIT: '100000',
  EMAIL_QUEUE_INTERVAL_MS: '1000',
  EMAIL_RETRY_CAP_MS: '3000',
  EMAIL_STALE_MS: '15000',
  SPOOL_REPLAY_INTERVAL_MS: '1000',
})
export const editor = { email: process.env.ADMIN_EMAIL ?? 'editor@thaqiblab.sa', password: process.env.ADMIN_PASSWORD ?? 'test-editor-password' }
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export type Sent = { email: string; result: PostResult }[]

/**
 * Sends consultation requests from four visitors at once while `faults` runs, until `count` got an
 * answer and the faults are over; returns each request's address and outcome. A request that found no server at all (an
 * instance restarting with no other behind it) got no answer: its visitor tries again a moment
 * later. `currentOrigin` follows a restarted server.
 */
export async function submitUnderFaults(origin: string, count: number, faults: (sent: Sent) => Promise<void>, currentOrigin = () => origin): Promise<Sent> {
  const sent: Sent = []
  const answered = () => sent.filter((s) => s.result.status !== 0).length
  let index = 0
  // The visitors go on until the faults are over too: a fault that waits for more requests (twenty
  // more while the database is down) must get them, however fast the first `count` came.
  let faulting = true
  const visitor = async () => {
    while (faulting || answered() < count) {
      const email = `scale-${index++}-${randomUUID().slice(0, 8)}@example.com`
      const result = await postConsultation(currentOrigin(), email, index % 2 ? 'ar' : 'en')
      sent.push({ email, result })
      // A visitor who found no server at all tries again a moment later, as a browser's user would.
      if (result.status === 0) await sleep(250)
    }
  }
  const faulted = faults(sent).finally(() => (faulting = false))
  await Promise.all([Promise.all([visitor(), visitor(), visitor(), visitor()]), faulted])
  const successes = sent.filter((s) => s.result.outcome === 'success').length
  // Nearly every answer is "sent", outages included (the spool); a request cut by a killed process is not.
  expect(successes, JSON.stringify(sent.filter((s) => s.result.outcome !== 'success').slice(0, 5))).toBeGreaterThan(count * 0.9)
  return sent
}

/** Waits until `count` requests have been sent (however long that takes: the test's own timeout bounds it). */
export async function untilSent(sent: Sent, count: number) {
  await expect.poll(() => sent.length, { timeout: 0 }).toBeGreaterThanOrEqual(count)
}

export function spoolsEmpty(dirs: string[]): boolean {
  return dirs.every((dir) => !existsSync(dir) || readdirSync(dir).filter((name) => name.endsWith('.json')).length === 0)
}

/** Every request answered "sent" is stored exactly once (after the spools are worked off); no other is stored twice. */
export async function expectStoredOnce(sent: Sent, rows: () => Promise<string[]>, spoolsDone: () => boolean | Promise<boolean>) {
  await expect.poll(spoolsDone, { timeout: 120_000, intervals: [500] }).toBe(true)
  const stored = await rows()
  const counts = new Map<string, number>()
  for (const email of stored) counts.set(email, (counts.get(email) ?? 0) + 1)
  for (const { email, result } of sent) {
    if (result.outcome === 'success') expect(counts.get(email), `${email} was answered "sent"`).toBe(1)
    else expect(counts.get(email) ?? 0, `${email} (${result.outcome})`).toBeLessThanOrEqual(1)
  }
}

export async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(editor) })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** A reader's browser as it introduces itself (not a robot's, whose views are not counted). */
export const readerAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

/** A page's views in the visitor figures, every day and language added up. */
export async function viewsOf(origin: string, token: string, page: string): Promise<number> {
  const response = await fetch(`${origin}/api/page-views?where[key][equals]=${encodeURIComponent(page)}&where[kind][equals]=page&limit=1000&depth=0`, { headers: { authorization: `JWT ${token}` } })
  expect(response.status).toBe(200)
  const { docs } = (await response.json()) as { docs: { views: number }[] }
  return docs.reduce((total, row) => total + row.views, 0)
}

export async function firstPost(origin: string, locale: Locale): Promise<{ id: number; slug: string; title: string }> {
  const response = await fetch(`${origin}/api/posts?locale=${locale}&limit=1&depth=0&sort=-publishedAt&where[_status][equals]=published`)
  const { docs } = (await response.json()) as { docs: { id: number; slug: string; title: string }[] }
  expect(docs[0]).toBeTruthy()
  return docs[0]!
}

export async function patchPost(origin: string, token: string, id: number, locale: Locale, title: string) {
  const response = await fetch(`${origin}/api/posts/${id}?locale=${locale}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ title, _status: 'published' }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
}

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
