// The machine the benchmark runs on, and the Debian packages it needs (Chromium, nginx).
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import os from 'node:os'
import { chromiumPath } from '../../tests/e2e/browser.mjs'
import { findExecutable, findNginx } from '../lib/services.mjs'

export { chromiumPath, findNginx }

function aptInstall(packages) {
  if (!findExecutable('apt-get', ['/usr/bin'])) {
    throw new Error(`The benchmark needs ${packages.join(' ')}, and this machine has no apt-get to install them: install them, or set CHROMIUM_PATH / NGINX_PATH.`)
  }
  const asRoot = process.getuid?.() === 0
  const prefix = asRoot ? [] : ['sudo', '-n']
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const exec = (args) => {
    const [cmd, ...rest] = [...prefix, ...args]
    const result = spawnSync(cmd, rest, { env, stdio: 'inherit' })
    if (result.error) console.error(`${cmd}: ${result.error.message}${asRoot ? '' : ' (apt-get needs root: run as root or with password-less sudo)'}`)
    return result.status === 0
  }
  console.log(`Installing ${packages.join(' ')} from Debian's packages…`)
  if (!exec(['apt-get', 'update', '-qq']) || !exec(['apt-get', 'install', '-y', '-qq', ...packages])) return false
  return true
}

/** Installs Debian's Chromium and nginx when the machine has neither (as .ci/run does for Chromium). */
export function ensureSystemPackages() {
  if (!existsSync(chromiumPath)) {
    if (!aptInstall(['chromium', 'fonts-noto-core'])) throw new Error('Could not install Chromium: apt-get failed (see above). Run `apt-get install chromium` as root, or set CHROMIUM_PATH.')
  }
  if (!findNginx()) {
    // nginx-light is the smallest build on Debian 12; later releases only have `nginx`.
    if (!aptInstall(['nginx-light']) && !aptInstall(['nginx'])) throw new Error('Could not install nginx: apt-get failed (see above). Run `apt-get install nginx` as root, or set NGINX_PATH.')
  }
  const nginx = findNginx()
  if (!nginx) throw new Error('nginx is installed but not found: set NGINX_PATH.')
  return { chromium: chromiumPath, nginx }
}

function versionOf(command, args) {
  try {
    const result = spawnSync(command, args, { encoding: 'utf8' })
    return `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n')[0]
  } catch {
    return null
  }
}

export function machineInfo({ nginx }) {
  const cpus = os.cpus()
  let distribution = null
  try {
    distribution = /PRETTY_NAME="([^"]+)"/.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? null
  } catch {
    // not Linux
  }
  const packageVersion = (name) => {
    try {
      return JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version
    } catch {
      return null
    }
  }
  const git = (args) => {
    try {
      return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
    } catch {
      return null
    }
  }
  return {
    cpuModel: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
    os: `${distribution ?? os.type()} (kernel ${os.release()})`,
    node: process.version,
    next: packageVersion('next'),
    lighthouse: packageVersion('lighthouse'),
    autocannon: packageVersion('autocannon'),
    chromium: versionOf(chromiumPath, ['--version']),
    nginx: versionOf(nginx, ['-v']),
    gitCommit: git(['rev-parse', '--short', 'HEAD']),
    dirty: Boolean(git(['status', '--porcelain', '--untracked-files=no'])),
  }
}

/** 1, 5 and 15-minute load averages: other work on the machine that the benchmark cannot control. */
export function loadAverage() {
  const [one, five, fifteen] = os.loadavg()
  return { at: new Date().toISOString(), one: Number(one.toFixed(2)), five: Number(five.toFixed(2)), fifteen: Number(fifteen.toFixed(2)) }
}
