// `npm run compose -- up [service…]` / `down [--volumes]` / `ps`: deploy/compose.yaml on Podman
// where no compose tool fits (Debian 12: Podman 4.3 has no `podman compose`, and podman-compose 1.0.3
// ignores `depends_on` conditions), with the runner the container test uses (scripts/lib/compose.mjs):
// services started in their order, each condition awaited by running the health checks; `up` waits
// until every service is healthy. Settings come from the environment, then deploy/.env and
// deploy/images.env (`npm run images`), as compose reads them. The project is `thaqib`, as compose
// names it from the folder, and is not owned by this process: no test run's clean-up removes it.
import { existsSync, readFileSync } from 'node:fs'
import { parseEnv } from './lib/env-file.mjs'
import { ensureInstalled } from './lib/run.mjs'

const usage = 'Usage: npm run compose -- up [service…] | down [--volumes] | ps'
const [command, ...rest] = process.argv.slice(2)
if (!['up', 'down', 'ps'].includes(command)) {
  console.error(usage)
  process.exit(2)
}

await ensureInstalled()
const { ComposeProject, projectLabel, removeProject } = await import('./lib/compose.mjs')
const { podman } = await import('./lib/podman.mjs')
const project = 'thaqib'

if (command === 'up') {
  const fileValues = ['deploy/images.env', 'deploy/.env'].filter((f) => existsSync(f)).map((f) => parseEnv(readFileSync(f, 'utf8')))
  const variables = Object.assign({}, ...fileValues, process.env)
  const compose = new ComposeProject({ files: ['deploy/compose.yaml'], project, variables, owned: false })
  await compose.up(rest.length ? rest : undefined, { wait: true, log: (line) => console.log(line) })
} else if (command === 'down') {
  // Found by their labels: stopping needs none of the settings.
  await removeProject(project, { volumes: rest.includes('--volumes') })
} else {
  console.log(await podman(['ps', '-a', '--filter', `label=${projectLabel}=${project}`, '--format', '{{.Names}}\t{{.Status}}\t{{.Ports}}']))
}
