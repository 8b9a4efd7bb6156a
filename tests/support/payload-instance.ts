import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

/**
 * A real Payload for an integration test: a temporary SQLite file, or PostgreSQL when
 * TEST_POSTGRES_URL names a database to empty and use, built from the committed migrations (or those
 * before one, then the rest with `migrateRest`). No seed:
 * the test writes the few documents it needs. The environment is set before the configuration is
 * first imported (src/env.ts reads it then).
 */
export async function startPayload(
  name: string,
  { before }: { before?: string } = {},
): Promise<{ payload: Payload; stop: () => Promise<void>; migrateRest: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), `lab-it-${name}-`))
  const postgresUrl = process.env.TEST_POSTGRES_URL
  process.env.DATABASE_URL = postgresUrl ?? `file:${path.join(dir, 'test.db')}`
  process.env.MEDIA_DIR = path.join(dir, 'media')
  process.env.PRIVATE_UPLOADS_DIR = path.join(dir, 'private-uploads')
  process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789abcdef'
  if (postgresUrl) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: postgresUrl })
    await client.connect()
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public')
    await client.end()
  }
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  const { migrations } = postgresUrl ? await import('@/migrations/postgres') : await import('@/migrations/sqlite')
  // `before`: only the migrations before the one whose name ends so (a test of that migration's data).
  const until = before ? migrations.findIndex((m) => m.name.endsWith(before)) : -1
  if (before && until < 0) throw new Error(`No migration named …${before}`)
  await payload.db.migrate({ migrations: (until < 0 ? migrations : migrations.slice(0, until)) as never })
  return {
    payload,
    migrateRest: () => payload.db.migrate({ migrations: migrations as never }),
    stop: async () => {
      await payload.destroy()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
