// deploy/compose.yaml run with `podman run`, one container per service, as Compose would run it,
// for the container topology test and the benchmark (docs/decisions/028-container-topology.md).
// Debian 12's podman-compose (1.0.3) starts every service at once whatever `depends_on` says, drops
// `stop_grace_period`, and Podman's health checks need systemd timers, which this kind of host does
// not run: this runner reads the same file, starts services in the order their conditions ask for,
// and runs their health checks itself while it waits. It refuses any setting it does not know, so
// the file cannot say more than what the test runs.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { imageId, podman } from './podman.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Every container, volume and network of a project carries these labels (project, owner process). */
export const projectLabel = 'org.thaqib.compose.project'
const ownerLabel = 'org.thaqib.compose.owner'

/**
 * Compose's variable syntax in one string: `$NAME`, `${NAME}`, `${NAME:-default}`, `${NAME-default}`,
 * `${NAME:?error}`, `${NAME?error}`, `${NAME:+other}`, `${NAME+other}`, and `$$` for a dollar sign.
 */
export function interpolate(text, variables, where = '') {
  let out = ''
  for (let i = 0; i < text.length; ) {
    if (text[i] !== '$') {
      out += text[i++]
      continue
    }
    if (text[i + 1] === '$') {
      out += '$'
      i += 2
      continue
    }
    if (text[i + 1] === '{') {
      // The matching brace, past any nested `${…}` in a default.
      let depth = 1
      let j = i + 2
      for (; j < text.length && depth > 0; j++) depth += text[j] === '{' ? 1 : text[j] === '}' ? -1 : 0
      if (depth > 0) throw new Error(`${where}: unclosed \${ in ${text}`)
      out += substitute(text.slice(i + 2, j - 1), variables, where)
      i = j
      continue
    }
    const bare = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i + 1))?.[0]
    out += bare ? (variables[bare] ?? '') : '$'
    i += 1 + (bare?.length ?? 0)
  }
  return out
}

function substitute(braced, variables, where) {
  const parts = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?+])(.*))?$/s.exec(braced)
  if (!parts) throw new Error(`${where}: invalid variable \${${braced}}`)
  const [, name, colon, operator, rest] = parts
  const value = variables[name]
  const missing = value === undefined || (colon === ':' && value === '')
  if (operator === '-') return missing ? interpolate(rest, variables, where) : value
  if (operator === '?') {
    if (missing) throw new Error(`${where}: ${name}: ${rest || 'required'}`)
    return value
  }
  if (operator === '+') return missing ? '' : interpolate(rest, variables, where)
  return value ?? ''
}

function interpolateAll(value, variables, where) {
  if (typeof value === 'string') return interpolate(value, variables, where)
  if (Array.isArray(value)) return value.map((v, i) => interpolateAll(v, variables, `${where}[${i}]`))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateAll(v, variables, `${where}.${k}`)]))
  return value
}

/** Compose's merge of a later file into an earlier one: maps merge, a sequence or a scalar replaces. */
function mergeInto(base, extra) {
  if (!base || typeof base !== 'object' || Array.isArray(base) || !extra || typeof extra !== 'object' || Array.isArray(extra)) return extra
  const merged = { ...base }
  for (const [key, value] of Object.entries(extra)) merged[key] = key in base ? mergeInto(base[key], value) : value
  return merged
}

/**
 * The files, merged in order (as `-f a.yaml -f b.yaml`), then `overrides` (objects of the same shape),
 * with their variables filled in; relative paths are the first file's.
 */
export function loadCompose(files, variables, overrides = []) {
  const merged = files
    .map((file) => {
      const text = readFileSync(file, 'utf8')
      // Variables are filled in after parsing, in values only; YAML's `<<` merges the anchors first.
      const parsed = parse(text, { merge: true })
      for (const key of Object.keys(parsed)) if (key.startsWith('x-')) delete parsed[key]
      return parsed
    })
    .concat(overrides)
    .reduce(mergeInto)
  return { ...interpolateAll(merged, variables, path.basename(files[0])), dir: path.dirname(path.resolve(files[0])) }
}

const seconds = (duration) => {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(String(duration))
  if (!match) throw new Error(`Not a duration: ${duration}`)
  const factor = { ms: 0.001, s: 1, m: 60, h: 3600 }[match[2] ?? 's']
  return Number(match[1]) * factor
}

/** Compose's `environment` as a map, from either of its forms. */
const environmentOf = (environment = {}) =>
  Array.isArray(environment) ? Object.fromEntries(environment.map((e) => [e.split('=')[0], e.slice(e.indexOf('=') + 1)])) : environment

/**
 * One project of deploy/compose.yaml on Podman: its own network and named volumes, a container per
 * service, all labelled with the project's name and, unless `owned` is false, the process that made
 * them: a later run removes such a project once that process is gone (removeAbandonedProjects). A
 * deployment started by hand (`npm run compose`) is not owned, so no test run ever removes it.
 */
export class ComposeProject {
  /** @param {{ files: string[], project: string, variables: Record<string, string>, overrides?: object[], owned?: boolean }} options */
  constructor({ files, project, variables, overrides = [], owned = true }) {
    this.project = project
    this.owned = owned
    this.spec = loadCompose(files, variables, overrides)
    this.network = `${project}_default`
  }

  container(service) {
    return `${this.project}-${service}-1`
  }

  volume(name) {
    return `${this.project}_${name}`
  }

  labels() {
    return ['--label', `${projectLabel}=${this.project}`, ...(this.owned ? ['--label', `${ownerLabel}=${process.pid}`] : [])]
  }

  /** The project's network (made once); returns its gateway, the host's address on it. */
  createNetwork() {
    return createNetwork(this.project, { owned: this.owned })
  }

  async createVolumes() {
    for (const name of Object.keys(this.spec.volumes ?? {})) {
      const exists = await podman(['volume', 'exists', this.volume(name)]).then(() => true, () => false)
      if (!exists) await podman(['volume', 'create', ...this.labels(), this.volume(name)])
    }
  }

  /** `podman run` arguments for a service, from every setting compose.yaml gives it. */
  runArgs(service, { name = this.container(service), detach = true, command } = {}) {
    const spec = this.spec.services[service]
    if (!spec) throw new Error(`No service ${service} in the compose file`)
    const args = [...(detach ? ['-d'] : ['--rm']), '--name', name, ...this.labels(), '--label', `org.thaqib.compose.service=${service}`]
    // A one-off container (compose's `run`) answers to no service name, publishes no port and is never restarted.
    args.push('--network', this.network, ...(detach ? ['--network-alias', service] : []))
    const handled = new Set(['image', 'build', 'depends_on'])
    const oneOffLeavesOut = detach ? [] : ['ports', 'restart']
    const use = (key, fn) => {
      handled.add(key)
      if (spec[key] !== undefined && !oneOffLeavesOut.includes(key)) fn(spec[key])
    }
    use('environment', (env) => Object.entries(environmentOf(env)).forEach(([k, v]) => args.push('--env', `${k}=${v ?? ''}`)))
    use('volumes', (volumes) =>
      volumes.forEach((entry) => {
        const [source, target, mode] = entry.split(':')
        const named = source in (this.spec.volumes ?? {})
        const from = named ? this.volume(source) : path.resolve(this.spec.dir, source)
        args.push('--volume', `${from}:${target}${mode ? `:${mode}` : ''}`)
      }),
    )
    use('ports', (ports) => ports.forEach((p) => args.push('--publish', String(p))))
    use('restart', (policy) => args.push('--restart', policy))
    use('init', (init) => init && args.push('--init'))
    use('stop_grace_period', (d) => args.push('--stop-timeout', String(Math.ceil(seconds(d)))))
    use('stop_signal', (s) => args.push('--stop-signal', s))
    use('security_opt', (opts) => opts.forEach((o) => args.push('--security-opt', o.replace(/^no-new-privileges:true$/, 'no-new-privileges'))))
    use('cap_drop', (caps) => caps.forEach((c) => args.push('--cap-drop', c)))
    use('cap_add', (caps) => caps.forEach((c) => args.push('--cap-add', c)))
    // Docker's meaning: only the declared tmpfs mounts are writable (Podman would add its own).
    use('read_only', (ro) => ro && args.push('--read-only', '--read-only-tmpfs=false'))
    use('tmpfs', (mounts) => [mounts].flat().forEach((m) => args.push('--tmpfs', m)))
    use('user', (u) => args.push('--user', String(u)))
    use('pull_policy', (p) => args.push(`--pull=${p === 'build' ? 'never' : p}`))
    use('healthcheck', (h) => {
      const [kind, ...test] = h.test
      args.push('--health-cmd', kind === 'CMD' ? JSON.stringify(test) : test.join(' '))
      if (h.interval) args.push('--health-interval', `${seconds(h.interval)}s`)
      if (h.timeout) args.push('--health-timeout', `${seconds(h.timeout)}s`)
      if (h.retries) args.push('--health-retries', String(h.retries))
      if (h.start_period) args.push('--health-start-period', `${seconds(h.start_period)}s`)
    })
    handled.add('command')
    const unknown = Object.keys(spec).filter((key) => !handled.has(key))
    if (unknown.length) throw new Error(`compose.yaml: service ${service}: settings this runner does not know: ${unknown.join(', ')} (scripts/lib/compose.mjs)`)
    args.push(spec.image, ...(command ?? spec.command ?? []))
    return args
  }

  /**
   * Starts the services (all by default) in the order of their `depends_on`, waiting for each
   * condition; with `wait` (compose's `up --wait`), then until every one with a health check is healthy.
   * @param {string[]} [services]
   * @param {{ timeoutMs?: number, wait?: boolean, log?: (line: string) => void }} [options]
   */
  async up(services = Object.keys(this.spec.services), { timeoutMs = 600_000, wait = false, log = () => undefined } = {}) {
    await this.createNetwork()
    await this.createVolumes()
    const started = new Set()
    const start = async (service) => {
      if (started.has(service)) return
      started.add(service)
      const dependsOn = this.spec.services[service].depends_on ?? {}
      for (const [dependency, { condition = 'service_started' } = {}] of Object.entries(Array.isArray(dependsOn) ? Object.fromEntries(dependsOn.map((d) => [d, {}])) : dependsOn)) {
        await start(dependency)
        if (condition === 'service_healthy') await this.waitHealthy(dependency, { timeoutMs, log })
        else if (condition !== 'service_started') throw new Error(`depends_on condition ${condition} is not supported here`)
      }
      // As compose does: a service whose container exists is started if stopped, never made twice.
      if (await podman(['container', 'exists', this.container(service)]).then(() => true, () => false)) {
        if (!(await this.state(service)).Running) await podman(['start', this.container(service)])
        return
      }
      const image = this.spec.services[service].image
      if (!(await imageId(image))) throw new Error(`No image ${image} for ${service}: \`npm run images\` builds it`)
      log(`starting ${service}`)
      await podman(['run', ...this.runArgs(service)])
    }
    for (const service of services) await start(service)
    if (wait) for (const service of started) if (this.spec.services[service].healthcheck) await this.waitHealthy(service, { timeoutMs, log })
  }

  async state(service) {
    return JSON.parse(await podman(['inspect', '--format', '{{json .State}}', this.container(service)]))
  }

  /** Runs the service's health check once, as the engine's timer would; true when it passed. */
  async healthcheck(service) {
    return podman(['healthcheck', 'run', this.container(service)]).then(() => true, () => false)
  }

  /**
   * Waits until the service's health check passes; fails at once if its container stops.
   * @param {string} service
   * @param {{ timeoutMs?: number, log?: (line: string) => void }} [options]
   */
  async waitHealthy(service, { timeoutMs = 600_000, log = () => undefined } = {}) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      if (await this.healthcheck(service)) return log(`${service} is healthy`)
      const state = await this.state(service)
      if (!state.Running && !state.Restarting) throw new Error(`${service} stopped (exit ${state.ExitCode}) before it was healthy:\n${await this.logs(service)}`)
      if (Date.now() > deadline) throw new Error(`${service} was not healthy within ${timeoutMs} ms:\n${await this.logs(service)}`)
      await sleep(1_000)
    }
  }

  /** A command in the service's running container; returns its standard output. */
  exec(service, command, { user } = {}) {
    return podman(['exec', ...(user ? ['--user', user] : []), this.container(service), ...command])
  }

  /** A one-off container of the service (`compose run --rm --no-deps`), on the project's network and volumes. */
  async run(service, command) {
    await this.createNetwork()
    await this.createVolumes()
    return podman(['run', ...this.runArgs(service, { name: `${this.project}-${service}-run-${Date.now()}`, detach: false, command })])
  }

  async logs(service) {
    return podman(['logs', this.container(service)]).catch((error) => error.message)
  }

  /** Stops what runs and removes everything the project made: containers, network and, with `volumes`, its volumes. */
  async down({ volumes = true } = {}) {
    await removeProject(this.project, { volumes })
  }
}

/**
 * A project's network, `<project>_default` (made once, labelled as the project's); returns its
 * gateway: the host's address on it, where the containers reach a server the host runs for them.
 */
export async function createNetwork(project, { owned = true } = {}) {
  const network = `${project}_default`
  const exists = await podman(['network', 'exists', network]).then(() => true, () => false)
  const owner = owned ? ['--label', `${ownerLabel}=${process.pid}`] : []
  if (!exists) await podman(['network', 'create', '--label', `${projectLabel}=${project}`, ...owner, network])
  return podman(['network', 'inspect', '--format', '{{range .Subnets}}{{.Gateway}}{{end}}', network])
}

/** Removes a project's containers (each given its stop timeout), network and volumes, found by label. */
export async function removeProject(project, { volumes = true } = {}) {
  const filter = ['--filter', `label=${projectLabel}=${project}`]
  const containers = (await podman(['ps', '-a', '-q', ...filter])).split('\n').filter(Boolean)
  if (containers.length) {
    await Promise.all(containers.map((id) => podman(['stop', id]).catch(() => undefined)))
    await podman(['rm', '--force', ...containers])
  }
  const networks = (await podman(['network', 'ls', '-q', ...filter])).split('\n').filter(Boolean)
  for (const network of networks) await podman(['network', 'rm', '--force', network]).catch(() => undefined)
  if (volumes) {
    const names = (await podman(['volume', 'ls', '-q', ...filter])).split('\n').filter(Boolean)
    if (names.length) await podman(['volume', 'rm', '--force', ...names])
  }
}

/** Removes the projects whose owner process is gone (a run that was killed before it cleaned up). */
export async function removeAbandonedProjects() {
  const listed = await podman(['ps', '-a', '--filter', `label=${ownerLabel}`, '--format', `{{index .Labels "${projectLabel}"}} {{index .Labels "${ownerLabel}"}}`])
  const volumes = await podman(['volume', 'ls', '--filter', `label=${ownerLabel}`, '--format', `{{index .Labels "${projectLabel}"}} {{index .Labels "${ownerLabel}"}}`])
  const alive = (pid) => {
    try {
      process.kill(Number(pid), 0)
      return true
    } catch {
      return false
    }
  }
  const abandoned = new Set(
    `${listed}\n${volumes}`
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' '))
      .filter(([, pid]) => !alive(pid))
      .map(([project]) => project),
  )
  for (const project of abandoned) await removeProject(project)
}
