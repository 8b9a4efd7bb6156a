// Prepares a database for the app: applies committed migrations, then seeds the bilingual content.
import { mkdirSync } from 'node:fs'
import { run } from './run.mjs'

export function localBin(name) {
  return `node_modules/.bin/${name}`
}

export async function prepareDatabase(env) {
  const url = env.DATABASE_URL ?? 'file:./data/site.db'
  if (url.startsWith('file:')) mkdirSync(new URL(url, `file://${process.cwd()}/`).pathname.replace(/\/[^/]*$/, ''), { recursive: true })
  const scriptEnv = { ...env, NODE_OPTIONS: '--no-deprecation' }
  console.log('Applying database migrations and seeding content (only what is missing)…')
  // Our own runner rather than Payload's CLI, whose loader wrapper can exit before its work is done.
  const prepare = () => run(process.execPath, ['--import', 'tsx', 'src/seed/prepare.ts'], { env: scriptEnv, capture: true })
  const output = await prepare().catch((error) => {
    // Exit code 13: Node found the script's top-level await unsettled with nothing left to run.
    // Seen once, on a machine with both cores saturated, before the script had printed anything
    // (its imports, through tsx's loader, were not done). Migrations and the seed only do what is
    // missing, so running again is safe.
    if (error.exitCode !== 13) throw error
    console.log('Preparing the database stopped before it started its work (exit 13); trying once more…')
    return prepare()
  })
  if (!output.includes('Seed: ')) throw new Error('The seed did not run (no report from src/seed/prepare.ts).')
}
