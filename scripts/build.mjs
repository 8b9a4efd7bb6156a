// `npm run build`: the production build of the current source (Next.js's build, the production
// server compiled into it, the source fingerprint), into NEXT_DIST_DIR (default .next). The build
// prerenders pages from the configured database, which must be migrated and seeded (`npm start`
// does both, and builds when the source changed).
import { buildSite } from './lib/build.mjs'

await buildSite({ ...process.env, NODE_ENV: 'production' })
