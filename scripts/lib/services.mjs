// The processes the tests and the benchmark start, as plain processes on ports of their own: the
// app's servers, and the production topology's other components from Debian's packages (nginx,
// PostgreSQL, redis-server, each in a folder of its own), the pieces deploy/compose.yaml runs as
// containers. Also what both read of a running process from /proc: its tree, CPU time and memory.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { accessSync, chmodSync, chownSync, constants, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { serverEntry } from './build.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** A command's path, looking in PATH and then in `extraDirs` (/usr/sbin is often left out of PATH). */
export function findExecutable(name, extraDirs = []) {
  for (const dir of [...(process.env.PATH ?? '').split(':'), ...extraDirs].filter(Boolean)) {
    const candidate = path.join(dir, name)
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {
      // not here
    }
  }
  return null
}

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Whether anything accepts connections on the loopback port. */
export function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => socket.end(() => resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

async function waitForPort(port, { timeoutMs, exited, what }) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (exited()) throw new Error(`${what} exited: ${exited()}`)
    if (await portAnswers(port)) return
    if (Date.now() > deadline) throw new Error(`${what} did not listen on port ${port} within ${timeoutMs} ms`)
    await sleep(100)
  }
}

function spawnDaemon(command, args, { what, logFile, ...options }) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
  let output = ''
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  let exited = null
  const exit = new Promise((resolve) => child.on('exit', (code, signal) => resolve((exited = `${signal ?? code}: ${output.slice(-2000)}`))))
  if (logFile) child.on('exit', () => writeFileSync(logFile, output))
  return {
    child,
    exited: () => exited,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (!exited) {
        child.kill(signal)
        await exit
      }
    },
  }
}

// ── Processes, from /proc ─────────────────────────────────────────────────────────────────────────

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces), or null. */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return text.slice(text.lastIndexOf(')') + 2).split(' ')
  } catch {
    return null
  }
}

/** A process's command line, or '' when it is gone. */
function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    return ''
  }
}

/** A process and every process under it (nginx's workers, PostgreSQL's backends, a server's children). */
export function processTree(root) {
  const children = new Map()
  for (const entry of readdirSync('/proc')) {
    const ppid = /^\d+$/.test(entry) ? Number(stat(entry)?.[1]) : NaN
    if (ppid) children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
  }
  const tree = [root]
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []))
  return tree
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

/**
 * CPU time (user and system, in ms) the processes have used so far, with that of their children
 * that ended and were waited for (PostgreSQL's backends come and go); a process that ended counts 0.
 */
export function cpuMs(pids) {
  let ticks = 0
  for (const pid of pids) {
    const fields = stat(pid)
    // utime, stime, cutime and cstime: the 14th to 17th fields, the 12th to 15th after the name.
    if (fields) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])
  }
  return (ticks * 1000) / ticksPerSecond
}

/** CPU time (ms) the whole machine has spent outside idle and I/O wait, from /proc/stat. */
export function machineCpuMs() {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
  return ((user + nice + system + irq + softirq + steal) * 1000) / ticksPerSecond
}

/** Resident memory of a process in MiB (VmRSS), or null when it is gone. */
export function rssMiB(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024
  } catch {
    return null
  }
}

// ── The app ───────────────────────────────────────────────────────────────────────────────────────

/** How each kind of app server starts, and the line it prints once it listens. */
const appCommands = {
  // The production server compiled into the build (src/server), as `npm start` and deployments run it.
  serve: (env) => ({ args: [serverEntry(env.NEXT_DIST_DIR)], ready: /"msg":"listening"/ }),
  // `npm start` itself: migrations, seed, then the production server.
  start: () => ({ args: ['scripts/start.mjs'], ready: /"msg":"listening"/ }),
  // Next.js's own server alone: no security headers, no compression, no client address.
  next: (env, port) => ({ args: ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'], ready: /Ready in/ }),
}

/** When the first byte of a GET (its headers) arrived, and the status. */
function firstByte(url, timeoutMs = 30_000) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, timeout: timeoutMs }, (response) => {
      response.resume()
      resolve({ at: performance.now(), status: response.statusCode })
    })
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', reject)
  })
}

/**
 * Starts an app server (`command`: see appCommands) on `port` with exactly `env`, in a process group
 * of its own (so that a kill reaches the server `npm start` starts too), and resolves once this
 * process says it listens (another one could be answering on the port) and, with `probePath`, once
 * that path's first byte arrived: `startToFirstByteMs` counts from the spawn. `logFile` receives its
 * output. `interruption()` says why it stopped serving before `stop()` was asked (a crash, a signal
 * from elsewhere), which a measurement must know.
 * @param {{ port: number, env: Record<string, string | undefined>, command?: 'serve' | 'start' | 'next', timeoutMs?: number, probePath?: string, logFile?: string }} options
 */
export async function startApp({ port, env, command = 'serve', timeoutMs = 60_000, probePath, logFile }) {
  const how = appCommands[command](env, port)
  // Servers started here share their build with others (the test server, each other), not always
  // their database: unless told where, each keeps the pages it renders in a folder of its own
  // (src/server/cache-handler.mjs), removed once it has exited.
  const ownPages = env.PAGE_CACHE_DIR ? null : mkdtempSync(path.join(os.tmpdir(), 'thaqib-pages-'))
  const spawnedAt = performance.now()
  const child = spawn(process.execPath, how.args, { env: { ...env, ...(ownPages && { PAGE_CACHE_DIR: ownPages }), PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : null
  let output = ''
  let ready = false
  let stopping = false
  let interrupted = null
  let exitedWith = null
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exitedWith = signal ?? code))))
  exited.then(() => {
    if (!stopping) interrupted ??= `exited (${exitedWith})`
    log?.end()
    if (ownPages) rmSync(ownPages, { recursive: true, force: true })
  })
  const listening = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The ${command} server on ${port} did not start within ${timeoutMs} ms:\n${output.slice(-4000)}`)), timeoutMs)
    const onData = (chunk) => {
      // Bounded: a server under load logs every request.
      output = output.length > 16e6 ? output.slice(-8e6) + chunk : output + chunk
      log?.write(chunk)
      if (!ready && how.ready.test(output)) {
        ready = true
        clearTimeout(timer)
        resolve()
      } else if (ready && !stopping && String(chunk).includes('"msg":"shutting down')) interrupted ??= 'began shutting down on a signal nobody here sent'
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    exited.then(() => {
      clearTimeout(timer)
      reject(new Error(`The ${command} server on ${port} exited (${exitedWith}):\n${output.slice(-4000)}`))
    })
  })
  const killGroup = () => {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      child.kill('SIGKILL')
    }
  }
  const ended = (kill) => {
    stopping = true
    if (exitedWith === null) kill ? killGroup() : child.kill('SIGTERM')
    return exited.then(() => undefined)
  }
  let first = null
  try {
    await listening
    while (probePath && !first) {
      first = await firstByte(`http://127.0.0.1:${port}${probePath}`).catch(async (error) => {
        if (performance.now() - spawnedAt > timeoutMs) throw error
        await new Promise((resolve) => setTimeout(resolve, 10))
        return null
      })
    }
  } catch (error) {
    await ended(true)
    throw error
  }
  // The process that serves: `next start` names itself next-server, possibly in a child.
  const pid = processTree(child.pid).find((p) => commandLine(p).includes('next-server')) ?? child.pid
  return {
    child,
    pid,
    port,
    url: `http://localhost:${port}`,
    origin: `http://127.0.0.1:${port}`,
    startToFirstByteMs: first ? first.at - spawnedAt : null,
    firstStatus: first?.status ?? null,
    output: () => output,
    interruption: () => interrupted,
    stop: () => ended(false),
    kill: () => ended(true),
  }
}

// ── nginx ─────────────────────────────────────────────────────────────────────────────────────────

export const findNginx = () => process.env.NGINX_PATH ?? findExecutable('nginx', ['/usr/sbin', '/sbin', '/usr/local/sbin'])

/** deploy/nginx/thaqib.conf.template with its `${NAME}` placeholders filled in (nginx's own `$names` stay). */
export function renderNginxTemplate(values, template = readFileSync(path.resolve('deploy/nginx/thaqib.conf.template'), 'utf8')) {
  return template.replace(/\$\{(\w+)\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`No value for ${match} in the nginx template`)
    return values[name]
  })
}

/**
 * nginx with the deployment's site configuration in front of `upstreams` (host:port), listening on
 * 127.0.0.1:`port`, everything (cache, logs, temp files) under `dir`. With `tls` (a certificate and
 * its key, files), it answers HTTPS with HTTP/2, as deploy/nginx/tls.conf.example sets it up (Debian's
 * nginx 1.22 takes `http2` on the listen line). `rates` are its per-client limits (the deployment's
 * by default; a load test from one address raises them). `visits` (an instance's VISITS_LOG_LISTEN
 * and VISITS_LOG_KEY) is where it tells of the pages it answers from its cache; without it, no one.
 */
export async function startNginxProxy({ dir, port, upstreams, workers = 1, tls = undefined, rates = { search: '1r/s', post: '2r/s' }, visits = /** @type {{ listen: string, key: string } | undefined} */ (undefined) }) {
  const site = (dir) =>
    renderNginxTemplate({
      THAQIB_UPSTREAM_SERVERS: upstreams.map((u) => `server ${u} max_fails=1 fail_timeout=2s;`).join('\n    '),
      THAQIB_CACHE_DIR: path.join(dir, 'cache'),
      THAQIB_LISTEN: tls ? `127.0.0.1:${port} ssl http2` : `127.0.0.1:${port}`,
      THAQIB_SEARCH_RATE: rates.search,
      THAQIB_POST_RATE: rates.post,
      THAQIB_ACCESS_LOG: path.join(dir, 'access.log'),
      THAQIB_VISITS_LOG: visits ? `syslog:server=${visits.listen},nohostname,tag=thaqib_visits` : '/dev/null',
      THAQIB_VISITS_KEY: visits?.key ?? 'nobody-hears-these',
    })
  return runNginx({ dir, port, workers, tls, site })
}

/**
 * nginx serving fixed bytes, the ceiling a server is measured against: `files`, each `{ path, body,
 * contentEncoding? }` (a body already compressed is sent as is, with its Content-Encoding, as a
 * cache that stores compressed pages sends it), one worker, no access log.
 */
export async function startNginxFiles({ dir, port, files }) {
  const site = (dir) => {
    mkdirSync(path.join(dir, 'www'))
    const locations = files.map((file, i) => {
      writeFileSync(path.join(dir, 'www', `file-${i}`), file.body)
      const encoding = file.contentEncoding ? ` add_header Content-Encoding ${file.contentEncoding};` : ''
      return `  location = ${file.path} { default_type "text/html; charset=utf-8";${encoding} try_files /file-${i} =404; }`
    })
    return `server {\n  listen 127.0.0.1:${port};\n  root ${path.join(dir, 'www')};\n${locations.join('\n')}\n}\n`
  }
  return runNginx({ dir, port, site })
}

/** nginx with `site` (the text of an http block's configuration) as its only site, everything under `dir`. */
export async function startNginxSite({ dir, port, site }) {
  return runNginx({ dir, port, site: () => site })
}

async function runNginx({ dir, port, site, workers = 1, tls }) {
  const nginx = findNginx()
  if (!nginx) throw new Error('nginx is not installed: `apt-get install nginx-light` (or set NGINX_PATH)')
  rmSync(dir, { recursive: true, force: true })
  for (const sub of ['cache', 'tmp/client_body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) mkdirSync(path.join(dir, sub), { recursive: true })
  writeFileSync(path.join(dir, 'site.conf'), site(dir))
  // As root, nginx would hand its workers to `nobody`; keep the current user like every other process.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : ''
  const temp = (sub) => path.join(dir, 'tmp', sub)
  const conf = `${user}worker_processes ${workers};
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  default_type application/octet-stream;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${tls ? `  ssl_certificate ${tls.cert};\n  ssl_certificate_key ${tls.key};\n  ssl_protocols TLSv1.2 TLSv1.3;\n` : ''}  include ${path.join(dir, 'site.conf')};
}
`
  const confFile = path.join(dir, 'nginx.conf')
  writeFileSync(confFile, conf)
  const daemon = spawnDaemon(nginx, ['-p', dir, '-c', confFile, '-e', path.join(dir, 'error.log')], { what: 'nginx' })
  await waitForPort(port, { timeoutMs: 15_000, exited: daemon.exited, what: 'nginx' })
  return { ...daemon, origin: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`, pids: () => processTree(daemon.child.pid) }
}

/**
 * A certificate for `localhost` and 127.0.0.1 signed by itself (OpenSSL's command line), valid for a
 * day, with its key, written to `dir`: for nginx's HTTPS in the benchmark, whose browser is told to
 * accept it.
 */
export function selfSignedCertificate(dir) {
  mkdirSync(dir, { recursive: true })
  const cert = path.join(dir, 'cert.pem')
  const key = path.join(dir, 'key.pem')
  const openssl = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert],
    { encoding: 'utf8' },
  )
  if (openssl.error || openssl.status !== 0) throw new Error(`Could not make a certificate with openssl (\`apt-get install openssl\`): ${openssl.error?.message ?? openssl.stderr.trim()}`)
  return { cert, key }
}

// ── PostgreSQL ────────────────────────────────────────────────────────────────────────────────────

/** The newest installed PostgreSQL server's binaries (Debian keeps them per version). */
export function findPostgresBin() {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))) : []
  versions.sort((a, b) => Number(b) - Number(a))
  if (!versions.length) throw new Error('PostgreSQL is not installed: `apt-get install postgresql` (or set POSTGRES_BIN)')
  return path.join(root, versions[0], 'bin')
}

/**
 * A PostgreSQL cluster of its own, which a test may stop and start: initdb into `dir`, one database
 * and role, listening on 127.0.0.1:`port` and a socket in `dir`. PostgreSQL refuses to run as root,
 * so as root the cluster belongs to Debian's `postgres` user.
 */
export async function startPostgresCluster({ dir, port, database = 'thaqib', user = 'thaqib', password = 'thaqib' }) {
  const bin = findPostgresBin()
  const asRoot = process.getuid?.() === 0
  const owner = asRoot ? postgresUser() : null
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  if (owner) chownSync(dir, owner.uid, owner.gid)
  chmodSync(dir, 0o700)
  const data = path.join(dir, 'data')
  const runAs = (command, args, options = {}) => (owner ? ['runuser', ['-u', 'postgres', '--', command, ...args], options] : [command, args, options])
  const exec = (command, args) => {
    const [cmd, all] = runAs(command, args)
    return execFileSync(cmd, all, { stdio: ['ignore', 'pipe', 'pipe'], cwd: '/' }).toString()
  }
  exec(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'])
  const cluster = {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    dir,
    port,
    daemon: null,
    async start() {
      const [cmd, all] = runAs(path.join(bin, 'postgres'), ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=on', '-c', 'max_connections=200', '-c', 'max_locks_per_transaction=256'])
      this.daemon = spawnDaemon(cmd, all, { what: 'PostgreSQL', cwd: '/' })
      await waitForPort(port, { timeoutMs: 30_000, exited: this.daemon.exited, what: 'PostgreSQL' })
      // Accepting connections once recovery is over: wait until a query answers.
      const deadline = Date.now() + 30_000
      for (;;) {
        try {
          this.sql('SELECT 1', 'postgres')
          return
        } catch (error) {
          if (Date.now() > deadline) throw error
          await sleep(100)
        }
      }
    },
    /** A fast shutdown: connections are cut, as in an outage or a restart. */
    async stop() {
      if (!this.daemon) return
      // pg_ctl signals the server itself (a signal to `runuser` would not reach it) and waits.
      if (!this.daemon.exited()) exec(path.join(bin, 'pg_ctl'), ['-D', data, 'stop', '-m', 'fast', '-w', '-t', '60'])
      await this.daemon.stop()
      this.daemon = null
    },
    /** Runs SQL as the superuser over the socket; returns the unaligned, tuples-only output. */
    sql(statement, db = database) {
      return exec(path.join(bin, 'psql'), ['-h', dir, '-p', String(port), '-U', 'postgres', '-d', db, '-v', 'ON_ERROR_STOP=1', '-qAtc', statement]).trim()
    },
    async destroy() {
      await this.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
  await cluster.start()
  cluster.sql(`CREATE ROLE ${user} LOGIN PASSWORD '${password}'`, 'postgres')
  cluster.sql(`CREATE DATABASE ${database} OWNER ${user}`, 'postgres')
  return cluster
}

function postgresUser() {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'))
  if (!line) throw new Error('No `postgres` user: install Debian\'s postgresql package')
  const [, , uid, gid] = line.split(':')
  return { uid: Number(uid), gid: Number(gid) }
}

// ── Redis / Valkey ────────────────────────────────────────────────────────────────────────────────

export const findRedisServer = () => process.env.REDIS_SERVER_PATH ?? findExecutable('redis-server', ['/usr/bin', '/usr/sbin']) ?? findExecutable('valkey-server', ['/usr/bin'])

/** A redis-server in memory only (no snapshots), on 127.0.0.1:`port`. */
export async function startRedis({ port }) {
  const server = findRedisServer()
  if (!server) throw new Error('redis-server is not installed: `apt-get install redis-server` (or set REDIS_SERVER_PATH)')
  const daemon = spawnDaemon(server, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], { what: 'redis-server' })
  await waitForPort(port, { timeoutMs: 15_000, exited: daemon.exited, what: 'redis-server' })
  return { ...daemon, url: `redis://127.0.0.1:${port}` }
}
