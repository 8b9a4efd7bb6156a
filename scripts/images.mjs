// `npm run images`: builds every image deploy/compose.yaml needs without a container registry
// (scripts/lib/images.mjs), reusing those whose sources have not changed, and writes the variables
// that point compose at them to deploy/images.env. `--refresh` builds everything again (a newer
// Debian base with the day's security updates); `--site-url=https://…` builds the site for that
// address (prerendered pages carry it in canonical links).
import { writeFileSync } from 'node:fs'
import { ensureInstalled } from './lib/run.mjs'

await ensureInstalled()
const { buildImages } = await import('./lib/images.mjs')

const argv = process.argv.slice(2)
const siteUrl = argv.find((a) => a.startsWith('--site-url='))?.slice('--site-url='.length)
const images = await buildImages({ siteUrl, refresh: argv.includes('--refresh') })
const lines = Object.entries(images).map(([name, value]) => `${name}=${value}`)
writeFileSync('deploy/images.env', `# Written by \`npm run images\`: the images built on this machine, for deploy/compose.yaml.\n${lines.join('\n')}\n`)
console.log(`\n${lines.join('\n')}\n\nWritten to deploy/images.env: add them to deploy/.env (docs/deploying.md).`)
