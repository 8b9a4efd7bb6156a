// The site's container image: its size, and its cold start (a new container of the image, on a
// database that is already migrated and seeded, until /api/ready answers 200), with the images that
// `npm run images` builds and deploy/compose.yaml's own settings for app1, on Podman.
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { ComposeProject } from '../lib/compose.mjs'
import { buildImages, imageSize } from '../lib/images.mjs'
import { podman } from '../lib/podman.mjs'
import { freePort } from '../lib/services.mjs'
import { median, round } from './stats.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `url` every 50 ms until it answers 200; the time it took, from `since`. */
async function untilReady(url, since, timeoutMs = 300_000) {
  for (;;) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then((r) => r.status === 200, () => false)
    if (ok) return performance.now() - since
    if (performance.now() - since > timeoutMs) throw new Error(`${url} was not ready within ${timeoutMs} ms`)
    await sleep(50)
  }
}

export async function imagePhase(ctx, { starts = 3 } = {}) {
  const built = performance.now()
  const images = await buildImages({ prefix: 'images │ ' })
  const imagesSeconds = round((performance.now() - built) / 1000, 0)
  const bytes = await imageSize(images.SITE_IMAGE)
  const port = await freePort()
  const project = new ComposeProject({
    files: ['deploy/compose.yaml'],
    project: `thaqib-bench-${process.pid}`,
    variables: {
      ...images,
      SITE_URL: `http://127.0.0.1:${port}`,
      HTTP_PORT: `127.0.0.1:${await freePort()}`,
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      POSTGRES_PASSWORD: randomBytes(24).toString('hex'),
    },
    // Reached from here without nginx: app1's port on loopback.
    overrides: [{ services: { app1: { ports: [`127.0.0.1:${port}:3000`] } } }],
  })
  const ready = `http://127.0.0.1:${port}/api/ready`
  try {
    // The first start migrates and seeds the empty database; the measured starts find it done.
    await project.up(['postgres', 'valkey', 'app1'])
    const first = await untilReady(ready, performance.now())
    const samples = []
    for (let i = 0; i < starts; i++) {
      // Stopped as the runtime stops it (SIGTERM, its grace period), removed, and a new container made.
      await podman(['rm', '--force', '--time', '30', project.container('app1')])
      let startedAt = 0
      await project.up(['app1'], { log: (line) => line === 'starting app1' && (startedAt = performance.now()) })
      samples.push(round(await untilReady(ready, startedAt), 0))
    }
    return {
      image: images.SITE_IMAGE,
      sizeBytes: bytes,
      sizeMiB: round(bytes / 1024 ** 2, 0),
      imagesSeconds,
      firstReadyAfterUpMs: round(first, 0),
      coldStart: { samplesMs: samples, medianMs: round(median(samples), 0) },
    }
  } finally {
    await project.down()
  }
}
