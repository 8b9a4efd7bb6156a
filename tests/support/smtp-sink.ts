import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on loopback that keeps what it accepts. A message counts as delivered only once
 * the server has answered "250" for it, as a real mail server would: if the sender's connection
 * drops before that (a killed process), the message was never received.
 */
export type Delivered = { to: string[]; messageId: string; subject: string; text: string; html: string; raw: string }

export class SmtpSink {
  readonly delivered: Delivered[] = []
  private server: SMTPServer | undefined
  private closedSessions = new Set<string>()
  /** How many more messages to accept before holding the next ones unanswered (null: accept all). */
  private acceptBeforeHold: number | null = null
  private held: { session: string; answer: () => void }[] = []
  /** Messages received in full and being accepted (not yet held, nor answered "250"). */
  private accepting = 0

  /** `host`: the address to listen on (loopback; for containers, their network's gateway on this host). */
  constructor(
    readonly port: number,
    readonly host = '127.0.0.1',
  ) {}

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
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', async () => {
          if (this.acceptBeforeHold === 0) await new Promise<void>((answer) => this.held.push({ session: session.id, answer }))
          else if (this.acceptBeforeHold !== null) this.acceptBeforeHold -= 1
          if (this.closedSessions.has(session.id)) return
          this.accepting++
          const raw = Buffer.concat(chunks).toString('utf8')
          const parsed = await simpleParser(raw)
          this.delivered.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            messageId: parsed.messageId ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            raw,
          })
          this.accepting--
          callback()
        })
      },
    })
    // A sender killed mid-session resets its connection: that is the sender's fault, not the sink's.
    this.server.on('error', () => undefined)
    await new Promise<void>((resolve, reject) => {
      // An address that is not (yet) this host's fails the start rather than leaving it waiting.
      this.server!.once('error', reject)
      this.server!.listen(this.port, this.host, () => {
        this.server!.off('error', reject)
        resolve()
      })
    })
  }

  /**
   * Accepts `count` more messages, then receives each next one in full and leaves it unanswered
   * until `release()`: a sender stopped meanwhile has sent a message that was never accepted.
   */
  holdAfter(count: number): void {
    this.acceptBeforeHold = count
  }

  /** Messages received in full and waiting for an answer. */
  get heldCount(): number {
    return this.held.length
  }

  /** Whether no message is being accepted: each one received so far is held or in `delivered`. */
  get idle(): boolean {
    return this.accepting === 0
  }

  /** Whether every sender of a held message has hung up (then none of them will be accepted). */
  heldSendersGone(): boolean {
    return this.held.every((message) => this.closedSessions.has(message.session))
  }

  /** Answers the held messages (a message whose sender hung up is dropped) and accepts all from now on. */
  release(): void {
    this.acceptBeforeHold = null
    for (const message of this.held.splice(0)) message.answer()
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }
}
