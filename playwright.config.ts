import { defineConfig, devices } from '@playwright/test'
import { serverEntry } from './scripts/lib/build.mjs'
import { chromiumArgs, testChromiumPath } from './tests/e2e/browser.mjs'

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`
const chosenFiles = process.argv.some((arg) => /(^|\/)tests\/e2e\/|\.spec\.ts(:\d+)*$/.test(arg))
/** Tests whose servers and databases are their own (they wait, mostly: on SMTP retries, locks, restarts). */
const serverTests = /(delivery|restart)\.spec\.ts$/
const browser = { ...devices['Desktop Chrome'], launchOptions: { executablePath: testChromiumPath, args: chromiumArgs } }

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two workers for the browser tests (two cores), and one more for the tests that start servers of
  // their own and spend most of their time waiting on them (the 'servers' project below).
  workers: 3,
  // Generous: CI machines are small and shared; assertions keep their own 10 s limit.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // No trace: recording one snapshots the page at every action (every key press of the keyboard
    // walks) and made the suite take about 1.6 times as long (ADR 021). A failure keeps its
    // screenshot and error context; `--trace retain-on-failure` records traces when debugging one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  projects: [
    // Signs the editor in once and saves the session (tests/e2e/editor.ts reads it).
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    {
      name: 'chromium',
      dependencies: ['setup'],
      testIgnore: [/editing\//, serverTests],
      workers: 2,
      use: browser,
    },
    // Tests that run `npm start` or servers of their own against databases of their own, and wait
    // minutes for retries at production timings: beside the others, one at a time (ADR 021).
    { name: 'servers', dependencies: ['setup'], testMatch: serverTests, workers: 1, use: browser },
    // Tests that change content as an editor (tests/e2e/editing/) run after the others, which can
    // therefore count the seeded content exactly; each puts back what it changed (tests/e2e/cms.ts,
    // whose changes a test of any other project is refused). The 'servers' tests change only
    // databases of their own, so they may run beside either.
    // A run of chosen files (paths on the command line) keeps no such order, so that running one
    // editing test does not first run every other test.
    {
      name: 'editing',
      dependencies: chosenFiles ? ['setup'] : ['chromium'],
      testMatch: /editing\/.*\.spec\.ts$/,
      use: browser,
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // The production server (src/server, compiled into the build), as `npm start` runs it.
        command: `node ${serverEntry()}`,
        env: { PORT: String(port) },
        url: baseURL,
        // Never test a server left over from an earlier build: E2E_BASE_URL points at a running one on purpose.
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
})
