import { type ChildProcess, spawn } from 'node:child_process'

/**
 * Another production server (src/server) on the test build and database, with settings of its own:
 * for behaviour that the main test server changes for the suite's sake (the trusted proxy, the
 * forms' minimum fill time) or cannot show (HTTPS).
 */
export type TestServer = { url: string; stop: () => Promise<void>; output: () => string }

export async function startServer(port: number, env: Record<string, string | undefined>): Promise<TestServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx/esm', 'src/server/index.ts'], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = `http://localhost:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The test server on ${port} exited:\n${output}`)
    const ready = await fetch(`${url}/api/health`).then((r) => r.ok, () => false)
    if (ready) break
    if (Date.now() > deadline) throw new Error(`The test server on ${port} did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
