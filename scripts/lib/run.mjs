// Small helpers for the project's scripts: run a command and fail loudly, know whether to install.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
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

/** Installs dependencies when node_modules is missing or older than package-lock.json. */
export async function ensureInstalled() {
  const marker = path.join('node_modules', '.package-lock.json')
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync('package-lock.json').mtimeMs) return
  // Not `npm ci`: this npm (11.19) writes lock files without other platforms' optional packages and
  // then refuses them in `npm ci`; `npm install` installs the locked versions all the same.
  console.log('Installing dependencies…')
  await run('npm', ['install', '--no-audit', '--no-fund'])
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
