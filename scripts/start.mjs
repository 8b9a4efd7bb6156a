// `npm start`: install if needed, create .env with a secret, migrate, seed, build if the source
// changed, then serve the site. `npm run dev` does the same with the development server.
// Uses Node built-ins only, so it runs before dependencies are installed.
import { spawn } from 'node:child_process'
import { ensureEnvFile } from './lib/env-file.mjs'
import { ensureInstalled, formatCommandLines, run } from './lib/run.mjs'

const dev = process.argv.includes('--dev')
await ensureInstalled()
// Under a service manager or in a container (no terminal), everything this prints, and what the
// commands it runs print (migrations, the seed, a build), is one JSON line per event, like the
// server's own log (ADR 027). In a terminal, readable text.
if (!dev && !process.stdout.isTTY) {
  const { createLogger, routeConsoleAndWarnings } = await import('../src/lib/logger.mjs')
  routeConsoleAndWarnings(createLogger({ component: 'start' }))
  formatCommandLines((line, fromStderr) => {
    try {
      if (JSON.parse(line)?.level) return line
    } catch {
      // a line of text
    }
    // Without the terminal colours the build prints.
    const msg = line.replace(/\u001b\[[0-9;]*m/g, '').trim()
    return msg ? JSON.stringify({ level: fromStderr ? 'warn' : 'info', time: new Date().toISOString(), service: 'thaqib-site', component: 'start', msg }) : ''
  })
}
const { prepareDatabase, localBin } = await import('./lib/prepare.mjs')
const { buildSite, distDirOf, isCurrentBuild, serverEntry } = await import('./lib/build.mjs')

const fileEnv = ensureEnvFile('.env')
const env = { NEXT_TELEMETRY_DISABLED: '1', ...fileEnv, ...process.env }
await prepareDatabase(env)

const port = env.PORT ?? '3000'
if (dev) {
  await run(localBin('next'), ['dev', '-p', port], { env })
} else {
  // NEXT_DIST_DIR chooses another build folder (the tests serve their own build this way).
  const distDir = distDirOf(env)
  if (!isCurrentBuild(distDir)) {
    console.log('Building the site (next build)…')
    await buildSite({ ...env, NODE_ENV: 'production' })
  }
  console.log(`\nThe site: ${env.SITE_URL ?? `http://localhost:${port}`}  ·  The admin: /admin\n`)
  // The server gets this process's stop signals (a container's or a service manager's SIGTERM) and
  // shuts down gracefully (src/server/index.ts); this process ends with it, with its exit code.
  const server = spawn(process.execPath, [serverEntry(distDir)], { env: { ...env, PORT: port, NODE_ENV: 'production' }, stdio: 'inherit' })
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => server.kill(signal))
  server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1)))
}
