import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startRedis } from '../../scripts/lib/services.mjs'

// The sent ledger of several instances (ADR 016): the shared cache, a real redis-server here, is where
// an instance learns what another one sent before it stopped.
const dir = mkdtempSync(path.join(tmpdir(), 'lab-ledger-'))
let port = 0
let redis: { url?: string; stop: () => Promise<void> } | undefined
let reader: ReturnType<typeof createClient>
let ledger: typeof import('@/submissions/email/sent-ledger')
let task: typeof import('@/submissions/email/send-email')['sendEmailTask']

const messageIdOf = (jobId: number, createdAt: string) => `<email-${jobId}-${new Date(createdAt).getTime()}@thaqiblab.sa>`
const inShared = async (messageId: string) => (await reader.get(`thaqib:sent-email:${messageId}`)) === '1'
const startShared = async () => (redis = await startRedis({ port }))
const stopShared = async () => {
  await redis?.stop()
  redis = undefined
}

/** Runs the e-mail task as the queue would, with an SMTP transport that counts what it is given. */
async function runTask(input: { orphaned?: boolean }) {
  const job = { id: Math.floor(Math.random() * 1e9), createdAt: new Date().toISOString() }
  const sent: string[] = []
  const payload = { sendEmail: async ({ messageId }: { messageId: string }) => void sent.push(messageId), logger: { warn: () => undefined } }
  const run = (task.handler as (args: never) => unknown)({ input: { to: 'reader@example.com', subject: 'Hello', text: 'Hello', ...input }, job, req: { payload } } as never) as Promise<unknown>
  return { run: Promise.resolve(run), sent, messageId: messageIdOf(job.id, job.createdAt) }
}

beforeAll(async () => {
  port = await freePort()
  await startShared()
  process.env.REDIS_URL = redis!.url
  process.env.SPOOL_DIR = path.join(dir, 'spool')
  process.env.PAYLOAD_SECRET ??= 'integration-test-secret-0123456789abcdef'
  reader = createClient({ url: redis!.url })
  reader.on('error', () => undefined)
  await reader.connect()
  ledger = await import('@/submissions/email/sent-ledger')
  task = (await import('@/submissions/email/send-email')).sendEmailTask
})

afterAll(async () => {
  await reader?.close().catch(() => undefined)
  await stopShared()
  rmSync(dir, { recursive: true, force: true })
})

describe('the sent ledger with a shared cache', () => {
  it('notes what left in the shared cache, and finds there what another instance sent', async () => {
    const { run, sent, messageId } = await runTask({})
    await run
    expect(sent).toEqual([messageId])
    expect(await inShared(messageId)).toBe(true)
    // Another instance's sending, known only to the shared cache.
    const elsewhere = `<email-${randomUUID()}@thaqiblab.sa>`
    expect(await ledger.wasSent(elsewhere)).toBe(false)
    await reader.set(`thaqib:sent-email:${elsewhere}`, '1')
    expect(await ledger.wasSent(elsewhere)).toBe(true)
  })

  it('while the shared cache is away: an orphaned e-mail waits rather than risk a second copy, a new one leaves, and what left is shared once the cache is back', async () => {
    await stopShared()
    try {
      const orphan = await runTask({ orphaned: true })
      await expect(orphan.run).rejects.toThrow(/tried again later/)
      expect(orphan.sent).toEqual([])
      expect(await ledger.wasSent(orphan.messageId)).toBeNull()

      const fresh = await runTask({})
      await fresh.run
      expect(fresh.sent).toEqual([fresh.messageId])
      // This instance knows it left, though the others cannot yet.
      expect(await ledger.wasSent(fresh.messageId)).toBe(true)

      await startShared()
      await reader.ping().catch(() => undefined)
      // The e-mail runner shares on each pass what the cache missed (its breaker lets it through again
      // within seconds of the cache's return).
      await expect
        .poll(async () => {
          await ledger.shareSentLedger()
          return inShared(fresh.messageId).catch(() => false)
        }, { timeout: 30_000, interval: 500 })
        .toBe(true)
    } finally {
      if (!redis) await startShared()
    }
  }, 60_000)
})
