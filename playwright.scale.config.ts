import { defineConfig } from '@playwright/test'

// The scale-out test (tests/scale): the production topology as processes (nginx, two app instances,
// PostgreSQL, Redis) with faults injected. No browser and no shared test server: it starts its own.
export default defineConfig({
  testDir: 'tests/scale',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  timeout: 480_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Its own output folder: a Playwright run empties its folder as it starts, and this one may start
  // while the browser tests' run keeps the editor's saved session in test-results/.
  outputDir: 'test-results-scale',
})
