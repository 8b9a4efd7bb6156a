// `npm run serve`: the production server on the existing build (NEXT_DIST_DIR, default .next),
// without migrating, seeding or building first as `npm start` does.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { serverEntry } from './lib/build.mjs'

const entry = path.resolve(serverEntry())
if (!existsSync(entry)) {
  console.error(`There is no production build with its server in ${path.dirname(entry)}: run \`npm run build\` (or \`npm start\`) first.`)
  process.exit(1)
}
await import(pathToFileURL(entry).href)
