/*
 * Applies every committed migration to a new SQLite database and writes it, whole, to the file
 * named by the first argument: the migrated database the integration tests start from
 * (`copyMigratedSqlite` in tests/support/payload-instance.ts runs it, as src/seed/prepare.ts is run).
 */
import { sql } from '@payloadcms/db-sqlite'
import config from '@payload-config'
import { getPayload } from 'payload'
import { closeDatabase, rawDatabase } from '@/lib/database'

// Keeps the process alive while the database works, whatever the loader does with its threads.
const keepAlive = setInterval(() => undefined, 1000)
try {
  const payload = await getPayload({ config })
  await payload.db.migrate()
  // One file with everything in it: the database works in WAL mode, whose last writes may still be
  // in the -wal file beside it, which a copy of the database file alone would leave behind.
  await rawDatabase(payload).run!(sql`VACUUM INTO ${process.argv[2]}`)
  await closeDatabase(payload)
} finally {
  clearInterval(keepAlive)
}
process.exit()
