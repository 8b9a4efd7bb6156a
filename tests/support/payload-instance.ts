import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { inject } from 'vitest'
import { runTypeScript } from '../../scripts/lib/prepare.mjs'

const projectRoot = path.resolve(import.meta.dirname, '../..')

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
  const { migrations } = postgresUrl ? await import('@/migrations/postgres') : await import('@/migrations/sqlite')
  // `before`: only the migrations before the one whose name ends so (a test of that migration's data).
  const until = before ? migrations.findIndex((m) => m.name.endsWith(before)) : -1
  if (before && until < 0) throw new Error(`No migration named …${before}`)
  const payload = until < 0 ? await migratedPayload() : await payloadOf(migrations.slice(0, until))
  return {
    payload,
    migrateRest: () => payload.db.migrate({ migrations: migrations as never }),
    stop: async () => {
      await payload.destroy()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Payload on the database process.env.DATABASE_URL names, with `migrations` applied. */
async function payloadOf(migrations: unknown[]): Promise<Payload> {
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as never })
  return payload
}

/**
 * Payload on the database process.env.DATABASE_URL names, with every committed migration applied.
 * A SQLite file starts as a copy of the one migrated for the run (`copyMigratedSqlite`).
 */
export async function migratedPayload(): Promise<Payload> {
  const url = process.env.DATABASE_URL ?? ''
  const onSqlite = url.startsWith('file:')
  if (onSqlite) await copyMigratedSqlite(url.slice('file:'.length))
  const { migrations } = onSqlite ? await import('@/migrations/sqlite') : await import('@/migrations/postgres')
  return payloadOf(migrations)
}

/**
 * Puts a copy of the run's migrated SQLite database at `file`. That database is made at the first
 * call (tests/support/migrate-sqlite.ts): applying the migrations to a new file takes some 15 s of
 * CPU, which every test file paid before.
 */
export async function copyMigratedSqlite(file: string) {
  const migrated = path.join(inject('integrationRunDir'), 'migrated.db')
  if (!existsSync(migrated)) {
    const work = mkdtempSync(path.join(inject('integrationRunDir'), 'migrating-'))
    try {
      await runTypeScript('tests/support/migrate-sqlite.ts', [`${work}/migrated.db`], {
        cwd: projectRoot,
        quiet: true,
        // Not the test's own settings (S3 storage, say): a plain site on a new file.
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          DATABASE_URL: `file:${work}/site.db`,
          MEDIA_DIR: `${work}/media`,
          PRIVATE_UPLOADS_DIR: `${work}/private-uploads`,
          PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef',
        },
      })
      renameSync(`${work}/migrated.db`, migrated)
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  }
  mkdirSync(path.dirname(file), { recursive: true })
  copyFileSync(migrated, file)
}
