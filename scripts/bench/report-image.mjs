// The report's row and section for the site's container image (scripts/bench/image.mjs): its size
// and its cold start. Every sentence is computed from results.json.
import { absentRow, absentSection, usable } from './report-phases.mjs'
import { num, table, verdict } from './report-format.mjs'

export const imageTargets = {
  /** Node.js, the production dependencies, the build and PostgreSQL's client on a slim Debian. */
  sizeMiB: 1500,
  /** A new container on a migrated database, until /api/ready answers 200 (median of the starts). */
  coldStartSeconds: 15,
}

const s1 = (ms) => (ms == null ? '–' : `${(ms / 1000).toFixed(1)} s`)

export function imageTargetRows(results) {
  const r = results.image
  const sizeTarget = `Site image ≤ ${num(imageTargets.sizeMiB)} MiB`
  const startTarget = `Site container cold start ≤ ${imageTargets.coldStartSeconds} s to \`/api/ready\` 200, database migrated`
  if (!usable(r)) return [absentRow(sizeTarget, r), absentRow(startTarget, r)]
  const start = r.coldStart.medianMs / 1000
  return [
    [sizeTarget, `${num(r.sizeMiB)} MiB`, verdict(r.sizeMiB <= imageTargets.sizeMiB), r.sizeMiB > imageTargets.sizeMiB ? `${num(r.sizeMiB - imageTargets.sizeMiB)} MiB over` : '–'],
    [startTarget, `median ${s1(r.coldStart.medianMs)} (${r.coldStart.samplesMs.map(s1).join(', ')})`, verdict(start <= imageTargets.coldStartSeconds), start > imageTargets.coldStartSeconds ? `${(start - imageTargets.coldStartSeconds).toFixed(1)} s over` : '–'],
  ]
}

export function imageSection(results) {
  const r = results.image
  const title = 'The site as a container image'
  if (!usable(r)) return absentSection(title, r)
  return [
    `## ${title}`,
    '',
    `\`npm run images\` (Debian's packages and the npm registry, Podman; ${r.imagesSeconds} s in this run, images reused when their sources were unchanged) made \`${r.image}\`: ${num(r.sizeMiB)} MiB uncompressed, as Podman counts its layers (target ${num(imageTargets.sizeMiB)} MiB). On \`deploy/compose.yaml\`'s PostgreSQL and Valkey, the first container migrated and seeded the empty database and answered \`/api/ready\` ${s1(r.firstReadyAfterUpMs)} after it was started. Then ${r.coldStart.samplesMs.length} times: the container stopped and removed, a new one started from the image on the migrated database, timed from \`podman run\` to the first 200 from \`/api/ready\` (polled every 50 ms on a published loopback port).`,
    '',
    table(['start', 'to /api/ready 200'], r.coldStart.samplesMs.map((ms, i) => [`${i + 1}`, s1(ms)])),
    '',
  ]
}
