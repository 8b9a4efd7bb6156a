// Prepares a database for the app: applies committed migrations, then seeds the bilingual content.
import { mkdirSync } from 'node:fs'
import { run } from './run.mjs'

export function localBin(name) {
  return `node_modules/.bin/${name}`
}

/**
 * Runs one of the project's TypeScript scripts through tsx (`run`'s options), once more when it exits
 * with Node's "unsettled top-level await" (code 13): seen once, on a machine with both cores
 * saturated, before the script had printed anything (its imports, through tsx's loader, were not
 * done). The scripts run this way only do what is not done yet, so running again is safe.
 * @param {string} script
 * @param {string[]} args
 * @param {Parameters<typeof run>[2]} [options]
 */
export async function runTypeScript(script, args, { env = process.env, ...options } = {}) {
  const once = () => run(process.execPath, ['--import', 'tsx', script, ...args], { ...options, env: { ...env, NODE_OPTIONS: '--no-deprecation' } })
  return once().catch((error) => {
    if (error.exitCode !== 13) throw error
    console.log(`${script} stopped before it started its work (exit 13); trying once more…`)
    return once()
  })
}

export async function prepareDatabase(env) {
  const url = env.DATABASE_URL ?? 'file:./data/site.db'
  if (url.startsWith('file:')) mkdirSync(new URL(url, `file://${process.cwd()}/`).pathname.replace(/\/[^/]*$/, ''), { recursive: true })
  console.log('Applying database migrations and seeding content (only what is missing)…')
  // Our own runner rather than Payload's CLI, whose loader wrapper can exit before its work is done.
  const output = await runTypeScript('src/seed/prepare.ts', [], { env, capture: true })
  if (!output.includes('Seed: ')) throw new Error('The seed did not run (no report from src/seed/prepare.ts).')
}
