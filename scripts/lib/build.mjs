// The production build: Next.js's build, the production server compiled into it, and the
// fingerprint of the source it was built from.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { localBin } from './prepare.mjs'
import { run, sourceFingerprint } from './run.mjs'

/** The build folder: NEXT_DIST_DIR, or Next's own default. */
export function distDirOf(env = process.env) {
  return env.NEXT_DIST_DIR || '.next'
}

/** The compiled production server (src/server/index.ts) of the build in `distDir`. */
export function serverEntry(distDir = distDirOf()) {
  return path.join(distDir, 'production-server.mjs')
}

const fingerprintFile = (distDir) => path.join(distDir, 'source-fingerprint')

/** Whether `distDir` holds a complete build (its server included) of the source as it is now. */
export function isCurrentBuild(distDir) {
  const stamp = fingerprintFile(distDir)
  return existsSync(path.join(distDir, 'BUILD_ID')) && existsSync(serverEntry(distDir)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === sourceFingerprint()
}

/**
 * `next build` into env.NEXT_DIST_DIR (default .next), then the production server compiled beside
 * it, then the source fingerprint that `npm start` compares to decide whether to build again.
 */
export async function buildSite(env) {
  const distDir = distDirOf(env)
  await run(localBin('next'), ['build'], { env })
  recordSiteScripts(distDir)
  await compileServer(distDir)
  writeFileSync(fingerprintFile(distDir), sourceFingerprint())
}

/**
 * The hashes of the site's own inline scripts (the boot guard in the document's head), read from
 * the pages the build prerendered, for the production server's script policy: at run time a page
 * may run these and the framework's own, nothing else (src/server/inline-scripts.ts). Next.js's
 * per-page data (`self.__next_f.push(…)`) is judged by its form instead and not recorded.
 */
export function recordSiteScripts(distDir) {
  const pages = readdirSync(path.join(distDir, 'server', 'app'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
  const hashes = new Set()
  for (const page of pages) {
    const html = readFileSync(path.join(distDir, 'server', 'app', page), 'utf8')
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
      if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(?:ld\+)?json/i.test(attributes)) continue
      if (body.startsWith('self.__next_f.push(')) continue
      hashes.add(createHash('sha256').update(body, 'utf8').digest('base64'))
    }
  }
  if (pages.length === 0) throw new Error(`No prerendered pages in ${distDir}: the site's inline scripts cannot be recorded`)
  writeFileSync(path.join(distDir, 'site-inline-scripts.json'), `${JSON.stringify({ pages: pages.length, hashes: [...hashes].sort() }, null, 2)}\n`)
}

/**
 * The production server as one JavaScript module: its own TypeScript and the `@/` modules it uses,
 * bundled; packages stay imports from node_modules. Served through a TypeScript loader instead
 * (tsx), every dynamic import Next.js makes while answering a request went through the loader's
 * thread: about a quarter of the server's CPU time in the browser tests (ADR 012).
 */
export async function compileServer(distDir) {
  const { build } = await import('esbuild')
  await build({
    entryPoints: ['src/server/index.ts'],
    outfile: serverEntry(distDir),
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node24',
    tsconfig: 'tsconfig.json',
    legalComments: 'none',
    logLevel: 'warning',
  })
}
