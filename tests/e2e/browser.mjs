import { existsSync } from 'node:fs'

// Debian's Chromium, started with the flags this kind of machine needs (no sandbox as root, no
// background network calls to reach outside).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The browser tests' browser: Chromium's old headless mode, which Playwright itself uses for
 * headless runs and Debian packages as `chromium-headless-shell` (the same version as `chromium`).
 * The browser tests ran in less than half the time with it (ADR 021). Without the package, or with
 * CHROMIUM_PATH set, the tests use that browser. Screenshots and the benchmark keep `chromium`.
 */
const headlessShell = '/usr/bin/chromium-headless-shell'
export const testChromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath)

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
]
