import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on loopback that keeps what it accepts. A message counts as delivered only once
 * the server has answered "250" for it, as a real mail server would: if the sender's connection
 * drops before that (a killed process), the message was never received.
 */
export type Delivered = { to: string[]; messageId: string; subject: string; text: string; raw: string }

export class SmtpSink {
  readonly delivered: Delivered[] = []
  /** Incoming messages seen (DATA started), whether or not they were accepted. */
  started = 0
  /** Messages received in full and waiting for the server's answer (see acceptDelayMs). */
  pending = 0
  /** How long to wait before accepting each message. */
  acceptDelayMs = 0
  private server: SMTPServer | undefined
  private closedSessions = new Set<string>()

  constructor(readonly port: number) {}

  static async freePort(): Promise<number> {
    const probe = new SMTPServer({ authOptional: true })
    const port = await new Promise<number>((resolve) => {
      const server = probe.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
    })
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    return port
  }

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onClose: (session) => this.closedSessions.add(session.id),
      onData: (stream, session, callback) => {
        this.started += 1
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', async () => {
          this.pending += 1
          if (this.acceptDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.acceptDelayMs))
          this.pending -= 1
          if (this.closedSessions.has(session.id)) return
          const raw = Buffer.concat(chunks).toString('utf8')
          const parsed = await simpleParser(raw)
          this.delivered.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            messageId: parsed.messageId ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            raw,
          })
          callback()
        })
      },
    })
    // A sender killed mid-session resets its connection: that is the sender's fault, not the sink's.
    this.server.on('error', () => undefined)
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', () => resolve()))
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  /** Waits until at least `count` messages are delivered (polling; the deadline fails the test). */
  async waitFor(count: number, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs
    while (this.delivered.length < count) {
      if (Date.now() > deadline) throw new Error(`${this.delivered.length} of ${count} e-mails delivered within ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}
