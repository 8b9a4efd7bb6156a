import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { migratedPayload } from '../support/payload-instance'

// A real SMTP server on loopback receives what Payload's e-mail queue sends.
type Received = { to: string[]; raw: string }
const received: Received[] = []
let port = 0
let smtp: SMTPServer | undefined

function startSmtp(listenPort = 0): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
        callback()
      })
    },
  })
  return new Promise((resolve) => {
    const server = smtp!.listen(listenPort, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
  })
}
const stopSmtp = () => new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))

const dir = mkdtempSync(path.join(tmpdir(), 'lab-mail-'))
let payload: Payload
let notify: typeof import('@/submissions/email/notify')

const request = {
  fullName: 'سارة العتيبي',
  email: 'sender@example.com',
  phone: '+966551234567',
  description: 'نريد نظامًا للبحث في وثائقنا الداخلية.',
  channel: 'whatsapp' as const,
  time: 'morning' as const,
  topics: ['nlp' as const],
  size: 'not-sure' as const,
}

beforeAll(async () => {
  port = await startSmtp()
  process.env.DATABASE_URL = `file:${path.join(dir, 'mail.db')}`
  process.env.MEDIA_DIR = path.join(dir, 'media')
  process.env.SPOOL_DIR = path.join(dir, 'spool')
  process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789abcdef'
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(port)
  process.env.TEAM_EMAIL = 'team@thaqiblab.sa'
  notify = await import('@/submissions/email/notify')
  payload = await migratedPayload()
})

afterAll(async () => {
  await payload?.destroy()
  await stopSmtp()
  rmSync(dir, { recursive: true, force: true })
})

const decoded = (raw: string) => raw.replace(/=\r?\n/g, '')

describe('notification e-mails', () => {
  it('sends the team notification and the sender’s confirmation in the sender’s language', async () => {
    await notify.queueConsultationEmails(payload, request, 'ar', randomUUID())
    await notify.runEmailQueue(payload)
    expect(received.map((r) => r.to[0]).sort()).toEqual(['sender@example.com', 'team@thaqiblab.sa'])
    const confirmation = received.find((r) => r.to[0] === 'sender@example.com')!
    expect(confirmation.raw).toMatch(/Subject: =\?UTF-8\?/i)
    const team = received.find((r) => r.to[0] === 'team@thaqiblab.sa')!
    expect(decoded(team.raw)).toContain('Reply-To: sender@example.com')
    expect((await simpleParser(team.raw)).text).toContain(request.description)
  })

  it('sends the team notification to the addresses the administrators set in the Forms global, each of them', async () => {
    received.length = 0
    const teamEmails = [{ email: 'sales@thaqiblab.sa' }, { email: 'founders@thaqiblab.sa' }]
    await payload.updateGlobal({ slug: 'forms', data: { consultation: { teamEmails }, _status: 'published' } as never, context: { disableRevalidate: true } })
    try {
      await notify.queueConsultationEmails(payload, request, 'en', randomUUID())
      await notify.runEmailQueue(payload)
      const team = received.find((r) => r.to.includes('sales@thaqiblab.sa'))
      expect(team?.to.sort()).toEqual(['founders@thaqiblab.sa', 'sales@thaqiblab.sa'])
      expect(received.some((r) => r.to.includes('team@thaqiblab.sa'))).toBe(false)
    } finally {
      await payload.updateGlobal({ slug: 'forms', data: { consultation: { teamEmails: [] }, _status: 'published' } as never, context: { disableRevalidate: true } })
    }
  })

  it('refuses a form text that drops or adds an argument or markup, saying what to keep, and one too long', async () => {
    const { errors } = await import('@/labels/fields')
    const refusal = (application: Record<string, string>) =>
      payload.updateGlobal({ slug: 'forms', locale: 'ar', data: { application, _status: 'published' } as never, context: { disableRevalidate: true } }).then(
        () => null,
        (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors?.map((e) => [e.path, e.message]),
      )
    const keep = (parts: string) => errors.formTextArguments.en.replace('{parts}', parts)
    expect(await refusal({ thanks: 'شكرًا لتقدّمك.' })).toEqual([['application.thanks', keep('{position}')]])
    expect(await refusal({ thanks: 'شكرًا لتقدّمك لوظيفة {position} {name}' })).toEqual([['application.thanks', keep('{position}')]])
    expect(await refusal({ consent: 'قرأت <b>سياسة الخصوصية</b>' })).toEqual([['application.consent', keep('<link> </link>')]])
    expect(await refusal({ cv: 'س'.repeat(121) })).toEqual([['application.cv', errors.formTextLength.en.replace('{max}', '120')]])
    expect(await refusal({ thanks: 'شكرًا لتقدّمك لوظيفة {position}، سنعود إليك قريبًا.', cv: 'السيرة الذاتية' })).toBeNull()
    const saved = await payload.findGlobal({ slug: 'forms', locale: 'ar', depth: 0 })
    expect(saved.application?.thanks).toBe('شكرًا لتقدّمك لوظيفة {position}، سنعود إليك قريبًا.')
  })

  it('names what a first contact left out "not given" to the team, stores it empty and exports it as empty cells (ADR 044)', async () => {
    received.length = 0
    const { consultationSchema } = await import('@/forms/consultation.schema')
    const { exportCsv } = await import('@/collections/endpoints/export-csv')
    const { parse } = await import('csv-parse/sync')
    const firstContact = consultationSchema((key) => key).parse({ fullName: 'First Contact', email: 'first@example.com', description: 'A short description of what we need.', phone: '', size: '', topics: [] })
    const submissionId = randomUUID()
    const stored = await payload.create({ collection: 'consultation-requests', data: { ...firstContact, locale: 'en', submissionId } })
    expect(stored).toMatchObject({ channel: 'email', phone: null, time: null, size: null, topics: [] })
    await notify.queueConsultationEmails(payload, firstContact, 'en', submissionId)
    await notify.runEmailQueue(payload)
    const team = await simpleParser(received.find((r) => r.to[0] === 'team@thaqiblab.sa')!.raw)
    expect(team.text).toContain('First Contact <first@example.com> · Phone: not given')
    expect(team.text).toContain('Channel: email · Time: not given · Size: not given')
    expect(team.text).toContain('Areas: not given')
    const confirmation = await simpleParser(received.find((r) => r.to[0] === 'first@example.com')!.raw)
    expect(confirmation.text).toContain('by Email')

    const handler = await payload.create({ collection: 'users', data: { email: `handler-${submissionId}@thaqiblab.sa`, password: `pw-${submissionId}`, roles: ['submissions'] } })
    const [header = [], row = []] = parse(await exportCsv(payload, { collection: 'consultation-requests', where: { submissionId: { equals: submissionId } }, language: 'ar', user: { ...handler, collection: 'users' } }), { bom: true }) as string[][]
    const { fieldLabels } = await import('@/labels/fields')
    expect(row[header.indexOf(fieldLabels.fullName.ar)]).toBe('First Contact')
    for (const empty of ['phone', 'time', 'topics', 'size'] as const) expect(row[header.indexOf(fieldLabels[empty].ar)]).toBe('')
    await payload.delete({ collection: 'consultation-requests', id: stored.id })
    await payload.delete({ collection: 'users', id: handler.id })
  })

  it('never echoes what the sender typed to their (unverified) address, and sends one address a few confirmations a day', async () => {
    received.length = 0
    const address = 'someone-else@example.com'
    const spam = { ...request, email: address, fullName: 'Visit http://phish.example now', description: 'Your account is locked: http://phish.example/login' }
    // The same mailbox under other spellings (a +tag, capitals) counts as the same address.
    const spellings = [address, 'someone-else+1@example.com', 'Someone-Else@example.com', 'someone-else+2@example.com', address]
    for (const email of spellings) await notify.queueConsultationEmails(payload, { ...spam, email }, 'en', randomUUID())
    await notify.runEmailQueue(payload)
    const confirmations = received.filter((r) => /^someone-else(\+\d)?@example\.com$/i.test(r.to[0] ?? ''))
    expect(confirmations).toHaveLength(3)
    for (const mail of confirmations) {
      const parsed = await simpleParser(mail.raw)
      expect(parsed.text).toContain('We have received your consultation request')
      expect(`${parsed.subject} ${parsed.text}`).not.toContain('phish')
    }
    // The team hears of every request, with everything the sender typed.
    const team = received.filter((r) => r.to[0] === 'team@thaqiblab.sa')
    expect(team).toHaveLength(5)
    expect((await simpleParser(team[0]!.raw)).text).toContain('http://phish.example/login')
  })

  it('sends a job application’s notification and the applicant’s confirmation naming the position', async () => {
    received.length = 0
    await notify.queueApplicationEmails(
      payload,
      {
        fullName: 'Applicant Test',
        email: 'applicant@example.com',
        phone: '+966551234567',
        source: 'other',
        sourceOther: 'A podcast',
        github: 'https://github.com/applicant-test',
        summary: 'Five years of Arabic NLP.',
        position: 'مهندس تعلّم آلي أول',
      },
      'ar',
      randomUUID(),
    )
    await notify.runEmailQueue(payload)
    expect(received.map((r) => r.to[0]).sort()).toEqual(['applicant@example.com', 'team@thaqiblab.sa'])
    const team = decoded(received.find((r) => r.to[0] === 'team@thaqiblab.sa')!.raw)
    expect(team).toContain('Reply-To: applicant@example.com')
    expect(team).toContain('other: A podcast')
    expect(team).toContain('GitHub: https://github.com/applicant-test')
    const confirmation = await simpleParser(received.find((r) => r.to[0] === 'applicant@example.com')!.raw)
    expect(confirmation.text).toContain('مهندس تعلّم آلي أول')
    expect(confirmation.text).not.toContain('Applicant Test')
  })

  it('queues the e-mails of one submission once, however often it is stored again (a replay, a resend)', async () => {
    received.length = 0
    const submissionId = randomUUID()
    const again = { ...request, email: 'replayed@example.com' }
    await Promise.all([1, 2, 3].map(() => notify.queueConsultationEmails(payload, again, 'en', submissionId)))
    await notify.queueConsultationEmails(payload, again, 'en', submissionId)
    await notify.runEmailQueue(payload)
    // Sent, and kept with its key: queued once more after sending, still not sent again.
    await notify.queueConsultationEmails(payload, again, 'en', submissionId)
    await notify.runEmailQueue(payload)
    expect(received.filter((r) => r.to[0] === 'replayed@example.com')).toHaveLength(1)
    expect(received.filter((r) => r.to[0] === 'team@thaqiblab.sa')).toHaveLength(1)
  })

  it('keeps bidirectional and control characters out of subjects, and sends to internationalised domains', async () => {
    received.length = 0
    await notify.queueConsultationEmails(payload, { ...request, fullName: 'Evil \u202Efdp.exe\u202C Person', email: 'sender@مثال.السعودية' }, 'en', randomUUID())
    await notify.runEmailQueue(payload)
    const team = received.find((r) => r.to[0] === 'team@thaqiblab.sa')!
    expect((await simpleParser(team.raw)).subject).toBe('New consultation request from Evil fdp.exe Person')
    // Sent to the domain's ASCII form, as SMTP needs it (the test server reports envelopes in Unicode).
    const confirmation = received.find((r) => r.to[0] === 'sender@مثال.السعودية')!
    expect(decoded(confirmation.raw)).toMatch(/^To: sender@xn--mgbh0fb\.xn--mgberp4a5d4ar\r?$/m)
  })

  it('survives an SMTP outage and delivers each message exactly once after recovery', async () => {
    received.length = 0
    await stopSmtp()
    await notify.queueConsultationEmails(payload, { ...request, email: 'outage@example.com', fullName: 'Outage Test' }, 'en', randomUUID())
    await notify.runEmailQueue(payload)
    expect(received).toHaveLength(0)
    const pending = await payload.find({ collection: 'payload-jobs', where: { completedAt: { exists: false } } })
    expect(pending.totalDocs).toBe(2)
    expect(pending.docs.every((job) => (job.totalTried ?? 0) >= 1 && job.hasError !== true)).toBe(true)

    await startSmtp(port)
    // The first retry waits for its back-off (5 s): the clock is moved past it rather than waited out.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 60_000)
      await notify.runEmailQueue(payload)
    } finally {
      vi.useRealTimers()
    }
    expect(received.map((r) => r.to[0]).sort()).toEqual(['outage@example.com', 'team@thaqiblab.sa'])
    // A run sends and waits for SMTP's answer to each message: once it is over, nothing more comes.
    await notify.runEmailQueue(payload)
    expect(received).toHaveLength(2)
  }, 60_000)
})
