// Small helpers for the project's scripts: run a command and fail loudly, know whether to install.
import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * How the lines of the commands run from here are shown, when set (`npm start` under a service
 * manager: as JSON lines, like the server's own, ADR 027): `(line, fromStderr) => shown line`.
 */
let lineFormat = null
export function formatCommandLines(format) {
  lineFormat = format
}

/**
 * Runs a command; with `capture`, its output is shown and also returned. With `prefix`, each line
 * of its output is shown after the prefix, so that two commands running side by side stay readable.
 */
export function run(command, args, { env = process.env, cwd = process.cwd(), quiet = false, capture = false, prefix = '' } = {}) {
  return new Promise((resolve, reject) => {
    const piped = quiet || capture || Boolean(prefix) || Boolean(lineFormat)
    const child = spawn(command, args, { env, cwd, stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    let output = ''
    const shown = !quiet && (capture || prefix || lineFormat) ? new Output(prefix, lineFormat) : null
    for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      from?.on('data', (d) => {
        output += d
        shown?.write(d, to)
      })
    }
    child.on('error', reject)
    // 'close', not 'exit': the output is complete only once the child's streams have closed.
    child.on('close', (code, signal) => {
      shown?.end()
      if (code === 0) resolve(output)
      else reject(Object.assign(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})${quiet ? `\n${output}` : ''}`), { exitCode: code }))
    })
  })
}

/** A command's output as shown: as it comes, or with a prefix, whole lines only (a partial line waits for its end). */
class Output {
  pending = new Map()
  constructor(prefix, format = null) {
    this.prefix = prefix
    this.format = format
  }

  line(line, stream) {
    if (!this.format) return `${this.prefix}${line}\n`
    const shown = line.trim() ? this.format(line, stream === process.stderr) : ''
    return shown ? `${shown}\n` : ''
  }

  write(data, stream) {
    if (!this.prefix && !this.format) return stream.write(data)
    const lines = ((this.pending.get(stream) ?? '') + data).split('\n')
    this.pending.set(stream, lines.pop())
    if (lines.length) stream.write(lines.map((line) => this.line(line, stream)).join(''))
  }

  /** Shows what is left of a last line that had no line end. */
  end() {
    for (const [stream, rest] of this.pending) if (rest) stream.write(this.line(rest, stream))
    this.pending.clear()
  }
}

/**
 * The Node.js the project runs on: the `node` devDependency (the npm registry's build of Node, at
 * node_modules/.bin/node), whose major version `engines` asks for. `npm run` puts
 * node_modules/.bin first in PATH, so every script of package.json runs on it once it is installed.
 */
const projectNode = path.resolve('node_modules', '.bin', 'node')
const pinnedNode = () => JSON.parse(readFileSync('package.json', 'utf8')).devDependencies.node
const majorOf = (version) => Number(String(version).replace(/^v/, '').split('.')[0])
const onProjectNodeLine = () => majorOf(process.versions.node) >= majorOf(pinnedNode())

/**
 * Installs dependencies when node_modules is missing or older than package-lock.json, with npm
 * running on the project's Node (so that npm checks every package's `engines` against it and the
 * install scripts run on it); then, when this process runs on an older Node (a machine's own, e.g.
 * Node 20 for a fresh clone's first `npm start`), runs this same script again on the project's Node
 * and ends with it. Returns only on the project's Node line.
 */
export async function ensureInstalled() {
  const marker = path.join('node_modules', '.package-lock.json')
  const installed = existsSync(marker) && statSync(marker).mtimeMs >= statSync('package-lock.json').mtimeMs
  if (!installed) {
    console.log('Installing dependencies…')
    await withProjectNode((env) =>
      // Not `npm ci`: this npm (11.19) writes lock files without other platforms' optional packages
      // and then refuses them in `npm ci`; `npm install` installs the locked versions all the same.
      run('npm', ['install', '--no-audit', '--no-fund'], { env }),
    )
  }
  if (!onProjectNodeLine()) await rerunOnProjectNode()
}

/**
 * Runs `install(env)` with the project's Node first in env.PATH (npm starts as `#!/usr/bin/env
 * node`). Before the first install there is none yet: the pinned `node` package is installed into
 * a temporary folder, by the Node at hand, and used for the install that brings the project's own.
 */
async function withProjectNode(install) {
  const pathWith = (dir) => ({ ...process.env, PATH: `${dir}${path.delimiter}${process.env.PATH ?? ''}` })
  if (onProjectNodeLine()) return install(process.env)
  if (existsSync(projectNode) && majorOf(execFileSync(projectNode, ['--version'], { encoding: 'utf8' })) >= majorOf(pinnedNode())) {
    return install(pathWith(path.dirname(projectNode)))
  }
  const version = pinnedNode()
  console.log(`Node ${process.versions.node} is older than the project's (${version}): fetching Node ${version} from the npm registry first…`)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'node-bootstrap-'))
  try {
    // The `node` package installs the platform's binary in its own install script, allowed here by name.
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, dependencies: { node: version }, allowScripts: { [`node@${version}`]: true } }))
    await run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock'], { cwd: dir, quiet: true })
    await install(pathWith(path.join(dir, 'node_modules', '.bin')))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Runs this script again, with its arguments, on the project's Node, passing signals on; exits with it. */
async function rerunOnProjectNode() {
  if (!existsSync(projectNode)) throw new Error(`No ${projectNode} after the install: is the \`node\` devDependency in package.json?`)
  const env = { ...process.env, PATH: `${path.dirname(projectNode)}${path.delimiter}${process.env.PATH ?? ''}` }
  const child = spawn(projectNode, [...process.execArgv, ...process.argv.slice(1)], { env, stdio: 'inherit' })
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal))
  const code = await new Promise((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 128 + os.constants.signals[signal] : 1))))
  process.exit(code)
}

/** A fingerprint of everything a production build depends on, to rebuild only when it changed. */
// Written by the build itself (the web fonts, src/fonts/generate.ts): derived from what is fingerprinted.
const generatedDuringBuild = [path.join('src', 'fonts', 'generated')]

export function sourceFingerprint(roots = ['src', 'messages', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'patches']) {
  const hash = createHash('sha1')
  const visit = (p) => {
    if (!existsSync(p) || generatedDuringBuild.includes(p)) return
    const stat = statSync(p)
    if (stat.isDirectory()) {
      for (const name of readdirSync(p).sort()) visit(path.join(p, name))
    } else {
      hash.update(p)
      hash.update(readFileSync(p))
    }
  }
  roots.forEach(visit)
  return hash.digest('hex')
}
