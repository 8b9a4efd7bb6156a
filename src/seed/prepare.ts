/*
 * Prepares the configured database: applies the committed migrations, then seeds what is missing.
 * Run with `node --import tsx src/seed/prepare.ts` (see scripts/lib/prepare.mjs). It exits when done:
 * on PostgreSQL an open pool connection would otherwise keep it alive (lib/database.ts).
 */
import path from 'node:path'
import config from '@payload-config'
import { getPayload } from 'payload'
import { closeDatabase } from '@/lib/database'
import { seed } from './index'

// Keeps the process alive while the database works, whatever the loader does with its threads.
const keepAlive = setInterval(() => undefined, 1000)

try {
  const payload = await getPayload({ config })
  try {
    await payload.db.migrate()
    await seed(payload, {
      contentDir: path.resolve(process.cwd(), 'content'),
      adminEmail: process.env.ADMIN_EMAIL,
      adminPassword: process.env.ADMIN_PASSWORD,
    })
  } finally {
    await closeDatabase(payload)
  }
} catch (error) {
  console.error('Preparing the database failed:', error)
  process.exitCode = 1
} finally {
  clearInterval(keepAlive)
  process.exit()
}
