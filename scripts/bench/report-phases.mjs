// The report's rows and sections for the later phases (build on PostgreSQL, blog index, nginx's
// cache, an edit through it, one instance against two, hostile GraphQL, the script policy's hashing,
// disk growth, the site search, sign-in timing). Every sentence is computed from results.json; a
// phase that failed or did not run says so instead.
import { kb, ms2, num, table, verdict } from './report-format.mjs'

export const phaseTargets = {
  postgresBuildRatio: 1.25,
  blogIndexRatio: 0.8,
  nginxCacheRatio: 0.8,
  editVisibleSeconds: 10,
  graphqlCpuMs: 50,
  /** The issue's bound: a cached page's p99 moves by at most 20 % under the hostile stream. */
  hostileP99Ratio: 1.2,
  diskGrowthBytes: 1_000_000,
  signInMedianDifference: 0.2,
  /** ADR 023: the search page answers a query in under 50 ms (median of every query's answers, each language). */
  searchMs: 50,
}

const mb = (bytes) => `${Number((bytes / 1e6).toFixed(2))} MB`
const pct = (fraction, digits = 0) => (fraction == null ? '–' : `${(100 * fraction).toFixed(digits)} %`)
const s1 = (seconds) => (seconds == null ? '–' : `${seconds.toFixed(1)} s`)
const ratio = (value) => (value == null || !Number.isFinite(value) ? '–' : `${value.toFixed(2)}×`)
const cpuMs = (value) => (value == null ? '–' : `${value.toFixed(2)} ms`)
const counts = (map) =>
  Object.entries(map ?? {})
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ') || '–'
const noTarget = '_no target set_'

/** Why a phase has no numbers: it failed, was skipped, or was not selected. */
function absence(r) {
  if (r?.error) return { measured: `failed: ${r.error.slice(0, 160).replace(/\|/g, '\\|').replace(/\n/g, ' ')}`, result: '**not measured**' }
  if (r?.skipped) return { measured: r.skipped, result: '**not measured**' }
  return { measured: 'not run (`--only`)', result: '**not measured**' }
}
export const usable = (r) => r && !r.error && !r.skipped
export const absentRow = (target, r) => {
  const a = absence(r)
  return [target, a.measured, a.result, '–']
}
// A phase that did not run (`--only`) has its row in the targets table and no section.
export const absentSection = (title, r) => (r ? [`## ${title}`, '', r.error ? `The phase failed: ${r.error}` : `${r.skipped[0].toUpperCase()}${r.skipped.slice(1)}.`, ''] : [])

// ── Targets ──────────────────────────────────────────────────────────────────────────────────────

export function phaseTargetRows(results) {
  const t = phaseTargets
  const rows = []

  const pg = results.buildPostgres
  const sqlite = results.build?.wallSeconds
  const pgTarget = `\`next build\` on PostgreSQL ≤ ${t.postgresBuildRatio}× the SQLite build`
  if (usable(pg) && sqlite != null) {
    const r = pg.wallSeconds / sqlite
    rows.push([pgTarget, `${s1(pg.wallSeconds)} against ${s1(sqlite)}: ${ratio(r)}`, verdict(r <= t.postgresBuildRatio), r > t.postgresBuildRatio ? `${s1(pg.wallSeconds - sqlite * t.postgresBuildRatio)} over` : '–'])
  } else rows.push(absentRow(pgTarget, pg))

  const blog = results.blogIndex
  const blogTarget = `Blog index ≥ ${t.blogIndexRatio} of a post page's requests/s, same server, 10 connections`
  if (usable(blog)) {
    const entries = Object.entries(blog.locales)
    const worst = Math.min(...entries.map(([, e]) => e.ratio))
    rows.push([
      blogTarget,
      entries.map(([locale, e]) => `${locale}: ${e.ratio} (${num(e.index.requestsPerSecond)} against ${num(e.post.requestsPerSecond)} req/s)`).join('; '),
      verdict(worst >= t.blogIndexRatio),
      worst < t.blogIndexRatio ? `lowest ${worst}, ${(t.blogIndexRatio - worst).toFixed(2)} short` : '–',
    ])
  } else rows.push(absentRow(blogTarget, blog))

  const cache = results.nginxCache
  const cacheTarget = `Cached page through nginx (gzip) ≥ ${t.nginxCacheRatio} of nginx serving the same bytes as a file, both languages`
  if (usable(cache)) {
    const entries = Object.entries(cache.pages)
    const worst = Math.min(...entries.map(([, e]) => e.ratio))
    rows.push([
      cacheTarget,
      entries.map(([p, e]) => `\`${p}\`: ${e.ratio} (${num(e.proxied.requestsPerSecond)} against ${num(e.static.requestsPerSecond)} req/s; ${pct(e.xCache.hitShare)} HIT)`).join('; '),
      verdict(worst >= t.nginxCacheRatio),
      worst < t.nginxCacheRatio ? `lowest ${worst}, ${(t.nginxCacheRatio - worst).toFixed(2)} short` : '–',
    ])
  } else rows.push(absentRow(cacheTarget, cache))

  const edit = results.editThroughNginx
  const editTarget = `An edit visible through nginx within ${t.editVisibleSeconds} s, both languages`
  if (usable(edit)) {
    const entries = Object.entries(edit.locales)
    const slowest = Math.max(...entries.map(([, e]) => e.edit.seconds ?? Infinity))
    rows.push([
      editTarget,
      entries.map(([locale, e]) => `${locale}: ${e.edit.seconds == null ? 'not seen within 30 s' : s1(e.edit.seconds)}`).join('; '),
      verdict(slowest <= t.editVisibleSeconds),
      slowest > t.editVisibleSeconds ? (Number.isFinite(slowest) ? `${s1(slowest - t.editVisibleSeconds)} over` : 'never seen') : '–',
    ])
  } else rows.push(absentRow(editTarget, edit))

  const quiet = results.quietPage
  const quietTarget = `A quiet page's one visitor after a publish sees it within ${t.editVisibleSeconds} s`
  if (usable(quiet)) {
    const seen = quiet.seenFromSeconds
    rows.push([
      quietTarget,
      `${quiet.visits.map((v) => `${s1(v.afterSeconds)}: ${v.seen ? 'new' : 'old'} (${v.xCache})`).join('; ')}; seen from ${seen == null ? 'never' : s1(seen)}`,
      verdict(seen != null && (quiet.notSeenAtSeconds ?? 0) < t.editVisibleSeconds),
      seen == null ? 'never seen' : '–',
    ])
  } else rows.push(absentRow(quietTarget, quiet))

  const hung = results.redisHung
  const hungTarget = 'Redis hung: a page from an instance (p95) and forms acknowledged (≤ 2 s) while it does not answer'
  if (usable(hung)) {
    const [a, h] = [hung.answering, hung.hung]
    rows.push([
      hungTarget,
      `\`/about\` p95 ${ms2(a.page.latencyMs.p95)} answering, ${ms2(h.page.latencyMs.p95)} hung (${h.page.non2xx + h.page.errors} failed); forms p95 ${a.forms.ms.p95} ms answering, ${h.forms.ms.p95} ms hung (max ${h.forms.ms.max} ms, ${h.forms.failed} failed)`,
      verdict(h.forms.failed === 0 && h.forms.ms.max <= 2_000 && h.page.non2xx + h.page.errors === 0),
      h.forms.ms.max > 2_000 ? `forms up to ${h.forms.ms.max} ms` : '–',
    ])
  } else rows.push(absentRow(hungTarget, hung))

  const scale = results.scaleOut
  const scaleTarget = 'Two instances against one behind nginx, `/contact` (rendered per request)'
  if (usable(scale)) {
    const [one, two] = scale.runs
    rows.push([scaleTarget, `${num(one.requestsPerSecond)} → ${num(two.requestsPerSecond)} req/s: ${ratio(scale.ratio)}`, noTarget, '–'])
  } else rows.push(absentRow(scaleTarget, scale))

  const gql = results.hostileGraphql
  const gqlTarget = `≤ ${t.graphqlCpuMs} ms of server CPU per anonymous GraphQL request: the site's operations and refused attacks`
  const underTarget = `p99 of a cached page (\`/\`) under 20 hostile GraphQL requests/s: at most ${ratio(t.hostileP99Ratio)} of its p99 without`
  if (usable(gql)) {
    const ops = gql.perRequest.filter((r) => r.kind.startsWith('site operation'))
    const costliest = ops.reduce((a, r) => (r.cpuMsPerRequest > a.cpuMsPerRequest ? r : a))
    const attacks = gql.perRequest.filter((r) => !r.kind.startsWith('site operation'))
    const worst = Math.max(...gql.perRequest.map((r) => r.cpuMsPerRequest))
    rows.push([
      gqlTarget,
      `site operations up to ${cpuMs(costliest.cpuMsPerRequest)} (${costliest.name}); ${attacks.map((a) => `${a.name} ${cpuMs(a.cpuMsPerRequest)}`).join(', ')}`,
      verdict(worst <= t.graphqlCpuMs),
      worst > t.graphqlCpuMs ? `${gql.perRequest.filter((r) => r.cpuMsPerRequest > t.graphqlCpuMs).map((r) => r.name).join(', ')} over` : '–',
    ])
    const u = gql.underLoad
    rows.push(
      u?.error
        ? absentRow(underTarget, u)
        : [underTarget, `${ms2(u.quiet.latencyMs.p99)} without, ${ms2(u.hostile.latencyMs.p99)} with (${ratio(u.p99Ratio)})`, verdict(u.p99Ratio != null && u.p99Ratio <= t.hostileP99Ratio), u.p99Ratio != null && u.p99Ratio > t.hostileP99Ratio ? `${ratio(u.p99Ratio)}` : '–'],
    )
  } else {
    rows.push(absentRow(gqlTarget, gql))
    rows.push(absentRow(underTarget, gql))
  }

  const csp = results.cspHash
  const cspTarget = "Script-policy hashing, home page: time per page and share of the production server's CPU per response"
  if (usable(csp)) {
    rows.push([cspTarget, `${num(csp.timing.hashOnly.cpuMicrosecondsPerPage)} µs per page, ${pct(csp.shareOfServerCpu.hashOnly, 1)} of ${cpuMs(csp.load.msPerResponse.server)}`, noTarget, '–'])
  } else rows.push(absentRow(cspTarget, csp))

  const disk = results.diskGrowth
  const diskTarget = `Build directory grows ≤ ${mb(t.diskGrowthBytes)} from ${num(disk?.requests ?? results.settings.madeUpRequests ?? 10_000)} made-up addresses`
  if (usable(disk)) {
    rows.push([
      diskTarget,
      `${num(disk.growthBytes)} bytes (${disk.sizes.build.growth.files} files) at ${num(disk.run.requestsPerSecond)} req/s`,
      verdict(disk.growthBytes <= t.diskGrowthBytes),
      disk.growthBytes > t.diskGrowthBytes ? `${mb(disk.growthBytes - t.diskGrowthBytes)} over` : '–',
    ])
  } else rows.push(absentRow(diskTarget, disk))

  const search = results.search
  const searchTarget = `Search page answers a query in < ${t.searchMs} ms (median, each language), site's content`
  if (usable(search)) {
    const slowest = Math.max(...Object.values(search.locales).map((l) => l.page.p50Ms))
    rows.push([
      searchTarget,
      Object.entries(search.locales)
        .map(([locale, l]) => `${locale}: ${ms2(l.page.p50Ms)} (p95 ${ms2(l.page.p95Ms)}), of which the search ${ms2(l.engine.query.p50Ms)}`)
        .join('; '),
      verdict(slowest < t.searchMs),
      slowest < t.searchMs ? '–' : `${ms2(slowest - t.searchMs)} over`,
    ])
  } else rows.push(absentRow(searchTarget, search))

  const login = results.loginTiming
  const loginTarget = `Failed sign-ins: known and unknown e-mails' medians within ${pct(t.signInMedianDifference)}`
  if (usable(login)) {
    rows.push([
      loginTarget,
      `${ms2(login.knownEmail.medianMs)} known, ${ms2(login.unknownEmail.medianMs)} unknown (${pct(login.medianDifference, 1)} apart)`,
      verdict(login.medianDifference <= t.signInMedianDifference),
      login.medianDifference > t.signInMedianDifference ? `${pct(login.medianDifference - t.signInMedianDifference, 1)} points over` : '–',
    ])
  } else rows.push(absentRow(loginTarget, login))

  return rows
}

// ── Sections ─────────────────────────────────────────────────────────────────────────────────────

const runCells = (r) => [num(r.requestsPerSecond), ms2(r.latencyMs.p50), ms2(r.latencyMs.p99), `${r.errors + r.timeouts + r.non2xx}`]

function buildSection(results) {
  const pg = results.buildPostgres
  const title = 'Build time on both databases'
  if (!usable(pg)) return absentSection(title, pg)
  const sqlite = results.build?.wallSeconds
  if (sqlite == null) return [`## ${title}`, '', `\`next build\` on ${pg.database} took ${s1(pg.wallSeconds)}; the SQLite build was not timed in this run.`, '']
  const r = pg.wallSeconds / sqlite
  const load = (l) => (l ? `${l.one}` : '–')
  return [
    `## ${title}`,
    '',
    `\`next build\` prerenders every page from the database. On ${pg.database} it took ${s1(pg.wallSeconds)}, on SQLite ${s1(sqlite)}: ${ratio(r)}, ${r <= phaseTargets.postgresBuildRatio ? 'within' : 'over'} the ${phaseTargets.postgresBuildRatio}× target. Both started from an empty build directory with the same seeded content; the PostgreSQL build came first and the SQLite build replaced it. Migrating and seeding PostgreSQL took ${s1(pg.prepareSeconds)} and is not counted. The one-minute load average was ${load(pg.loadBefore)} before the PostgreSQL build and ${load(results.build.loadBefore)} before the SQLite build${Math.abs((pg.loadBefore?.one ?? 0) - (results.build.loadBefore?.one ?? 0)) > 1 ? ': the two builds did not find the machine equally busy, which weighs on the ratio' : ''}.`,
    '',
  ]
}

function blogSection(results) {
  const blog = results.blogIndex
  const title = 'Blog index against a post'
  if (!usable(blog)) return absentSection(title, blog)
  const rows = Object.entries(blog.locales).flatMap(([locale, e]) =>
    ['post', 'index'].map((kind) => {
      const r = e[kind]
      return [locale, `\`${r.path}\``, kb(r.htmlBytes), `${r.cache ?? '–'}`, ...runCells(r), cpuMs(r.msPerResponse.server), kind === 'index' ? `**${e.ratio}**` : '']
    }),
  )
  const sentences = Object.entries(blog.locales).map(([locale, e]) => {
    const cpuRatio = e.index.msPerResponse.server / e.post.msPerResponse.server
    const sizeRatio = e.index.htmlBytes / e.post.htmlBytes
    const uncached = [e.post, e.index].filter((r) => r.cache !== 'HIT').map((r) => `\`${r.path}\` (\`x-nextjs-cache: ${r.cache ?? 'none'}\`)`)
    return `In ${locale}, the index served ${num(e.index.requestsPerSecond)} req/s against the post's ${num(e.post.requestsPerSecond)} (${e.ratio}, target ≥ ${phaseTargets.blogIndexRatio}: ${e.ratio >= phaseTargets.blogIndexRatio ? 'met' : 'missed'}); its HTML is ${ratio(sizeRatio)} the post's and each response cost ${ratio(cpuRatio)} the post's CPU time${uncached.length ? `; not served from Next's cache: ${uncached.join(', ')}` : ', both served from Next\'s cache'}.`
  })
  return [
    `## ${title}`,
    '',
    `The blog index and a post in each language on the same \`${blog.server}\` process, each for ${results.settings.loadSeconds} s at 10 connections after a ${results.settings.warmupSeconds} s warm-up. ${sentences.join(' ')}`,
    '',
    table(['language', 'page', 'HTML', 'Next cache', 'req/s', 'p50', 'p99', 'errors', 'server CPU per response', 'ratio'], rows),
    '',
  ]
}

function nginxSection(results) {
  const c = results.nginxCache
  const title = "Through nginx's cache, against the same bytes as a file"
  if (!usable(c)) return absentSection(title, c)
  const rows = Object.entries(c.pages).flatMap(([p, e]) => [
    [`\`${p}\``, 'nginx in front of the app', kb(e.bytesSent), e.contentEncoding, ...runCells(e.proxied), cpuMs(e.proxied.msPerResponse.nginx), cpuMs(e.proxied.msPerResponse.app), `${pct(e.xCache.hitShare)} (${counts(e.xCache.counts)})`, `**${e.ratio}**`],
    [`\`${p}\``, 'nginx, the same bytes as a file', kb(e.bytesSent), e.contentEncoding, ...runCells(e.static), cpuMs(e.static.msPerResponse.nginx), '–', '–', ''],
  ])
  const home = c.pages['/']
  const identity = c.appAnswer?.contentEncoding === 'identity'
  const nginxCost = home.proxied.msPerResponse.nginx / Math.max(0.001, home.static.msPerResponse.nginx)
  const lines = [
    `## ${title}`,
    '',
    `The production server with the deployment's settings (${Object.entries(c.settings).map(([k, v]) => `\`${k}=${v}\``).join(', ')}) behind nginx with \`deploy/nginx/thaqib.conf.template\` (${c.nginxWorkers} worker, its access log on as deployed), asked with \`Accept-Encoding: gzip\` as browsers ask; against it, nginx serving the very bytes it sent as a file with \`Content-Encoding\` set (one worker, no access log, no gzip module at work). Each run lasts ${results.settings.loadSeconds} s at 10 connections after a warm-up; X-Cache is sampled every 100 ms during the run.`,
    '',
    table(['page', 'server', 'bytes sent', 'encoding', 'req/s', 'p50', 'p99', 'errors', 'nginx CPU per response', 'app CPU per response', 'X-Cache HIT share', 'ratio'], rows),
    '',
    `Asked for gzip directly, the app answered \`Content-Encoding: ${c.appAnswer?.contentEncoding}\`. ${
      identity
        ? `With \`APP_COMPRESSION=off\` nginx stores the page uncompressed and its gzip filter compresses it again for every response it sends: nginx spent ${cpuMs(home.proxied.msPerResponse.nginx)} of CPU per response for \`/\` from its cache, ${ratio(nginxCost)} what sending the compressed file cost it (${cpuMs(home.static.msPerResponse.nginx)}).`
        : `nginx stores the compressed answer and sends it as stored: ${cpuMs(home.proxied.msPerResponse.nginx)} of nginx CPU per response for \`/\`, against ${cpuMs(home.static.msPerResponse.nginx)} for the file.`
    } The app itself spent ${cpuMs(home.proxied.msPerResponse.app)} per response: it is asked again only when a copy is older than its \`s-maxage\` (\`${home.cacheControl ?? '–'}\`).`,
    '',
  ]
  const ctx = c.appCompressing
  if (ctx?.error) lines.push(`With \`APP_COMPRESSION=off\` (for comparison), the run failed: ${ctx.error}`, '')
  else if (ctx)
    lines.push(
      `For comparison, with \`APP_COMPRESSION=off\` (the app answered \`Content-Encoding: ${ctx.appAnswer.contentEncoding}\`, so nginx gzips every response it sends from its cache): \`/\` through nginx at ${num(ctx.proxied.requestsPerSecond)} req/s (p99 ${ms2(ctx.proxied.latencyMs.p99)}), ${ctx.ratioToStatic} of the file's rate, ${kb(ctx.bytesSent)} sent per response (${ctx.contentEncoding}), nginx CPU ${cpuMs(ctx.proxied.msPerResponse.nginx)} per response, ${pct(ctx.xCache.hitShare)} HIT.`,
      '',
    )
  return lines
}

function editSection(results) {
  const e = results.editThroughNginx
  const title = 'An edit seen through nginx'
  if (!usable(e)) return absentSection(title, e)
  const rows = Object.entries(e.locales).map(([locale, r]) => [
    locale,
    `\`${r.path}\``,
    r.xCacheBefore ?? '–',
    s1(r.saveSeconds),
    r.edit.seconds == null ? 'not within 30 s' : `**${s1(r.edit.seconds)}**`,
    `${r.edit.polls} (${counts(r.edit.xCache)})`,
    r.restore.seconds == null ? 'not within 30 s' : s1(r.restore.seconds),
  ])
  const entries = Object.values(e.locales)
  const slowest = Math.max(...entries.map((r) => r.edit.seconds ?? Infinity))
  return [
    `## ${title}`,
    '',
    `Signed in through the API, a published post's title was changed in one language (\`PATCH /api/posts/:id?locale=…\` with \`_status: published\`, through nginx), and nginx was asked for the post's page every ${e.pollIntervalMs} ms until the page carried the new title; the time counts from the save's answer. The page's cache policy through nginx: \`${entries[0].cacheControl ?? '–'}\`. ${Number.isFinite(slowest) ? `The slowest language took ${s1(slowest)} (target ${phaseTargets.editVisibleSeconds} s: ${slowest <= phaseTargets.editVisibleSeconds ? 'met' : 'missed'}).` : 'In at least one language the edit was not seen within 30 s.'} The title was then put back, and the time until that showed is listed too.`,
    '',
    table(['language', 'page', 'X-Cache before', 'save', 'visible after', 'polls (X-Cache seen)', 'restore visible after'], rows),
    '',
  ]
}

function scaleSection(results, cores) {
  const s = results.scaleOut
  const title = 'One instance against two behind nginx'
  if (!usable(s)) return absentSection(title, s)
  const groups = ['instance1', 'instance2', 'nginx', 'postgres', 'redis', 'loadGenerator', 'other']
  const rows = s.runs.map((r) => [
    `${r.upstreams}`,
    ...runCells(r),
    ...groups.map((g) => (r.cpuSeconds[g] == null ? '–' : `${r.cpuSeconds[g].toFixed(1)} s`)),
    r.cpuSeconds.machine == null ? '–' : `${r.cpuSeconds.machine.toFixed(1)} of ${(cores * r.seconds).toFixed(0)} s`,
    r.peakRssMiB.map((m) => `${m} MiB`).join(', '),
  ])
  const [one, two] = s.runs
  const busy = two.cpuSeconds.machine == null ? null : two.cpuSeconds.machine / (cores * two.seconds)
  const appShare = (r) => (r.cpuSeconds.instance1 + r.cpuSeconds.instance2) / Math.max(0.01, r.cpuSeconds.machine ?? 0)
  return [
    `## ${title}`,
    '',
    `\`${s.page}\` is rendered for every request (a fresh form token; \`Cache-Control: ${one.cacheControl ?? '–'}\`, X-Cache \`${one.xCache ?? '–'}\`), so nginx passes every request to an instance. Two production servers ran on ${s.database} (the cluster ${s.postgresReused ? 'left up by the build phase' : 'created for this phase'}) and one redis-server, with the deployment's settings (\`INSTANCES=2\`, shared media folder, a spool each, \`TRUSTED_PROXIES=1\`); nginx (${s.nginxWorkers} worker) listed one instance, then both. Each run: ${results.settings.loadSeconds} s at 10 connections after a warm-up.`,
    '',
    table(['upstreams', 'req/s', 'p50', 'p99', 'errors', 'CPU instance 1', 'CPU instance 2', 'CPU nginx', 'CPU PostgreSQL', 'CPU redis', 'CPU load generator', 'CPU other processes', 'CPU machine (of available)', 'peak RSS per instance'], rows),
    '',
    `Two instances served ${num(two.requestsPerSecond)} req/s against ${num(one.requestsPerSecond)} with one (${ratio(s.ratio)}). This machine has ${cores} cores, and the load generator (autocannon, in the benchmark's process) and nginx share them with the instances: during the two-instance run the machine was ${pct(busy)} busy, the instances took ${pct(appShare(two))} of that CPU time (${pct(appShare(one))} with one instance), autocannon ${two.cpuSeconds.loadGenerator?.toFixed(1)} s, nginx ${two.cpuSeconds.nginx?.toFixed(1)} s, PostgreSQL ${two.cpuSeconds.postgres?.toFixed(1) ?? '–'} s and processes outside the benchmark ${two.cpuSeconds.other?.toFixed(1) ?? '–'} s. ${busy != null && busy > 0.9 ? 'The cores were saturated.' : 'The cores were not saturated.'} Per request: ${cpuMs((two.cpuSeconds.instance1 + two.cpuSeconds.instance2) * 1000 / Math.max(1, two.totalRequests))} in the instances, ${cpuMs((two.cpuSeconds.nginx * 1000) / Math.max(1, two.totalRequests))} in nginx.`,
    '',
  ]
}

function graphqlSection(results) {
  const g = results.hostileGraphql
  const title = 'Hostile GraphQL'
  if (!usable(g)) return absentSection(title, g)
  const rows = g.perRequest.map((r) => [r.kind, r.name, `${r.requests}`, counts(r.statuses), `${r.withErrors}`, `**${cpuMs(r.cpuMsPerRequest)}**`, ms2(r.latencyMsMedian)])
  const ops = g.perRequest.filter((r) => r.kind.startsWith('site operation'))
  const attacks = g.perRequest.filter((r) => !r.kind.startsWith('site operation'))
  const costliest = ops.reduce((a, r) => (r.cpuMsPerRequest > a.cpuMsPerRequest ? r : a))
  const failing = ops.filter((r) => r.statuses[200] !== r.requests || r.withErrors > 0)
  const u = g.underLoad
  const intro = [
    `## ${title}`,
    '',
    `(a) Server CPU time per anonymous \`POST /api/graphql\`: each of the site's own operations (the only ones anonymous clients may run, with the benchmark pages' slugs; those that take a slug also with a made-up slug each time, which is never a kept answer), the two bombs of \`tests/e2e/security.spec.ts\`, and the alias bomb with a forged session (it passes the production server's front screen, which looks only for credentials), sent one after another, each from its own \`X-Forwarded-For\` address (the production server with \`TRUSTED_PROXIES=1\`), after three discarded. CPU time is the server process's (from \`/proc\`) over the requests. The costliest site operation, ${costliest.name}, took ${cpuMs(costliest.cpuMsPerRequest)}; the bombs ${attacks.map((a) => `(${a.name}) ${cpuMs(a.cpuMsPerRequest)} and were answered ${counts(a.statuses)}`).join('; ')}. Target ≤ ${phaseTargets.graphqlCpuMs} ms each: ${g.perRequest.every((r) => r.cpuMsPerRequest <= phaseTargets.graphqlCpuMs) ? 'met' : 'missed'}.${failing.length ? ` Operations that did not answer 200 without errors every time, so that their cost may be understated: ${failing.map((r) => `${r.name} (${counts(r.statuses)}${r.firstError ? `: “${r.firstError}”` : ''})`).join('; ')}.` : ''}${ops.some((r) => r.firstRequestCpuMs != null) ? ` The first of each operation's requests is answered by Payload and the endpoint keeps anonymous answers for the content generation (ADR 013): the first requests took ${ops.map((r) => `${r.name} ${r.firstRequestCpuMs} ms`).join(', ')} of CPU (one sample each, at the kernel's 10 ms resolution).` : ''}`,
    '',
    table(['kind', 'request', 'sent', 'statuses', 'answers with errors', 'server CPU per request', 'median latency'], rows),
    '',
  ]
  if (u?.error) return [...intro, `(b) Not measured: ${u.error}.`, '']
  const mixCpu = u.mix.map((name) => g.perRequest.find((r) => r.name === name)?.cpuMsPerRequest ?? 0)
  const streamCores = (mixCpu.reduce((a, b) => a + b, 0) / mixCpu.length) * u.perSecond / 1000
  return [
    ...intro,
    `(b) The home page \`/\` at 10 connections, first alone, then while the benchmark sent ${u.perSecond} GraphQL requests a second (achieved ${u.stream.perSecondAchieved}, ${u.stream.sent} in all, answered ${counts(u.stream.statuses)}), in turn ${u.mix.join(', ')}, each from a new address so that the per-address limit for anonymous clients (\`GRAPHQL_ANONYMOUS_PER_MINUTE\`) never refused them. p99 went from ${ms2(u.quiet.latencyMs.p99)} to ${ms2(u.hostile.latencyMs.p99)} (${ratio(u.p99Ratio)}), p50 from ${ms2(u.quiet.latencyMs.p50)} to ${ms2(u.hostile.latencyMs.p50)}, throughput from ${num(u.quiet.requestsPerSecond)} to ${num(u.hostile.requestsPerSecond)} req/s. From (a), that stream costs about ${streamCores.toFixed(2)} of a core.`,
    '',
    table(
      ['', 'req/s', 'p50', 'p99', 'errors', 'server CPU per response'],
      [
        ['`/` alone', ...runCells(u.quiet), cpuMs(u.quiet.msPerResponse.server)],
        [`\`/\` with ${u.perSecond} hostile requests/s`, ...runCells(u.hostile), cpuMs(u.hostile.msPerResponse.server)],
      ],
    ),
    '',
  ]
}

/** The production front's whole cost per response, against `next start` on the same page earlier in the run. */
function frontCost(production, nextAlone) {
  const added = production - nextAlone
  const compared = `For comparison, \`next start\` alone (no security headers, no held pages, no request log) spent ${cpuMs(nextAlone)} per response on the same page in the throughput phase`
  if (added <= 0) return `${compared}: no more than the production server, so the front's cost is within the difference between the two runs.`
  return `${compared}: the production front as a whole adds ${cpuMs(added)} (${pct(added / nextAlone)}), of which the hashing is the part above.`
}

function cspSection(results) {
  const c = results.cspHash
  const title = "The script policy's hashing"
  if (!usable(c)) return absentSection(title, c)
  const nextAlone = results.throughput?.runs?.find((r) => r.connections === 10)?.next
  const server = c.load.msPerResponse.server
  return [
    `## ${title}`,
    '',
    `The production server holds each HTML page until it is complete and lists the SHA-256 of its inline scripts in the Content-Security-Policy (\`src/server/respond.ts\`); it has no switch to skip that, so the hashing was timed in a process of its own (\`scripts/bench/server-code.mts\`, the server's own \`inlineScriptHashes\`) on the home page's ${num(c.htmlBytes)} bytes of HTML, whose policy lists ${c.hashesInPolicy} hashes (the page came ${c.nextCache === 'HIT' ? "from Next's cache" : `with \`x-nextjs-cache: ${c.nextCache ?? 'none'}\``}). Hashing took ${num(c.timing.hashOnly.cpuMicrosecondsPerPage)} µs of CPU per page; with the steps around it (joining the chunks, decoding, writing the policy) ${num(c.timing.wholeStep.cpuMicrosecondsPerPage)} µs. Under 10 connections the production server served \`/\` at ${num(c.load.requestsPerSecond)} req/s (p50 ${ms2(c.load.latencyMs.p50)}, p99 ${ms2(c.load.latencyMs.p99)}) for ${cpuMs(server)} of CPU per response, so the hashing is ${pct(c.shareOfServerCpu.hashOnly, 1)} of it (${pct(c.shareOfServerCpu.wholeStep, 1)} with the steps around it).${nextAlone?.cpu?.serverMsPerResponse ? ` ${frontCost(server, nextAlone.cpu.serverMsPerResponse)}` : ''}`,
    '',
  ]
}

function diskSection(results) {
  const d = results.diskGrowth
  const title = 'Disk growth from made-up addresses'
  if (!usable(d)) return absentSection(title, d)
  const rows = Object.entries(d.sizes).map(([name, s]) => [`${name} (\`${d.folders[name]}\`)`, `${num(s.before.bytes)} bytes, ${num(s.before.files)} files`, `${num(s.after.bytes)} bytes, ${num(s.after.files)} files`, `**${num(s.growth.bytes)}** bytes (${num(s.growth.allocated)} allocated), ${s.growth.files} files`])
  const ok = d.growthBytes <= phaseTargets.diskGrowthBytes
  return [
    `## ${title}`,
    '',
    `${num(d.requests)} requests for addresses that do not exist (${d.kinds.map((k) => `\`${k}\``).join(', ')}), chosen at random, at ${d.connections} connections against the production server: ${num(d.run.requestsPerSecond)} req/s, answered ${counts(d.run.statuses)}${d.run.errors ? `; ${num(d.run.errors)} failed (${counts(d.run.errorCodes)})` : ''}${d.serverAlive === false ? '. The server had stopped by the end of the run, so fewer addresses reached it than counted' : ''}. Sizes are summed from every file (bytes as written, and as allocated on disk) before and after, 3 s after the last answer. The build directory grew by ${num(d.growthBytes)} bytes at most (target ≤ ${mb(phaseTargets.diskGrowthBytes)}: ${ok ? 'met' : 'missed'}).${d.grownFiles.length ? ` Files that appeared or grew: ${d.grownFiles.map((f) => `\`${f.file}\` (${f.new ? 'new, ' : ''}+${num(f.bytes)} bytes)`).join(', ')}.` : ' No file in it appeared or grew.'}`,
    '',
    table(['folder', 'before', 'after', 'growth'], rows),
    '',
  ]
}

function searchSection(results) {
  const r = results.search
  const title = 'Site search'
  if (!usable(r)) return absentSection(title, r)
  const rows = Object.entries(r.locales).flatMap(([locale, l]) =>
    l.perQuery.map((q) => {
      const engine = l.engine.perQuery.find((e) => e.query === q.query)
      return [locale, `\`${q.query}\``, `${engine?.results ?? '–'}`, ms2(q.p50Ms), ms2(q.p95Ms), ms2(engine?.p50Ms), ms2(engine?.p95Ms)]
    }),
  )
  const locales = Object.entries(r.locales)
  return [
    `## ${title}`,
    '',
    `\`GET /search?q=…\` on the ${r.server} server, one request at a time, each query ${r.rounds} times after a warm-up; the time is from sending the request to the last byte of the page (the server renders every search page: its header, results and footer). The search itself (\`src/lib/search\`: analysing the query, the index's lookup and ranking, the excerpts and their marks) was timed apart, ${r.engineRepeats} times per query, in a process of its own on the documents the site serves. Target: the page in under ${phaseTargets.searchMs} ms (median) in each language: ${locales.every(([, l]) => l.page.p50Ms < phaseTargets.searchMs) ? 'met' : 'missed'}.`,
    '',
    ...locales.map(([locale, l]) => `- ${locale}: ${l.engine.documents} documents (${num(l.engine.textCharacters)} characters of text); the page answered in ${ms2(l.page.p50Ms)} (p95 ${ms2(l.page.p95Ms)}, slowest ${ms2(l.page.maxMs)}), the search took ${ms2(l.engine.query.p50Ms)} of it (p95 ${ms2(l.engine.query.p95Ms)}). The first query after the server started, which reads the documents and builds the index, answered in ${ms2(l.firstQueryMs)}; building the index takes ${ms2(l.engine.coldBuildMs)} cold and ${ms2(l.engine.warmBuildMs)} warm (after a publish).`),
    '',
    table(['language', 'query', 'results', 'page p50', 'page p95', 'search p50', 'search p95'], rows),
    '',
  ]
}

function loginSection(results) {
  const l = results.loginTiming
  const title = 'Failed sign-ins: known against unknown e-mails'
  if (!usable(l)) return absentSection(title, l)
  const row = (name, s) => [name, `${s.attempts}`, counts(s.statuses), ms2(s.medianMs), ms2(s.p90Ms), `${ms2(s.minMs)}–${ms2(s.maxMs)}`]
  const throttled = (l.knownEmail.statuses[429] ?? 0) + (l.unknownEmail.statuses[429] ?? 0)
  return [
    `## ${title}`,
    '',
    `${l.knownEmail.attempts} failed sign-ins (\`POST /api/users/login\`, a wrong password) for the existing account and ${l.unknownEmail.attempts} for unknown e-mails, alternating, one at a time, each from its own \`X-Forwarded-For\` address (production server, \`TRUSTED_PROXIES=1\`) so that no limit answers instead of the password check${throttled ? ` — yet ${throttled} were answered 429, which invalidates those samples` : ''}. The medians are ${ms2(l.knownEmail.medianMs)} (known) and ${ms2(l.unknownEmail.medianMs)} (unknown): the ${l.slower} e-mails were slower by ${pct(l.medianDifference, 1)} (target within ${pct(phaseTargets.signInMedianDifference)}: ${l.medianDifference <= phaseTargets.signInMedianDifference ? 'met' : 'missed'}); p90 ${ms2(l.knownEmail.p90Ms)} against ${ms2(l.unknownEmail.p90Ms)}.`,
    '',
    table(['e-mail', 'attempts', 'statuses', 'median', 'p90', 'range'], [row('known', l.knownEmail), row('unknown', l.unknownEmail)]),
    '',
  ]
}

export function phaseSections(results) {
  const cores = results.machine?.cores ?? 1
  return [
    ...buildSection(results),
    ...blogSection(results),
    ...nginxSection(results),
    ...editSection(results),
    ...scaleSection(results, cores),
    ...graphqlSection(results),
    ...cspSection(results),
    ...diskSection(results),
    ...searchSection(results),
    ...loginSection(results),
  ]
}
