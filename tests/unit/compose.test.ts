import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ComposeProject, interpolate, loadCompose } from '../../scripts/lib/compose.mjs'

// The runner that the container topology test starts deploy/compose.yaml with: Compose's variable
// syntax, and the `podman run` arguments it makes of the real file.
const variables = {
  SITE_URL: 'https://thaqiblab.sa',
  PAYLOAD_SECRET: 's'.repeat(64),
  POSTGRES_PASSWORD: 'p4ssw0rd',
  VISITS_LOG_KEY: 'k'.repeat(48),
  SITE_IMAGE: 'localhost/thaqib/site:abc',
  HTTP_PORT: '127.0.0.1:8080',
}

describe("Compose's variables", () => {
  it('fills in the forms Compose knows, and $$ as a dollar sign', () => {
    const v = { SET: 'value', EMPTY: '' }
    expect(interpolate('${SET} $SET ${UNSET} $$SET', v)).toBe('value value  $SET')
    expect(interpolate('${EMPTY:-default} ${EMPTY-default} ${UNSET-default} ${UNSET:-${SET}}', v)).toBe('default  default value')
    expect(interpolate('${SET:+other} ${EMPTY:+other} ${EMPTY+other}', v)).toBe('other  other')
    expect(() => interpolate('${EMPTY:?set EMPTY in deploy/.env}', v, 'compose.yaml')).toThrow('compose.yaml: EMPTY: set EMPTY in deploy/.env')
    expect(interpolate('${EMPTY?required}', v)).toBe('')
  })
})

describe('deploy/compose.yaml through the runner', () => {
  const spec = () => loadCompose([path.resolve('deploy/compose.yaml')], variables)

  it('refuses to start without the required settings', () => {
    expect(() => loadCompose([path.resolve('deploy/compose.yaml')], { ...variables, PAYLOAD_SECRET: '' })).toThrow(/PAYLOAD_SECRET/)
  })

  it('uses the official images unless the variables name others', () => {
    const services = spec().services
    expect(services.app1.image).toBe('localhost/thaqib/site:abc')
    expect(services.nginx.image).toBe('nginx:1.30')
    expect(services.postgres.image).toBe('postgres:17')
    expect(services.valkey.image).toBe('valkey/valkey:8')
  })

  it("gives app2 app1's settings, with its own spool", () => {
    const { app1, app2 } = spec().services
    expect(app2.environment).toEqual(app1.environment)
    expect(app2.volumes).toContain('spool2:/srv/spool')
    expect(app1.volumes).toContain('spool1:/srv/spool')
  })

  it('runs an instance read-only, unprivileged, with an init, its grace period and its health check', () => {
    const project = new ComposeProject({ files: [path.resolve('deploy/compose.yaml')], project: 'unit', variables })
    const args = project.runArgs('app1')
    const pairs = (flag: string) => args.flatMap((a, i) => (a === flag ? [args[i + 1]] : []))
    expect(args).toEqual(expect.arrayContaining(['--read-only', '--read-only-tmpfs=false', '--init']))
    expect(pairs('--tmpfs')).toEqual(['/tmp', '/app/.next/cache:mode=1777'])
    expect(pairs('--cap-drop')).toEqual(['ALL'])
    expect(pairs('--security-opt')).toEqual(['no-new-privileges'])
    expect(pairs('--stop-timeout')).toEqual(['30'])
    expect(pairs('--volume')).toEqual(['unit_shared:/srv/shared', 'unit_spool1:/srv/spool', 'unit_backups:/srv/backups'])
    expect(JSON.parse(pairs('--health-cmd')[0]!)[0]).toBe('node')
    expect(pairs('--network-alias')).toEqual(['app1'])
    expect(pairs('--env')).toContain('INSTANCES=2')
    expect(args.at(-1)).toBe('localhost/thaqib/site:abc')
    // nginx: the address given with its port, the template from the deploy folder.
    const nginx = project.runArgs('nginx')
    expect(nginx).toEqual(expect.arrayContaining(['--publish', '127.0.0.1:8080:80']))
    expect(nginx.find((a) => a.endsWith(':/etc/nginx/templates/default.conf.template:ro'))).toBe(`${path.resolve('deploy/nginx/thaqib.conf.template')}:/etc/nginx/templates/default.conf.template:ro`)
  })

  const dir = mkdtempSync(path.join(os.tmpdir(), 'compose-test-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('merges a later file and overrides into the first, and refuses a setting it does not know', () => {
    const extra = path.join(dir, 'extra.yaml')
    writeFileSync(extra, 'services:\n  app1:\n    environment:\n      LOG_LEVEL: debug\n    mem_limit: 1g\n')
    const merged = loadCompose([path.resolve('deploy/compose.yaml'), extra], variables, [{ services: { app2: { environment: { EXTRA: '1' } } } }])
    expect(merged.services.app1.environment.LOG_LEVEL).toBe('debug')
    expect(merged.services.app1.environment.INSTANCES).toBe('2')
    expect(merged.services.app2.environment.EXTRA).toBe('1')
    const project = new ComposeProject({ files: [path.resolve('deploy/compose.yaml'), extra], project: 'unit', variables })
    expect(() => project.runArgs('app1')).toThrow(/mem_limit/)
  })
})
