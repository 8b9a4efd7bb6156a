/* Runs the seed against the configured database: `payload run src/seed/run.ts`. */
import path from 'node:path'
import config from '@payload-config'
import { getPayload } from 'payload'
import { seed } from './index'

const payload = await getPayload({ config })
try {
  await seed(payload, {
    contentDir: path.resolve(process.cwd(), 'content'),
    adminEmail: process.env.ADMIN_EMAIL,
    adminPassword: process.env.ADMIN_PASSWORD,
  })
} finally {
  await payload.destroy()
}
process.exit(0)
