// Podman, as the project's scripts run it: `npm run images`, the container topology test and the
// benchmark's image phase. Uses Node built-ins only.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { findExecutable } from './services.mjs'
import { run } from './run.mjs'

/**
 * The settings this kind of host needs (deploy/podman/containers.conf: runc, no default limits), unless
 * CONTAINERS_CONF already names a file: Podman then reads that file alone.
 */
export const containersConf = path.resolve('deploy/podman/containers.conf')

export function podmanEnv(env = process.env) {
  return { ...env, CONTAINERS_CONF: env.CONTAINERS_CONF || containersConf }
}

export function findPodman() {
  const podman = findExecutable('podman', ['/usr/bin'])
  if (!podman) throw new Error('Podman is not installed: `apt-get install podman runc catatonit netavark aardvark-dns iptables mmdebstrap` (docs/deploying.md)')
  return podman
}

/**
 * Podman's own complaints that it cannot reach systemd, which this kind of host does not run: the
 * health checks it would schedule with systemd timers are run by scripts/lib/compose.mjs instead.
 */
const systemdNoise = /(?:time="[^"]*" )?level=error msg="(?:unable to get systemd connection|Removing timer for container)[^\n]*\n?|failed to connect to syslog[^\n]*\n?/g

/**
 * Runs `podman args…` and returns its standard output (trimmed); fails with its error output.
 * @param {string[]} args
 * @param {{ input?: string | Buffer, quiet?: boolean }} [options]
 * @returns {Promise<string>}
 */
export function podman(args, { input, quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(findPodman(), args, { env: podmanEnv(), stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => {
      stdout += d
      if (!quiet) process.stdout.write(d)
    })
    child.stderr.on('data', (d) => (stderr += d))
    if (input !== undefined) child.stdin.end(input)
    child.on('error', reject)
    child.on('close', (code) => {
      const errors = stderr.replace(systemdNoise, '')
      if (code === 0) {
        if (!quiet && errors.trim()) process.stderr.write(errors)
        resolve(stdout.trim())
      } else {
        // What went wrong first (a one-off command's own output included), then the whole command line.
        const said = [errors.trim(), stdout.trim().split('\n').slice(-20).join('\n')].filter(Boolean).join('\n')
        reject(Object.assign(new Error(`podman ${args[0]} failed (exit ${code}): ${said}\n  (podman ${args.join(' ')})`), { exitCode: code, stdout }))
      }
    })
  })
}

/** Runs `podman args…` with its output shown as it comes (with a prefix when given): builds. */
export function podmanShown(args, { prefix = '' } = {}) {
  return run(findPodman(), args, { env: podmanEnv(), prefix })
}

/** The id of a local image, or null when there is none by that name. */
export async function imageId(name) {
  try {
    return await podman(['image', 'inspect', '--format', '{{.Id}}', name])
  } catch {
    return null
  }
}
