// Small helpers for the project's scripts: run a command and fail loudly, know whether to install.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * Runs a command; with `capture`, its output is shown and also returned. With `prefix`, each line
 * of its output is shown after the prefix, so that two commands running side by side stay readable.
 */
export function run(command, args, { env = process.env, cwd = process.cwd(), quiet = false, capture = false, prefix = '' } = {}) {
  return new Promise((resolve, reject) => {
    const piped = quiet || capture || Boolean(prefix)
    const child = spawn(command, args, { env, cwd, stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    let output = ''
    const show = prefix ? linesWithPrefix(prefix) : (d, stream) => stream.write(d)
    child.stdout?.on('data', (d) => {
      output += d
      if (capture || prefix) show(d, process.stdout)
    })
    child.stderr?.on('data', (d) => {
      output += d
      if (capture || prefix) show(d, process.stderr)
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(output)
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})${quiet ? `\n${output}` : ''}`))
    })
  })
}

/** Writes whole lines only, each after `prefix`; a partial line waits for its end. */
function linesWithPrefix(prefix) {
  const pending = new Map()
  return (data, stream) => {
    const text = (pending.get(stream) ?? '') + data
    const lines = text.split('\n')
    pending.set(stream, lines.pop())
    if (lines.length) stream.write(lines.map((line) => `${prefix}${line}\n`).join(''))
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
