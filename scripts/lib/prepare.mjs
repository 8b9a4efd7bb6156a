// Prepares a database for the app: applies committed migrations, then seeds the bilingual content.
import { mkdirSync } from 'node:fs'
import { run } from './run.mjs'

export function localBin(name) {
  return `node_modules/.bin/${name}`
}

export async function prepareDatabase(env) {
  const url = env.DATABASE_URL ?? 'file:./data/site.db'
  if (url.startsWith('file:')) mkdirSync(new URL(url, `file://${process.cwd()}/`).pathname.replace(/\/[^/]*$/, ''), { recursive: true })
  const quietEnv = { ...env, NODE_OPTIONS: '--no-deprecation' }
  console.log('Applying database migrations…')
  await run(localBin('payload'), ['migrate'], { env: quietEnv })
  console.log('Seeding content (only what is missing)…')
  await run(localBin('payload'), ['run', 'src/seed/run.ts'], { env: quietEnv })
}
