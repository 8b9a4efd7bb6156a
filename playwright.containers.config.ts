import { defineConfig } from '@playwright/test'

// The container topology test (tests/containers): deploy/compose.yaml on Podman, from the images
// `npm run images` builds. No browser and no shared test server: it starts its own containers.
export default defineConfig({
  testDir: 'tests/containers',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  timeout: 600_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Its own output folder, as the scale-out test's: a run empties its folder as it starts, and the
  // browser tests keep the editor's saved session in test-results/.
  outputDir: 'test-results-containers',
})
